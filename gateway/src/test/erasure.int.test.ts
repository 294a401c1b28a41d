/**
 * "Delete my account" end to end (docs/product.md §15), with all seven services and the gateway: a person with
 * content in every service deletes their account while the showcase service is down; once it is back and has
 * applied user.erased, no table of any of the seven databases and no key or value in Redis names them (id, e-mail
 * address, name), what others built on stays with the right counts, the event applies once and again changes
 * nothing, and wrong passwords or confirmations are refused in English and German.
 */
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { Redis } from 'ioredis';
import pg from 'pg';
import { eventSubject, type EventEnvelope } from '@creators/contracts';
import { MESSAGES } from '@creators/texts';
import { startTestSystem, type ServiceName, type TestSystem } from './harness.js';
import { call as callAt, student, waitFor, type Answer, type CallOptions } from './client.js';
import { RowCounter, countChanges } from './fuzz/row-counts.js';

let system: TestSystem;

const call = (path: string, init?: CallOptions) => callAt(system.gatewayUrl, path, init);

interface Person {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  cookie: string;
}

const cookieOf = (answer: Answer) =>
  answer.headers
    .getSetCookie()
    .find((line) => line.startsWith('sid='))!
    .split(';')[0]!;

/** A new student with a first name no one else has (so that a search for the name finds only theirs). */
async function signUp(name: string): Promise<Person> {
  const details = { ...student(`${name}${randomBytes(4).toString('hex')}`), lastName: 'Erasetest' };
  const answer = await call('/api/auth/register', { method: 'POST', body: details });
  assert.equal(answer.status, 201, answer.text);
  return {
    id: answer.json.id,
    email: details.email,
    password: details.password,
    firstName: details.firstName,
    lastName: details.lastName,
    cookie: cookieOf(answer),
  };
}

async function send(method: string, path: string, who: Person | null, body?: unknown, locale = 'en') {
  return call(path, { method, cookie: who?.cookie, body, headers: { 'accept-language': locale } });
}

/** A write that must succeed; its JSON answer. */
async function made(method: string, path: string, who: Person, body?: unknown) {
  const answer = await send(method, path, who, body);
  assert.ok(answer.status < 300, `${method} ${path}: ${answer.status} ${answer.text}`);
  return answer.json;
}

/** A GraphQL operation through the gateway (for what has no REST path, such as counting a project view). */
async function graphql(who: Person, query: string, variables: Record<string, unknown>) {
  const answer = await call('/graphql', { method: 'POST', cookie: who.cookie, body: { query, variables } });
  assert.equal(answer.status, 200, answer.text);
  assert.equal(answer.json.errors, undefined, answer.text);
  return answer.json.data;
}

/** Showcase learns team memberships from events: a project is refused (403) until it has. */
async function showcased(who: Person, teamId: string, title: string) {
  let project: { id: string } | undefined;
  await waitFor(`showcase to let ${who.firstName} showcase for the team`, async () => {
    const answer = await send('POST', '/api/projects', who, {
      title,
      description: 'A small machine that sorts the plastic out of the river.',
      teamId,
    });
    if (answer.status === 403) return false;
    assert.ok(answer.status < 300, answer.text);
    project = answer.json;
    return true;
  });
  return project!.id;
}

const databaseOf = (name: ServiceName) => system.services[name]!.databaseUrl;

async function query<T extends pg.QueryResultRow>(
  service: ServiceName,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseOf(service) });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

const ALL_SERVICES: ServiceName[] = [
  'identity',
  'challenges',
  'teams',
  'showcase',
  'discussions',
  'programmes',
  'brainstorm-ai',
];

/** How many user.erased events `service`'s erasure consumer has applied (or, with an id, whether that one). */
async function applied(service: ServiceName, eventId?: string): Promise<number> {
  const rows = await query<{ n: number }>(
    service,
    `SELECT count(*)::int AS n FROM processed_events WHERE consumer = $1 AND ($2::uuid IS NULL OR event_id = $2::uuid)`,
    [`${service}-erasure`, eventId ?? null],
  );
  return rows[0]!.n;
}

/**
 * Every place in the service's database that holds one of `needles` (ignoring case): each text, varchar, uuid,
 * json, jsonb and array column of every table of the public schema, read as text.
 */
