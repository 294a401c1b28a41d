import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  BRAINSTORM_LIMITS,
  isLocale,
  sessionMessages,
  validatedInsights,
  type BrainstormPhase,
  type CreateChallengeInput,
  type Locale,
} from '@creators/contracts';
import { CREATE_CHALLENGE_MUTATION } from '../graphql/challenges';
import type { StartBrainstormMutation } from '../graphql/generated/graphql';
import { canSend } from '../isla/conversationRules';
import { useSpeechOutput } from '../isla/useSpeechOutput';
import { refetchActive } from '../graphql/writeFailures';

import { useToast } from '../ui/toast/ToastProvider';
import {
  BRAINSTORM_BACK_TO_REFINEMENT_MUTATION,
  AFTER_PUBLISHING,
  SEND_BRAINSTORM_MESSAGE_MUTATION,
  START_BRAINSTORM_MUTATION,
} from './graphql';
import { takeEarlyStart } from './earlyStart';
import { useBrainstormT } from './messages';
import { EMPTY_BRAINSTORM, toShown, type ShownBrainstorm, type ShownMessage } from './shownBrainstorm';

export interface CreatedChallenge {
  id: string;
  title: string;
}

export interface BrainstormController {
  state: ShownBrainstorm;
  locale: Locale;
  /** Isla is answering; the phase the message was sent in picks the status text. */
  thinking: BrainstormPhase | null;
  creating: boolean;
  send(text: string): boolean;
  /** The yes to Isla's read-back (state.awaitingConfirmation): sent as the person's message, in their language. */
  confirm(): boolean;
  backToRefinement(): void;
  /** Publishes the challenge; resolves true when it was created. */
  create(input: Pick<CreateChallengeInput, 'title' | 'description' | 'category' | 'tags'>): Promise<boolean>;
  /** 'Start over': a fresh brainstorm. */
  reset(): void;
  /** Stops Isla's voice (the dialog closing, the microphone opening). */
  stopSpeaking(): void;
}

interface Options {
  onCreated?(challenge: CreatedChallenge): void;
}

/** Isla's lines in `next` that `before` did not have. */
const newIslaLines = (before: ShownBrainstorm, next: ShownBrainstorm) => {
  const known = new Set(before.messages.map((m) => m.id));
  return next.messages.filter((m) => m.sender === 'avatar' && !known.has(m.id)).map((m) => m.message);
};

/**
 * The brainstorm with Isla as a thin client (product.md §4.3): brainstorm-ai runs the phases, the slots and the
 * draft; this shows what it answers. It loads the person's open brainstorm (or starts one), shows a message at
 * once while Isla thinks, then the state the server returns, and speaks Isla's new lines unless audio is off. When
 * the server cannot be reached, a static line of the client's catalogue and the error notice. The draft is
 * published with createChallenge. Isla's opening names the signed-in person: the server knows who that is.
 */
