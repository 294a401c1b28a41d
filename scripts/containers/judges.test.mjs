import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { challengeFromBrainstorm, judgeJourney } from './journey.mjs';
import { judgePersistence } from './persistence.mjs';
import { countRestarts, judgeRestarts } from './restarts.mjs';
import { checkSettings, overrideFile } from './stack.mjs';
import { closingLine } from './summary.mjs';
import { countJobsSince, judgeWorkers } from './workers.mjs';

const fullJourney = {
  adaRegistered: 201,
  phases: ['ideation', 'validation', 'refinement', 'creation'],
  islaStatuses: [200, 200, 200],
  challengePublished: 201,
  challengeListed: true,
  socketConnected: true,
  teamCreated: 201,
  bobRegistered: 201,
  bobJoined: 200,
  notifiedMs: 420,
};

describe('judgeJourney', () => {
  it('passes a journey that went all the way to the live notification', () => {
    assert.deepEqual(judgeJourney(fullJourney), []);
  });

  it('names each step that went wrong', () => {
    assert.deepEqual(judgeJourney({ ...fullJourney, notifiedMs: null }), [
      'Ada got no live notification within 30 s',
    ]);
    assert.deepEqual(judgeJourney({ ...fullJourney, bobJoined: 409 }), ['Bob joining answered 409']);
    assert.deepEqual(judgeJourney({ ...fullJourney, challengeListed: false }), [
      'the published challenge is not listed',
    ]);
  });

  it('stops at a brainstorm that never reached creation, and at a failed registration', () => {
    assert.deepEqual(judgeJourney({ ...fullJourney, phases: ['ideation'], islaStatuses: [200, 503] }), [
      'Isla answered 503',
      'the brainstorm stopped in ideation',
    ]);
    assert.deepEqual(judgeJourney({ adaRegistered: 429 }), ["Ada's registration answered 429"]);
  });
});

/** A BullMQ event stream: jobs 1 and 2 before the phase, 3 to 5 in it (4 taken over from a killed worker). */
const stream = [
  { at: 100, event: 'added', jobId: '1' },
  { at: 110, event: 'completed', jobId: '1' },
  { at: 120, event: 'added', jobId: '2' },
  { at: 1000, event: 'added', jobId: '3' },
  { at: 1001, event: 'active', jobId: '3' },
  { at: 1002, event: 'completed', jobId: '3' },
  { at: 1003, event: 'added', jobId: '4' },
  { at: 1004, event: 'active', jobId: '4' },
  { at: 1010, event: 'stalled', jobId: '4' },
  { at: 1011, event: 'active', jobId: '4' },
  { at: 1012, event: 'completed', jobId: '4' },
  { at: 1013, event: 'added', jobId: '5' },
];

describe('countJobsSince and judgeWorkers', () => {
  it('counts only the jobs added in the phase; one without an end is lost, with its state', () => {
    const jobs = countJobsSince({ events: stream, states: { 2: 'waiting', 5: 'active' } }, 1000);
    assert.equal(jobs.added, 3);
    assert.equal(jobs.completed, 2);
    assert.equal(jobs.stalled, 1);
    assert.deepEqual(jobs.lost, [{ jobId: '5', state: 'active' }]);
    const problems = judgeWorkers({ workers: 3, jobs, requests: 3, answered: 3, notAnswered: [] });
    assert.deepEqual(problems, ['1 jobs lost (active)']);
  });

  it('passes when every job finished and every request was answered by three workers', () => {
    const events = [...stream, { at: 1020, event: 'completed', jobId: '5' }];
    const jobs = countJobsSince({ events, states: {} }, 1000);
    assert.deepEqual(judgeWorkers({ workers: 3, jobs, requests: 3, answered: 3, notAnswered: [] }), []);
    assert.deepEqual(
      judgeWorkers({ workers: 2, jobs, requests: 4, answered: 3, notAnswered: ['0 socket hang up'] }),
      ['2 worker containers ran, not 3', '1 of 4 requests not answered: 0 socket hang up'],
    );
  });

  it('fails jobs given up or failed, and a phase that queued nothing', () => {
    const events = [
      { at: 1000, event: 'added', jobId: '7' },
      { at: 1001, event: 'removed', jobId: '7' },
      { at: 1002, event: 'added', jobId: '8' },
      { at: 1003, event: 'failed', jobId: '8' },
    ];
    const jobs = countJobsSince({ events, states: {} }, 1000);
    assert.deepEqual(judgeWorkers({ workers: 3, jobs, requests: 2, answered: 2, notAnswered: [] }), [
      '1 jobs failed',
      '1 jobs given up by the API before a worker finished them',
    ]);
    const none = countJobsSince({ events: [], states: {} }, 0);
    assert.deepEqual(judgeWorkers({ workers: 3, jobs: none, requests: 0, answered: 0, notAnswered: [] }), [
      'no job was queued',
    ]);
  });
});

