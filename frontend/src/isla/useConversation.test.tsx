import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { IslaReplyRequest } from '@creators/contracts';
import { ApolloProvider } from '@apollo/client/react';
import { createApolloClient } from '../app/apolloClient';
import { createMockLink, gqlError, type MockHandler } from '../test/mockGraphQL';
import { useConversation } from './useConversation';

function renderConversation(generate: MockHandler) {
  const mock = createMockLink({ GenerateIslaResponse: generate });
  const client = createApolloClient({ getLocale: () => 'en', terminatingLink: mock.link });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>{children}</ApolloProvider>
  );
  return { ...renderHook(() => useConversation(), { wrapper }), calls: mock.calls };
}

const request: IslaReplyRequest = {
  prompt: 'An app for sharing garden tools',
  conversationHistory: '',
  phase: 'validation',
  sessionCount: 1,
  language: 'en',
};
const answer =
  (message: string): MockHandler =>
  () => ({
    data: {
      generateIslaResponse: { __typename: 'IslaResponse', message, nextPhase: null, provider: 'test' },
    },
  });

describe('useConversation', () => {
  it('asks Isla and shows the phase she thinks in until the answer is in', async () => {
    let release: () => void = () => {};
    const { result, calls } = renderConversation(
      () => new Promise((resolve) => (release = () => resolve(answer('Who would lend their tools?')({})))),
    );
    let pending!: Promise<unknown>;
    act(() => {
      pending = result.current.ask(request);
    });
    expect(result.current.thinking).toBe('validation');
    expect(result.current.isThinking()).toBe(true);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => {
      release();
      expect(await pending).toMatchObject({
        status: 'answered',
        reply: { message: 'Who would lend their tools?' },
      });
    });
    expect(result.current.thinking).toBeNull();
    expect(calls[0]).toMatchObject({ operationName: 'GenerateIslaResponse', variables: { input: request } });
  });

  it('reports a failed request without rejecting', async () => {
    const { result } = renderConversation(() => gqlError('The AI is down'));
    await act(async () => {
      expect(await result.current.ask(request)).toEqual({ status: 'failed' });
    });
    expect(result.current.isThinking()).toBe(false);
  });

  it('drops an answer that arrives after a reset', async () => {
    let release: () => void = () => {};
    const { result, calls } = renderConversation(
      () => new Promise((resolve) => (release = () => resolve(answer('Too late for this brainstorm.')({})))),
    );
    let pending!: Promise<unknown>;
    act(() => {
      pending = result.current.ask(request);
    });
    act(() => result.current.reset());
    expect(result.current.thinking).toBeNull();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => {
      release();
      expect(await pending).toEqual({ status: 'dropped' });
    });
  });
});
