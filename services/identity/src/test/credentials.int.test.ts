/**
 * Badges from programme results and every badge as an Open Badges 3.0 credential (docs/product.md §17.4), against
 * the real PostgreSQL, Redis and NATS: programme.results_published gives the award and completion badges once
 * (replays add nothing) and tells the people in their inbox; the credentials download, verify with the Digital
 * Bazaar libraries, and fail when one letter is altered or another key signed them; a project hidden by staff and an
 * erased person revoke theirs; malformed input is BAD_USER_INPUT.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { eventSubject, type EventEnvelope, type EventName, type EventPayloads } from '@creators/contracts';
import { encodeEnvelope } from '@creators/platform/events/envelope';
import { createTestStream, type TestStream } from '@creators/platform/events/testing/test-nats';
import { waitFor } from '@creators/platform/events/testing/wait-for';
import { CredentialSigner } from '../credentials/credential-signer.js';
import { credentialIssuerIdentity } from '../credentials/issuer.js';
import { CREDENTIALS_CONSUMER } from '../credentials/programme-badges.js';
import { NOTIFICATIONS_CONSUMER } from '../notifications/notification-store.js';
import { eraseFromIdentity } from '../privacy/erasure.js';
import { startTestIdentity, uniqueEmail, type RequestContext, type TestIdentity } from './harness.js';

const PUBLIC_URL = 'http://creators.test:8080';
let stream: TestStream;
let identity: TestIdentity;
beforeAll(async () => {
  stream = await createTestStream();
  identity = await startTestIdentity({
    NATS_SUBJECT_PREFIX: stream.subjectPrefix,
    EVENT_STREAM: stream.stream,
    PUBLIC_URL,
    MAIL_DISABLED: 'true',
  });
});
afterAll(async () => {
  await identity?.stop();
  await stream?.remove();
});

let clock = Date.now();
function envelope<N extends EventName>(
  name: N,
  payload: EventPayloads[N],
  id = randomUUID(),
): EventEnvelope<N> {
  clock = Math.max(Date.now(), clock + 1);
  return { id, name, occurredAt: new Date(clock).toISOString(), payload };
}

async function publish(...events: EventEnvelope[]): Promise<void> {
  for (const event of events)
    stream.nc.publish(eventSubject(event.name, stream.subjectPrefix), encodeEnvelope(event));
  await stream.nc.flush();
}

async function consumed(): Promise<void> {
  const { state } = await stream.jsm.streams.info(stream.stream);
  for (const consumer of [CREDENTIALS_CONSUMER, NOTIFICATIONS_CONSUMER])
    await waitFor(`${consumer} to catch up`, async () => {
      const info = await stream.jsm.consumers.info(stream.stream, consumer).catch(() => null);
      return !!info && info.ack_floor.stream_seq >= state.last_seq && info.num_ack_pending === 0;
    });
}

const newUser = (firstName: string) =>
  identity.prisma.user.create({ data: { email: uniqueEmail('badges'), firstName, lastName: 'Tester' } });
const as = (id: string, locale: 'en' | 'de' = 'en'): RequestContext => ({
  user: { id, role: 'student', staff: false },
  locale,
});

type Held = {
  id: string;
  kind: string;
  name: string;
  description: string;
  revoked: boolean;
  fileName: string;
};
async function myCredentials(userId: string, locale: 'en' | 'de' = 'en'): Promise<Held[]> {
  const res = await identity.gql<{ myCredentials: Held[] }>(
    '{ myCredentials { id kind name description revoked fileName } }',
    {},
    as(userId, locale),
  );
  assert.equal(res.body.errors, undefined, res.text);
  return res.body.data!.myCredentials;
}
async function download(id: string): Promise<Record<string, any> | null> {
  const res = await identity.gql<{ credential: { json: string; fileName: string } | null }>(
    'query C($id: ID!) { credential(id: $id) { json fileName } }',
    { id },
  );
  assert.equal(res.body.errors, undefined, res.text);
  return res.body.data!.credential ? JSON.parse(res.body.data!.credential.json) : null;
}
async function verify(credential: unknown, locale: 'en' | 'de' = 'en') {
  return identity.gql<{
    verifyCredential: { verified: boolean; reason: string; message: string; holder: string };
  }>(
    'query V($c: String!) { verifyCredential(credential: $c) { verified reason message achievementName issuerName holder } }',
    { c: typeof credential === 'string' ? credential : JSON.stringify(credential) },
    { locale },
  );
}
const reasonOf = async (credential: unknown) => {
  const res = await verify(credential);
  assert.equal(res.body.errors, undefined, res.text);
  return res.body.data!.verifyCredential.reason;
};

describe('badges from programme results, as verifiable credentials', () => {
  let winner: { id: string };
  let teammate: { id: string };
  let finisher: { id: string };
  const programmeId = randomUUID();
  const projectId = randomUUID();
  let results: EventEnvelope<'programme.results_published'>;

  beforeAll(async () => {
    [winner, teammate, finisher] = await Promise.all([newUser('Wyn'), newUser('Tea'), newUser('Fin')]);
    results = envelope('programme.results_published', {
      programmeId,
      programmeName: 'Spring Lab',
      publishedAt: '2026-11-20T10:00:00.000Z',
      awards: [
        {
          awardId: 'best-design',
          name: 'Best design',
          nameDe: 'Bestes Design',
          projectId,
          projectTitle: 'Solar Bench',
          teamId: randomUUID(),
          memberIds: [winner.id, teammate.id],
        },
      ],
      completedMemberIds: [winner.id, teammate.id, finisher.id, randomUUID()],
    });
    // The event, the same event again, and a replay of it under another id: the badges are given once.
    await publish(results, results, envelope('programme.results_published', results.payload));
    await consumed();
  });

  it('gives award and completion badges once, and tells each person in their inbox', async () => {
    const badges = await identity.prisma.programmeBadge.findMany({ where: { programmeId } });
    assert.equal(badges.length, 5, 'two award badges, three completion badges (an unknown person gets none)');
    const mine = await myCredentials(winner.id);
    assert.deepEqual(mine.map((c) => c.kind).sort(), ['award', 'completed']);
    const award = mine.find((c) => c.kind === 'award')!;
    assert.equal(award.name, 'Best design');
    assert.equal(award.description, 'Awarded Best design in Spring Lab for Solar Bench');
    assert.equal(award.fileName, 'best-design.credential.json');
    const german = await myCredentials(winner.id, 'de');
    assert.deepEqual(german.map((c) => c.name).sort(), ['Bestes Design', 'Spring Lab abgeschlossen']);

    const inbox = await identity.gql<{ myNotifications: { nodes: Array<{ type: string; data: any }> } }>(
      '{ myNotifications(first: 20) { nodes { type data } } }',
      {},
      as(finisher.id),
    );
    const told = inbox.body.data!.myNotifications.nodes.filter(
      (n) => n.type === 'programme.results_published',
    );
    assert.equal(told.length, 2, 'one per event id (the replay under another id is a second event)');
    assert.equal(told[0]!.data.programmeId, programmeId);

    const person = await identity.gql<{ user: { programmeBadges: Array<{ name: string }> } }>(
      'query U($id: ID!) { user(id: $id) { programmeBadges { name } } }',
      { id: finisher.id },
      as(winner.id),
    );
    assert.deepEqual(person.body.data!.user.programmeBadges, [{ name: 'Completed Spring Lab' }]);
  });

  it('downloads credentials that verify, and not when altered or signed by another key', async () => {
    const [award] = (await myCredentials(winner.id)).filter((c) => c.kind === 'award');
    const credential = await download(award!.id);
    assert.ok(credential);
    assert.deepEqual(await download(award!.id), credential, 'the same bytes each time');
    assert.equal(credential.issuer.id, 'did:web:creators.test%3A8080');
    assert.equal(credential.credentialSubject.id, `${PUBLIC_URL}/people/${winner.id}`);
    assert.equal(credential.credentialSubject.achievement.name, 'Best design');
    assert.equal(credential.proof.cryptosuite, 'eddsa-rdfc-2022');

    const valid = await verify(credential, 'de');
    assert.equal(valid.body.errors, undefined, valid.text);
    assert.equal(valid.body.data!.verifyCredential.verified, true);
    assert.equal(valid.body.data!.verifyCredential.reason, 'valid');
    assert.match(valid.body.data!.verifyCredential.message, /^Gültig/);
    assert.equal(valid.body.data!.verifyCredential.holder, `${PUBLIC_URL}/people/${winner.id}`);

    const altered = structuredClone(credential);
    altered.credentialSubject.achievement.name = 'Best desigm';
    assert.equal(await reasonOf(altered), 'altered');

    // Signed with another key in the platform's name, under its current key's id.
    const other = new CredentialSigner(
      await credentialIssuerIdentity({
        ...identity.config.credentials,
        signingSeed: new Uint8Array(32).fill(7),
      }),
      async () => null,
    );
    const { proof: _proof, ...unsigned } = credential;
    const forged = await other.sign(unsigned, new Date(credential.validFrom));
    assert.equal(await reasonOf(forged), 'unknown-issuer');
    (forged.proof as Record<string, unknown>).verificationMethod = credential.proof.verificationMethod;
    assert.equal(await reasonOf(forged), 'altered');
  });

  it('revokes the award badges of a project staff hid', async () => {
    const [award] = (await myCredentials(teammate.id)).filter((c) => c.kind === 'award');
    const credential = await download(award!.id);
    await publish(
      envelope('content.moderated', {
        itemType: 'project',
        itemId: projectId,
        title: 'Solar Bench',
        authorIds: [winner.id, teammate.id],
        hidden: true,
        reason: 'Copied',
        actorId: randomUUID(),
      }),
    );
    await consumed();
    const res = await verify(credential);
    assert.equal(res.body.data!.verifyCredential.verified, false);
    assert.equal(res.body.data!.verifyCredential.reason, 'revoked');
    assert.match(res.body.data!.verifyCredential.message, /revoked/);
    assert.equal(await download(award!.id), null, 'a revoked credential is no longer downloadable');
    const after = await myCredentials(teammate.id);
    assert.equal(after.find((c) => c.id === award!.id)?.revoked, true);
    assert.equal(after.find((c) => c.kind === 'completed')?.revoked, false);
  });

  it("revokes an erased person's credentials", async () => {
    const [completed] = await myCredentials(finisher.id);
    const credential = await download(completed!.id);
    assert.equal(await reasonOf(credential), 'valid');
    await identity.prisma.user.delete({ where: { id: finisher.id } });
    await identity.prisma.$transaction((tx) =>
      eraseFromIdentity(tx, finisher.id, { id: randomUUID(), occurredAt: new Date().toISOString() }),
    );
    assert.equal(await reasonOf(credential), 'revoked');
    assert.equal(await identity.prisma.credentialStatus.count({ where: { userId: finisher.id } }), 0);
  });

  it('answers malformed input with BAD_USER_INPUT, in the reader language', async () => {
    for (const input of ['not json', '[]', '{}', JSON.stringify({ '@context': ['x'] }), 'x'.repeat(70_000)]) {
      const res = await verify(input, 'de');
      assert.equal(res.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', res.text);
    }
  });
});
