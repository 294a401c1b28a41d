import {
  applyReply,
  createBrainstorm,
  lastAvatarMessage,
  questionSlot,
  submitMessage,
  type BrainstormContext,
  type BrainstormState,
  type DraftSlot,
  SocraticEngine,
} from '@creators/isla';
import type { Persona } from './personas.js';

/** The most user turns a brainstorm may take to reach its draft (product.md §4.3). */
export const MAX_USER_TURNS = 8;

export interface Simulated {
  persona: Persona;
  state: BrainstormState;
  userMessages: string[];
}

/**
 * Plays a persona's brainstorm as the browser does: the phase machine of the contracts, with the built-in engine
 * answering whenever the machine asks the AI. The person answers the slot Isla's last question aims at.
 */
export function simulate(persona: Persona, engine = new SocraticEngine()): Simulated {
  const ctx: BrainstormContext = { locale: persona.locale, now: new Date('2026-11-24T08:00:00Z') };
  let state = createBrainstorm({ ...ctx, firstName: 'Sam' });
  const used = new Set<DraftSlot>();
  const other = [...persona.other];
  const userMessages: string[] = [];
  for (let turn = 0; turn < MAX_USER_TURNS + 2 && state.phase !== 'creation'; turn++) {
    const aimed = questionSlot(lastAvatarMessage(state) ?? '');
    let text: string;
    // Isla reads the challenge back before the draft (product.md §4.3): the persona agrees, or corrects once.
    if (state.awaitingReadBack)
      text = persona.readBackAnswer ?? (persona.locale === 'de' ? 'Ja, genau so.' : "Yes, that's right.");
    else if (turn === 0 && persona.opener) text = persona.opener;
    else if (persona.offTopic?.turn === turn) text = persona.offTopic.text;
    else if (aimed && persona.answers[aimed] && !used.has(aimed)) {
      used.add(aimed);
      text = persona.answers[aimed]!;
    } else if (!used.has('problem')) {
      used.add('problem');
      text = persona.answers.problem!;
    } else text = other.shift() ?? 'Not sure.';
    userMessages.push(text);
    const { state: asked, turn: next } = submitMessage(state, text, ctx);
    state = asked;
    if (next.reply) {
      // The server passes the slots the machine keeps (brainstorm-conversation.ts), and so does this.
      const reply = engine.reply({ ...next.reply, slots: asked.slots });
      state = applyReply(state, reply, ctx);
    }
  }
  return { persona, state, userMessages };
}

/** One conversation and its draft, plain text, for the reviewed snapshot. */
export function describeSimulation({ persona, state, userMessages }: Simulated): string {
  const lines = [
    `## ${persona.name} (${persona.locale}, ${userMessages.length} user turns)`,
    '',
    ...state.messages.map(
      (m) => `${m.sender === 'user' ? 'Person' : 'Isla  '}: ${m.message.replace(/\n/g, ' / ')}`,
    ),
    '',
    `Title:       ${state.draft.title}`,
    `Category:    ${state.draft.category || '(the person chooses)'}`,
    `Tags:        ${state.draft.tags.join(', ')}`,
    `Description: ${state.draft.description}`,
    '',
  ];
  return lines.join('\n');
}
