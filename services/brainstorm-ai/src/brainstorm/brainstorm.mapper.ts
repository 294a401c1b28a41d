import type { StoredBrainstorm } from './brainstorm-store.js';
import { BrainstormDraftType, BrainstormMessageType, BrainstormType } from './brainstorm.types.js';

/** The one place a stored brainstorm becomes the GraphQL `Brainstorm`. */
export function toBrainstormType({ id, state }: StoredBrainstorm): BrainstormType {
  return Object.assign(new BrainstormType(), {
    id,
    phase: state.phase,
    messages: state.messages.map((m) =>
      Object.assign(new BrainstormMessageType(), { ...m, type: m.type ?? null }),
    ),
    draft: Object.assign(new BrainstormDraftType(), { ...state.draft, tags: [...state.draft.tags] }),
    insights: [...state.insights],
    // The read-back before creation (product.md §4.3): the machine hears a yes or a correction only in refinement.
    awaitingConfirmation: state.phase === 'refinement' && state.awaitingReadBack,
  });
}