describe('countRestarts and judgeRestarts', () => {
  const attempts = [
    { outcome: 'ok' },
    { outcome: 'clean-503' },
    { outcome: 'clean-503' },
    { outcome: 'reset' },
    { outcome: 'ok' },
  ];
  it('counts retried attempts apart from failed requests', () => {
    const requests = [
      { path: '/api/challenges', outcome: 'ok', status: 200, waitedMs: 40 },
      { path: '/api/teams', outcome: 'ok', status: 200, waitedMs: 3_100 },
    ];
    const counts = countRestarts({ requests, attempts });
    assert.deepEqual(counts, {
      requests: 2,
      failed: 0,
      failures: [],
      clean503: 2,
      refused: 1,
      longestWaitMs: 3_100,
    });
    assert.deepEqual(judgeRestarts({ restarted: [{ service: 'gateway', back: true }] }, counts), []);
  });

  it('fails on a request that did not end in an answer, and on a part that did not come back', () => {
    const requests = [{ path: '/api/challenges', outcome: 'unexpected', status: 502, waitedMs: 10 }];
    const counts = countRestarts({ requests, attempts });
    assert.deepEqual(judgeRestarts({ restarted: [{ service: 'challenges', back: false }] }, counts), [
      'challenges did not come back healthy',
      '1 of 1 requests failed: /api/challenges: unexpected 502',
    ]);
    assert.deepEqual(judgeRestarts({ restarted: [] }, countRestarts({ requests: [], attempts: [] })), [
      'no request was made',
    ]);
  });
});

describe('judgePersistence', () => {
  it('wants the sign-in and the challenge back', () => {
    assert.deepEqual(judgePersistence({ signedIn: 200, listed: true }), []);
    assert.deepEqual(judgePersistence({ signedIn: 401, listed: false }), [
      'signing in after down and up answered 401',
      'the challenge is not listed after down and up',
    ]);
  });
});

describe('the stack settings', () => {
  it('turns mail off, publishes the gateway on the given port and picks the images of infra/images', () => {
    assert.deepEqual(checkSettings(21_234), {
      MAIL_DISABLED: 'true',
      GATEWAY_PORT: '21234',
      PUBLIC_URL: 'http://localhost:21234',
      LOG_LEVEL: 'warn',
      POSTGRES_IMAGE: 'creators-programme/postgres:local',
      REDIS_IMAGE: 'creators-programme/redis:local',
      NATS_IMAGE: 'creators-programme/nats:local',
      PGBOUNCER_IMAGE: 'creators-programme/pgbouncer:local',
    });
  });

  it("with --pgbouncer, points the services' queries at PgBouncer", () => {
    assert.equal(checkSettings(21_234, { pgbouncer: true }).DATABASE_HOST, 'pgbouncer:5432');
    assert.equal(checkSettings(21_234).DATABASE_HOST, undefined);
  });

  it('lifts the simulated people limits on the gateway and the services only', () => {
    const { services } = JSON.parse(overrideFile());
    assert.ok(!('environment' in services['brainstorm-worker']) && !('postgres' in services));
    assert.equal(services.gateway.environment.REGISTER_RATE_LIMIT_PER_IP, '100000');
    assert.equal(services['brainstorm-ai'].environment.ISLA_REPLIES_PER_MINUTE, '100000');
  });

  it('gives every part that runs Node a patient healthcheck, changing only its timeout and start period', () => {
    const { services } = JSON.parse(overrideFile());
    for (const name of ['gateway', 'identity', 'brainstorm-worker', 'discussions', 'programmes'])
      assert.deepEqual(services[name].healthcheck, { timeout: '30s', start_period: '5m' }, name);
  });
});

