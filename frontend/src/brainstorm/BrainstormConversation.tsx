import { BrainstormView } from './BrainstormView';
import { useBrainstorm, type CreatedChallenge } from './useBrainstorm';

export interface BrainstormConversationProps {
  onCreated?(challenge: CreatedChallenge): void;
}

/** The brainstorm itself: Isla's phase machine and draft rules with the chat, loaded apart from the dashboard. */
export function BrainstormConversation({ onCreated }: BrainstormConversationProps) {
  const controller = useBrainstorm({ onCreated });
  return <BrainstormView controller={controller} />;
}
