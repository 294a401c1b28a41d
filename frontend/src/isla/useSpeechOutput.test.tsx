import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIO_STORAGE_KEY, setAudioEnabled } from './audioPreference';
import { installAudio, installSpeakEndpoint } from './testing';
import { useSpeechOutput } from './useSpeechOutput';

beforeEach(() => window.localStorage.removeItem(AUDIO_STORAGE_KEY));
afterEach(() => vi.unstubAllGlobals());

describe('useSpeechOutput', () => {
  it("asks the gateway for Isla's voice in the locale's language", async () => {
    const fetchMock = installSpeakEndpoint('pending');
    const { result } = renderHook(() => useSpeechOutput('de'));
    act(() => void result.current.speak('Hallo!'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(fetchMock.mock.calls[0][1]!.body as string)).toEqual({
      text: 'Hallo!',
      language: 'de',
    });
    act(() => result.current.stop());
  });

  it('stays silent while audio is off, and ends what she says when audio is turned off', async () => {
    const fetchMock = installSpeakEndpoint('ok');
    const { played } = installAudio({ hold: true });
    const { result } = renderHook(() => useSpeechOutput('en'));
    let finished = false;
    act(() => void result.current.speak('Hello!').then(() => (finished = true)));
    await vi.waitFor(() => expect(played).toHaveLength(1));
    act(() => setAudioEnabled(false));
    await act(async () => {});
    expect(finished).toBe(true);
    expect(result.current.audible()).toBe(false);
    await act(async () => {
      await result.current.speak('Still there?');
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
