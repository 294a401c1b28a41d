import { gqlError, type MockHandler } from '../test/mockGraphQL';

/** What the fake server says; the real lines are brainstorm-ai's (its tests check them). */
export const FAKE = {
  opening: (firstName: string, language: string) =>
    language === 'de'
      ? `Hallo ${firstName}! Was nervt dich im Alltag?`
      : `Hi ${firstName}! What frustrates you?`,
  reply: (n: number) => `Reply ${n}: can you tell me more?`,
  probing: 'Who has this problem most?',
  summary: 'Here is your draft.',
  readBack: 'So the challenge is: food waste at the canteen. Is that right?',
  readBackAgain: 'Then it is: food waste of young pupils. Is it right now?',
  draft: {
    title: 'How might we reduce food waste at the canteen?',
    description: 'Students at my school waste lots of food in the canteen.',
    category: 'sustainability',
    difficulty: 'beginner',
    tags: ['food', 'canteen'],
  },
};

const PHASES = ['ideation', 'validation', 'refinement', 'creation'] as const;
/** The person's messages after which each phase moves on (a stand-in for brainstorm-ai's rules). */
const MOVE_ON_AFTER = { ideation: 3, validation: 2, refinement: 2, creation: Infinity };

interface FakeMessage {
  __typename: 'BrainstormMessage';
  id: string;
  message: string;
  sender: string;
  timestamp: string;
  type: string | null;
  phase: string;
}

/**
 * A stand-in for brainstorm-ai in the front end's tests: it keeps one brainstorm per test and answers the four
 * operations with the whole state, moving the phases on by simple counts. The client must render what it says.
 * `firstName`: the signed-in person's, as the gateway would forward it ('Student' without). `readBack`: before
 * creation Isla reads the challenge back and awaits a yes (a message starting with yes or ja) or a correction (another
 * read-back, then creation), as brainstorm-ai does (product.md §4.3).
 */
export function fakeBrainstormServer(
  options: { existing?: boolean; firstName?: string; readBack?: boolean } = {},
) {
  let n = 0;
  let ids = 0;
  let brainstorms = 0;
  const sent: Array<Record<string, unknown>> = [];
  const starts: Array<Record<string, unknown>> = [];
  const state = {
    id: '',
    phase: 'ideation' as (typeof PHASES)[number],
    messages: [] as FakeMessage[],
    insights: [] as string[],
    draft: { title: '', description: '', category: '', difficulty: 'beginner', tags: [] as string[] },
    counted: 0,
    readBacks: 0,
    awaitingConfirmation: false,
  };
  const say = (sender: 'user' | 'avatar', message: string, type: string | null = null) =>
    state.messages.push({
      __typename: 'BrainstormMessage',
      id: `s${++ids}`,
      message,
      sender,
      timestamp: '2026-01-01T00:00:00.000Z',
      type,
      phase: state.phase,
    });
  const answer = () => ({
    __typename: 'Brainstorm',
    id: state.id,
    phase: state.phase,
    messages: state.messages.map((m) => ({ ...m })),
    draft: { __typename: 'BrainstormDraft', ...state.draft, tags: [...state.draft.tags] },
    insights: [...state.insights],
    awaitingConfirmation: state.awaitingConfirmation,
  });
  const firstName = options.firstName ?? 'Student';
  const start = (language: string) => {
    Object.assign(state, {
      id: `b-${++brainstorms}`,
      phase: 'ideation',
      messages: [],
      insights: [],
      draft: { title: '', description: '', category: '', difficulty: 'beginner', tags: [] },
      counted: 0,
      readBacks: 0,
      awaitingConfirmation: false,
    });
    say('avatar', FAKE.opening(firstName, language), 'question');
  };
  if (options.existing) {
    start('en');
    say('user', 'An earlier message');
    say('avatar', 'An earlier reply from Isla.', 'question');
    state.counted = 1;
  }
  const moveOn = () => {
    state.phase = PHASES[PHASES.indexOf(state.phase) + 1]!;
    state.counted = 0;
  };
  const readBack = () => {
    say('avatar', state.readBacks === 0 ? FAKE.readBack : FAKE.readBackAgain, 'summary');
    state.readBacks += 1;
    state.awaitingConfirmation = true;
  };

  const handlers: Record<string, MockHandler> = {
    StartBrainstorm: (variables) => {
      const input = (variables.input ?? {}) as { language?: string; resume?: boolean };
      // As brainstorm-ai: resumed when the person has said something in the open one, else a fresh one.
      const { resume, ...fresh } = input;
      if (resume && state.messages.some((m) => m.sender === 'user'))
        return { data: { startBrainstorm: answer() } };
      starts.push(fresh);
      start(input.language ?? 'en');
      return { data: { startBrainstorm: answer() } };
    },
    SendBrainstormMessage: (variables) => {
      const input = variables.input as { brainstormId: string; text: string };
      sent.push(input);
      if (input.brainstormId !== state.id)
        return gqlError('This brainstorm does not exist', { code: 'NOT_FOUND' });
      if (state.awaitingConfirmation) {
        say('user', input.text);
        state.awaitingConfirmation = false;
        if (/^(?:yes|ja)\b/i.test(input.text) || state.readBacks >= 2) {
          moveOn();
          state.draft = { ...FAKE.draft, tags: [...FAKE.draft.tags] };
          say('avatar', FAKE.summary, 'summary');
        } else readBack();
        return { data: { sendBrainstormMessage: answer() } };
      }
      if (state.phase !== 'ideation') state.insights.push(input.text);
      say('user', input.text);
      state.counted += 1;
      if (options.readBack && state.phase === 'refinement' && state.counted >= MOVE_ON_AFTER.refinement) {
        readBack();
        return { data: { sendBrainstormMessage: answer() } };
      }
      if (state.counted >= MOVE_ON_AFTER[state.phase]) moveOn();
      if (state.phase === 'creation') {
        state.draft = { ...FAKE.draft, tags: [...FAKE.draft.tags] };
        say('avatar', FAKE.summary, 'summary');
      } else if (state.phase === 'refinement') say('avatar', FAKE.probing, 'insight');
      else say('avatar', FAKE.reply(++n), state.phase === 'validation' ? 'validation' : 'question');
      return { data: { sendBrainstormMessage: answer() } };
    },
    BrainstormBackToRefinement: () => {
      state.phase = 'refinement';
      state.counted = 0;
      state.readBacks = 0;
      say('avatar', 'What else would you like to sharpen?', 'question');
      return { data: { brainstormBackToRefinement: answer() } };
    },
  };
  return { handlers, sent, starts, state };
}

/**
 * Stateless stand-ins for pages that only show the brainstorm panel: no open brainstorm, a fresh one on start, for
 * the fixtures' signed-in person (makeUser: Ada).
 */
export const freshBrainstormHandlers: Record<string, MockHandler> = {
  StartBrainstorm: (variables) => {
    const { handlers } = fakeBrainstormServer({ firstName: 'Ada' });
    return handlers.StartBrainstorm!(variables);
  },
};
