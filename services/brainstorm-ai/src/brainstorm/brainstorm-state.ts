import { z } from 'zod';
import {
  BRAINSTORM_MESSAGE_TYPES,
  BRAINSTORM_PHASES,
  CHALLENGE_CATEGORIES,
  DIFFICULTIES,
} from '@creators/contracts';
import { parseDraftSlots, SUMMARY_CATEGORIES, type BrainstormState, type DraftSlots } from '@creators/isla';

/** A message as the machine keeps it (machine.ts BrainstormMessage). */
const messageSchema = z.object({
  id: z.string(),
  message: z.string(),
  sender: z.enum(['user', 'avatar']),
  timestamp: z.string(),
  type: z.enum(BRAINSTORM_MESSAGE_TYPES).optional(),
  phase: z.enum(BRAINSTORM_PHASES),
});

const counts = z.object({
  ideation: z.number().int().min(0),
  validation: z.number().int().min(0),
  refinement: z.number().int().min(0),
  creation: z.number().int().min(0),
});

/** The machine's state beside phase, messages and insights (the `progress` column). */
const progressSchema = z.object({
  userMessageCounts: counts,
  probingPromptIndex: z.number().int().min(0),
  userMessagesSinceInsight: z.number().int().min(0).nullable(),
  fallbacksUsed: z.number().int().min(0),
  summaryCategory: z.enum(SUMMARY_CATEGORIES).nullable(),
  draft: z.object({
    title: z.string(),
    description: z.string(),
    category: z.union([z.enum(CHALLENGE_CATEGORIES), z.literal('')]),
    difficulty: z.enum(DIFFICULTIES),
    tags: z.array(z.string()),
  }),
  nextId: z.number().int().min(1),
  /** The read-back before creation (product.md §4.3); rows written before it have neither. */
  readBacks: z.number().int().min(0).default(0),
  awaitingReadBack: z.boolean().default(false),
});
export type BrainstormProgress = z.infer<typeof progressSchema>;

/** The columns of a brainstorm row the machine's state is kept in. */
export interface StoredState {
  phase: string;
  messages: unknown;
  insights: string[];
  progress: unknown;
  /** The slots of the machine's state (BrainstormState.slots), in their own column. */
  slots?: unknown;
}

/** What a row holds of the machine's state: phase, messages and insights in their columns, the rest in `progress`. */
export function toStoredState(state: BrainstormState): {
  phase: string;
  messages: BrainstormState['messages'];
  insights: string[];
  slots: DraftSlots;
  progress: BrainstormProgress;
} {
  const { phase, messages, insights, slots, ...progress } = state;
  return { phase, messages, insights, slots, progress };
}

/**
 * The machine's state of a row; null when the row is not a brainstorm this service runs (no progress) or was
 * written by a version that kept it otherwise: such a row is not continued.
 */
export function fromStoredState(row: StoredState): BrainstormState | null {
  const phase = z.enum(BRAINSTORM_PHASES).safeParse(row.phase);
  const messages = z.array(messageSchema).safeParse(row.messages);
  const progress = progressSchema.safeParse(row.progress);
  if (!phase.success || !messages.success || !progress.success) return null;
  return {
    ...progress.data,
    phase: phase.data,
    messages: messages.data,
    insights: row.insights,
    slots: parseDraftSlots(row.slots),
  };
}
