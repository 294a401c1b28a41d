/**
 * docs/product.md §13 mail and forgotten passwords, against real PostgreSQL, Redis, NATS and a real MailDev: the
 * reset link by mail (valid once, for 30 minutes, the same answer for every address, rate limited), what using it
 * does, and the welcome and password-changed mails in the person's language.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { LOCALES, type Locale } from '@creators/contracts';
import { MESSAGES, translateWith } from '@creators/texts';
import {
  LOGIN,
  parseSetSession,
  randomIp,
  REGISTER,
  startTestIdentity,
  studentInput,
  uniqueEmail,
  type RequestContext,
  type TestIdentity,
} from './harness.js';
import { headerOf, openMailInbox, resetTokenIn, type MailInbox } from './mail-inbox.js';

const PUBLIC_URL = 'http://creators.test:8080';
const REQUEST = `mutation Request($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) }`;
const RESET = `mutation Reset($input: ResetPasswordInput!) { resetPassword(input: $input) }`;
const FEATURES = `{ accountFeatures { passwordReset } }`;
const CHANGE_PASSWORD = `mutation Change($input: ChangePasswordInput!) { changePassword(input: $input) }`;

let inbox: MailInbox;
let identity: TestIdentity;

beforeAll(async () => {
  inbox = await openMailInbox();
  identity = await startTestIdentity({
    SMTP_URL: inbox.smtpUrl,
    PUBLIC_URL,
    PASSWORD_RESET_RATE_LIMIT_PER_IP: '5',
    PASSWORD_RESET_RATE_LIMIT_PER_ACCOUNT: '3',
  });
});
afterAll(async () => {
  await identity?.stop();
  await inbox?.stop();
});

interface Person {
  id: string;
  email: string;
  password: string;
  sessionId: string;
}

/** A new person, once their welcome mail has arrived (so that the mails after it come in the order asked for). */
async function registered(locale: Locale = 'en'): Promise<Person> {
  const input = studentInput({ email: uniqueEmail('reset') });
  const res = await identity.gql(REGISTER, { input }, { locale });
  assert.equal(res.body.errors, undefined, res.text);
  await inbox.waitForMails(input.email as string);
  return {
    id: res.body.data!.register.id as string,
    email: input.email as string,
    password: input.password as string,
    sessionId: parseSetSession(res.headers)!.id,
  };
}

const askForLink = (email: string, context: RequestContext = {}) =>
  identity.gql(REQUEST, { input: { email } }, context);
const reset = (token: string, password: string, context: RequestContext = {}) =>
  identity.gql(RESET, { input: { token, password } }, context);
const signIn = (email: string, password: string, context: RequestContext = {}) =>
  identity.gql(LOGIN, { input: { email, password } }, context);

/** The newest reset link mailed to `email`, once `count` mails have arrived. */
async function linkMailed(email: string, count: number) {
  const mails = await inbox.waitForMails(email, count);
  const mail = mails.at(-1)!;
  return { mail, token: resetTokenIn(mail) };
}

function assertInvalidLink(res: Awaited<ReturnType<TestIdentity['gql']>>, locale: Locale) {
  const [error] = res.body.errors ?? [];
  assert.ok(error, res.text);
  assert.equal(error.extensions?.code, 'BAD_USER_INPUT', res.text);
  assert.equal(error.message, MESSAGES[locale]['error.reset.invalid'], res.text);
  assert.equal(error.extensions?.fields?.token, MESSAGES[locale]['error.reset.invalid'], res.text);
}

