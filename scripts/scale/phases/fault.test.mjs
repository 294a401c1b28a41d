import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { judge } from './fault.mjs';
import { instanceNames } from './kill-instances.mjs';

describe('a fault of the plan', () => {
  it('is done when every part it killed came back ready', () => {
    const window = { target: 'services', start: 1_000, end: 7_250 };
    assert.deepEqual(judge({ target: 'services', window, up: [true, true] }), {
      done: true,
      line: 'fault over: services back and ready after 6250 ms',
    });
    assert.deepEqual(judge({ target: 'services', window, up: [true, false] }), {
      done: false,
      line: 'fault over: services back NOT READY after 6250 ms',
    });
  });

  it('kills the first instance of every service at once, or of one worker, or of one gateway', () => {
    const parts = {
      services: [{ name: 'identity' }, { name: 'teams' }],
      workers: [{ name: 'brainstorm-worker' }],
    };
    assert.deepEqual(instanceNames('services', parts), ['identity-1', 'teams-1']);
    assert.deepEqual(instanceNames('worker', parts), ['brainstorm-worker-1']);
    assert.deepEqual(instanceNames('gateway', parts), ['gateway-1']);
  });
});
