import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FakeRecognition,
  installSpeakEndpoint,
  installSpeechRecognition,
  installSpeechSynthesis,
  muteIsla,
  removeSpeechRecognition,
  renderWithProviders,
} from '../isla/testing';
import { useQuery } from '@apollo/client/react';
import { CREATED_CHALLENGE_COUNT_QUERY } from '../graphql/content';
import { gqlError, type MockHandler } from '../test/mockGraphQL';
import { BrainstormDialog } from './BrainstormDialog';
import { BrainstormPanel } from './BrainstormPanel';
import { FAKE, fakeBrainstormServer } from '../isla/fakeBrainstormServer';
import { brainstormDe } from './messages.de';
import { brainstormEn } from './messages.en';

/** The fake brainstorm-ai plus createChallenge, recording what is published. */
function islaHandlers(
  overrides: Record<string, MockHandler> = {},
  options: Parameters<typeof fakeBrainstormServer>[0] = {},
) {
  const server = fakeBrainstormServer(options);
  const created: Array<Record<string, unknown>> = [];
  const handlers: Record<string, MockHandler> = {
    ...server.handlers,
    CreateChallenge: (variables) => {
      const input = variables.input as Record<string, unknown>;
      created.push(input);
      return {
        data: {
          createChallenge: {
            __typename: 'Challenge',
            id: 'c-42',
            title: input.title,
            description: input.description,
            category: input.category,
            difficulty: 'beginner',
            status: 'active',
            tags: input.tags,
            createdAt: '2026-01-01T00:00:00.000Z',
          },
        },
      };
    },
    ...overrides,
  };
  return { handlers, created, server };
}

const textbox = () => screen.getByRole('textbox', { name: 'Your response' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });
const currentPhase = () =>
  within(screen.getByRole('list', { name: 'Brainstorm phases' })).getByRole('listitem', { current: 'step' });

