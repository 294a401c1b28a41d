import { useCallback, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import type { BrainstormPhase, IslaReplyRequest } from '@creators/contracts';
import type { GenerateIslaResponseMutation } from '../graphql/generated/graphql';
import { GENERATE_ISLA_RESPONSE_MUTATION } from './graphql';

export type IslaAnswer =
  | { status: 'answered'; reply: GenerateIslaResponseMutation['generateIslaResponse'] }
  /** No answer: the request failed or came back empty. */
  | { status: 'failed' }
  /** The conversation was reset while Isla was thinking: the caller ignores this answer. */
  | { status: 'dropped' };

interface AskOptions {
  /** The least time Isla shows that she is thinking (product.md §9: 1 s in the voice dialog). */
  minThinkingMs?: number;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The conversation with Isla shared by the brainstorm and the voice dialog: one question at a time goes to
 * generateIslaResponse; `thinking` holds the phase it was asked in until the answer is in. ask() never rejects.
 */
export function useConversation() {
  const [generate] = useMutation(GENERATE_ISLA_RESPONSE_MUTATION, { fetchPolicy: 'no-cache' });
  const [thinking, setThinking] = useState<BrainstormPhase | null>(null);
  const thinkingRef = useRef(false);
  /** Bumped by reset: answers to an earlier conversation are dropped. */
  const generation = useRef(0);

  /** Whether a question is on its way (read at call time, from callbacks). */
  const isThinking = useCallback(() => thinkingRef.current, []);

  const ask = useCallback(
    async (request: IslaReplyRequest, { minThinkingMs = 0 }: AskOptions = {}): Promise<IslaAnswer> => {
      const round = generation.current;
      thinkingRef.current = true;
      setThinking(request.phase);
      const [reply] = await Promise.all([
        generate({ variables: { input: request } }).then(
          ({ data }) => data?.generateIslaResponse ?? null,
          () => null,
        ),
        minThinkingMs > 0 ? delay(minThinkingMs) : undefined,
      ]);
      if (round !== generation.current) return { status: 'dropped' };
      thinkingRef.current = false;
      setThinking(null);
      return reply ? { status: 'answered', reply } : { status: 'failed' };
    },
    [generate],
  );

  const reset = useCallback(() => {
    generation.current += 1;
    thinkingRef.current = false;
    setThinking(null);
  }, []);

  return { thinking, isThinking, ask, reset };
}
