import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import * as broadcast from './broadcast.mjs';
import * as islaReply from './isla-reply.mjs';
import * as lighthouse from './lighthouse.mjs';
import * as routeBudgets from './route-budgets.mjs';
import * as speechFirstByte from './speech-first-byte.mjs';

describe('the figures of one measurement each: judge', () => {
  it("Isla's reply and the speech's first byte: the p95 against the target, the p50 beside it", () => {
    const [reply] = islaReply.judge({ p95: 21.04, p50: 9.96, count: 40 });
    assert.deepEqual(
      [reply.measured, reply.target.value, reply.detail],
      [21.04, 30, 'p50 10.0 ms, 40 replies'],
    );
    const [speech] = speechFirstByte.judge({ p95: 80, p50: 50, count: 38 });
    assert.deepEqual(
      [speech.measured, speech.target.value, speech.detail],
      [80, 100, 'p50 50.0 ms, 38 clips'],
    );
  });

  it('the broadcast: socket.io p95 over ws p95, reported, with the missing deliveries of both', () => {
    const latency = (p95, missing) => ({ p95, p50: p95 / 2, count: 1000 - missing, missing });
    const [figure] = broadcast.judge(
      { socketIo: latency(30, 1), ws: latency(20, 2) },
      { settings: { broadcastClients: 1000 } },
    );
    assert.equal(figure.measured, 1.5);
    assert.equal(figure.target.op, 'report');
    assert.match(figure.name, /^broadcast to 1000 socket\.io clients/);
    assert.equal(
      figure.detail,
      'socket.io p95 30.0 ms (p50 15.0), ws p95 20.0 ms (p50 10.0); 999 and 998 deliveries, 3 missing',
    );
  });

  it('the route budgets: kilobytes of 1,000 bytes against each route’s own budget', () => {
    assert.deepEqual(routeBudgets.judge([{ route: '/teams', gzipBytes: 123_456, budget: 170_000 }]), [
      {
        name: 'initial JavaScript of the /teams route, gzipped (1 KB = 1,000 bytes)',
        target: { op: '<=', value: 170, unit: 'KB' },
        measured: 123.456,
      },
    ]);
  });

  it('Lighthouse: a score of 0 to 1 as a percentage, one of 0 to 100 as it is', () => {
    assert.deepEqual(
      lighthouse.judge({ home: 0.93, teams: 88 }).map((f) => [f.name, f.measured]),
      [
        ['Lighthouse performance score of the home page, mobile', 93],
        ['Lighthouse performance score of the teams page, mobile', 88],
      ],
    );
  });
});