async function databaseHits(service: ServiceName, needles: string[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseOf(service) });
  await client.connect();
  try {
    const { rows: columns } = await client.query<{ table_name: string; column_name: string }>(
      `SELECT c.table_name, c.column_name
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
       WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
         AND (c.data_type IN ('text', 'character varying', 'character', 'uuid', 'json', 'jsonb', 'ARRAY')
              OR c.udt_name IN ('citext'))
       ORDER BY c.table_name, c.ordinal_position`,
    );
    assert.ok(columns.length > 5, `${service}: the columns were found`);
    const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
    const hits: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const { rows } = await client.query<{ needle: string; n: number }>(
        `SELECT needle, (SELECT count(*)::int FROM ${quote(table)}
                          WHERE strpos(lower(${quote(column)}::text), lower(needle)) > 0) AS n
         FROM unnest($1::text[]) AS needle`,
        [needles],
      );
      for (const row of rows)
        if (row.n > 0) hits.push(`${service}.${table}.${column}: ${row.n} × "${row.needle}"`);
    }
    return hits;
  } finally {
    await client.end();
  }
}

/** Keys anywhere in Redis whose name holds a needle, and values of this run's keys that hold one. */
async function redisHits(needles: string[]): Promise<string[]> {
  const redis = new Redis(system.redisUrl, { maxRetriesPerRequest: 1 });
  const prefix = `gwtest:${system.subjectPrefix.slice('gwtest'.length, -1)}:`;
  const hits: string[] = [];
  const lower = needles.map((needle) => needle.toLowerCase());
  const holds = (text: string) => lower.filter((needle) => text.toLowerCase().includes(needle));
  const scan = async (pattern: string, each: (key: string) => Promise<void>) => {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
      for (const key of keys) await each(key);
      cursor = next;
    } while (cursor !== '0');
  };
  try {
    for (const needle of needles)
      await scan(`*${needle.replace(/[*?[\]\\]/g, (c) => `\\${c}`)}*`, async (key) => {
        hits.push(`key ${key}`);
      });
    let keys = 0;
    await scan(`${prefix}*`, async (key) => {
      keys += 1;
      const type = await redis.type(key);
      let texts: string[] = [];
      if (type === 'string') texts = [((await redis.getBuffer(key)) ?? Buffer.alloc(0)).toString('latin1')];
      else if (type === 'hash') texts = Object.entries(await redis.hgetall(key)).flat();
      else if (type === 'list') texts = await redis.lrange(key, 0, -1);
      else if (type === 'set') texts = await redis.smembers(key);
      else if (type === 'zset') texts = await redis.zrange(key, '0', '-1');
      else if (type === 'stream') texts = (await redis.xrange(key, '-', '+')).flatMap(([, fields]) => fields);
      for (const text of texts)
        for (const needle of holds(text)) hits.push(`value of ${key} (${type}): "${needle}"`);
    });
    assert.ok(keys > 0, `this run's keys (${prefix}*) were found`);
    return hits;
  } finally {
    redis.disconnect();
  }
}

beforeAll(async () => {
  system = await startTestSystem(
    {},
    { services: ['challenges', 'teams', 'showcase', 'brainstorm-ai', 'discussions', 'programmes'] },
  );
  await waitFor(
    'the gateway to consume',
    () => /event consumer: consuming/.test(system.gateway.output()),
    60_000,
  );
});

afterAll(async () => {
  const codes = await system?.stop();
  assert.equal(codes?.gateway, 0, `gateway exits cleanly:\n${system?.gateway.output().slice(-2000)}`);
});

