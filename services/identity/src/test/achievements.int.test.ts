import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { eventSubject, type EventEnvelope, type EventName, type EventPayloads } from '@creators/contracts';
import { encodeEnvelope } from '@creators/platform/events/envelope';
import { createTestStream, type TestStream } from '@creators/platform/events/testing/test-nats';
import { waitFor } from '@creators/platform/events/testing/wait-for';
import { ACHIEVEMENTS_CONSUMER, awardAchievement } from '../achievements/achievement-awards.js';
import { ACHIEVEMENT_CATALOGUE, ACHIEVEMENT_KEYS } from '../achievements/catalogue.js';
import { startTestIdentity, uniqueEmail, type TestIdentity } from './harness.js';

let stream: TestStream;
let identity: TestIdentity;
beforeAll(async () => {
  stream = await createTestStream();
  identity = await startTestIdentity({
    NATS_SUBJECT_PREFIX: stream.subjectPrefix,
    EVENT_STREAM: stream.stream,
  });
});
afterAll(async () => {
  await identity?.stop();
  await stream?.remove();
});

function envelope<N extends EventName>(name: N, payload: EventPayloads[N]): EventEnvelope<N> {
  return { id: randomUUID(), name, occurredAt: new Date().toISOString(), payload };
}

/**
 * Publishes as another service's outbox relay would, with plain NATS (the stream stores whatever arrives on its
 * subjects); without a message id, the same envelope published twice is stored twice, i.e. delivered twice.
 */
async function publish(...events: EventEnvelope[]): Promise<void> {
  for (const event of events)
    stream.nc.publish(eventSubject(event.name, stream.subjectPrefix), encodeEnvelope(event));
  await stream.nc.flush();
}

/** Waits until the achievements consumer has acknowledged everything the stream held so far. */
async function consumed(): Promise<void> {
  const { state } = await stream.jsm.streams.info(stream.stream);
  await waitFor('the achievements consumer to catch up', async () => {
    const info = await stream.jsm.consumers.info(stream.stream, ACHIEVEMENTS_CONSUMER).catch(() => null);
    return !!info && info.ack_floor.stream_seq >= state.last_seq && info.num_ack_pending === 0;
  });
}

async function newUser(firstName = 'Badge'): Promise<string> {
  const user = await identity.prisma.user.create({
    data: { email: uniqueEmail('achiever'), firstName, lastName: 'Tester', skills: ['Design'] },
  });
  return user.id;
}

const keysOf = async (userId: string) =>
  (await identity.prisma.userAchievement.findMany({ where: { userId }, include: { achievement: true } }))
    .map((row) => row.achievement.key)
    .sort();

const earnedEvents = async (userId: string) =>
  (await identity.prisma.outboxEvent.findMany({ where: { name: 'achievement.earned' } })).filter(
    (row) => (row.payload as { userId?: string }).userId === userId,
  );

const MY_ACHIEVEMENTS =
  '{ myAchievements { nodes { id key name title description icon category points earnedAt } } }';