export function useBrainstorm({ onCreated }: Options): BrainstormController {
  const intl = useIntl();
  const locale: Locale = isLocale(intl.locale) ? intl.locale : 'en';
  const t = useBrainstormT();
  const { toast } = useToast();
  const client = useApolloClient();
  const { speak, stop: stopSpeaking } = useSpeechOutput(locale);
  const [startBrainstorm] = useMutation(START_BRAINSTORM_MUTATION, { fetchPolicy: 'no-cache' });
  const [sendMessage] = useMutation(SEND_BRAINSTORM_MESSAGE_MUTATION, { fetchPolicy: 'no-cache' });
  const [goBack] = useMutation(BRAINSTORM_BACK_TO_REFINEMENT_MUTATION, { fetchPolicy: 'no-cache' });
  const [createChallenge] = useMutation(CREATE_CHALLENGE_MUTATION);

  const [state, setState] = useState<ShownBrainstorm>(EMPTY_BRAINSTORM);
  const [thinking, setThinkingState] = useState<BrainstormPhase | null>(null);
  const [creating, setCreating] = useState(false);
  const stateRef = useRef(state);
  const thinkingRef = useRef(false);
  /** Bumped by reset: answers about an earlier brainstorm are dropped. */
  const generation = useRef(0);
  const localeRef = useRef(locale);
  const onCreatedRef = useRef(onCreated);
  /** The language the shown brainstorm was started in (null: loaded, not started here). */
  const startedWith = useRef<string | null>(null);
  const localLines = useRef(0);

  useEffect(() => {
    localeRef.current = locale;
    onCreatedRef.current = onCreated;
  });

  const show = useCallback((next: ShownBrainstorm) => {
    stateRef.current = next;
    setState(next);
  }, []);

  const setThinking = useCallback((phase: BrainstormPhase | null) => {
    thinkingRef.current = phase !== null;
    setThinkingState(phase);
  }, []);

  const unreachable = useCallback(() => {
    toast({
      variant: 'destructive',
      title: t('brainstorm.processingError.title'),
      description: t('brainstorm.processingError.description'),
    });
  }, [t, toast]);

  /**
   * A fresh brainstorm from the server (Isla's opening in the current language); `resume`: the open one instead when
   * the person has said something in it.
   */
  const start = useCallback(
    async (resume = false, early: Promise<StartBrainstormMutation> | null = null) => {
      const round = ++generation.current;
      setThinking(null);
      const language = localeRef.current;
      // The answer asked for early (./earlyStart), else (or when it failed) asked now.
      const data =
        (await early?.catch(() => null)) ??
        (
          await startBrainstorm({
            variables: { input: { language, ...(resume ? { resume } : {}) } },
          })
        ).data;
      if (round !== generation.current || !data) return;
      const shown = toShown(data.startBrainstorm);
      // Resumed (the person said something): not started here, so a later language does not restart it.
      startedWith.current = shown.messages.some((m) => m.sender === 'user') ? null : language;
      show(shown);
    },
    [setThinking, show, startBrainstorm],
  );

  // The open brainstorm survives a reload or a second tab; without one, or with nothing the person said yet, a fresh
  // one (so that Isla's opening is in the language of this visit): one call either way.
  useEffect(() => {
    start(true, takeEarlyStart(localeRef.current)).catch(unreachable);
    // Once, on mount: later changes go through start() below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Before the person has said anything, Isla's opening follows the language: the brainstorm starts again.
  useEffect(() => {
    const current = stateRef.current;
    if (!current.id || current.messages.some((m) => m.sender === 'user')) return;
    if (startedWith.current === null || startedWith.current === locale) return;
    start().catch(unreachable);
  }, [locale, start, unreachable]);

  /** Shows the server's state and speaks Isla's new lines. */
  const answer = useCallback(
    (next: ShownBrainstorm, before: ShownBrainstorm) => {
      show(next);
      const lines = newIslaLines(before, next);
      if (lines.length) void speak(lines.join('\n'));
    },
    [show, speak],
  );

  const send = useCallback(
    (text: string): boolean => {
      const before = stateRef.current;
      if (!canSend(text, thinkingRef.current) || !before.id || before.phase === 'creation') return false;
      const message = text.trim().slice(0, BRAINSTORM_LIMITS.messageMaxLength);
      const round = generation.current;
      const mine: ShownMessage = {
        id: `local-${++localLines.current}`,
        message,
        sender: 'user',
        timestamp: new Date().toISOString(),
        phase: before.phase,
      };
      show({ ...before, messages: [...before.messages, mine], awaitingConfirmation: false });
      setThinking(before.phase);
      sendMessage({
        variables: { input: { brainstormId: before.id, text: message, language: localeRef.current } },
      })
        .then(({ data }) => {
          if (round !== generation.current) return;
          setThinking(null);
          if (!data) throw new Error('no brainstorm');
          answer(toShown(data.sendBrainstormMessage), before);
        })
        .catch(() => {
          if (round !== generation.current) return;
          setThinking(null);
          unreachable();
          const fallback: ShownMessage = {
            id: `local-${++localLines.current}`,
            message: t('brainstorm.offline'),
            sender: 'avatar',
            timestamp: new Date().toISOString(),
            phase: before.phase,
          };
          const current = stateRef.current;
          answer({ ...current, messages: [...current.messages, fallback] }, current);
        });
      return true;
    },
    [answer, sendMessage, setThinking, show, t, unreachable],
  );

  const confirm = useCallback(
    () => stateRef.current.awaitingConfirmation && send(t('brainstorm.confirm')),
    [send, t],
  );

  const backToRefinement = useCallback(() => {
    const before = stateRef.current;
    if (!before.id || thinkingRef.current) return;
    const round = generation.current;
    setThinking('refinement');
    goBack({ variables: { input: { brainstormId: before.id, language: localeRef.current } } })
      .then(({ data }) => {
        if (round !== generation.current) return;
        setThinking(null);
        if (data) answer(toShown(data.brainstormBackToRefinement), before);
      })
      .catch(() => {
        if (round !== generation.current) return;
        setThinking(null);
        unreachable();
      });
  }, [answer, goBack, setThinking, unreachable]);

  const reset = useCallback(() => {
    stopSpeaking();
    start().catch(unreachable);
  }, [start, stopSpeaking, unreachable]);

  const create = useCallback<BrainstormController['create']>(
    async (draft) => {
      setCreating(true);
      try {
        const current = stateRef.current;
        const { data } = await createChallenge({
          variables: {
            input: {
              ...draft,
              category: draft.category as CreateChallengeInput['category'],
              difficulty: current.draft.difficulty,
              status: 'active',
              brainstormSession: sessionMessages(current),
              validatedInsights: validatedInsights(current),
            },
          },
        });
        const challenge = data?.createChallenge;
        if (!challenge) throw new Error('no challenge');
        toast({
          title: t('brainstorm.created.title'),
          description: t('brainstorm.created.description'),
          link: {
            label: t('brainstorm.created.view'),
            to: `/challenges/${encodeURIComponent(challenge.id)}`,
          },
        });
        void refetchActive(client, AFTER_PUBLISHING);
        onCreatedRef.current?.({ id: challenge.id, title: challenge.title });
        reset();
        return true;
      } catch {
        toast({
          variant: 'destructive',
          title: t('brainstorm.createFailed.title'),
          description: t('brainstorm.createFailed.description'),
        });
        return false;
      } finally {
        setCreating(false);
      }
    },
    [client, createChallenge, reset, t, toast],
  );

  return { state, locale, thinking, creating, send, confirm, backToRefinement, create, reset, stopSpeaking };
}
