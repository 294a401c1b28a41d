import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import {
  conversationOutcome,
  faultLine,
  judgeConversation,
  judgePartialAnswer,
  killGaps,
  readinessOver,
  splitJobs,
  summaryLine,
} from './judge.mjs';

describe('readinessOver', () => {
  const window = { start: 1_000, end: 5_000 };
  const sample = (part, at, ready) => ({ part, at, ready });

  it('sees each part not ready while the dependency was down and ready again after', () => {
    const samples = [
      sample('teams', 500, true),
      sample('teams', 2_000, false),
      sample('teams', 5_200, false),
      sample('teams', 5_600, true),
      sample('gateway', 2_000, true),
      sample('gateway', 5_600, true),
    ];
    assert.deepEqual(readinessOver(samples, window), [
      { part: 'teams', downSeen: true, readyAfter: true, readyAt: 5_600 },
      { part: 'gateway', downSeen: false, readyAfter: true, readyAt: 5_600 },
    ]);
  });

  it('does not count a part ready when its last sample is not, or came before the dependency was back', () => {
    assert.deepEqual(
      readinessOver([sample('identity', 2_000, false), sample('identity', 6_000, false)], window),
      [{ part: 'identity', downSeen: true, readyAfter: false, readyAt: null }],
    );
    assert.deepEqual(
      readinessOver([sample('identity', 900, false), sample('identity', 4_000, true)], window),
      [{ part: 'identity', downSeen: false, readyAfter: false, readyAt: null }],
    );
  });
});

describe('conversation outcomes', () => {
  const fallbacks = [
    'Isla cannot answer right now. Please try again in a moment.',
    'Isla cannot speak right now.',
  ];
  const result = (outcome, status, body) => ({ outcome, status, detail: body && JSON.stringify(body) });

  it("counts Isla's answers, the scripted fallbacks (her own 503s) and everything else as unexpected", () => {
    const results = [
      result('ok', 200),
      result('clean-503', 503, { message: fallbacks[0], code: 'SERVICE_UNAVAILABLE' }),
      result('clean-503', 503, { message: fallbacks[1], code: 'SERVICE_UNAVAILABLE' }),
      // a 503 that is not Isla's (a service down): the front end has nothing scripted for it here
      result('clean-503', 503, {
        message: 'This part of the platform is not available',
        code: 'SERVICE_UNAVAILABLE',
      }),
      result('unexpected', 500, { message: 'Something went wrong', code: 'INTERNAL_SERVER_ERROR' }),
      { outcome: 'unexpected', status: 0, detail: 'TimeoutError: no answer within 40000 ms' },
    ];
    assert.deepEqual(
      results.map((r) => conversationOutcome(r, fallbacks)),
      ['answer', 'fallback', 'fallback', 'unexpected', 'unexpected', 'unexpected'],
    );
    const verdict = judgeConversation(results, fallbacks);
    assert.equal(verdict.total, 6);
    assert.equal(verdict.answers, 1);
    assert.equal(verdict.fallbacks, 2);
    assert.equal(verdict.unexpected.length, 3);
  });
});

describe('judgePartialAnswer', () => {
  const message = 'Dieser Teil der Plattform ist gerade nicht erreichbar.';
  const unavailable = (path) => ({ message, path, extensions: { code: 'SERVICE_UNAVAILABLE' } });
  const expected = {
    downPaths: [['team'], ['projects', 'nodes', '*', 'team']],
    upFields: ['me', 'projects'],
    code: 'SERVICE_UNAVAILABLE',
    message,
  };
  const data = () => ({
    me: { id: 'u1' },
    projects: { nodes: [{ id: 'p1', team: null }] },
    team: null,
  });

  it('accepts data for the other services and nulls with errors at the fields of the one down', () => {
    const body = {
      data: data(),
      errors: [unavailable(['team']), unavailable(['projects', 'nodes', 0, 'team', 'name'])],
    };
    assert.deepEqual(judgePartialAnswer(body, expected), { ok: true, problems: [], errors: 2 });
  });

  it('finds a whole answer nulled, errors without paths, wrong codes or messages, and missing errors', () => {
    const nulled = judgePartialAnswer(
      { data: null, errors: [{ message: 'Service down', extensions: { code: 'SERVICE_UNAVAILABLE' } }] },
      expected,
    );
    assert.equal(nulled.ok, false);
    assert.deepEqual(nulled.problems, [
      'no data for me',
      'no data for projects',
      'no error on team',
      'no error on projects.nodes.*.team',
      'an error on (no path), a field the service down does not own',
      `(no path): message "Service down", not "${message}"`,
    ]);
    const wrong = judgePartialAnswer(
      {
        data: { ...data(), team: { id: 't1' } },
        errors: [
          { ...unavailable(['team']), extensions: { code: 'INTERNAL_SERVER_ERROR' } },
          unavailable(['me']),
        ],
      },
      { ...expected, required: [['team']] },
    );
    assert.deepEqual(wrong.problems, [
      'team is not null',
      'team: code INTERNAL_SERVER_ERROR, not SERVICE_UNAVAILABLE',
      'an error on me, a field the service down does not own',
    ]);
  });
});