describe('achievements awarded from events', () => {
  it('uses the badge keys of the contract', () => {
    assert.deepEqual(ACHIEVEMENT_CATALOGUE.map((entry) => entry.key).sort(), [
      'brainstorm-completed',
      'first-challenge',
      'first-feedback',
      'first-like',
      'first-mentored-meeting',
      'first-project',
      'first-team',
      'five-likes',
    ]);
  });

  it('awards a badge once when the same event is delivered twice, and records achievement.earned once', async () => {
    const userId = await newUser('Twice');
    const joined = envelope('team.member_joined', {
      teamId: randomUUID(),
      teamName: 'Alpha',
      userId,
      leaderId: randomUUID(),
    });
    await publish(joined, joined);
    await consumed();

    assert.deepEqual(await keysOf(userId), [ACHIEVEMENT_KEYS.firstTeam]);
    const processed = await identity.prisma.processedEvent.count({
      where: { consumer: ACHIEVEMENTS_CONSUMER, eventId: joined.id },
    });
    assert.equal(processed, 1);
    const earned = await earnedEvents(userId);
    assert.equal(earned.length, 1);
    const firstTeam = ACHIEVEMENT_CATALOGUE.find((entry) => entry.key === ACHIEVEMENT_KEYS.firstTeam)!;
    assert.deepEqual(earned[0]!.payload, {
      userId,
      achievementId: firstTeam.id,
      key: firstTeam.key,
      name: firstTeam.name,
    });
    // ... and the relay publishes it (to the gateway's live notifications).
    await waitFor(
      'achievement.earned published',
      async () =>
        (await identity.prisma.outboxEvent.findUniqueOrThrow({ where: { id: earned[0]!.id } })).publishedAt,
    );
  });

  it('awards a badge once per user however many events earn it', async () => {
    const userId = await newUser('Joiner');
    const join = () =>
      envelope('team.member_joined', {
        teamId: randomUUID(),
        teamName: 'Team',
        userId,
        leaderId: randomUUID(),
      });
    await publish(join(), join(), join());
    await consumed();
    assert.deepEqual(await keysOf(userId), [ACHIEVEMENT_KEYS.firstTeam]);
    assert.equal((await earnedEvents(userId)).length, 1);
    // The unique constraint holds even when the award runs again outside the consumer.
    const again = await identity.prisma.$transaction((tx) =>
      awardAchievement(tx, userId, ACHIEVEMENT_KEYS.firstTeam),
    );
    assert.equal(again, false);
    assert.equal((await earnedEvents(userId)).length, 1);
  });

  it('awards first-like from the first like and five-likes once a project has five', async () => {
    const owner = await newUser('Owner');
    const projectId = randomUUID();
    const liked = (likes: number, isLike = true) =>
      envelope('project.liked', {
        projectId,
        title: 'Pill Pal',
        likedBy: randomUUID(),
        ownerIds: [owner],
        likes,
        liked: isLike,
      });
    await publish(liked(1), liked(2), liked(3), liked(4));
    await consumed();
    assert.deepEqual(await keysOf(owner), [ACHIEVEMENT_KEYS.firstLike]);

    // A like taken back earns nothing, whatever the count.
    await publish(liked(7, false));
    await consumed();
    assert.deepEqual(await keysOf(owner), [ACHIEVEMENT_KEYS.firstLike]);

    await publish(liked(5), liked(4, false), liked(5), liked(6));
    await consumed();
    assert.deepEqual(await keysOf(owner), [ACHIEVEMENT_KEYS.fiveLikes, ACHIEVEMENT_KEYS.firstLike].sort());
    const earned = (await earnedEvents(owner)).map((row) => (row.payload as { name: string }).name).sort();
    assert.deepEqual(earned, ['Crowd Favourite', 'First Fan']);

    const { body } = await identity.gql<{
      myAchievements: { nodes: Array<{ key: string; title: string; earnedAt: string }> };
    }>(MY_ACHIEVEMENTS, {}, { user: { id: owner, role: 'student' } });
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    assert.deepEqual(body.data!.myAchievements.nodes.map((achievement) => achievement.key).sort(), [
      'first-like',
      'five-likes',
    ]);
    for (const achievement of body.data!.myAchievements.nodes) {
      assert.ok(achievement.title.length > 0);
      assert.ok(!Number.isNaN(Date.parse(achievement.earnedAt)));
    }
  });

  it('liking one’s own project earns nothing; five-likes counts other people’s likes only', async () => {
    const owner = await newUser('Selfie');
    const projectId = randomUUID();
    const like = (likedBy: string, likes: number, likesFromOthers: number) =>
      envelope('project.liked', {
        projectId,
        title: 'Mirror',
        likedBy,
        ownerIds: [owner],
        likes,
        likesFromOthers,
        liked: true,
      });
    // The owner likes first: no first-like.
    await publish(like(owner, 1, 0));
    await consumed();
    assert.deepEqual(await keysOf(owner), []);
    // Four others like it too (five likes in all, four of them from others): first-like, not five-likes.
    await publish(
      like(randomUUID(), 2, 1),
      like(randomUUID(), 3, 2),
      like(randomUUID(), 4, 3),
      like(randomUUID(), 5, 4),
    );
    await consumed();
    assert.deepEqual(await keysOf(owner), [ACHIEVEMENT_KEYS.firstLike]);
    // Even when the owner's own like is the one that reaches five others' worth of count.
    await publish(like(owner, 5, 4));
    await consumed();
    assert.deepEqual(await keysOf(owner), [ACHIEVEMENT_KEYS.firstLike]);
    await publish(like(randomUUID(), 6, 5));
    await consumed();
    assert.deepEqual(await keysOf(owner), [ACHIEVEMENT_KEYS.firstLike, ACHIEVEMENT_KEYS.fiveLikes].sort());
  });

  it('awards first-challenge, brainstorm-completed (from brainstorm.completed only) and first-project', async () => {
    const author = await newUser('Author');
    const other = await newUser('Plain');
    const brainstormed = randomUUID();
    await publish(
      envelope('challenge.created', {
        challengeId: brainstormed,
        title: 'Quiet library',
        createdBy: author,
      }),
      envelope('brainstorm.completed', { userId: author, challengeId: brainstormed }),
      envelope('challenge.created', {
        challengeId: randomUUID(),
        title: 'Bike racks',
        createdBy: other,
        // What an old client might still send: it earns nothing.
        ...({ fromBrainstorm: true } as object),
      }),
      envelope('project.showcased', {
        projectId: randomUUID(),
        title: 'Rack map',
        teamId: randomUUID(),
        createdBy: other,
      }),
    );
    await consumed();
    assert.deepEqual(await keysOf(author), ['brainstorm-completed', 'first-challenge']);
    assert.deepEqual(await keysOf(other), ['first-challenge', 'first-project']);
  });

  it('ignores events about users it does not know', async () => {
    const stranger = randomUUID();
    await publish(
      envelope('project.showcased', {
        projectId: randomUUID(),
        title: 'Ghost',
        teamId: randomUUID(),
        createdBy: stranger,
      }),
    );
    await consumed();
    assert.deepEqual(await keysOf(stranger), []);
    assert.equal((await earnedEvents(stranger)).length, 0);
  });

  it('lists the catalogue with keys, and myAchievements needs a signed-in user', async () => {
    const { body } = await identity.gql<{ achievements: Array<{ key: string; name: string }> }>(
      '{ achievements { key name } }',
    );
    assert.equal(body.errors, undefined);
    // Without the seed, the catalogue rows are those an award has made: each with its catalogue key and name.
    assert.ok(body.data!.achievements.length > 0);
    for (const achievement of body.data!.achievements) {
      const entry = ACHIEVEMENT_CATALOGUE.find((candidate) => candidate.key === achievement.key);
      assert.equal(achievement.name, entry?.name);
    }
    const signedOut = await identity.gql(MY_ACHIEVEMENTS);
    assert.equal(signedOut.body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  });
});
