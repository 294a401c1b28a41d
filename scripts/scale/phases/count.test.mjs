import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { passed } from '../summary.mjs';
import { judge } from './count.mjs';

const published = new Date();
const BRAINSTORM = 'POST /api/perplexity/generate-response';
const request = (person, action, outcome, start, status = 200) => ({
  person,
  action,
  outcome,
  status,
  start,
  end: start + 100,
});

/** A run where everything went well: two events sent, applied and notified, a job done, two requests ok. */
function observed() {
  return {
    counted: {
      outbox: [
        { id: 'e1', name: 'team.created', payload: {}, publishedAt: published },
        { id: 'e2', name: 'team.member_joined', payload: {}, publishedAt: published },
      ],
      stream: new Map([
        ['e1', 1],
        ['e2', 1],
      ]),
      consumers: [
        {
          name: 'showcase-team-members',
          events: ['team.created', 'team.member_joined'],
          processed: new Set(['e1', 'e2']),
        },
      ],
      claimed: new Set(['e2']),
      strangers: [],
    },
    expected: new Set(['e2']),
    received: [new Map([['e2', 1]])],
    jobs: { added: 1, completed: 1, failed: 0, removed: 0, lost: [], complete: true },
    results: [request('Ada', BRAINSTORM, 'ok', 1_000), request('Bo', 'GET /api/teams', 'ok', 2_000)],
    windows: [{ target: 'gateway', start: 5_000, end: 9_000 }],
    loadStart: 0,
    refused: [],
    gatewayConnections: [3, 4],
    services: 6,
    checks: [{ passed: true }, { passed: true }, { passed: true }],
    faults: { done: 4, planned: 4 },
  };
}

describe('counting at the end: judge', () => {
  it('makes a passing result of a run without loss, and explains it', () => {
    const { result, lines } = judge(observed());
    assert.deepEqual(result, {
      events: { sent: 2, lost: 0, doubled: 0, unchecked: 0 },
      jobs: { added: 1, lost: 0, failed: 0, complete: true },
      requests: { total: 2, unexpected: 0, clean503: 0, resets: 0 },
      checks: { passed: 3, total: 3 },
      faults: { done: 4, planned: 4 },
      nats: { refused: 0 },
    });
    assert.equal(passed({ ...result, seconds: 1 }), true);
    assert.deepEqual(lines, [
      "events: 2 in 6 outboxes, 2 in the stream; applied: showcase-team-members 2; notified 1 (expected 1), 1 received on the load's sockets",
      'jobs: 1 added, 1 completed, 0 failed, 0 removed (the API gave up waiting); 1 brainstorm replies answered',
      'fault windows: gateway +5.0s to +9.0s',
      'proxies: gateway connections 3 / 4; requests 2 ok, 0 clean 503s and 0 resets during faults',
    ]);
  });

  it('counts a notification a socket got twice as doubled, and an error outside every window as unexpected', () => {
    const input = observed();
    input.received = [new Map([['e2', 2]])];
    input.results.push(request('Bo', 'POST /api/teams', 'error', 20_000, 500));
    input.checks = [{ passed: true }, { passed: false }];
    input.refused = ['creators-teams: publish denied'];
    const { result, lines } = judge(input);
    assert.equal(result.events.doubled, 1);
    assert.equal(result.requests.unexpected, 1);
    assert.deepEqual(result.checks, { passed: 1, total: 2 });
    assert.equal(result.nats.refused, 1);
    assert.equal(passed({ ...result, seconds: 1 }), false);
    assert.deepEqual(lines.slice(4), [
      'DOUBLED notification e2: received 2 times on one socket',
      'UNEXPECTED POST /api/teams by Bo: error 500  (+20.0s to +20.1s)',
      '  before it: GET /api/teams ok 200  (+2.0s)',
      'NATS refused: creators-teams: publish denied',
    ]);
  });

  it('says so when the queue history no longer holds the first job', () => {
    const input = observed();
    input.jobs = { ...input.jobs, complete: false };
    assert.ok(
      judge(input).lines.includes(
        'the queue history no longer holds the first job: jobs cannot all be counted',
      ),
    );
  });
});