describe('Delete my account', () => {
  test('refuses the signed out, a wrong password and a wrong confirmation, in English and German, and deletes nothing', async () => {
    const person = await signUp('Keep');
    const signedOut = await send('DELETE', '/api/users/me', null, {
      password: person.password,
      confirmation: person.email,
    });
    assert.equal(signedOut.status, 401, signedOut.text);

    for (const locale of ['en', 'de'] as const) {
      const messages = MESSAGES[locale];
      const wrongPassword = await send(
        'DELETE',
        '/api/users/me',
        person,
        { password: 'not-the-password', confirmation: person.email },
        locale,
      );
      assert.equal(wrongPassword.status, 400, wrongPassword.text);
      assert.deepEqual(wrongPassword.json.fields, { password: messages['validation.password.current'] });
      assert.equal(wrongPassword.json.message, messages['validation.password.current']);

      const wrongConfirmation = await send(
        'DELETE',
        '/api/users/me',
        person,
        { password: person.password, confirmation: `x${person.email}` },
        locale,
      );
      assert.equal(wrongConfirmation.status, 400, wrongConfirmation.text);
      assert.deepEqual(wrongConfirmation.json.fields, {
        confirmation: messages['validation.erase.confirmation'],
      });

      const missing = await send('DELETE', '/api/users/me', person, { password: person.password }, locale);
      assert.equal(missing.status, 400, missing.text);
      assert.deepEqual(missing.json.fields, { confirmation: messages['validation.erase.confirmation'] });

      const extra = await send(
        'DELETE',
        '/api/users/me',
        person,
        { password: person.password, confirmation: person.email, force: true },
        locale,
      );
      assert.equal(extra.status, 400, extra.text);
    }
    assert.notEqual(
      MESSAGES.de['validation.erase.confirmation'],
      MESSAGES.en['validation.erase.confirmation'],
    );

    const still = await send('GET', '/api/auth/user', person);
    assert.equal(still.status, 200, still.text);
    assert.equal(still.json.id, person.id);
    const rows = await query<{ n: number }>(
      'identity',
      'SELECT count(*)::int AS n FROM users WHERE id = $1',
      [person.id],
    );
    assert.equal(rows[0]!.n, 1);
  });

  test('erases or anonymises the person everywhere, also in a service that was down at the time, once', async () => {
    const erased = await signUp('Erasa');
    const other = await signUp('Bertha');
    const needles = [erased.id, erased.email, erased.firstName, `${erased.firstName} ${erased.lastName}`];

    // Challenges: one another person's team works on, one without teams.
    const withTeams = await made('POST', '/api/challenges', erased, {
      title: `Clean rivers ${randomBytes(3).toString('hex')}`,
      description: 'Our river is full of plastic every spring.',
      category: 'sustainability',
    });
    const withoutTeams = await made('POST', '/api/challenges', erased, {
      title: `Safer crossings ${randomBytes(3).toString('hex')}`,
      description: 'Children cross a busy road to reach school every morning.',
      category: 'community',
    });
    // Teams: the other person's (on the first challenge), which the person joins; one of the person's own.
    const theirTeam = await made('POST', '/api/teams', other, {
      name: `River keepers ${randomBytes(3).toString('hex')}`,
      maxMembers: 4,
      challengeId: withTeams.id,
    });
    await made('POST', `/api/teams/${theirTeam.id}/join`, erased);
    const ownTeam = await made('POST', '/api/teams', erased, {
      name: `Solo ${randomBytes(3).toString('hex')}`,
      maxMembers: 2,
    });
    // Projects: the other person's, one of the person's in the shared team, one in their own team.
    const othersProject = await showcased(other, theirTeam.id, 'River sorter');
    const sharedProject = await showcased(erased, theirTeam.id, 'River sorter, part two');
    const ownProject = await showcased(erased, ownTeam.id, 'Crossing lights');
    // Likes and views on the other person's project, by both.
    for (const who of [erased, other]) {
      await made('POST', `/api/projects/${othersProject}/like`, who);
      await graphql(who, 'mutation View($id: ID!) { recordProjectView(id: $id) { id views } }', {
        id: othersProject,
      });
    }
    const before = await send('GET', `/api/projects/${othersProject}`, other);
    assert.equal(before.json.likes, 2, before.text);
    assert.equal(before.json.views, 2, before.text);
    // Comments: one with a reply by the other person, one without, and a reply to the other person's.
    const commented = `/api/challenges/${withTeams.id}/comments`;
    const answered = await made('POST', commented, erased, { body: 'Who brings the nets on Saturday?' });
    await made('POST', commented, other, { body: 'I do, and gloves too.', parentId: answered.id });
    const unanswered = await made('POST', commented, erased, { body: 'Never mind, found them.' });
    const othersComment = await made('POST', commented, other, { body: 'Meeting at the bridge at nine.' });
    const reply = await made('POST', commented, erased, {
      body: 'See you there!',
      parentId: othersComment.id,
    });
    // Reports: one the person made, one about the person.
    await made('POST', '/api/reports', erased, {
      itemType: 'project',
      itemId: othersProject,
      reason: 'spam',
    });
    await made('POST', '/api/reports', other, {
      itemType: 'person',
      itemId: erased.id,
      reason: 'harassment',
    });
    // A brainstorm with Isla (brainstorm-ai runs it and keeps it; the worker answers).
    const started = await graphql(erased, 'mutation { startBrainstorm { id } }', {});
    await graphql(
      erased,
      'mutation ($input: SendBrainstormMessageInput!) { sendBrainstormMessage(input: $input) { id } }',
      {
        input: {
          brainstormId: started.startBrainstorm.id,
          text: 'Plastic in our river hurts the fish and the birds.',
        },
      },
    );
    // A second session (another browser).
    const login = await call('/api/auth/login', {
      method: 'POST',
      body: { email: erased.email, password: erased.password },
    });
    assert.equal(login.status, 200, login.text);
    const secondCookie = cookieOf(login);

    // The scans see the person before: their rows, and a creation-limit key with their id.
    let counter = await RowCounter.open(
      Object.fromEntries(ALL_SERVICES.map((name) => [name, databaseOf(name)])),
      system.natsUrl,
      system.eventStream,
    );
    await counter.settle();
    await counter.close();
    for (const service of ALL_SERVICES)
      assert.ok((await databaseHits(service, [erased.id])).length > 0, `${service} holds the person's rows`);
    assert.ok((await databaseHits('identity', [erased.email])).length > 0, 'the scan finds the address');
    assert.ok((await redisHits([erased.id])).length > 0, 'Redis holds keys of the person');

    // Showcase is down while the account is deleted.
    await system.services.showcase!.stop();
    const deleted = await send('DELETE', '/api/users/me', erased, {
      password: erased.password,
      // Compared ignoring case and surrounding blanks.
      confirmation: ` ${erased.email.toUpperCase()} `,
    });
    assert.equal(deleted.status, 204, deleted.text);
    const cleared = deleted.headers.getSetCookie().find((line) => line.startsWith('sid='));
    assert.ok(cleared && /^sid=;/.test(cleared) && /Expires=Thu, 01 Jan 1970/i.test(cleared), cleared);
    for (const cookie of [erased.cookie, secondCookie])
      await waitFor(
        'the sessions to be gone',
        async () => (await call('/api/auth/user', { cookie })).status === 401,
        10_000,
      );
    // (No sign-in is tried with the address now: a failed one would count in a rate-limit key named by it.)

    for (const service of ALL_SERVICES.filter((name) => name !== 'showcase'))
      await waitFor(`${service} to apply user.erased`, async () => (await applied(service)) === 1, 60_000);
    assert.equal(await applied('showcase'), 0, 'showcase was down');
    const waiting = await query<{ n: number }>(
      'showcase',
      'SELECT count(*)::int AS n FROM project_likes WHERE user_id = $1',
      [erased.id],
    );
    assert.equal(waiting[0]!.n, 1, 'showcase has not forgotten the like yet');

    await system.restartService('showcase');
    await waitFor('showcase to apply user.erased', async () => (await applied('showcase')) === 1, 90_000);
    counter = await RowCounter.open(
      Object.fromEntries(ALL_SERVICES.map((name) => [name, databaseOf(name)])),
      system.natsUrl,
      system.eventStream,
    );
    try {
      await counter.settle(90_000);

      // Nothing names the person: no table of the seven databases, no key and no value of this run in Redis.
      const hits: string[] = [];
      for (const service of ALL_SERVICES) hits.push(...(await databaseHits(service, needles)));
      assert.deepEqual(hits, []);
      await waitFor(
        'the gateway to delete the keys',
        async () => (await redisHits([erased.id])).length === 0,
      );
      assert.deepEqual(await redisHits(needles), []);

      // What others built on stays, with the right counts.
      const team = await send('GET', `/api/teams/${theirTeam.id}`, other);
      assert.equal(team.status, 200, team.text);
      assert.equal(team.json.members.length, 2, 'the team keeps its member count');
      const gone = team.json.members.find((member: { userId: string }) => member.userId !== other.id);
      assert.equal(gone.user, null, 'shown as a deleted member');
      assert.notEqual(gone.userId, erased.id);
      assert.equal(team.json.leaderId ?? other.id, other.id);

      const project = await send('GET', `/api/projects/${othersProject}`, other);
      assert.equal(project.status, 200, project.text);
      assert.equal(project.json.likes, 1, 'the like went');
      assert.equal(project.json.views, 1, 'the view went');
      assert.equal(project.json.likedByMe, true);

      const shared = await send('GET', `/api/projects/${sharedProject}`, other);
      assert.equal(shared.status, 200, 'a project of a team with other members stays');
      assert.notEqual(shared.json.createdBy, erased.id);
      assert.equal((await send('GET', `/api/projects/${ownProject}`, other)).status, 404);
      assert.equal((await send('GET', `/api/teams/${ownTeam.id}`, other)).status, 404);

      const challenge = await send('GET', `/api/challenges/${withTeams.id}`, other);
      assert.equal(challenge.status, 200, 'a challenge with teams stays');
      assert.equal(challenge.json.title, withTeams.title);
      assert.equal(challenge.json.description, withTeams.description);
      assert.equal(challenge.json.author, null, 'under "a deleted member"');
      assert.notEqual(challenge.json.createdBy, erased.id);
      assert.equal(challenge.json.teams.totalCount, 1);
      assert.equal((await send('GET', `/api/challenges/${withoutTeams.id}`, other)).status, 404);

      const thread = await send('GET', commented, other);
      assert.equal(thread.status, 200, thread.text);
      const ids = thread.json.map((comment: { id: string }) => comment.id);
      assert.ok(!ids.includes(unanswered.id), 'a comment without replies goes');
      const kept = thread.json.find((comment: { id: string }) => comment.id === answered.id);
      assert.ok(kept, 'a comment with replies stays');
      assert.equal(kept.deleted, true);
      assert.equal(kept.body, '');
      assert.equal(kept.author, null);
      assert.equal(kept.replies.length, 1, 'its reply thread is intact');
      assert.equal(kept.replies[0].body, 'I do, and gloves too.');
      assert.equal(kept.replies[0].author?.id, other.id);
      const theirs = thread.json.find((comment: { id: string }) => comment.id === othersComment.id);
      assert.deepEqual(
        theirs.replies.map((comment: { id: string }) => comment.id),
        [],
        `the person's reply ${reply.id} went`,
      );

      const reports = await query<{ reporter_id: string; item_type: string }>(
        'identity',
        'SELECT reporter_id::text, item_type FROM reports',
      );
      assert.deepEqual(
        reports,
        [{ reporter_id: other.id, item_type: 'person' }],
        'theirs went, about them stays',
      );

      // Idempotent: the same event again (a redelivery) is skipped; a second user.erased finds nothing to change.
      const [{ event_id: eventId }] = await query<{ event_id: string }>(
        'identity',
        `SELECT event_id::text FROM processed_events WHERE consumer = 'identity-erasure'`,
      );
      const countsBefore = await counter.snapshot();
      const nc = await connect({ servers: system.natsUrl });
      try {
        const js = jetstream(nc);
        const subject = eventSubject('user.erased', system.subjectPrefix);
        const publish = (id: string) => {
          const envelope: EventEnvelope<'user.erased'> = {
            id,
            name: 'user.erased',
            occurredAt: new Date().toISOString(),
            payload: { userId: erased.id },
          };
          return js.publish(subject, JSON.stringify(envelope), {
            expect: { streamName: system.eventStream },
          });
        };
        await publish(eventId);
        const second = randomUUID();
        await publish(second);
        for (const service of ALL_SERVICES)
          await waitFor(
            `${service} to take the second event`,
            async () => (await applied(service, second)) === 1,
          );
      } finally {
        await nc.close();
      }
      const countsAfter = await counter.settle(60_000);
      const processedOnce = ALL_SERVICES.map((service) => {
        const rows = countsBefore[`${service}.processed_events`]!;
        return `${service}.processed_events: ${rows} → ${rows + 1}`;
      }).sort();
      assert.deepEqual(
        countChanges(countsBefore, countsAfter),
        processedOnce,
        'only the second event is recorded as processed',
      );
      for (const service of ALL_SERVICES) assert.equal(await applied(service, eventId), 1);
      const failures = [system.gateway, ...Object.values(system.services)]
        .flatMap((part) => part!.output().split('\n'))
        .filter((line) => /handler failed|transaction failed/.test(line) && line.includes('erasure'));
      assert.deepEqual(failures, []);
      assert.equal((await send('GET', `/api/projects/${othersProject}`, other)).json.likes, 1);
      assert.equal((await send('GET', `/api/teams/${theirTeam.id}`, other)).json.members.length, 2);
      assert.deepEqual(await redisHits(needles), []);
    } finally {
      await counter.close();
    }
  });
});
