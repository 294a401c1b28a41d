/**
 * Test doubles for the brainstorm and voice tests: the app's providers with mocked GraphQL, and fakes of the Web
 * Speech API (SpeechRecognition, speechSynthesis), fetch and Audio, which jsdom lacks.
 */
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { AppProviders } from '../app/AppProviders';
import { createApolloClient } from '../app/apolloClient';
import { createLocaleStore } from '../i18n/localeStore';
import { createMockLink, type MockHandler } from '../test/mockGraphQL';
import { createFakeSocket } from '../test/renderApp';
import { AUDIO_STORAGE_KEY } from './audioPreference';

export function renderWithProviders(
  ui: ReactElement,
  { handlers = {}, locale = 'en' }: { handlers?: Record<string, MockHandler>; locale?: 'en' | 'de' } = {},
) {
  const localeStore = createLocaleStore(window.localStorage, locale === 'de' ? 'de-DE' : 'en-US');
  const mock = createMockLink(handlers);
  const client = createApolloClient({ getLocale: localeStore.get, terminatingLink: mock.link });
  const user = userEvent.setup({ delay: null });
  const socket = createFakeSocket();
  const providers = (children: ReactNode) => (
    <AppProviders client={client} localeStore={localeStore} connectSocket={() => socket}>
      {children}
    </AppProviders>
  );
  // Within a router (a toast may link to a page), unless the test brings its own.
  const view = render(ui, {
    wrapper: ({ children }) =>
      ui.type === MemoryRouter ? providers(children) : <MemoryRouter>{providers(children)}</MemoryRouter>,
  });
  return { ...view, user, calls: mock.calls, client, localeStore };
}

export const muteIsla = () => window.localStorage.setItem(AUDIO_STORAGE_KEY, 'off');

/** A SpeechRecognition the test drives: `FakeRecognition.last` is the newest instance. */
export class FakeRecognition {
  static instances: FakeRecognition[] = [];
  static get last(): FakeRecognition | undefined {
    return FakeRecognition.instances[FakeRecognition.instances.length - 1];
  }
  lang = '';
  continuous = false;
  interimResults = false;
  maxAlternatives = 1;
  started = false;
  onresult: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onend: ((event: unknown) => void) | null = null;
  constructor() {
    FakeRecognition.instances.push(this);
  }
  start() {
    this.started = true;
  }
  stop() {
    this.end();
  }
  abort() {
    this.onerror?.({ error: 'aborted' });
    this.end();
  }
  /** The browser heard `transcript` (a final result). */
  hear(transcript: string) {
    const result = Object.assign([{ transcript, confidence: 0.9 }], { isFinal: true });
    this.onresult?.({ results: [result], resultIndex: 0 });
  }
  fail(error = 'no-speech') {
    this.onerror?.({ error });
    this.end();
  }
  end() {
    if (!this.started) return;
    this.started = false;
    this.onend?.({});
  }
}

export function installSpeechRecognition() {
  FakeRecognition.instances = [];
  vi.stubGlobal('SpeechRecognition', FakeRecognition);
}

export function removeSpeechRecognition() {
  vi.stubGlobal('SpeechRecognition', undefined);
  vi.stubGlobal('webkitSpeechRecognition', undefined);
}

/** The browser's voice: utterances end on the next tick. */
export function installSpeechSynthesis() {
  const spoken: Array<{ text: string; lang: string; voice: { lang: string; name: string } | null }> = [];
  class Utterance {
    lang = '';
    voice: { lang: string; name: string } | null = null;
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(public text: string) {}
  }
  const synth = {
    speak: vi.fn((utterance: Utterance) => {
      spoken.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice });
      setTimeout(() => utterance.onend?.(), 0);
    }),
    cancel: vi.fn(),
    getVoices: () => [
      { lang: 'en-US', name: 'English voice' },
      { lang: 'de-DE', name: 'Deutsche Stimme' },
    ],
  };
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true, writable: true });
  return { synth, spoken };
}

/** An Audio element whose playback ends on the next tick (or never, with `hold`). */
export function installAudio({ hold = false } = {}) {
  const played: string[] = [];
  class FakeAudio {
    onended: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(public src: string) {}
    play() {
      played.push(this.src);
      if (!hold) setTimeout(() => this.onended?.(), 0);
      return Promise.resolve();
    }
    pause = vi.fn();
  }
  vi.stubGlobal('Audio', FakeAudio);
  URL.createObjectURL = vi.fn(() => 'blob:isla-voice');
  URL.revokeObjectURL = vi.fn();
  return { played };
}

/** fetch for POST /api/elevenlabs/speak: 'ok' answers audio, 'fail' a 503, 'pending' never answers. */
/** The speak endpoint answering: audio, 503 (speech unavailable), 429 (Isla's quota used up) or never. */
export function installSpeakEndpoint(mode: 'ok' | 'fail' | 'limited' | 'pending' = 'fail') {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit): Promise<Response> => {
    if (mode === 'pending') return new Promise<Response>(() => {});
    if (mode === 'ok')
      return Promise.resolve(
        new Response(new Blob([new Uint8Array([82, 73, 70, 70])], { type: 'audio/wav' }), { status: 200 }),
      );
    if (mode === 'limited')
      return Promise.resolve(
        new Response('{"message":"You are sending Isla a lot at once.","code":"TOO_MANY_REQUESTS"}', {
          status: 429,
          headers: { 'Retry-After': '42', 'Content-Type': 'application/json' },
        }),
      );
    return Promise.resolve(new Response('{"message":"Isla cannot speak right now."}', { status: 503 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
