import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { expectedNotifications, reconcileEvents, reconcileJobs, unfinishedJobs } from './reconcile.mjs';

const published = new Date();
const row = (id, name, payload = {}, publishedAt = published) => ({ id, name, payload, publishedAt });

/** A healthy world: e1..e3 published once, applied by the consumer that handles them, e2 notified. */
function world() {
  const outbox = [row('e1', 'team.created'), row('e2', 'team.member_joined'), row('e3', 'user.registered')];
  return {
    outbox,
    stream: new Map(outbox.map((r) => [r.id, 1])),
    consumers: [
      {
        name: 'showcase-team-members',
        events: ['team.created', 'team.member_joined'],
        processed: new Set(['e1', 'e2']),
      },
    ],
    notifications: { expected: new Set(['e2']), claimed: new Set(['e2']) },
  };
}

describe('reconcileEvents', () => {
  it('finds nothing lost or doubled when every event went out once and was applied once', () => {
    assert.deepEqual(reconcileEvents(world()), { sent: 3, lost: [], doubled: [] });
  });

  it('finds events left in an outbox, missing from the stream, not applied or not notified', () => {
    const input = world();
    input.outbox.push(row('e4', 'user.registered', {}, null));
    input.stream.delete('e3');
    input.consumers[0].processed.delete('e1');
    input.notifications.claimed.delete('e2');
    assert.deepEqual(
      reconcileEvents(input).lost.map(({ id, where }) => `${id}: ${where}`),
      [
        'e3: not in the stream',
        'e4: still in the outbox',
        'e1: not applied by showcase-team-members',
        'e2: not notified by any gateway',
      ],
    );
  });

  it('finds events stored twice, strays, and side effects recorded twice', () => {
    const input = world();
    input.stream.set('e1', 2);
    input.stream.set('x', 1);
    input.consumers[0].processed.add('y');
    const award = { userId: 'u1', achievementId: 'first-team' };
    input.outbox.push(row('a1', 'achievement.earned', award), row('a2', 'achievement.earned', award));
    input.outbox.push(row('b1', 'brainstorm.completed', { challengeId: 'c1' }));
    for (const id of ['a1', 'a2', 'b1']) input.stream.set(id, 1);
    assert.deepEqual(
      reconcileEvents(input).doubled.map(({ id, how }) => `${id}: ${how}`),
      [
        'e1: 2 copies in the stream',
        'x: in the stream but in no outbox',
        'y: applied by showcase-team-members but in no outbox',
        'a1: recorded 2 times for u1/first-team',
      ],
    );
  });
});

describe('reconcileJobs', () => {
  const history = [
    { event: 'added', jobId: '1', name: 'generate-response' },
    { event: 'waiting', jobId: '1' },
    { event: 'added', jobId: '2' },
    { event: 'active', jobId: '1' },
    { event: 'added', jobId: '3' },
    { event: 'added', jobId: '4' },
    { event: 'completed', jobId: '1' },
    { event: 'drained' },
    { event: 'active', jobId: '2' },
    { event: 'stalled', jobId: '2' },
    { event: 'active', jobId: '2' },
    { event: 'failed', jobId: '2' },
    { event: 'retries-exhausted', jobId: '2' },
    { event: 'removed', jobId: '3' },
    { event: 'active', jobId: '4' },
  ];

  it('counts finished jobs by how they ended, and an unfinished one as lost with its state', () => {
    assert.deepEqual(reconcileJobs(history, new Map([['4', 'active']])), {
      added: 4,
      completed: 1,
      failed: 1,
      removed: 1,
      lost: [{ jobId: '4', state: 'active' }],
      complete: true,
    });
    assert.deepEqual(unfinishedJobs(history), ['4']);
  });

  it('takes a job taken over after its worker died, and then completed, as completed', () => {
    const taken = [
      { event: 'added', jobId: '1' },
      { event: 'active', jobId: '1' },
      { event: 'stalled', jobId: '1' },
      { event: 'waiting', jobId: '1' },
      { event: 'active', jobId: '1' },
      { event: 'completed', jobId: '1' },
    ];
    assert.deepEqual(reconcileJobs(taken).lost, []);
  });

  it('says when the history no longer starts at the first job', () => {
    assert.equal(reconcileJobs(history.slice(2)).complete, false);
    assert.equal(reconcileJobs([]).complete, true);
  });
});

describe('expectedNotifications', () => {
  it('expects the notified kinds the gateway plans a notification for, recorded after the gateways started', () => {
    const at = (ms) => new Date(ms);
    const outbox = [
      { id: 'old', name: 'team.member_joined', payload: {}, occurredAt: at(1_000) },
      { id: 'joined', name: 'team.member_joined', payload: {}, occurredAt: at(3_000) },
      { id: 'quiet', name: 'team.member_joined', payload: { quiet: true }, occurredAt: at(3_000) },
      { id: 'other', name: 'user.registered', payload: {}, occurredAt: at(3_000) },
    ];
    const seen = [];
    const plan = (event) => {
      seen.push(event);
      return !event.payload.quiet;
    };
    const expected = expectedNotifications(outbox, { notified: ['team.member_joined'], plan, since: 2_000 });
    assert.deepEqual([...expected], ['joined']);
    assert.deepEqual(seen[0], {
      id: 'joined',
      name: 'team.member_joined',
      occurredAt: at(3_000).toISOString(),
      payload: {},
    });
  });
});
