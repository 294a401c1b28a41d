import { useCallback, useSyncExternalStore } from 'react';

/** Whether Isla speaks aloud (product.md §4.4: audio can be muted). Shared by the brainstorm and the voice dialog, kept in this browser. */
export const AUDIO_STORAGE_KEY = 'isla.audio';

const listeners = new Set<() => void>();
/** The choice when storage is unavailable (private mode): it still applies to this page. */
let unstored: boolean | null = null;

function get(): boolean {
  try {
    return window.localStorage.getItem(AUDIO_STORAGE_KEY) !== 'off';
  } catch {
    return unstored ?? true;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setAudioEnabled(enabled: boolean) {
  try {
    window.localStorage.setItem(AUDIO_STORAGE_KEY, enabled ? 'on' : 'off');
  } catch {
    unstored = enabled;
  }
  listeners.forEach((listener) => listener());
}

export function useAudioEnabled(): [boolean, (enabled: boolean) => void] {
  const enabled = useSyncExternalStore(subscribe, get, () => true);
  return [enabled, useCallback((value: boolean) => setAudioEnabled(value), [])];
}
