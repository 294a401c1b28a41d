/**
 * Notifications by e-mail (docs/product.md "Notification inbox"): a kind on by e-mail sends a mail through the mail
 * queue in the person's language; new challenges (one by one) only to those who turned them on; a kind turned off
 * sends none.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { eventSubject, type EventEnvelope, type EventName, type EventPayloads } from '@creators/contracts';
import { encodeEnvelope } from '@creators/platform/events/envelope';
import { createTestStream, type TestStream } from '@creators/platform/events/testing/test-nats';
import { startTestIdentity, uniqueEmail, type RequestContext, type TestIdentity } from './harness.js';
import { openMailInbox, type MailInbox } from './mail-inbox.js';

const PUBLIC_URL = 'http://creators.test:8080';
let stream: TestStream;
let identity: TestIdentity;
let mails: MailInbox;
beforeAll(async () => {
  mails = await openMailInbox();
  stream = await createTestStream();
  identity = await startTestIdentity({
    NATS_SUBJECT_PREFIX: stream.subjectPrefix,
    EVENT_STREAM: stream.stream,
    SMTP_URL: mails.smtpUrl,
    PUBLIC_URL,
  });
});
afterAll(async () => {
  await identity?.stop();
  await stream?.remove();
  await mails?.stop();
});

function envelope<N extends EventName>(name: N, payload: EventPayloads[N]): EventEnvelope<N> {
  return { id: randomUUID(), name, occurredAt: new Date().toISOString(), payload };
}
async function publish(event: EventEnvelope): Promise<void> {
  stream.nc.publish(eventSubject(event.name, stream.subjectPrefix), encodeEnvelope(event));
  await stream.nc.flush();
}
async function newUser(firstName: string, locale = 'en') {
  return identity.prisma.user.create({
    data: { email: uniqueEmail('mailed'), firstName, lastName: 'Tester', skills: ['Design'], locale },
  });
}
const as = (id: string): RequestContext => ({ user: { id, role: 'student', staff: false } });
const UPDATE =
  'mutation U($input: NotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { likes { inApp } } }';

describe('notifications by e-mail', () => {
  it('mails a join in the person’s language, new challenges only to those who asked, nothing for a kind turned off', async () => {
    const leader = await newUser('Greta', 'de');
    const joiner = await newUser('Jo');
    const keen = await newUser('Kai');
    const quiet = await newUser('Quinn');
    await identity.gql(
      UPDATE,
      { input: { newChallenges: { inApp: true, email: true }, newChallengesDelivery: 'each' } },
      as(keen.id),
    );
    await identity.gql(UPDATE, { input: { teamJoins: { inApp: true, email: false } } }, as(quiet.id));

    await publish(
      envelope('team.member_joined', {
        teamId: 't-1',
        teamName: 'Alpha',
        userId: joiner.id,
        leaderId: leader.id,
      }),
    );
    await publish(
      envelope('team.member_joined', {
        teamId: 't-2',
        teamName: 'Beta',
        userId: joiner.id,
        leaderId: quiet.id,
      }),
    );
    await publish(
      envelope('challenge.created', { challengeId: 'c-1', title: 'Clean rivers', createdBy: randomUUID() }),
    );

    const [joined] = await mails.waitForMails(leader.email);
    assert.equal(joined!.subject, 'Jo Tester ist deinem Team Alpha beigetreten');
    assert.ok(joined!.text?.includes(`${PUBLIC_URL}/teams/t-1`), joined!.text);
    const [challenge] = await mails.waitForMails(keen.email);
    assert.equal(challenge!.subject, 'New challenge published: Clean rivers');
    // The mails after them have had their time: none for the leader's new challenge (off by default), none for
    // the join of the person who turned it off by e-mail.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.deepEqual(
      (await mails.mailsTo(leader.email)).map((mail) => mail.subject),
      ['Jo Tester ist deinem Team Alpha beigetreten'],
    );
    assert.deepEqual(await mails.mailsTo(quiet.email), []);
    // Still in the app for the quiet one (in the app stayed on).
    const inbox = await identity.gql<{ myNotifications: { nodes: Array<{ type: string }> } }>(
      '{ myNotifications { nodes { type } } }',
      {},
      as(quiet.id),
    );
    assert.ok(inbox.body.data?.myNotifications.nodes.some((n) => n.type === 'team.member_joined'));
  });
});