describe('welcome mail', () => {
  it('greets a German registration in German and an English one in English, with the public address', async () => {
    const german = await registered('de');
    const english = await registered('en');
    const stored = await identity.prisma.user.findUnique({ where: { id: german.id } });
    assert.equal(stored?.locale, 'de', 'the registration locale is stored');
    const [deMail] = await inbox.waitForMails(german.email);
    assert.match(deMail!.subject, /^Willkommen beim Creators Program, Ada!$/);
    assert.match(deMail!.text ?? '', /Hallo Ada,/);
    assert.equal(headerOf(deMail!, 'content-language'), 'de');
    assert.ok(deMail!.text?.includes(`${PUBLIC_URL}/login`), deMail!.text);
    assert.match(deMail!.html ?? '', /<html lang="de">/);
    const [enMail] = await inbox.waitForMails(english.email);
    assert.equal(enMail!.subject, 'Welcome to the Creators Program, Ada!');
    assert.equal(headerOf(enMail!, 'content-language'), 'en');
  });

  it('follows the language of the last sign-in', async () => {
    const person = await registered('en');
    const res = await identity.gql(
      LOGIN,
      { input: { email: person.email, password: person.password } },
      { locale: 'de' },
    );
    assert.equal(res.body.errors, undefined, res.text);
    const stored = await identity.prisma.user.findUnique({ where: { id: person.id } });
    assert.equal(stored?.locale, 'de');
  });
});

