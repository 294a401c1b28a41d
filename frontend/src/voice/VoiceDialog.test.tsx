import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { voiceEn } from './messages.en';
import { gqlError, type MockHandler } from '../test/mockGraphQL';
import {
  FakeRecognition,
  installAudio,
  installSpeakEndpoint,
  installSpeechRecognition,
  installSpeechSynthesis,
  muteIsla,
  removeSpeechRecognition,
  renderWithProviders,
} from '../isla/testing';
import { VoiceDialog } from './VoiceDialog';

const reply =
  (message: string): MockHandler =>
  () => ({
    data: {
      generateIslaResponse: { __typename: 'IslaResponse', message, nextPhase: null, provider: 'test' },
    },
  });
const status = () => screen.getByRole('status');
const log = () => within(screen.getByRole('log', { name: 'Conversation with Isla' }));

beforeEach(() => {
  removeSpeechRecognition();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('voice dialog', () => {
  it('greets the user by first name on first open, and only then', async () => {
    muteIsla();
    const { rerender } = renderWithProviders(<VoiceDialog open onClose={() => {}} firstName="Ada" />);
    expect(screen.getByRole('dialog', { name: 'Talk with Isla' })).toBeInTheDocument();
    expect(log().getByText(/^Hi Ada! I'm Isla, your AI guide\./)).toBeInTheDocument();
    expect(status()).toHaveTextContent('Ready');
    rerender(<VoiceDialog open={false} onClose={() => {}} firstName="Ada" />);
    rerender(<VoiceDialog open onClose={() => {}} firstName="Ada" />);
    await screen.findByRole('dialog');
    expect(log().getAllByText(/^Hi Ada!/)).toHaveLength(1);
  });

  it("greets 'Student' when the first name is missing, in German too", () => {
    muteIsla();
    renderWithProviders(<VoiceDialog open onClose={() => {}} />, { locale: 'de' });
    expect(screen.getByRole('dialog', { name: 'Sprich mit Isla' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('log', { name: 'Gespräch mit Isla' })).getByText(
        /^Hallo Student! Ich bin Isla/,
      ),
    ).toBeInTheDocument();
    expect(status()).toHaveTextContent('Bereit');
  });

  it('speaks the greeting: Speaking while the audio plays, then Ready', async () => {
    const fetchMock = installSpeakEndpoint('pending');
    renderWithProviders(<VoiceDialog open onClose={() => {}} firstName="Ada" />);
    expect(await screen.findByText('Speaking')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/elevenlabs/speak',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(JSON.parse(fetchMock.mock.calls[0][1]!.body as string)).toMatchObject({
      language: 'en',
      text: expect.stringMatching(/^Hi Ada!/),
    });
    await userClick('Audio on');
    expect(await screen.findByText('Ready')).toBeInTheDocument();
  });

  it('plays the audio from the gateway', async () => {
    installSpeakEndpoint('ok');
    const { played } = installAudio();
    installSpeechSynthesis();
    renderWithProviders(<VoiceDialog open onClose={() => {}} firstName="Ada" />);
    await waitFor(() => expect(played).toEqual(['blob:isla-voice']));
    await waitFor(() => expect(status()).toHaveTextContent('Ready'));
    expect(window.speechSynthesis.speak).not.toHaveBeenCalled();
  });

  it("falls back to the browser's voice in the user's language when the speech call fails", async () => {
    installSpeakEndpoint('fail');
    installAudio();
    const { spoken } = installSpeechSynthesis();
    renderWithProviders(<VoiceDialog open onClose={() => {}} firstName="Ada" />, { locale: 'de' });
    await waitFor(() => expect(spoken).toHaveLength(1));
    expect(spoken[0]).toMatchObject({ lang: 'de-DE', voice: { lang: 'de-DE', name: 'Deutsche Stimme' } });
    expect(spoken[0].text).toMatch(/^Hallo Ada!/);
    await waitFor(() => expect(status()).toHaveTextContent('Bereit'));
  });

  it("falls back to the browser's voice when Isla's speech quota is used up (429)", async () => {
    installSpeakEndpoint('limited');
    installAudio();
    const { spoken } = installSpeechSynthesis();
    renderWithProviders(<VoiceDialog open onClose={() => {}} firstName="Ada" />);
    await waitFor(() => expect(spoken).toHaveLength(1));
    expect(spoken[0]).toMatchObject({ lang: 'en-US' });
    expect(spoken[0].text).toMatch(/^Hi Ada!/);
    await waitFor(() => expect(status()).toHaveTextContent('Ready'));
  });

  it('answers typed messages where the browser has no speech recognition: Thinking at least 1 s, then the reply', async () => {
    muteIsla();
    let answer: (value: ReturnType<MockHandler>) => void = () => {};
    const { user, calls } = renderWithProviders(<VoiceDialog open onClose={() => {}} firstName="Ada" />, {
      handlers: { GenerateIslaResponse: () => new Promise((resolve) => (answer = resolve)) },
    });
    expect(screen.getByRole('button', { name: 'Talk' })).toBeDisabled();
    expect(
      screen.getByText('Voice input is not available in this browser. Type your message instead.'),
    ).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Message to Isla' });
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(input, '   ');
    expect(send).toBeDisabled();
    await user.type(input, 'How do I find a team?{Enter}');
    expect(status()).toHaveTextContent('Thinking');
    expect(log().getByText('How do I find a team?')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.operationName === 'GenerateIslaResponse')).toBe(true));
    expect(calls.find((c) => c.operationName === 'GenerateIslaResponse')!.variables.input).toMatchObject({
      prompt: 'How do I find a team?',
      phase: 'ideation',
      sessionCount: 1,
      language: 'en',
      conversationHistory: expect.stringMatching(/^Hi Ada!/),
    });
    const started = Date.now();
    answer(reply('Try the Teams page and join a forming team.')({}));
    expect(
      await log().findByText('Try the Teams page and join a forming team.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(status()).toHaveTextContent('Ready');
  });

  it('replaces a short or failed AI reply with a scripted question', async () => {
    muteIsla();
    let handler: MockHandler = reply('Hmm.');
    const { user } = renderWithProviders(<VoiceDialog open onClose={() => {}} />, {
      handlers: { GenerateIslaResponse: (v) => handler(v) },
    });
    await user.type(screen.getByRole('textbox', { name: 'Message to Isla' }), 'Hello Isla{Enter}');
    expect(await log().findByText(voiceEn['voice.fallback.1'], {}, { timeout: 3000 })).toBeInTheDocument();
    handler = () => gqlError('down');
    await user.type(screen.getByRole('textbox', { name: 'Message to Isla' }), 'Hello again{Enter}');
    expect(await log().findByText(voiceEn['voice.fallback.2'], {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('talks: Listening in en-US, Thinking, Speaking, then listens again 1 s after Isla finishes; Stop ends it', async () => {
    installSpeechRecognition();
    installSpeakEndpoint('fail');
    installSpeechSynthesis();
    const { user, calls } = renderWithProviders(<VoiceDialog open onClose={() => {}} firstName="Ada" />, {
      handlers: { GenerateIslaResponse: reply('What frustrates you most about it?') },
    });
    await waitFor(() => expect(status()).toHaveTextContent('Ready'));

    await user.click(screen.getByRole('button', { name: 'Talk' }));
    expect(status()).toHaveTextContent('Listening');
    const first = FakeRecognition.last!;
    expect(first.lang).toBe('en-US');
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();

    act(() => first.hear('My bus is always late'));
    act(() => first.end());
    expect(status()).toHaveTextContent('Thinking');
    expect(
      await log().findByText('What frustrates you most about it?', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.operationName === 'GenerateIslaResponse')).toHaveLength(1);
    // Spoken, then listening restarts after 1 s.
    await waitFor(() => expect(FakeRecognition.instances).toHaveLength(2), { timeout: 3000 });
    expect(status()).toHaveTextContent('Listening');

    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(status()).toHaveTextContent('Ready');
    expect(screen.getByRole('button', { name: 'Talk' })).toBeInTheDocument();
  });

  it('ignores speech of 3 characters or fewer, and stops listening after 2 s of silence', async () => {
    muteIsla();
    installSpeechRecognition();
    const { user, calls } = renderWithProviders(<VoiceDialog open onClose={() => {}} />, {
      handlers: { GenerateIslaResponse: reply('A long enough reply.') },
    });
    await user.click(screen.getByRole('button', { name: 'Talk' }));
    vi.useFakeTimers();
    act(() => FakeRecognition.last!.hear('ok'));
    act(() => {
      vi.advanceTimersByTime(1900);
    });
    expect(FakeRecognition.last!.started).toBe(true);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(FakeRecognition.last!.started).toBe(false);
    vi.useRealTimers();
    expect(calls.filter((c) => c.operationName === 'GenerateIslaResponse')).toHaveLength(0);
  });

  it('ignores the microphone while Isla speaks', async () => {
    installSpeechRecognition();
    installSpeakEndpoint('pending');
    const { calls } = renderWithProviders(<VoiceDialog open onClose={() => {}} firstName="Ada" />, {
      handlers: { GenerateIslaResponse: reply('A long enough reply.') },
    });
    expect(await screen.findByText('Speaking')).toBeInTheDocument();
    expect(FakeRecognition.instances).toHaveLength(0);
    expect(calls).toHaveLength(0);
  });

  it('says it could not hear on a recognition error', async () => {
    muteIsla();
    installSpeechRecognition();
    const { user } = renderWithProviders(<VoiceDialog open onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Talk' }));
    act(() => FakeRecognition.last!.fail('no-speech'));
    expect(await log().findByText("Sorry, I couldn't hear you clearly.")).toBeInTheDocument();
    expect(status()).toHaveTextContent('Ready');
  });

  it('says that no microphone was found when the browser finds none, in both languages', async () => {
    muteIsla();
    installSpeechRecognition();
    const { user, unmount } = renderWithProviders(<VoiceDialog open onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Talk' }));
    act(() => FakeRecognition.last!.fail('audio-capture'));
    expect(
      await log().findByText("I couldn't find a microphone. Type your message instead."),
    ).toBeInTheDocument();
    expect(log().queryByText("Sorry, I couldn't hear you clearly.")).not.toBeInTheDocument();
    unmount();
    const german = renderWithProviders(<VoiceDialog open onClose={() => {}} />, { locale: 'de' });
    await german.user.click(screen.getByRole('button', { name: 'Sprechen' }));
    act(() => FakeRecognition.last!.fail('audio-capture'));
    expect(
      await screen.findByText('Ich habe kein Mikrofon gefunden. Schreib mir stattdessen.'),
    ).toBeInTheDocument();
  });
});

async function userClick(name: string) {
  const { default: userEvent } = await import('@testing-library/user-event');
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name }));
}