describe('closingLine', () => {
  it('says every count in one line', () => {
    assert.equal(
      closingLine({
        journey: [],
        workers: { jobs: { added: 30, completed: 30, stalled: 2 } },
        restarts: { requests: 1234, failed: 0 },
        persistence: [],
        seconds: 690,
      }),
      'compose-check: journey ok, jobs 30/30 finished (2 taken over from killed workers), 0 of 1234 requests failed across restarts, data kept, 12 min',
    );
  });

  it('says which phases did not run, and why it stopped', () => {
    assert.equal(
      closingLine({ journey: ['Bob joining answered 409'], seconds: 200, error: 'compose up failed' }),
      'compose-check: journey FAILED, jobs not counted, restarts not run, data not checked, 3 min — FAILED: compose up failed',
    );
  });

  it('says what went through PgBouncer when the check ran with it', () => {
    const rest = { journey: [], persistence: [], seconds: 300, pgbouncer: true };
    assert.match(
      closingLine({ ...rest, pooler: { problems: [], transactions: 812 } }),
      /^compose-check: journey ok, 812 transactions through PgBouncer, jobs not counted/,
    );
    assert.match(
      closingLine({ ...rest, pooler: { problems: ['x'], transactions: 0 } }),
      /journey ok, PgBouncer BYPASSED,/,
    );
    assert.match(closingLine({ ...rest, pooler: undefined }), /journey ok, PgBouncer not checked,/);
  });
});

describe('challengeFromBrainstorm', () => {
  const brainstorm = {
    id: 'b1',
    phase: 'creation',
    draft: {
      title: 'Refill station',
      description: 'A refill station by the kiosk',
      category: 'environment',
      difficulty: 'beginner',
      tags: ['plastic'],
    },
    messages: Array.from({ length: 70 }, (_, i) => ({
      id: `m${i}`,
      message: 'x'.repeat(i === 69 ? 2_500 : 10),
      sender: i % 2 ? 'avatar' : 'user',
      timestamp: '2026-11-27T07:00:00.000Z',
      type: i % 2 ? 'question' : null,
      phase: 'ideation',
    })),
    insights: Array.from({ length: 25 }, (_, i) => `insight ${i}`),
  };

  it('publishes the draft with the newest messages and insights within the limits of product.md §7', () => {
    const challenge = challengeFromBrainstorm(brainstorm);
    assert.equal(challenge.title, 'Refill station');
    assert.equal(challenge.status, 'active');
    assert.equal(challenge.brainstormSession.length, 60);
    assert.equal(challenge.brainstormSession[0].id, 'm10');
    assert.equal(challenge.brainstormSession.at(-1).message.length, 2_000);
    assert.deepEqual(challenge.brainstormSession[0], {
      id: 'm10',
      message: 'x'.repeat(10),
      sender: 'user',
      timestamp: '2026-11-27T07:00:00.000Z',
    });
    assert.equal(challenge.brainstormSession[1].type, 'question');
    assert.deepEqual(challenge.validatedInsights, brainstorm.insights.slice(5));
  });
});