describe('forgotten password', () => {
  it('is offered while mail is on', async () => {
    const res = await identity.gql(FEATURES);
    assert.deepEqual(res.body.data, { accountFeatures: { passwordReset: true } }, res.text);
  });

  it('answers a known and an unknown address alike, and mails only the known one, in its language', async () => {
    const person = await registered('de');
    const unknown = uniqueEmail('nobody');
    const timings: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    const answers: string[] = [];
    for (let round = 0; round < 2; round++) {
      for (const [kind, email] of [
        ['known', person.email],
        ['unknown', unknown],
      ] as const) {
        const started = performance.now();
        const res = await askForLink(email.toUpperCase(), { locale: 'en' });
        timings[kind].push(performance.now() - started);
        answers.push(`${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    assert.deepEqual(new Set(answers), new Set([`200 {"data":{"requestPasswordReset":true}}`]));
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    assert.ok(
      Math.abs(mean(timings.known) - mean(timings.unknown)) < 250,
      `same work for both: ${JSON.stringify(timings)}`,
    );

    const mails = await inbox.waitForMails(person.email, 3);
    const resets = mails.filter((mail) => mail.subject === 'Setze dein Passwort zurück');
    assert.equal(resets.length, 2, 'two reset mails, in German (the stored language)');
    assert.equal(headerOf(resets[0]!, 'content-language'), 'de');
    assert.match(resets[0]!.text ?? '', /30 Minuten gültig/);
    assert.ok(resets[0]!.text?.includes(`${PUBLIC_URL}/reset-password?token=`), resets[0]!.text);
    assert.ok(resets[0]!.html?.includes(`${PUBLIC_URL}/reset-password?token=`), 'the HTML part has it too');
    assert.deepEqual(await inbox.mailsTo(unknown), [], 'nothing for an address without an account');
    assert.equal(await identity.prisma.passwordResetToken.count({ where: { userId: person.id } }), 2);
  });

  it('stores only the hash of a token, valid for 30 minutes', async () => {
    const person = await registered();
    await askForLink(person.email);
    const { token } = await linkMailed(person.email, 2);
    const rows = await identity.prisma.passwordResetToken.findMany({ where: { userId: person.id } });
    assert.equal(rows.length, 1);
    assert.notEqual(rows[0]!.tokenHash, token);
    assert.equal(rows[0]!.tokenHash, createHash('sha256').update(token).digest('hex'));
    const minutes = (rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()) / 60_000;
    assert.ok(Math.abs(minutes - 30) < 0.1, `valid for ${minutes} minutes`);
  });

  it('sets the new password once, ends every session and tells the person by mail', async () => {
    const person = await registered('de');
    // Signed in in German again: mails follow the language of the last sign-in.
    const otherSession = parseSetSession(
      (await signIn(person.email, person.password, { locale: 'de' })).headers,
    )!.id;
    assert.ok((await identity.resolveSession(otherSession)).user);
    await askForLink(person.email);
    const { token } = await linkMailed(person.email, 2);

    const res = await reset(token, 'a-brand-new-password');
    assert.deepEqual(res.body, { data: { resetPassword: true } }, res.text);

    for (const sessionId of [person.sessionId, otherSession]) {
      assert.equal((await identity.resolveSession(sessionId)).user, null, 'every session ended');
    }
    const ended = (await identity.prisma.outboxEvent.findMany({ where: { name: 'user.sessions_ended' } }))
      .map((row) => row.payload as { userId: string; sessionRooms: string[] })
      .filter((payload) => payload.userId === person.id);
    assert.equal(ended.length, 1);
    assert.equal(ended[0]!.sessionRooms.length, 2, 'both sessions told');

    const old = await signIn(person.email, person.password);
    assert.equal(old.body.errors?.[0].extensions?.code, 'UNAUTHENTICATED', old.text);
    const fresh = await signIn(person.email, 'a-brand-new-password');
    assert.equal(fresh.body.errors, undefined, fresh.text);

    const mails = await inbox.waitForMails(person.email, 3);
    assert.equal(mails[2]!.subject, 'Dein Passwort wurde geändert');
    assert.ok(mails[2]!.text?.includes(`${PUBLIC_URL}/forgot-password`), mails[2]!.text);

    for (const locale of LOCALES)
      assertInvalidLink(await reset(token, 'yet-another-password', { locale }), locale);
    const row = await identity.prisma.passwordResetToken.findFirst({ where: { userId: person.id } });
    assert.ok(row?.usedAt, 'the token is marked used');
  });

  it("stops the person's other links when one is used", async () => {
    const person = await registered();
    await askForLink(person.email);
    const first = await linkMailed(person.email, 2);
    await askForLink(person.email);
    const second = await linkMailed(person.email, 3);
    assert.notEqual(first.token, second.token);
    assert.deepEqual((await reset(second.token, 'second-password')).body, { data: { resetPassword: true } });
    assertInvalidLink(await reset(first.token, 'first-password'), 'en');
    const fresh = await signIn(person.email, 'second-password');
    assert.equal(fresh.body.errors, undefined, fresh.text);
  });

  it('refuses an expired link in English and German', async () => {
    const person = await registered();
    await askForLink(person.email);
    const { token } = await linkMailed(person.email, 2);
    await identity.prisma.passwordResetToken.updateMany({
      where: { userId: person.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    for (const locale of LOCALES)
      assertInvalidLink(await reset(token, 'too-late-password', { locale }), locale);
    const still = await signIn(person.email, person.password);
    assert.equal(still.body.errors, undefined, 'the password did not change');
  });

  it('refuses what cannot be a token like an unknown one, and a short or common password by the registration rules', async () => {
    assertInvalidLink(await reset('not a token!', 'long-enough'), 'en');
    assertInvalidLink(await reset('A'.repeat(43), 'long-enough', { locale: 'de' }), 'de');
    const person = await registered();
    await askForLink(person.email);
    const { token } = await linkMailed(person.email, 2);
    const short = await reset(token, '123', { locale: 'de' });
    assert.equal(short.body.errors?.[0].extensions?.fields?.password, MESSAGES.de['validation.password.min']);
    for (const locale of LOCALES) {
      const common = await reset(token, '123456', { locale });
      assert.equal(
        common.body.errors?.[0].extensions?.fields?.password,
        MESSAGES[locale]['validation.password.common'],
      );
    }
    assert.deepEqual(
      (await reset(token, 'not-a-common-one')).body,
      { data: { resetPassword: true } },
      'still usable',
    );
  });

  it('lets a suspended person reset (signing in is for moderation to refuse)', async () => {
    const person = await registered();
    await identity.prisma.user.update({
      where: { id: person.id },
      data: { suspendedAt: new Date(), suspendedUntil: null, suspensionReason: 'Spam' },
    });
    const asked = await askForLink(person.email);
    assert.equal(asked.body.errors, undefined, asked.text);
    const { token } = await linkMailed(person.email, 2);
    assert.deepEqual((await reset(token, 'suspended-but-reset')).body, { data: { resetPassword: true } });
  });

  it('limits links per client address and per account: 429 with a wait, in English and German', async () => {
    const ip = randomIp();
    for (let i = 0; i < 5; i++) {
      const res = await askForLink(uniqueEmail('flood'), { clientIp: ip });
      assert.equal(res.body.errors, undefined, res.text);
    }
    for (const locale of LOCALES) {
      const res = await askForLink(uniqueEmail('flood'), { clientIp: ip, locale });
      const [error] = res.body.errors ?? [];
      assert.equal(error?.extensions?.code, 'TOO_MANY_REQUESTS', res.text);
      const seconds = Number(error?.extensions?.retryAfterSeconds);
      assert.ok(seconds > 0 && seconds <= 3600, res.text);
      assert.equal(error?.extensions?.messageKey, 'error.reset.rateLimited');
      assert.equal(
        error?.message,
        translateWith('error.reset.rateLimited', locale, { minutes: Math.ceil(seconds / 60) }),
      );
    }

    const account = uniqueEmail('account');
    for (let i = 0; i < 3; i++) assert.equal((await askForLink(account)).body.errors, undefined);
    const refused = await askForLink(account.toUpperCase(), { locale: 'de' });
    assert.equal(refused.body.errors?.[0].extensions?.code, 'TOO_MANY_REQUESTS', refused.text);
    assert.match(refused.body.errors![0].message, /^Du hast zu viele Links zum Zurücksetzen angefordert/);
  });

  it('refuses an address that is not one, like everywhere else', async () => {
    const res = await askForLink('not-an-address', { locale: 'de' });
    assert.equal(res.body.errors?.[0].extensions?.fields?.email, MESSAGES.de['validation.email.invalid']);
  });
});

describe('password changed on the Settings page', () => {
  it('is mailed in the person’s language', async () => {
    const person = await registered('de');
    const res = await identity.gql(
      CHANGE_PASSWORD,
      { input: { currentPassword: person.password, newPassword: 'changed-in-settings' } },
      { user: { id: person.id, role: 'student' }, sessionId: person.sessionId, locale: 'en' },
    );
    assert.equal(res.body.errors, undefined, res.text);
    const mails = await inbox.waitForMails(person.email, 2);
    assert.equal(mails[1]!.subject, 'Dein Passwort wurde geändert');
  });
});

describe('without a working mail server', () => {
  it('still registers, and still answers a request for a link (the mail waits in the queue)', async () => {
    const broken = await startTestIdentity({ SMTP_URL: 'smtp://127.0.0.1:1', PUBLIC_URL });
    try {
      const input = studentInput({ email: uniqueEmail('nomail') });
      const res = await broken.gql(REGISTER, { input });
      assert.equal(res.body.errors, undefined, res.text);
      const asked = await broken.gql(REQUEST, { input: { email: input.email } });
      assert.deepEqual(asked.body, { data: { requestPasswordReset: true } }, asked.text);
    } finally {
      await broken.stop();
    }
  });
});

describe('with MAIL_DISABLED=true', () => {
  it('offers no reset and refuses a request for a link, in English and German', async () => {
    const quiet = await startTestIdentity({ MAIL_DISABLED: 'true' });
    try {
      const features = await quiet.gql(FEATURES);
      assert.deepEqual(features.body.data, { accountFeatures: { passwordReset: false } }, features.text);
      for (const locale of LOCALES) {
        const res = await quiet.gql(REQUEST, { input: { email: uniqueEmail('quiet') } }, { locale });
        assert.equal(res.body.errors?.[0].extensions?.code, 'NOT_FOUND', res.text);
        assert.equal(res.body.errors?.[0].message, MESSAGES[locale]['error.reset.unavailable']);
      }
      const input = studentInput({ email: uniqueEmail('quiet') });
      const registered = await quiet.gql(REGISTER, { input });
      assert.equal(registered.body.errors, undefined, 'registration works without mail');
    } finally {
      await quiet.stop();
    }
  });
});
