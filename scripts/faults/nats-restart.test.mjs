import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { judge } from './nats-restart.mjs';

const fine = {
  window: { start: 0, end: 4_050 },
  restarted: true,
  verdict: { total: 80, clean503: 4, unexpected: [] },
  writes: 50,
  events: { sent: 61, lost: 0, doubled: 0, unchecked: 0, notified: 9 },
  consumers: 7,
};

describe('fault 2, NATS restarted: judge', () => {
  it('passes when every event was published and applied once', () => {
    const result = judge(fine);
    assert.deepEqual(result.problems, []);
    assert.deepEqual(result.details, [
      'SIGKILL mid-write, 4.0 s down',
      '80 requests (50 writes), 4 clean 503s, 0 unexpected',
      'events 61 sent, 0 lost, 0 doubled (outboxes, stream, 7 consumers, 9 notifications)',
    ]);
  });

  it('fails on a lost or doubled event, a consumer it cannot check, or a server that did not come back', () => {
    const result = judge({
      ...fine,
      restarted: false,
      verdict: { ...fine.verdict, unexpected: [{}] },
      events: { ...fine.events, doubled: 1, unchecked: 2 },
    });
    assert.deepEqual(result.problems, [
      'nats-server did not start again',
      '1 unexpected answers',
      '0 events lost, 1 doubled',
      '2 consumers unchecked',
    ]);
  });
});
