import { lazyNamed } from '../ui/lazyNamed';

/**
 * The brainstorm's conversation, Isla's phase machine and draft rules (title phrasing in two languages) with it, in
 * its own chunk: the dashboard shows without waiting for it.
 */
export const LazyBrainstormConversation = lazyNamed(
  () => import('./BrainstormConversation'),
  'BrainstormConversation',
);
