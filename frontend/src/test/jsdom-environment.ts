/**
 * Vitest's built-in 'jsdom' environment imports jsdom from where vitest is installed (the repository root),
 * but npm keeps jsdom inside frontend/node_modules. This environment does the same set-up with the jsdom
 * that this workspace depends on.
 */
import { JSDOM } from 'jsdom';
import { populateGlobal, type Environment } from 'vitest/runtime';

export default {
  name: 'jsdom-frontend',
  viteEnvironment: 'client',
  setup(global: Record<string, unknown>) {
    const dom = new JSDOM('<!DOCTYPE html>', { pretendToBeVisual: true, url: 'http://localhost:3000' });
    const { keys, originals } = populateGlobal(global, dom.window, { bindFunctions: true });
    global.jsdom = dom;
    return {
      teardown(target: Record<string | symbol, unknown>) {
        dom.window.close();
        delete target.jsdom;
        keys.forEach((key) => delete target[key]);
        originals.forEach((value, key) => (target[key] = value));
      },
    };
  },
} satisfies Environment;