describe('splitJobs', () => {
  it('counts the jobs added before and after a moment, and how many of each ended', () => {
    const events = [
      { event: 'added', jobId: '1', at: 100, queue: 'ai' },
      { event: 'added', jobId: '1', at: 150, queue: 'speech' },
      { event: 'active', jobId: '1', at: 200, queue: 'ai' },
      { event: 'added', jobId: '2', at: 300, queue: 'ai' },
      { event: 'completed', jobId: '1', at: 400, queue: 'ai' },
      { event: 'stalled', jobId: '1', at: 450, queue: 'speech' },
      { event: 'failed', jobId: '1', at: 500, queue: 'speech' },
      { event: 'added', jobId: '3', at: 600, queue: 'ai' },
      { event: 'removed', jobId: '3', at: 700, queue: 'ai' },
    ];
    assert.deepEqual(splitJobs(events, 250), {
      before: { added: 2, finished: 2 },
      after: { added: 2, finished: 1 },
    });
  });
});

describe('killGaps', () => {
  it('spreads the kills between the shortest and the longest gap', () => {
    const values = [0, 0.5, 1];
    assert.deepEqual(
      killGaps(3, { minGapMs: 1_000, maxGapMs: 3_000 }, () => values.shift()),
      [1_000, 2_000, 3_000],
    );
    assert.equal(killGaps(20).length, 20);
  });
});

describe('the lines', () => {
  it('prints a fault with its figures and ok, or FAILED with its problems', () => {
    assert.equal(
      faultLine({ name: 'redis restarted', details: ['sessions ok', '0 jobs lost'], problems: [] }),
      'faults: redis restarted: sessions ok, 0 jobs lost; ok',
    );
    assert.equal(
      faultLine({ name: 'nats restarted', details: ['events 10 sent'], problems: ['1 events lost', 'x'] }),
      'faults: nats restarted: events 10 sent; FAILED (1 events lost; x)',
    );
  });

  const fault = (name, figures = {}) => ({
    name,
    problems: [],
    injected: 1,
    requests: 10,
    clean503: 2,
    unexpected: 0,
    ...figures,
  });
  const totals = {
    events: { sent: 50, lost: 0, doubled: 0 },
    jobs: { added: 20, lost: 0 },
    seconds: 200.4,
    planned: 2,
  };

  it('passes only when every planned fault ran clean and nothing was lost or doubled', () => {
    const all = [fault('redis restarted'), fault('worker killed', { injected: 5, clean503: 3 })];
    assert.deepEqual(summaryLine(all, totals), {
      passed: true,
      line:
        'faults: passed; 2 faults injected (6 kills or stops); requests 20, 5 clean 503s, 0 unexpected; ' +
        'events 50 sent, 0 lost, 0 doubled; jobs 20, 0 lost; 200 s',
    });
    const failed = summaryLine([all[0], { ...all[1], problems: ['2 jobs left behind'] }], totals);
    assert.equal(failed.passed, false);
    assert.match(failed.line, /^faults: FAILED; worker killed failed; /);
    assert.equal(summaryLine(all, { ...totals, events: { sent: 50, lost: 1, doubled: 0 } }).passed, false);
    assert.equal(summaryLine(all, { ...totals, jobs: { added: 20, lost: 1 } }).passed, false);
    assert.match(summaryLine([all[0]], totals).line, /^faults: FAILED; 1 of 2 faults run; /);
    // A part refused by NATS (outside its permissions) fails the suite; none refused shows as such.
    const refused = summaryLine(all, { ...totals, natsRefused: 3 });
    assert.equal(refused.passed, false);
    assert.match(refused.line, /^faults: FAILED; a part was refused on the bus; .*; NATS 3 refused; 200 s$/);
    assert.match(
      summaryLine(all, { ...totals, natsRefused: 0 }).line,
      /^faults: passed; .*; NATS 0 refused; 200 s$/,
    );
    const aborted = summaryLine([], { ...totals, events: null, jobs: null, aborted: 'Redis did not answer' });
    assert.equal(aborted.passed, false);
    assert.match(
      aborted.line,
      /^faults: FAILED; aborted \(Redis did not answer\); .*events not counted; jobs not counted/,
    );
  });
});
