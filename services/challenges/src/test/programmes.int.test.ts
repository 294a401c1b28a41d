import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import {
  eventSubject,
  type CreateChallengeInput,
  type EventEnvelope,
  type EventName,
} from '@creators/contracts';
import { readStream } from '@creators/platform/events/testing/read-stream';
import { createTestStream, type TestStream } from '@creators/platform/events/testing/test-nats';
import { waitFor } from '@creators/platform/events/testing/wait-for';
import { startTestSubgraph } from '@creators/platform/testing/index';
import { loadChallengesConfig } from '../config.js';
import { PrismaService } from '../database/prisma.service.js';
import { ERASURE_CONSUMER } from '../privacy/erasure.js';
import { CURRENT_PROGRAMMES_CONSUMER } from '../programmes/current-programmes.events.js';
import { startChallenges } from '../server.js';
import { serviceDir, type TestApp } from './harness.js';

const CREATE = `mutation ($input: CreateChallengeInput!) { createChallenge(input: $input) { id programmeId } }`;
const LIST = `query ($programmeId: ID, $first: Int, $after: String) {
  challenges(programmeId: $programmeId, first: $first, after: $after) {
    nodes { id programmeId } totalCount pageInfo { hasNextPage endCursor }
  }
}`;

interface ListAnswer {
  challenges: {
    nodes: Array<{ id: string; programmeId: string | null }>;
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

const newUser = () => ({ id: randomUUID(), role: 'student' });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('challenges of a programme (docs/product.md §16)', () => {
  let stream: TestStream;
  let app: TestApp;

  beforeAll(async () => {
    stream = await createTestStream();
    app = await startTestSubgraph({
      name: 'challenges',
      serviceDir,
      loadConfig: loadChallengesConfig,
      start: startChallenges,
      prisma: PrismaService,
      env: { NATS_SUBJECT_PREFIX: stream.subjectPrefix, EVENT_STREAM: stream.stream },
    });
  });
  afterAll(async () => {
    await app?.close();
    await stream?.remove();
  });

  const publish = <N extends EventName>(name: N, payload: EventEnvelope<N>['payload']) =>
    stream.nc.publish(
      eventSubject(name, stream.subjectPrefix),
      JSON.stringify({ id: randomUUID(), name, occurredAt: new Date().toISOString(), payload }),
    );

  const caughtUp = (consumer: string) =>
    waitFor(`${consumer} to catch up`, async () => {
      await stream.nc.flush();
      const info = await stream.jsm.consumers.info(stream.stream, consumer).catch(() => null);
      return info !== null && info.num_pending === 0 && info.num_ack_pending === 0;
    });

  const create = async (user: { id: string; role: string }, title: string) => {
    const { body, text } = await app.graphql<{ createChallenge: { id: string; programmeId: string | null } }>(
      CREATE,
      {
        user,
        variables: {
          input: {
            title,
            description: 'A description long enough for the rules of a challenge.',
            category: 'education',
          } satisfies CreateChallengeInput,
        },
      },
    );
    assert.equal(body.errors, undefined, text);
    return body.data!.createChallenge;
  };

  it("attributes a new challenge to its author's current programme; an older change never overwrites a newer one", async () => {
    const author = newUser();
    const programme = randomUUID();
    const older = randomUUID();
    publish('programme.current_changed', {
      userId: author.id,
      programmeId: programme,
      changedAt: minutesAgo(1),
    });
    // Delivered later but changed earlier: ignored.
    publish('programme.current_changed', { userId: author.id, programmeId: older, changedAt: minutesAgo(5) });
    // Malformed ones are skipped rather than retried forever.
    publish('programme.current_changed', {
      userId: 'nobody',
      programmeId: programme,
      changedAt: minutesAgo(1),
    });
    publish('programme.current_changed', {
      userId: author.id,
      programmeId: 'nope',
      changedAt: minutesAgo(0),
    });
    publish('programme.current_changed', { userId: author.id, programmeId: older, changedAt: 'yesterday' });
    await caughtUp(CURRENT_PROGRAMMES_CONSUMER);

    const inProgramme = await create(author, 'Homework apps all look the same');
    assert.equal(inProgramme.programmeId, programme);
    const row = await app.prisma.challenge.findUniqueOrThrow({ where: { id: inProgramme.id } });
    assert.equal(row.programmeId, programme);
    const [event] = await waitFor('challenge.created on the stream', async () => {
      const found = (await readStream(stream.jsm, stream.stream)).filter(
        (stored) => (stored.envelope.payload as { challengeId?: string }).challengeId === inProgramme.id,
      );
      return found.length > 0 ? found : undefined;
    });
    assert.deepEqual(event!.envelope.payload, {
      challengeId: inProgramme.id,
      title: 'Homework apps all look the same',
      createdBy: author.id,
      programmeId: programme,
    });

    // Leaving every programme: their next challenge belongs to none.
    publish('programme.current_changed', { userId: author.id, programmeId: null, changedAt: minutesAgo(0) });
    await caughtUp(CURRENT_PROGRAMMES_CONSUMER);
    const open = await create(author, 'The bus timetable is a riddle');
    assert.equal(open.programmeId, null);
    // The first one stays in its programme.
    const again = await app.prisma.challenge.findUniqueOrThrow({ where: { id: inProgramme.id } });
    assert.equal(again.programmeId, programme);

    // Someone the programmes service never spoke of publishes in the open community.
    assert.equal((await create(newUser(), 'Nobody waters the school garden')).programmeId, null);
  });

  it('lists the challenges of one programme, newest first, a page at a time', async () => {
    const programme = randomUUID();
    const [first, second] = [newUser(), newUser()];
    for (const user of [first, second])
      publish('programme.current_changed', {
        userId: user.id,
        programmeId: programme,
        changedAt: minutesAgo(0),
      });
    await caughtUp(CURRENT_PROGRAMMES_CONSUMER);
    const a = await create(first, 'Lockers jam every winter');
    const b = await create(second, 'Nobody finds the quiet rooms');
    const c = await create(first, 'The canteen queue takes half the break');
    await create(newUser(), 'A challenge of nobody’s programme');

    const page1 = await app.graphql<ListAnswer>(LIST, { variables: { programmeId: programme, first: 2 } });
    assert.equal(page1.body.errors, undefined, page1.text);
    assert.deepEqual(
      page1.body.data!.challenges.nodes.map((node) => node.id),
      [c.id, b.id],
    );
    assert.equal(page1.body.data!.challenges.totalCount, 3);
    assert.equal(page1.body.data!.challenges.pageInfo.hasNextPage, true);
    const page2 = await app.graphql<ListAnswer>(LIST, {
      variables: { programmeId: programme, first: 2, after: page1.body.data!.challenges.pageInfo.endCursor },
    });
    assert.deepEqual(
      page2.body.data!.challenges.nodes.map((node) => [node.id, node.programmeId]),
      [[a.id, programme]],
    );
    assert.equal(page2.body.data!.challenges.pageInfo.hasNextPage, false);

    const none = await app.graphql<ListAnswer>(LIST, { variables: { programmeId: randomUUID() } });
    assert.equal(none.body.data!.challenges.totalCount, 0);
    const bad = await app.graphql(LIST, { variables: { programmeId: 'not-a-uuid' } });
    assert.equal(bad.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', bad.text);
  });

  it("forgets an erased person's current programme", async () => {
    const person = newUser();
    publish('programme.current_changed', {
      userId: person.id,
      programmeId: randomUUID(),
      changedAt: minutesAgo(0),
    });
    await caughtUp(CURRENT_PROGRAMMES_CONSUMER);
    assert.equal(await app.prisma.currentProgramme.count({ where: { userId: person.id } }), 1);
    publish('user.erased', { userId: person.id });
    await caughtUp(ERASURE_CONSUMER);
    assert.equal(await app.prisma.currentProgramme.count({ where: { userId: person.id } }), 0);
  });
});
