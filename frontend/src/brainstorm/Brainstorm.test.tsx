import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRAINSTORM_TEXTS } from '@creators/contracts';
import { gqlError, type MockHandler } from '../test/mockGraphQL';
import {
  FakeRecognition,
  installSpeakEndpoint,
  installSpeechRecognition,
  installSpeechSynthesis,
  muteIsla,
  removeSpeechRecognition,
  renderWithProviders,
} from '../voice/testing';
import { BrainstormDialog } from './BrainstormDialog';
import { BrainstormPanel } from './BrainstormPanel';

const en = BRAINSTORM_TEXTS.en;

/** The AI answers "Reply n: ...?" to every prompt, unless a test says otherwise. */
function islaHandlers(overrides: Record<string, MockHandler> = {}) {
  let n = 0;
  const created: Array<Record<string, unknown>> = [];
  const validated: Array<Record<string, unknown>> = [];
  const handlers: Record<string, MockHandler> = {
    GenerateIslaResponse: () => {
      n += 1;
      return {
        data: {
          generateIslaResponse: {
            __typename: 'IslaResponse',
            message: `Reply ${n}: can you tell me more?`,
            nextPhase: null,
            provider: 'test',
          },
        },
      };
    },
    ValidateChallengeIdea: (variables) => {
      validated.push(variables.input as Record<string, unknown>);
      return gqlError('AI down');
    },
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
  return { handlers, created, validated };
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

describe('brainstorm panel', () => {
  it('runs a whole brainstorm: ideation (3) → validation (2) → refinement (2) → creation, then publishes', async () => {
    const { handlers, created, validated } = islaHandlers();
    const onCreated = vi.fn();
    const { user, calls } = renderWithProviders(<BrainstormPanel firstName="Ada" onCreated={onCreated} />, {
      handlers,
    });

    expect(screen.getByRole('heading', { name: 'Challenge Brainstorm with Isla' })).toBeInTheDocument();
    // The conversation's code loads after the panel (its heading) shows.
    expect(await screen.findByText(en.opening.replace('{firstName}', 'Ada'))).toBeInTheDocument();
    expect(currentPhase()).toHaveTextContent('Ideation');
    for (const phase of ['Ideation', 'Validation', 'Refinement', 'Creation'])
      expect(screen.getByText(phase)).toBeInTheDocument();

    const say = async (text: string, reply?: string) => {
      await user.type(textbox(), `${text}{Enter}`);
      if (reply) expect(await screen.findByText(reply)).toBeInTheDocument();
    };

    await say('Students at my school waste lots of food in the canteen', 'Reply 1: can you tell me more?');
    await say('Full trays go back every day', 'Reply 2: can you tell me more?');
    expect(currentPhase()).toHaveTextContent('Ideation');
    await say('Nobody measures the leftovers', 'Reply 3: can you tell me more?');
    expect(currentPhase()).toHaveTextContent('Validation');
    const aiCalls = calls.filter((c) => c.operationName === 'GenerateIslaResponse');
    expect(aiCalls.map((c) => (c.variables.input as { phase: string }).phase)).toEqual([
      'ideation',
      'ideation',
      'validation',
    ]);
    expect(aiCalls[1].variables.input).toEqual({
      prompt: 'Full trays go back every day',
      conversationHistory: [
        en.opening.replace('{firstName}', 'Ada'),
        'Students at my school waste lots of food in the canteen',
        'Reply 1: can you tell me more?',
      ].join('\n'),
      phase: 'ideation',
      sessionCount: 2,
      language: 'en',
    });

    await say('My friends see the same thing', 'Reply 4: can you tell me more?');
    expect(currentPhase()).toHaveTextContent('Validation');
    await say('The cooks confirmed it');
    expect(currentPhase()).toHaveTextContent('Refinement');
    expect(
      screen.getByText(`${en.encouragements[0]} ${en.probingPrompts[0]}`, {
        normalizer: (s) => s.replace(/\s+/g, ' ').trim(),
      }),
    ).toBeInTheDocument();
    // validate-challenge was asked for both validation messages; its failures were swallowed (no toast).
    await waitFor(() =>
      expect(validated.map((v) => v.idea)).toEqual([
        'My friends see the same thing',
        'The cooks confirmed it',
      ]),
    );
    expect(screen.queryByText('Processing Error')).not.toBeInTheDocument();

    await say('Mostly the youngest students at lunch');
    expect(currentPhase()).toHaveTextContent('Refinement');
    await say('Less food would end up in the bin');
    expect(currentPhase()).toHaveTextContent('Creation');

    // The draft form, prefilled from the slots (issue 11): a "How might we" title, the person's answers.
    expect(screen.getByRole('textbox', { name: 'Challenge Title' })).toHaveValue(DRAFT_TITLE);
    expect((screen.getByRole('textbox', { name: 'Problem Description' }) as HTMLTextAreaElement).value).toBe(
      'Students at my school waste lots of food in the canteen. Who is affected: mostly the youngest students at lunch; how often: every day. A good outcome: less food would end up in the bin.',
    );
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Education');
    expect(
      (screen.getByRole('textbox', { name: 'Tags (comma-separated)' }) as HTMLInputElement).value,
    ).toMatch(/students/);
    expect(screen.queryByRole('textbox', { name: 'Your response' })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Tags (comma-separated)' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Tags (comma-separated)' }),
      'food waste, school , ,canteen',
    );
    await user.click(screen.getByRole('button', { name: 'Create Challenge' }));

    expect(await screen.findByText('Challenge Created!')).toBeInTheDocument();
    expect(screen.getByText('Your challenge has been published for others to join.')).toBeInTheDocument();
    expect(created).toHaveLength(1);
    const input = created[0] as {
      brainstormSession: Array<Record<string, unknown>>;
      validatedInsights: string[];
      tags: string[];
      category: string;
      title: string;
      status: string;
      difficulty: string;
    };
    expect(input.title).toBe(DRAFT_TITLE);
    expect(input.category).toBe('education');
    expect(input.tags).toEqual(['food waste', 'school', 'canteen']);
    expect(input.status).toBe('active');
    expect(input.difficulty).toBe('beginner');
    expect(input.validatedInsights).toEqual([
      'My friends see the same thing',
      'The cooks confirmed it',
      'Mostly the youngest students at lunch',
      'Less food would end up in the bin',
    ]);
    expect(input.brainstormSession.filter((m) => m.sender === 'user')).toHaveLength(7);
    expect(input.brainstormSession[0]).toEqual({
      id: expect.any(String),
      message: en.opening.replace('{firstName}', 'Ada'),
      sender: 'avatar',
      timestamp: expect.any(String),
      type: 'question',
    });
    expect(input.brainstormSession.some((m) => m.type === 'summary')).toBe(true);
    expect(onCreated).toHaveBeenCalledWith({
      id: 'c-42',
      title: DRAFT_TITLE,
    });

    // A fresh brainstorm.
    await waitFor(() => expect(currentPhase()).toHaveTextContent('Ideation'));
    expect(screen.getByText(en.opening.replace('{firstName}', 'Ada'))).toBeInTheDocument();
    expect(textbox()).toHaveValue('');
    expect(screen.queryByText('Reply 1: can you tell me more?')).not.toBeInTheDocument();
  });

  it("replaces the prefilled draft with a configured model's draft (issue 11)", async () => {
    const modelDraft = {
      __typename: 'ChallengeDraft',
      title: 'How might we help students waste less canteen food?',
      description: 'Students leave full trays every day. A good outcome: less food in the bin.',
      category: 'sustainability',
      tags: ['food waste', 'canteen', 'students'],
      provider: 'perplexity',
    };
    const { handlers } = islaHandlers({
      GenerateChallengeDraft: () => ({ data: { generateChallengeDraft: modelDraft } }),
    });
    const { user, calls } = renderWithProviders(<BrainstormPanel firstName="Ada" />, { handlers });
    await walkToCreation(user);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Challenge Title' })).toHaveValue(modelDraft.title),
    );
    expect(screen.getByRole('textbox', { name: 'Tags (comma-separated)' })).toHaveValue(
      'food waste, canteen, students',
    );
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Sustainability');
    const request = calls.find((c) => c.operationName === 'GenerateChallengeDraft');
    const messages = (request?.variables.input as { messages: Array<{ sender: string }> }).messages;
    expect(messages.filter((m) => m.sender === 'user')).toHaveLength(7);
  });

  it('keeps what the person typed when a model draft arrives after an edit', async () => {
    let answer: (value: unknown) => void = () => {};
    const late = new Promise((resolve) => {
      answer = resolve;
    });
    const { handlers } = islaHandlers({
      GenerateChallengeDraft: async () => {
        await late;
        return {
          data: {
            generateChallengeDraft: {
              __typename: 'ChallengeDraft',
              title: 'How might we help students waste less canteen food?',
              description: 'Students leave full trays every day.',
              category: 'sustainability',
              tags: ['food waste', 'canteen', 'students'],
              provider: 'openai',
            },
          },
        };
      },
    });
    const { user } = renderWithProviders(<BrainstormPanel firstName="Ada" />, { handlers });
    await walkToCreation(user);
    const title = screen.getByRole('textbox', { name: 'Challenge Title' });
    await user.clear(title);
    await user.type(title, 'My own title');
    answer(undefined);
    await late;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('textbox', { name: 'Challenge Title' })).toHaveValue('My own title');
  });

  it('keeps the prefilled draft when the server answers with the built-in one or fails', async () => {
    const { handlers } = islaHandlers({
      GenerateChallengeDraft: () => gqlError('AI down'),
    });
    const { user } = renderWithProviders(<BrainstormPanel firstName="Ada" />, { handlers });
    await walkToCreation(user);
    expect(screen.getByRole('textbox', { name: 'Challenge Title' })).toHaveValue(DRAFT_TITLE);
  });

  it('goes back to refinement from creation and reports a failed creation', async () => {
    const { handlers } = islaHandlers({ CreateChallenge: () => gqlError('boom') });
    const { user } = renderWithProviders(<BrainstormPanel firstName="Ada" />, { handlers });
    await walkToCreation(user);
    await user.click(screen.getByRole('button', { name: 'Back to Refinement' }));
    expect(currentPhase()).toHaveTextContent('Refinement');
    expect(screen.getByText(en.probingPrompts[2])).toBeInTheDocument();
    await user.type(textbox(), 'Start in one canteen{Enter}');
    expect(currentPhase()).toHaveTextContent('Creation');
    await user.click(screen.getByRole('button', { name: 'Create Challenge' }));
    expect(await screen.findByText('Creation Failed')).toBeInTheDocument();
    expect(screen.getByText("Couldn't create the challenge. Please try again.")).toBeInTheDocument();
    expect(currentPhase()).toHaveTextContent('Creation');
  });

  it("hands focus between the chat box and the draft form as they take each other's place", async () => {
    const { handlers } = islaHandlers();
    const { user } = renderWithProviders(<BrainstormPanel firstName="Ada" />, { handlers });
    await walkToCreation(user);
    // The last answer was sent from the chat box, which the draft form replaced: focus is on its first field.
    expect(screen.getByRole('textbox', { name: 'Challenge Title' })).toHaveFocus();
    screen.getByRole('button', { name: 'Back to Refinement' }).focus();
    await user.keyboard('{Enter}');
    expect(currentPhase()).toHaveTextContent('Refinement');
    expect(textbox()).toHaveFocus();
  });

  it('leaves the category to the user when no keyword matches, and validates the form', async () => {
    const { handlers, created } = islaHandlers();
    const { user } = renderWithProviders(<BrainstormPanel />, { handlers });
    await walkToCreation(user, [
      'The bus is always late',
      'It happens daily',
      'Nobody fixes it',
      'Others agree',
      'The driver agrees',
      'Mornings mostly',
      'Punctual buses',
    ]);
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Choose a category');
    await user.click(screen.getByRole('button', { name: 'Create Challenge' }));
    expect(await screen.findByText('Please choose a category')).toBeInTheDocument();
    expect(created).toHaveLength(0);
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Community' }));
    await user.click(screen.getByRole('button', { name: 'Create Challenge' }));
    await screen.findByText('Challenge Created!');
    expect(created[0].category).toBe('community');
  });

  it('disables Send for empty or whitespace-only text and while Isla is thinking, with her status text', async () => {
    const { handlers } = islaHandlers({ GenerateIslaResponse: () => new Promise(() => {}) });
    const { user } = renderWithProviders(<BrainstormPanel />, { handlers });
    expect(textbox()).toHaveAttribute('placeholder', 'Type your response or click the mic to speak...');
    expect(sendButton()).toBeDisabled();
    await user.type(textbox(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.type(textbox(), 'x');
    expect(sendButton()).toBeEnabled();
    await user.click(sendButton());
    expect(await screen.findByText('Let me think about this...')).toBeInTheDocument();
    await user.type(textbox(), 'more');
    expect(sendButton()).toBeDisabled();
    await user.type(textbox(), '{Enter}');
    expect(within(screen.getByRole('log')).queryByText('more')).not.toBeInTheDocument();
    expect(textbox()).toHaveValue('more');
  });

  it('shows "Checking this assumption..." while Isla thinks in validation', async () => {
    let answer = true;
    const { handlers } = islaHandlers();
    const replying = handlers.GenerateIslaResponse;
    const { user } = renderWithProviders(<BrainstormPanel />, {
      handlers: { ...handlers, GenerateIslaResponse: (v) => (answer ? replying(v) : new Promise(() => {})) },
    });
    for (const [i, text] of ['one problem', 'two problems'].entries()) {
      await user.type(textbox(), `${text}{Enter}`);
      await screen.findByText(`Reply ${i + 1}: can you tell me more?`);
    }
    answer = false;
    await user.type(textbox(), 'three problems{Enter}');
    expect(await screen.findByText('Checking this assumption...')).toBeInTheDocument();
  });

  it('sends with Enter, and Shift+Enter makes a new line', async () => {
    const { handlers } = islaHandlers();
    const { user, calls } = renderWithProviders(<BrainstormPanel />, { handlers });
    await user.type(textbox(), 'line one{Shift>}{Enter}{/Shift}line two');
    expect(textbox()).toHaveValue('line one\nline two');
    expect(calls.filter((c) => c.operationName === 'GenerateIslaResponse')).toHaveLength(0);
    await user.type(textbox(), '{Enter}');
    await screen.findByText('Reply 1: can you tell me more?');
    expect(calls.find((c) => c.operationName === 'GenerateIslaResponse')?.variables.input).toMatchObject({
      prompt: 'line one\nline two',
    });
    expect(textbox()).toHaveValue('');
  });

  it('replaces an AI reply shorter than 11 characters with a scripted question', async () => {
    const { handlers } = islaHandlers({
      GenerateIslaResponse: () => ({
        data: {
          generateIslaResponse: {
            __typename: 'IslaResponse',
            message: 'Why that?',
            nextPhase: null,
            provider: 'test',
          },
        },
      }),
    });
    const { user } = renderWithProviders(<BrainstormPanel />, { handlers });
    await user.type(textbox(), 'Buses are late{Enter}');
    expect(await screen.findByText(en.fallbackQuestions.ideation[0])).toBeInTheDocument();
    expect(screen.queryByText('Why that?')).not.toBeInTheDocument();
  });

  it('moves to validation when the AI names a next phase', async () => {
    const { handlers } = islaHandlers({
      GenerateIslaResponse: () => ({
        data: {
          generateIslaResponse: {
            __typename: 'IslaResponse',
            message: 'Who else has this problem?',
            nextPhase: 'validation',
            provider: 'test',
          },
        },
      }),
    });
    const { user } = renderWithProviders(<BrainstormPanel />, { handlers });
    await user.type(textbox(), 'Buses are late{Enter}');
    await screen.findByText('Who else has this problem?');
    expect(currentPhase()).toHaveTextContent('Validation');
  });

  it('on AI failure shows the Processing Error toast and a scripted question', async () => {
    const { handlers } = islaHandlers({
      GenerateIslaResponse: () => gqlError('Isla cannot answer right now.', { code: 'SERVICE_UNAVAILABLE' }),
    });
    const { user } = renderWithProviders(<BrainstormPanel />, { handlers });
    await user.type(textbox(), 'Buses are late{Enter}');
    expect(await screen.findByText('Processing Error')).toBeInTheDocument();
    expect(screen.getByText("Let's try a different approach. Can you tell me more?")).toBeInTheDocument();
    expect(screen.getByText(en.fallbackQuestions.ideation[0])).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    await user.type(textbox(), 'again');
    expect(sendButton()).toBeEnabled();
  });

  it("over Isla's quota (TOO_MANY_REQUESTS, a 429) answers like a failure: the toast and a scripted question", async () => {
    const { handlers } = islaHandlers({
      GenerateIslaResponse: () =>
        gqlError('You are sending Isla a lot at once. Please wait a moment and try again.', {
          code: 'TOO_MANY_REQUESTS',
          retryAfterSeconds: 42,
        }),
    });
    const { user } = renderWithProviders(<BrainstormPanel />, { handlers });
    await user.type(textbox(), 'Buses are late{Enter}');
    expect(await screen.findByText('Processing Error')).toBeInTheDocument();
    expect(screen.getByText(en.fallbackQuestions.ideation[0])).toBeInTheDocument();
  });

  it('shows only the last 2 insights, truncated at 30 characters', async () => {
    const { handlers } = islaHandlers();
    const { user } = renderWithProviders(<BrainstormPanel />, { handlers });
    for (const text of ['one problem', 'two problems', 'three problems']) {
      await user.type(textbox(), `${text}{Enter}`);
      await waitFor(() => expect(sendButton()).toBeDisabled());
      await waitFor(() => expect(screen.queryByText('Let me think about this...')).not.toBeInTheDocument());
    }
    expect(screen.queryByRole('list', { name: 'Latest insights' })).not.toBeInTheDocument();
    await user.type(textbox(), 'Short insight{Enter}');
    await screen.findByText('Reply 4: can you tell me more?');
    let badges = within(screen.getByRole('list', { name: 'Latest insights' })).getAllByRole('listitem');
    expect(badges.map((b) => b.textContent)).toEqual(['Short insight']);

    await user.type(textbox(), 'Teachers in our school also notice the full trays{Enter}');
    await user.type(textbox(), 'The youngest pupils get portions that are far too big{Enter}');
    badges = within(screen.getByRole('list', { name: 'Latest insights' })).getAllByRole('listitem');
    expect(badges.map((b) => b.textContent)).toEqual([
      'Teachers in our school also no...',
      'The youngest pupils get portio...',
    ]);
  });

  it('works in German: texts, phase labels and the German language sent to Isla', async () => {
    const { handlers } = islaHandlers();
    const { user, calls } = renderWithProviders(<BrainstormPanel firstName="Ada" />, {
      handlers,
      locale: 'de',
    });
    expect(screen.getByRole('heading', { name: 'Challenge-Brainstorming mit Isla' })).toBeInTheDocument();
    expect(screen.getByText(BRAINSTORM_TEXTS.de.opening.replace('{firstName}', 'Ada'))).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Deine Antwort' });
    expect(box).toHaveAttribute(
      'placeholder',
      'Schreib deine Antwort oder klick auf das Mikrofon, um zu sprechen...',
    );
    for (let i = 1; i <= 3; i++) {
      await user.type(box, `Problem Nummer ${i}{Enter}`);
      await screen.findByText(`Reply ${i}: can you tell me more?`);
    }
    expect(
      within(screen.getByRole('list', { name: 'Phasen des Brainstormings' })).getByRole('listitem', {
        current: 'step',
      }),
    ).toHaveTextContent('Prüfung');
    expect(
      calls
        .filter((c) => c.operationName === 'GenerateIslaResponse')
        .every((c) => (c.variables.input as { language: string }).language === 'de'),
    ).toBe(true);
  });

  it("keeps Isla's opening in step with the language and the first name until the user has written", async () => {
    const { handlers } = islaHandlers();
    const { rerender, localeStore, user } = renderWithProviders(<BrainstormPanel />, { handlers });
    expect(screen.getByText(en.opening.replace('{firstName}', 'Student'))).toBeInTheDocument();
    rerender(<BrainstormPanel firstName="Ada" />);
    expect(screen.getByText(en.opening.replace('{firstName}', 'Ada'))).toBeInTheDocument();
    act(() => localeStore.set('de'));
    expect(
      await screen.findByText(BRAINSTORM_TEXTS.de.opening.replace('{firstName}', 'Ada')),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Deine Antwort' }), 'Hallo{Enter}');
    act(() => localeStore.set('en'));
    expect(
      await screen.findByText(BRAINSTORM_TEXTS.de.opening.replace('{firstName}', 'Ada')),
    ).toBeInTheDocument();
  });

  it('offers the microphone where the browser has speech recognition: speech is sent, 3 characters or fewer ignored, errors toasted', async () => {
    installSpeechRecognition();
    const { handlers } = islaHandlers();
    const { user, calls } = renderWithProviders(<BrainstormPanel />, { handlers });
    await user.click(screen.getByRole('button', { name: 'Speak your response' }));
    const recognition = FakeRecognition.last!;
    expect(recognition.lang).toBe('en-US');
    expect(screen.getByRole('button', { name: 'Stop listening' })).toBeInTheDocument();
    act(() => recognition.hear('yes'));
    act(() => recognition.end());
    expect(calls.filter((c) => c.operationName === 'GenerateIslaResponse')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Speak your response' }));
    act(() => FakeRecognition.last!.hear('The canteen wastes food'));
    await user.click(screen.getByRole('button', { name: 'Stop listening' }));
    expect(await screen.findByText('Reply 1: can you tell me more?')).toBeInTheDocument();
    expect(screen.getByText('The canteen wastes food')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Speak your response' }));
    act(() => FakeRecognition.last!.fail('network'));
    expect(await screen.findByText('Audio Error')).toBeInTheDocument();
    expect(screen.getByText("Couldn't hear you clearly. Try typing instead.")).toBeInTheDocument();
  });

  it('stops listening after 2.5 s of silence', async () => {
    installSpeechRecognition();
    const { handlers } = islaHandlers();
    const { user } = renderWithProviders(<BrainstormPanel />, { handlers });
    await user.click(screen.getByRole('button', { name: 'Speak your response' }));
    vi.useFakeTimers();
    act(() => FakeRecognition.last!.hear('Our bus is late'));
    act(() => {
      vi.advanceTimersByTime(2400);
    });
    expect(FakeRecognition.last!.started).toBe(true);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(FakeRecognition.last!.started).toBe(false);
    vi.useRealTimers();
    expect(await screen.findByText('Reply 1: can you tell me more?')).toBeInTheDocument();
  });

  it('explains the microphone where the browser has no speech recognition', () => {
    renderWithProviders(<BrainstormPanel />, { handlers: islaHandlers().handlers });
    const mic = screen.getByRole('button', { name: 'Speak your response' });
    expect(mic).toHaveAttribute('aria-disabled', 'true');
    expect(mic).toHaveAccessibleDescription(
      'Voice input is not available in this browser. Please type your response.',
    );
  });

  it("speaks Isla's replies with the audio on, with the language, and not when muted", async () => {
    localStorage.removeItem('isla.audio');
    const fetchMock = installSpeakEndpoint('fail');
    const { spoken } = installSpeechSynthesis();
    const { handlers } = islaHandlers();
    const { user } = renderWithProviders(<BrainstormPanel />, { handlers });
    await user.type(textbox(), 'Buses are late{Enter}');
    await screen.findByText('Reply 1: can you tell me more?');
    await waitFor(() => expect(spoken.map((s) => s.text)).toEqual(['Reply 1: can you tell me more?']));
    expect(JSON.parse(fetchMock.mock.calls[0][1]!.body as string)).toEqual({
      text: 'Reply 1: can you tell me more?',
      language: 'en',
    });
    expect(spoken[0].lang).toBe('en-US');

    await user.click(screen.getByRole('button', { name: 'Audio on' }));
    expect(screen.getByRole('button', { name: 'Audio off' })).toBeInTheDocument();
    await user.type(textbox(), 'Every morning{Enter}');
    await screen.findByText('Reply 2: can you tell me more?');
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
    expect(within(dialog).getByText(en.opening.replace('{firstName}', 'Student'))).toBeInTheDocument();
    await walkToCreation(user);
    await user.click(screen.getByRole('button', { name: 'Create Challenge' }));
    await waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith({
        id: 'c-42',
        title: DRAFT_TITLE,
      }),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('closes with its close button', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <BrainstormDialog open onClose={onClose} onCreated={() => {}} firstName="Ada" />,
      { handlers: islaHandlers().handlers },
    );
    expect(screen.getByText(en.opening.replace('{firstName}', 'Ada'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close the brainstorm' }));
    expect(onClose).toHaveBeenCalled();
  });
});

/** The title the slots of DEFAULT_SCRIPT give (issue 11). */
const DRAFT_TITLE = 'How might we reduce food waste at the canteen?';

const DEFAULT_SCRIPT = [
  'Students at my school waste lots of food in the canteen',
  'Full trays go back every day',
  'Nobody measures the leftovers',
  'My friends see the same thing',
  'The cooks confirmed it',
  'Mostly the youngest students at lunch',
  'Less food would end up in the bin',
];

async function walkToCreation(user: ReturnType<typeof renderWithProviders>['user'], script = DEFAULT_SCRIPT) {
  for (const text of script) {
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your response' })).toBeInTheDocument());
    await user.type(screen.getByRole('textbox', { name: 'Your response' }), text);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    await user.type(screen.getByRole('textbox', { name: 'Your response' }), '{Enter}');
  }
  await screen.findByRole('textbox', { name: 'Challenge Title' });
}
