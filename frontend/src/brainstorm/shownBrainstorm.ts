import {
  BRAINSTORM_PHASES,
  type BrainstormPhase,
  type ChallengeCategory,
  type Difficulty,
} from '@creators/contracts';
import type { StartBrainstormMutation } from '../graphql/generated/graphql';

/** One line of the conversation as the panel shows it (product.md §3 brainstorm message, plus its phase). */
export interface ShownMessage {
  id: string;
  message: string;
  sender: 'user' | 'avatar';
  timestamp: string;
  type?: string;
  phase: BrainstormPhase;
}

export interface ShownDraft {
  title: string;
  description: string;
  category: ChallengeCategory | '';
  difficulty: Difficulty;
  tags: string[];
}

/**
 * The brainstorm as the server last described it (brainstorm-ai runs it: product.md §4.3), plus, while a message is
 * on its way, the person's own message shown at once. id null: not loaded yet.
 */
export interface ShownBrainstorm {
  id: string | null;
  phase: BrainstormPhase;
  messages: ShownMessage[];
  insights: string[];
  draft: ShownDraft;
  /** Isla read the challenge back and awaits a yes or a correction before the draft (product.md §4.3). */
  awaitingConfirmation: boolean;
}

export const EMPTY_BRAINSTORM: ShownBrainstorm = {
  id: null,
  phase: 'ideation',
  messages: [],
  insights: [],
  draft: { title: '', description: '', category: '', difficulty: 'beginner', tags: [] },
  awaitingConfirmation: false,
};

type ServerBrainstorm = StartBrainstormMutation['startBrainstorm'];

const asPhase = (phase: string): BrainstormPhase =>
  (BRAINSTORM_PHASES as readonly string[]).includes(phase) ? (phase as BrainstormPhase) : 'ideation';

/** The server's answer as the panel shows it. */
export function toShown(server: ServerBrainstorm): ShownBrainstorm {
  return {
    id: server.id,
    phase: asPhase(server.phase),
    messages: server.messages.map((m) => ({
      id: m.id,
      message: m.message,
      sender: m.sender === 'user' ? 'user' : 'avatar',
      timestamp: m.timestamp,
      ...(m.type ? { type: m.type } : {}),
      phase: asPhase(m.phase),
    })),
    insights: server.insights,
    draft: {
      title: server.draft.title,
      description: server.draft.description,
      category: server.draft.category as ShownDraft['category'],
      difficulty: server.draft.difficulty as Difficulty,
      tags: server.draft.tags,
    },
    awaitingConfirmation: server.awaitingConfirmation,
  };
}
