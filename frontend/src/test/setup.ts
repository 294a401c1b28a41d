import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { DESKTOP_WIDTH, setScreenWidth } from './screenWidth';

// jsdom has no PointerEvent; without it Testing Library's pointer events carry no coordinates.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEvent extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  }
  window.PointerEvent = PointerEvent as typeof window.PointerEvent;
}

// findBy… and waitFor wait up to 1 s by default: too short for a render after a mocked request while the whole
// suite shares two cores (a comment edit was seen to need more). They still finish as soon as the page is there.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  setScreenWidth(DESKTOP_WIDTH);
  localStorage.clear();
  document.documentElement.lang = '';
  vi.spyOn(console, 'debug').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
