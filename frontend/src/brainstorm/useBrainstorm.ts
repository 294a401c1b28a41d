import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  applyFailure,
  applyReply,
  backToRefinement as backToRefinementTransition,
  canSend,
  createBrainstorm,
  isLocale,
  sessionMessages,
  submitMessage,
  updateDraft,
  validatedInsights,
  CHALLENGE_CATEGORIES,
  ISLA_LIMITS,
  type ChallengeDraft,
  type BrainstormPhase,
  type BrainstormState,
  type CreateChallengeInput,
  type Locale,
} from '@creators/contracts';
import { CREATE_CHALLENGE_MUTATION } from '../graphql/challenges';
import { useToast } from '../ui/toast/ToastProvider';
import { useSpeechOutput } from '../voice/useSpeechOutput';
import {
  CHALLENGES_QUERY_NAME,
  GENERATE_CHALLENGE_DRAFT_MUTATION,
  VALIDATE_CHALLENGE_IDEA_MUTATION,
} from './graphql';
import { useBrainstormT } from './messages';
import { useConversation } from './useConversation';

export interface CreatedChallenge {
  id: string;
  title: string;
}

export interface BrainstormController {
  state: BrainstormState;
  locale: Locale;
  /** Isla is waiting for the AI; the phase her request was made in picks the status text. */
  thinking: BrainstormPhase | null;
  creating: boolean;
  send(text: string): boolean;
  backToRefinement(): void;
  /** Publishes the challenge; resolves true when it was created. */
  create(input: Pick<CreateChallengeInput, 'title' | 'description' | 'category' | 'tags'>): Promise<boolean>;
  reset(): void;
  /** Stops Isla's voice (the dialog closing, the microphone opening). */
  stopSpeaking(): void;
}

interface Options {
  firstName?: string | null;
  onCreated?(challenge: CreatedChallenge): void;
}

/**
 * The brainstorm with Isla: the phase machine of @creators/contracts plus its I/O. The AI answers through the
 * shared conversation (generateIslaResponse), validate-challenge is asked in validation (result ignored, failures swallowed),
 * Isla's new lines are spoken unless audio is off, and the draft is published with createChallenge.
 */
export function useBrainstorm({ firstName, onCreated }: Options): BrainstormController {
  const intl = useIntl();
  const locale: Locale = isLocale(intl.locale) ? intl.locale : 'en';
  const t = useBrainstormT();
  const { toast } = useToast();
  const client = useApolloClient();
  const speech = useSpeechOutput(locale);
  const conversation = useConversation();
  const [validate] = useMutation(VALIDATE_CHALLENGE_IDEA_MUTATION, { fetchPolicy: 'no-cache' });
  const [createChallenge] = useMutation(CREATE_CHALLENGE_MUTATION);
  const [requestDraft] = useMutation(GENERATE_CHALLENGE_DRAFT_MUTATION, { fetchPolicy: 'no-cache' });

  const [state, setState] = useState(() => createBrainstorm({ locale, firstName }));
  const [creating, setCreating] = useState(false);
  const stateRef = useRef(state);
  const localeRef = useRef(locale);
  const onCreatedRef = useRef(onCreated);

  useEffect(() => {
    localeRef.current = locale;
    onCreatedRef.current = onCreated;
  });

  const { speak, stop: stopSpeaking } = speech;
  const { ask, isThinking, reset: resetConversation } = conversation;

  // Before the user has said anything, Isla's opening follows the language and the first name (which may arrive late).
  useEffect(() => {
    const current = stateRef.current;
    if (current.messages.some((m) => m.sender === 'user')) return;
    const fresh = createBrainstorm({ locale, firstName });
    if (fresh.messages[0]?.message === current.messages[0]?.message) return;
    stateRef.current = fresh;
    setState(fresh);
  }, [locale, firstName]);

  /**
   * Issue 11: on entering creation, asks the server for the draft. A configured model's draft replaces the one
   * prefilled here while that one is still shown; the built-in answer is the same draft, and failures change nothing.
   */
  const refineDraft = useCallback(
    (entered: BrainstormState) => {
      const messages = entered.messages.slice(-ISLA_LIMITS.draftMessagesMax).map((m) => ({
        sender: m.sender,
        message: m.message.slice(0, ISLA_LIMITS.promptMax),
      }));
      requestDraft({ variables: { input: { messages, language: localeRef.current } } })
        .then(({ data }) => {
          const drafted = data?.generateChallengeDraft;
          const current = stateRef.current;
          if (!drafted || drafted.provider === 'builtin') return;
          if (current.phase !== 'creation' || current.draft !== entered.draft) return;
          const category = (CHALLENGE_CATEGORIES as readonly string[]).includes(drafted.category)
            ? (drafted.category as ChallengeDraft['category'])
            : current.draft.category;
          const next = updateDraft(current, {
            title: drafted.title,
            description: drafted.description,
            category,
            tags: drafted.tags,
          });
          stateRef.current = next;
          setState(next);
        })
        .catch(() => undefined);
    },
    [requestDraft],
  );

  /** Commits a new state and speaks Isla's lines added since `before`. */
  const commit = useCallback(
    (next: BrainstormState, before: BrainstormState) => {
      stateRef.current = next;
      setState(next);
      const added = next.messages.slice(before.messages.length).filter((m) => m.sender === 'avatar');
      if (added.length) void speak(added.map((m) => m.message).join('\n'));
      if (before.phase !== 'creation' && next.phase === 'creation') refineDraft(next);
    },
    [refineDraft, speak],
  );

  const send = useCallback(
    (text: string): boolean => {
      if (!canSend(text, isThinking()) || stateRef.current.phase === 'creation') return false;
      const before = stateRef.current;
      const ctx = { locale: localeRef.current };
      const { state: next, turn } = submitMessage(before, text, ctx);
      commit(next, before);
      if (turn.validation) validate({ variables: { input: turn.validation } }).catch(() => undefined);
      if (!turn.reply) return true;
      void ask(turn.reply).then((answer) => {
        if (answer.status === 'dropped') return;
        if (answer.status === 'answered') {
          commit(applyReply(stateRef.current, answer.reply, ctx), stateRef.current);
          return;
        }
        toast({
          variant: 'destructive',
          title: t('brainstorm.processingError.title'),
          description: t('brainstorm.processingError.description'),
        });
        commit(applyFailure(stateRef.current, ctx), stateRef.current);
      });
      return true;
    },
    [ask, commit, isThinking, t, toast, validate],
  );

  const backToRefinement = useCallback(() => {
    const before = stateRef.current;
    commit(backToRefinementTransition(before, { locale: localeRef.current }), before);
  }, [commit]);

  const reset = useCallback(() => {
    resetConversation();
    stopSpeaking();
    const fresh = createBrainstorm({ locale: localeRef.current, firstName });
    stateRef.current = fresh;
    setState(fresh);
  }, [firstName, resetConversation, stopSpeaking]);

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
        toast({ title: t('brainstorm.created.title'), description: t('brainstorm.created.description') });
        // The challenges list, where it is on screen (refetchQueries by name, without a warning when it is not).
        void client
          .refetchQueries({
            include: 'active',
            onQueryUpdated: (query) => (query.queryName === CHALLENGES_QUERY_NAME ? query.refetch() : false),
          })
          .catch(() => undefined);
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

  return {
    state,
    locale,
    thinking: conversation.thinking,
    creating,
    send,
    backToRefinement,
    create,
    reset,
    stopSpeaking,
  };
}