beforeEach(() => {
  muteIsla();
  removeSpeechRecognition();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Short lines: typing is what these tests spend their time on. */
const SCRIPT = [
  'Food waste',
  'Full trays',
  'No one counts',
  'Friends agree',
  'Cooks agree',
  'Young pupils',
  'Less waste',
];

/** Isla is not thinking (no status line) and the brainstorm has loaded (her opening is shown). */
async function idle() {
  await screen.findAllByText(/^(Hi|Hallo) /);
  await waitFor(() => {
    expect(screen.queryByText('Let me think about this...')).not.toBeInTheDocument();
    expect(screen.queryByText('Checking this assumption...')).not.toBeInTheDocument();
  });
}

/**
 * A long line pasted, then Enter: typed key by key, each keystroke makes MUI's autosizing textarea measure itself
 * with getComputedStyle, which jsdom answers by walking every style rule on the page (seconds per sentence).
 */
async function say(user: ReturnType<typeof renderWithProviders>['user'], text: string) {
  await user.click(textbox());
  await user.paste(text);
  await user.keyboard('{Enter}');
}

/** The dashboard's 'Your Progress' reads this count. */
function CreatedCountProbe() {
  const { data } = useQuery(CREATED_CHALLENGE_COUNT_QUERY, { variables: { me: 'u-1' } });
  return data ? <p>created: {data.challenges.totalCount}</p> : null;
}

async function walkToCreation(user: ReturnType<typeof renderWithProviders>['user']) {
  for (const text of SCRIPT) {
    await idle();
    await user.type(screen.getByRole('textbox', { name: 'Your response' }), `${text}{Enter}`);
  }
  await screen.findByRole('textbox', { name: 'Challenge Title' }, { timeout: 10_000 });
}

describe('brainstorm panel', () => {
  it('starts a brainstorm on the server, renders each state it answers through to creation, then publishes', async () => {
    const { handlers, created, server } = islaHandlers({}, { firstName: 'Ada' });
    const onCreated = vi.fn();
    const { user, calls } = renderWithProviders(<BrainstormPanel onCreated={onCreated} />, { handlers });
    expect(screen.getByRole('heading', { name: 'Challenge Brainstorm with Isla' })).toBeInTheDocument();
    // The server greets the signed-in person by name: the client sends only the language.
    expect(await screen.findByText(FAKE.opening('Ada', 'en'))).toBeInTheDocument();
    expect(server.starts).toEqual([{ language: 'en' }]);
    expect(currentPhase()).toHaveTextContent('Ideation');

    await user.type(textbox(), `${SCRIPT[0]}{Enter}`);
    expect(await screen.findByText(FAKE.reply(1))).toBeInTheDocument();
    expect(server.sent[0]).toEqual({ brainstormId: 'b-1', text: SCRIPT[0], language: 'en' });
    // Only the person's text goes out: nothing of a phase, slots or a draft.
    expect(
      calls
        .filter((c) => c.operationName === 'SendBrainstormMessage')
        .map((c) => Object.keys(c.variables.input as object)),
    ).toEqual([['brainstormId', 'text', 'language']]);

    for (const text of SCRIPT.slice(1, 3)) {
      await idle();
      await user.type(textbox(), `${text}{Enter}`);
    }
    await waitFor(() => expect(currentPhase()).toHaveTextContent('Validation'));
    for (const text of SCRIPT.slice(3, 5)) {
      await idle();
      await user.type(textbox(), `${text}{Enter}`);
    }
    await waitFor(() => expect(currentPhase()).toHaveTextContent('Refinement'));
    for (const text of SCRIPT.slice(5)) {
      await idle();
      await user.type(textbox(), `${text}{Enter}`);
    }
    await screen.findByRole('textbox', { name: 'Challenge Title' }, { timeout: 10_000 });
    expect(currentPhase()).toHaveTextContent('Creation');

    // The draft form starts from the server's draft.
    expect(screen.getByRole('textbox', { name: 'Challenge Title' })).toHaveValue(FAKE.draft.title);
    expect(screen.getByRole('textbox', { name: 'Problem Description' })).toHaveValue(FAKE.draft.description);
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Sustainability');
    expect(screen.getByRole('textbox', { name: 'Tags (comma-separated)' })).toHaveValue('food, canteen');
    expect(screen.queryByRole('textbox', { name: 'Your response' })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Tags (comma-separated)' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Tags (comma-separated)' }),
      'food waste, school , ,canteen',
    );
    await user.click(screen.getByRole('button', { name: 'Create Challenge' }));
    expect(await screen.findByText('Challenge Created!')).toBeInTheDocument();
    const input = created[0] as {
      brainstormSession: Array<Record<string, unknown>>;
      validatedInsights: string[];
      tags: string[];
      title: string;
      difficulty: string;
    };
    expect(input.title).toBe(FAKE.draft.title);
    expect(input.tags).toEqual(['food waste', 'school', 'canteen']);
    expect(input.difficulty).toBe('beginner');
    // From the server's state: its messages (with its ids) and its insights.
    expect(input.validatedInsights).toEqual(SCRIPT.slice(3));
    expect(input.brainstormSession.filter((m) => m.sender === 'user')).toHaveLength(7);
    expect(input.brainstormSession[0]).toEqual({
      id: 's1',
      message: FAKE.opening('Ada', 'en'),
      sender: 'avatar',
      timestamp: '2026-01-01T00:00:00.000Z',
      type: 'question',
    });
    expect(onCreated).toHaveBeenCalledWith({ id: 'c-42', title: FAKE.draft.title });

    // A fresh brainstorm, started on the server.
    await waitFor(() => expect(currentPhase()).toHaveTextContent('Ideation'));
    expect(server.starts).toHaveLength(2);
    expect(screen.queryByText(FAKE.reply(1))).not.toBeInTheDocument();
    expect(textbox()).toHaveValue('');
  }, 90_000);

  it("links the toast to the published challenge and reads the dashboard's progress count again at once", async () => {
    const { handlers, created } = islaHandlers({
      CreatedChallengeCount: () => ({
        data: {
          challenges: {
            __typename: 'ChallengeConnection',
            nodes: [],
            pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
            totalCount: created.length,
          },
        },
      }),
    });
    const { user } = renderWithProviders(
      <>
        <CreatedCountProbe />
        <BrainstormPanel />
      </>,
      { handlers },
    );
    expect(await screen.findByText('created: 0')).toBeInTheDocument();
    await walkToCreation(user);
    await user.click(screen.getByRole('button', { name: 'Create Challenge' }));
    const toast = await screen.findByRole('status');
    expect(within(toast).getByRole('link', { name: 'View challenge' })).toHaveAttribute(
      'href',
      '/challenges/c-42',
    );
    expect(await screen.findByText('created: 1')).toBeInTheDocument();
  }, 90_000);

  it('continues the open brainstorm after a reload instead of starting one', async () => {
    const { handlers, server } = islaHandlers({}, { existing: true });
    const { user } = renderWithProviders(<BrainstormPanel />, { handlers });
    expect(await screen.findByText('An earlier reply from Isla.')).toBeInTheDocument();
    expect(server.starts).toHaveLength(0);
    await user.type(textbox(), 'More about it{Enter}');
    expect(await screen.findByText(FAKE.reply(1))).toBeInTheDocument();
    expect(server.sent[0]!.brainstormId).toBe('b-1');
  });

  it('starts anew after a reload when the person has said nothing yet: the opening in the language of this visit', async () => {
    const { handlers, server } = islaHandlers({}, { firstName: 'Ada' });
    const first = renderWithProviders(<BrainstormPanel />, { handlers });
    expect(await screen.findByText(FAKE.opening('Ada', 'en'))).toBeInTheDocument();
    first.unmount();
    renderWithProviders(<BrainstormPanel />, { handlers, locale: 'de' });
    expect(await screen.findByText(FAKE.opening('Ada', 'de'))).toBeInTheDocument();
    expect(server.starts).toEqual([{ language: 'en' }, { language: 'de' }]);
    expect(screen.queryByText(FAKE.opening('Ada', 'en'))).not.toBeInTheDocument();
  });

  it('shows the message at once with Isla thinking, and disables Send while she does', async () => {
    const { handlers } = islaHandlers({ SendBrainstormMessage: () => new Promise(() => {}) });
    const { user } = renderWithProviders(<BrainstormPanel />, { handlers });
    await screen.findByText(FAKE.opening('Student', 'en'));
    expect(textbox()).toHaveAttribute('placeholder', 'Type your response or click the mic to speak...');
    expect(sendButton()).toBeDisabled();
    await user.type(textbox(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.type(textbox(), 'x');
    expect(sendButton()).toBeEnabled();
    await user.clear(textbox());
    await user.type(textbox(), 'The bus is late{Enter}');
    expect(within(screen.getByRole('log')).getByText('The bus is late')).toBeInTheDocument();
    expect(await screen.findByText('Let me think about this...')).toBeInTheDocument();
    await user.type(textbox(), 'more');
    expect(sendButton()).toBeDisabled();
    await user.type(textbox(), '{Enter}');
    expect(within(screen.getByRole('log')).queryByText('more')).not.toBeInTheDocument();
  });

  it('shows "Checking this assumption..." while Isla thinks in validation', async () => {
    const { handlers, server } = islaHandlers();
    let hold = false;
    const { user } = renderWithProviders(<BrainstormPanel />, {
      handlers: {
        ...handlers,
        SendBrainstormMessage: (variables) =>
          hold ? new Promise(() => {}) : handlers.SendBrainstormMessage!(variables),
      },
    });
    for (const text of SCRIPT.slice(0, 3)) {
      await waitFor(() => expect(screen.queryByText('Let me think about this...')).not.toBeInTheDocument());
      await user.type(textbox(), `${text}{Enter}`);
    }
    await waitFor(() => expect(currentPhase()).toHaveTextContent('Validation'));
    expect(server.state.phase).toBe('validation');
    hold = true;
    await user.type(textbox(), 'A validation message{Enter}');
    expect(await screen.findByText('Checking this assumption...')).toBeInTheDocument();
  });

  it('sends with Enter, and Shift+Enter makes a new line', async () => {
    const { handlers, server } = islaHandlers();
    const { user } = renderWithProviders(<BrainstormPanel />, { handlers });
    await screen.findByText(FAKE.opening('Student', 'en'));
    await user.type(textbox(), 'line one{Shift>}{Enter}{/Shift}line two');
    expect(textbox()).toHaveValue('line one\nline two');
    await user.type(textbox(), '{Enter}');
    await screen.findByText(FAKE.reply(1));
    expect(server.sent[0]!.text).toBe('line one\nline two');
  });

  it('when the server cannot be reached: the Processing Error notice and a line of the client’s own catalogue', async () => {
    const { handlers } = islaHandlers({
      SendBrainstormMessage: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user } = renderWithProviders(<BrainstormPanel />, { handlers });
    await screen.findByText(FAKE.opening('Student', 'en'));
    await user.type(textbox(), 'Buses are late{Enter}');
    expect(await screen.findByText('Processing Error')).toBeInTheDocument();
    expect(screen.getByText("Let's try a different approach. Can you tell me more?")).toBeInTheDocument();
    expect(screen.getByText(brainstormEn['brainstorm.offline'])).toBeInTheDocument();
    await user.type(textbox(), 'again');
    expect(sendButton()).toBeEnabled();
  });

  it('an answer with an error (a refused message) is shown the same way', async () => {
    const { handlers } = islaHandlers({
      SendBrainstormMessage: () =>
        gqlError('Isla is still answering your last message.', { code: 'CONFLICT' }),
    });
    const { user } = renderWithProviders(<BrainstormPanel />, { handlers });
    await screen.findByText(FAKE.opening('Student', 'en'));
    await user.type(textbox(), 'Buses are late{Enter}');
    expect(await screen.findByText('Processing Error')).toBeInTheDocument();
    expect(screen.getByText(brainstormEn['brainstorm.offline'])).toBeInTheDocument();
  });

  it('goes back to refinement from creation as the server says, and reports a failed creation', async () => {
    const { handlers } = islaHandlers({ CreateChallenge: () => gqlError('boom') });
    const { user } = renderWithProviders(<BrainstormPanel />, { handlers });
    await walkToCreation(user);
    await user.click(screen.getByRole('button', { name: 'Back to Refinement' }));
    await waitFor(() => expect(currentPhase()).toHaveTextContent('Refinement'));
    expect(screen.getByText('What else would you like to sharpen?')).toBeInTheDocument();
    await idle();
    await user.type(textbox(), 'Start in one canteen{Enter}');
    await idle();
    await user.type(textbox(), 'With the cooks{Enter}');
    await screen.findByRole('textbox', { name: 'Challenge Title' });
    await user.click(screen.getByRole('button', { name: 'Create Challenge' }));
    expect(await screen.findByText('Creation Failed')).toBeInTheDocument();
    expect(screen.getByText("Couldn't create the challenge. Please try again.")).toBeInTheDocument();
    expect(currentPhase()).toHaveTextContent('Creation');
  }, 90_000);

  it('offers a button for the yes while Isla awaits it after her read-back; a typed correction still works', async () => {
    const { handlers, server } = islaHandlers({}, { readBack: true });
    const { user } = renderWithProviders(<BrainstormPanel />, { handlers });
    const confirmButton = () => screen.queryByRole('button', { name: "Yes, that's right" });
    for (const text of SCRIPT) {
      await idle();
      expect(confirmButton()).not.toBeInTheDocument();
      await user.type(textbox(), `${text}{Enter}`);
    }
    await idle();
    expect(await screen.findByText(FAKE.readBack)).toBeInTheDocument();
    expect(confirmButton()).toBeEnabled();
    expect(screen.getByText('Or type what Isla should correct.')).toBeInTheDocument();

    // A correction typed instead: Isla reads back again and still awaits the yes.
    await user.type(textbox(), `It is about young pupils{Enter}`);
    expect(await screen.findByText(FAKE.readBackAgain)).toBeInTheDocument();
    await idle();
    expect(server.sent.at(-1)!.text).toBe('It is about young pupils');
    expect(currentPhase()).toHaveTextContent('Refinement');

    await user.click(confirmButton()!);
    await screen.findByRole('textbox', { name: 'Challenge Title' });
    expect(server.sent.at(-1)!.text).toBe("Yes, that's right");
    expect(within(screen.getByRole('log')).getByText("Yes, that's right")).toBeInTheDocument();
    expect(currentPhase()).toHaveTextContent('Creation');
    expect(confirmButton()).not.toBeInTheDocument();
  }, 90_000);

  it('says the yes in German', async () => {
    const { handlers, server } = islaHandlers({}, { readBack: true });
    const { user } = renderWithProviders(<BrainstormPanel />, { handlers, locale: 'de' });
    for (const text of SCRIPT) {
      await idle();
      await user.type(screen.getByRole('textbox', { name: 'Deine Antwort' }), `${text}{Enter}`);
    }
    await user.click(await screen.findByRole('button', { name: 'Ja, das stimmt' }));
    await screen.findByRole('textbox', { name: 'Titel der Challenge' });
    expect(server.sent.at(-1)!.text).toBe('Ja, das stimmt');
  }, 90_000);

  it("hands focus between the chat box and the draft form as they take each other's place", async () => {
    const { handlers } = islaHandlers();
    const { user } = renderWithProviders(<BrainstormPanel />, { handlers });
    await walkToCreation(user);
    expect(screen.getByRole('textbox', { name: 'Challenge Title' })).toHaveFocus();
    screen.getByRole('button', { name: 'Back to Refinement' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentPhase()).toHaveTextContent('Refinement'));
    await waitFor(() => expect(textbox()).toHaveFocus());
  }, 90_000);

  it('leaves the category to the person when the draft has none, and validates the form', async () => {
    const { handlers, created, server } = islaHandlers();
    const { user } = renderWithProviders(<BrainstormPanel />, { handlers });
    FAKE.draft.category = '';
    try {
      await walkToCreation(user);
    } finally {
      FAKE.draft.category = 'sustainability';
    }
    expect(server.state.draft.category).toBe('');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Choose a category');
    await user.click(screen.getByRole('button', { name: 'Create Challenge' }));
    expect(await screen.findByText('Please choose a category')).toBeInTheDocument();
    expect(created).toHaveLength(0);
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Community' }));
    await user.click(screen.getByRole('button', { name: 'Create Challenge' }));
    await screen.findByText('Challenge Created!');
    expect(created[0]!.category).toBe('community');
  }, 90_000);

  it('shows only the last 2 insights the server lists, truncated at 30 characters', async () => {
    const { handlers } = islaHandlers();
    const { user } = renderWithProviders(<BrainstormPanel />, { handlers });
    for (const text of ['one problem', 'two problems', 'three problems']) {
      await idle();
      await user.type(textbox(), `${text}{Enter}`);
    }
    await screen.findByText(FAKE.reply(3));
    expect(screen.queryByRole('list', { name: 'Latest insights' })).not.toBeInTheDocument();
    await idle();
    await say(user, 'Teachers in our school also notice the full trays');
    await screen.findByText(FAKE.reply(4));
    await idle();
    await say(user, 'The youngest pupils get portions that are far too big');
    await waitFor(() => expect(currentPhase()).toHaveTextContent('Refinement'));
    const badges = within(screen.getByRole('list', { name: 'Latest insights' })).getAllByRole('listitem');
    expect(badges.map((b) => b.textContent)).toEqual([
      'Teachers in our school also no...',
      'The youngest pupils get portio...',
    ]);
  });

  it('works in German: texts, phase labels and the German language sent to Isla', async () => {
    const { handlers, server } = islaHandlers({}, { firstName: 'Ada' });
    const { user } = renderWithProviders(<BrainstormPanel />, { handlers, locale: 'de' });
    expect(screen.getByRole('heading', { name: 'Challenge-Brainstorming mit Isla' })).toBeInTheDocument();
    expect(await screen.findByText(FAKE.opening('Ada', 'de'))).toBeInTheDocument();
    expect(server.starts).toEqual([{ language: 'de' }]);
    expect(
      within(screen.getByRole('list', { name: 'Phasen des Brainstormings' })).getByRole('listitem', {
        current: 'step',
      }),
    ).toHaveTextContent('Ideenfindung');
    await user.type(screen.getByRole('textbox', { name: 'Deine Antwort' }), 'Der Bus ist zu spät{Enter}');
    await screen.findByText(FAKE.reply(1));
    expect(server.sent[0]!.language).toBe('de');
    expect(brainstormDe['brainstorm.offline']).not.toBe(brainstormEn['brainstorm.offline']);
  });

  it('starts again in step with the language until the person has written', async () => {
    const { handlers, server } = islaHandlers({}, { firstName: 'Ada' });
    const { localeStore, user } = renderWithProviders(<BrainstormPanel />, { handlers });
    expect(await screen.findByText(FAKE.opening('Ada', 'en'))).toBeInTheDocument();
    act(() => localeStore.set('de'));
    expect(await screen.findByText(FAKE.opening('Ada', 'de'))).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Deine Antwort' }), 'Hallo{Enter}');
    await screen.findByText(FAKE.reply(1));
    const starts = server.starts.length;
    act(() => localeStore.set('en'));
    expect(await screen.findByText(FAKE.opening('Ada', 'de'))).toBeInTheDocument();
    expect(server.starts).toHaveLength(starts);
  });

  it('offers the microphone where the browser has speech recognition: speech is sent, 3 characters or fewer ignored, errors toasted', async () => {
    installSpeechRecognition();
    const { handlers, server } = islaHandlers();
    const { user } = renderWithProviders(<BrainstormPanel />, { handlers });
    await screen.findByText(FAKE.opening('Student', 'en'));
    await user.click(screen.getByRole('button', { name: 'Speak your response' }));
    const recognition = FakeRecognition.last!;
    expect(recognition.lang).toBe('en-US');
    act(() => recognition.hear('yes'));
    act(() => recognition.end());
    expect(server.sent).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Speak your response' }));
    act(() => FakeRecognition.last!.hear('The canteen wastes food'));
    await user.click(screen.getByRole('button', { name: 'Stop listening' }));
    expect(await screen.findByText(FAKE.reply(1))).toBeInTheDocument();
    expect(screen.getByText('The canteen wastes food')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Speak your response' }));
    act(() => FakeRecognition.last!.fail('network'));
    expect(await screen.findByText('Audio Error')).toBeInTheDocument();
  });

  it('explains the microphone where the browser has no speech recognition', () => {
    renderWithProviders(<BrainstormPanel />, { handlers: islaHandlers().handlers });
    const mic = screen.getByRole('button', { name: 'Speak your response' });
    expect(mic).toHaveAttribute('aria-disabled', 'true');
    expect(mic).toHaveAccessibleDescription(
      'Voice input is not available in this browser. Please type your response.',
    );
  });

  it("speaks Isla's new lines with the audio on, with the language, and not when muted", async () => {
    localStorage.removeItem('isla.audio');
    const fetchMock = installSpeakEndpoint('fail');
    const { spoken } = installSpeechSynthesis();
    const { handlers } = islaHandlers();
    const { user } = renderWithProviders(<BrainstormPanel />, { handlers });
    await screen.findByText(FAKE.opening('Student', 'en'));
    await user.type(textbox(), 'Buses are late{Enter}');
    await screen.findByText(FAKE.reply(1));
    await waitFor(() => expect(spoken.map((s) => s.text)).toEqual([FAKE.reply(1)]));
    expect(JSON.parse(fetchMock.mock.calls[0][1]!.body as string)).toEqual({
      text: FAKE.reply(1),
      language: 'en',
    });
    await user.click(screen.getByRole('button', { name: 'Audio on' }));
    await user.type(textbox(), 'Every morning{Enter}');
    await screen.findByText(FAKE.reply(2));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('brainstorm dialog', () => {
  it('runs the same brainstorm, reports the created challenge and closes', async () => {
    const { handlers } = islaHandlers();
    const onCreated = vi.fn();
    const onClose = vi.fn();
    const { user } = renderWithProviders(<BrainstormDialog open onClose={onClose} onCreated={onCreated} />, {
      handlers,
    });
    const dialog = screen.getByRole('dialog', { name: 'Challenge Brainstorm with Isla' });
    expect(await within(dialog).findByText(FAKE.opening('Student', 'en'))).toBeInTheDocument();
    await walkToCreation(user);
    await user.click(screen.getByRole('button', { name: 'Create Challenge' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith({ id: 'c-42', title: FAKE.draft.title }));
    expect(onClose).toHaveBeenCalled();
  }, 90_000);

  it('closes with its close button', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<BrainstormDialog open onClose={onClose} onCreated={() => {}} />, {
      handlers: islaHandlers({}, { firstName: 'Ada' }).handlers,
    });
    expect(await screen.findByText(FAKE.opening('Ada', 'en'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close the brainstorm' }));
    expect(onClose).toHaveBeenCalled();
  });
});
