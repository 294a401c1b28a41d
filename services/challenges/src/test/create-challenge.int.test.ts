import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { type CreateChallengeInput } from '@creators/contracts';
import { translate } from '@creators/texts';
import { readStream } from '@creators/platform/events/testing/read-stream';
import { createTestStream, type TestStream } from '@creators/platform/events/testing/test-nats';
import { waitFor } from '@creators/platform/events/testing/wait-for';
import { startTestSubgraph } from '@creators/platform/testing/index';
import { loadChallengesConfig } from '../config.js';
import { PrismaService } from '../database/prisma.service.js';
import { startChallenges } from '../server.js';
import { serviceDir, type TestApp } from './harness.js';

const CREATE = `mutation ($input: CreateChallengeInput!) {
  createChallenge(input: $input) { id title description category difficulty status tags createdBy author { id } createdAt updatedAt }
}`;

interface CreatedChallenge {
  id: string;
  title: string;
  category: string;
  difficulty: string;
  status: string;
  tags: string[];
  createdBy: string;
  author: { id: string } | null;
  createdAt: string;
}

const newUser = () => ({ id: randomUUID(), role: 'student' });

describe('createChallenge', () => {
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

  it('publishes a challenge with cleaned tags, listed first, with the author as a User reference', async () => {
    const user = newUser();
    // The form splits 'alpha, beta, ,gamma' on commas; the server trims and drops the empty entry.
    const input = {
      title: '  Bike racks are always full  ',
      description: 'There are far too few bike racks near the library, so bikes block the paths.',
      category: 'community',
      tags: 'alpha, beta, ,gamma'.split(','),
    } satisfies CreateChallengeInput;
    const { status, body } = await app.graphql<{ createChallenge: CreatedChallenge }>(CREATE, {
      user,
      variables: { input },
    });
    assert.equal(status, 200);
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    const created = body.data!.createChallenge;
    assert.equal(created.title, 'Bike racks are always full');
    assert.deepEqual(created.tags, ['alpha', 'beta', 'gamma']);
    assert.equal(created.difficulty, 'beginner');
    assert.equal(created.status, 'active');
    assert.equal(created.createdBy, user.id);
    assert.deepEqual(created.author, { id: user.id });

    const list = await app.graphql<{ challenges: { nodes: Array<{ id: string; tags: string[] }> } }>(
      `{ challenges { nodes { id tags } } }`,
    );
    assert.equal(list.body.data!.challenges.nodes[0]!.id, created.id);
    assert.equal(list.body.data!.challenges.nodes[0]!.tags.length, 3);
  });

  it('stores the brainstorm session and insights of a challenge published from the brainstorm', async () => {
    const user = newUser();
    const brainstormSession = [
      {
        id: 'm1',
        message: 'Our canteen throws away so much bread',
        sender: 'user',
        timestamp: '2026-01-01T10:00:00.000Z',
        type: 'question',
      },
      { id: 'm2', message: 'Who notices it first?', sender: 'avatar', timestamp: '2026-01-01T10:00:05.000Z' },
    ] satisfies CreateChallengeInput['brainstormSession'];
    const { body } = await app.graphql<{ createChallenge: CreatedChallenge }>(CREATE, {
      user,
      variables: {
        input: {
          title: 'Bread waste in the canteen',
          description: 'Every afternoon whole loaves of bread are thrown away in our canteen.',
          category: 'sustainability',
          difficulty: 'intermediate',
          tags: ['food'],
          brainstormSession,
          validatedInsights: ['Kitchen staff see the waste first'],
        } satisfies CreateChallengeInput,
      },
    });
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    const row = await app.prisma.challenge.findUniqueOrThrow({
      where: { id: body.data!.createChallenge.id },
    });
    assert.deepEqual(row.brainstormSession, brainstormSession);
    assert.deepEqual(row.validatedInsights, ['Kitchen staff see the waste first']);
  });

  it('refuses bad input with BAD_USER_INPUT and translated field messages, in English and German', async () => {
    const input = { title: 'x', description: 'short', category: 'cooking', tags: [] };
    for (const locale of ['en', 'de'] as const) {
      const { status, body } = await app.graphql(CREATE, {
        user: newUser(),
        context: { locale },
        variables: { input },
      });
      assert.equal(status, 200);
      assert.equal(body.data ?? null, null);
      const error = body.errors![0]!;
      assert.equal(error.extensions?.code, 'BAD_USER_INPUT');
      assert.deepEqual(error.extensions?.fields, {
        title: translate('validation.challenge.title', locale),
        description: translate('validation.challenge.description', locale),
        category: translate('validation.challenge.category', locale),
      });
      assert.equal(error.message, translate('validation.challenge.title', locale));
    }
    assert.match(translate('validation.challenge.title', 'de'), /Titel/);
    assert.equal(await app.prisma.challenge.count({ where: { title: 'x' } }), 0);
  });

  it('refuses a status other than active and a brainstorm session that is not a list of messages', async () => {
    const valid = { title: 'Valid title', description: 'A valid description here', category: 'health' };
    const { body } = await app.graphql(CREATE, {
      user: newUser(),
      variables: { input: { ...valid, status: 'archived' } },
    });
    assert.equal(body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
    assert.deepEqual(Object.keys(body.errors![0]!.extensions!.fields), ['status']);
    for (const brainstormSession of ['just text', [{ message: 'no sender' }], { messages: [] }]) {
      const response = await app.graphql(CREATE, {
        user: newUser(),
        variables: { input: { ...valid, brainstormSession } },
      });
      assert.equal(response.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', response.text);
      assert.ok(
        Object.keys(response.body.errors![0]!.extensions!.fields).every((field) =>
          field.startsWith('brainstormSession'),
        ),
        response.text,
      );
    }
    assert.equal(await app.prisma.challenge.count({ where: { title: 'Valid title' } }), 0);
  });

  it('refuses a write from a signed-out visitor (UNAUTHENTICATED) and an unsigned request (401)', async () => {
    const input = {
      title: 'Anonymous idea',
      description: 'Someone without an account tries this.',
      category: 'health',
    };
    const anonymous = await app.graphql(CREATE, { variables: { input } });
    assert.equal(anonymous.body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    const unsigned = await app.graphql(CREATE, { unsigned: true, variables: { input } });
    assert.equal(unsigned.status, 401);
    assert.equal(unsigned.body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    assert.equal(await app.prisma.challenge.count({ where: { title: 'Anonymous idea' } }), 0);
  });

  it('publishes challenge.created to JetStream exactly once, through the outbox', async () => {
    const user = newUser();
    const { body } = await app.graphql<{ createChallenge: CreatedChallenge }>(CREATE, {
      user,
      variables: {
        input: {
          title: 'Lost and found is a cardboard box',
          description: 'Things found on campus end up in a box nobody knows about.',
          category: 'technology',
          brainstormSession: [
            { id: 'a', message: 'I lost my keys', sender: 'user', timestamp: '2026-01-01T09:00:00.000Z' },
          ],
        } satisfies CreateChallengeInput,
      },
    });
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    const challengeId = body.data!.createChallenge.id;
    const ofThisChallenge = async () =>
      (await readStream(stream.jsm, stream.stream)).filter(
        (stored) => (stored.envelope.payload as { challengeId?: string }).challengeId === challengeId,
      );
    const [event] = await waitFor('challenge.created on the stream', async () => {
      const found = await ofThisChallenge();
      return found.length > 0 ? found : undefined;
    });
    assert.equal(event!.subject, `${stream.subjectPrefix}events.challenge.created`);
    assert.equal(event!.envelope.name, 'challenge.created');
    assert.deepEqual(event!.envelope.payload, {
      challengeId,
      title: 'Lost and found is a cardboard box',
      createdBy: user.id,
      // The author works in no programme (docs/product.md §16).
      programmeId: null,
    });
    assert.equal(event!.msgId, event!.envelope.id);
    await waitFor(
      'the outbox row marked published',
      async () =>
        (await app.prisma.outboxEvent.findUniqueOrThrow({ where: { id: event!.envelope.id } })).publishedAt,
    );
    // Still there once after the relay's next rounds: a later challenge's event, published after it, is there too.
    const later = await app.graphql<{ createChallenge: CreatedChallenge }>(CREATE, {
      user,
      variables: {
        input: {
          title: 'Nobody knows when the library closes',
          description: 'Opening hours change every term and the website is never up to date.',
          category: 'education',
        } satisfies CreateChallengeInput,
      },
    });
    const laterId = later.body.data!.createChallenge.id;
    await waitFor('the later challenge.created on the stream', async () =>
      (await readStream(stream.jsm, stream.stream)).some(
        (stored) => (stored.envelope.payload as { challengeId?: string }).challengeId === laterId,
      ),
    );
    assert.equal((await ofThisChallenge()).length, 1);

    // Sending the brainstorm's messages claims nothing: brainstorm.completed is brainstorm-ai's to publish.
    assert.equal('fromBrainstorm' in event!.envelope.payload, false);
  });
});
