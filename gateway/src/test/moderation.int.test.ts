/**
 * Reports and staff actions through the REST facade with the real services (docs/product.md §14): reporting, the
 * staff paths refused to everyone but staff (404 in en and de), the queue and the audit log, dismissing, and a
 * suspension that signs the person's sockets out at once, refuses their sign-in with its end date (403, en and de)
 * and tells the reporter; lifting lets them in again.
 */
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import pg from 'pg';
import { MESSAGES } from '@creators/texts';
import type { LiveNotification } from '../notifications/notification.js';
import { SIGNED_OUT_EVENT } from '../realtime.js';
import { startTestSystem, type TestSystem } from './harness.js';
import {
  call as callAt,
  closeSockets,
  inbox,
  openSocket,
  student,
  waitFor,
  type Answer,
  type CallOptions,
} from './client.js';

let system: TestSystem;

const call = (path: string, init?: CallOptions) => callAt(system.gatewayUrl, path, init);

interface Account {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

const cookieOf = (answer: Answer) =>
  answer.headers
    .getSetCookie()
    .find((line) => line.startsWith('sid='))!
    .split(';')[0]!;

async function registered(firstName: string): Promise<Account> {
  const body = student(firstName);
  const answer = await call('/api/auth/register', { method: 'POST', body });
  assert.equal(answer.status, 201, answer.text);
  return { id: answer.json.id, email: body.email, password: body.password, cookie: cookieOf(answer) };
}

const signIn = (account: Account, locale = 'en') =>
  call('/api/auth/login', {
    method: 'POST',
    body: { email: account.email, password: account.password },
    headers: { 'accept-language': locale },
  });

/** A staff member: registered, made staff in identity's database (as npm run staff does), signed in again. */
async function staffMember(): Promise<Account> {
  const account = await registered('Stef');
  const client = new pg.Client({ connectionString: system.databaseUrl });
  await client.connect();
  try {
    await client.query('UPDATE users SET is_staff = true WHERE id = $1', [account.id]);
  } finally {
    await client.end();
  }
  const login = await signIn(account);
  assert.equal(login.status, 200, login.text);
  assert.equal(login.json.isStaff, true);
  return { ...account, cookie: cookieOf(login) };
}

const send = (method: string, path: string, who: Account | null, body?: unknown, locale = 'en') =>
  call(path, { method, cookie: who?.cookie, body, headers: { 'accept-language': locale } });

/** The end of a suspension as identity words it (UTC, the request's language). */
const formatted = (until: Date, locale: 'en' | 'de') =>
  new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(until);

let staff: Account;
let ada: Account;
let bob: Account;

beforeAll(async () => {
  system = await startTestSystem({}, { services: ['challenges', 'teams', 'showcase', 'discussions'] });
  await waitFor(
    'the notification consumer',
    () => /event consumer: consuming/.test(system.gateway.output()),
    60_000,
  );
  staff = await staffMember();
  ada = await registered('Ada');
  bob = await registered('Bob');
});

afterAll(async () => {
  closeSockets();
  const codes = await system?.stop();
  assert.equal(codes?.gateway, 0, `gateway exits cleanly:\n${system?.gateway.output().slice(-2000)}`);
});

describe('reports and staff through the REST facade', () => {
  test('POST /api/reports: 201, once per open report (409 in en and de), never oneself, signed in only', async () => {
    const body = { itemType: 'person', itemId: bob.id, reason: 'harassment', note: 'Rude in comments' };
    assert.equal((await send('POST', '/api/reports', null, body)).status, 401);
    const made = await send('POST', '/api/reports', ada, body);
    assert.equal(made.status, 201, made.text);
    assert.deepEqual(
      { ...made.json, id: undefined, createdAt: undefined },
      {
        id: undefined,
        createdAt: undefined,
        itemType: 'person',
        itemId: bob.id,
        reason: 'harassment',
        note: 'Rude in comments',
        status: 'open',
      },
    );
    for (const locale of ['en', 'de'] as const) {
      const again = await send('POST', '/api/reports', ada, body, locale);
      assert.equal(again.status, 409, again.text);
      assert.equal(again.json.message, MESSAGES[locale]['error.report.duplicate']);
    }
    const self = await send('POST', '/api/reports', ada, { ...body, itemId: ada.id }, 'de');
    assert.equal(self.status, 400, self.text);
    assert.equal(self.json.fields.itemId, MESSAGES.de['error.report.self']);
    const unknownField = await send('POST', '/api/reports', ada, { ...body, staff: true });
    assert.equal(unknownField.status, 400, unknownField.text);
    const badReason = await send('POST', '/api/reports', ada, { ...body, reason: 'boring' });
    assert.equal(badReason.status, 400, badReason.text);
    assert.equal(badReason.json.fields.reason, MESSAGES.en['validation.report.reason']);
  });

  test('the staff paths answer 404 "Only the programme\'s staff can do this" to anyone else (en, de), 401 signed out', async () => {
    const paths: Array<[string, string, unknown?]> = [
      ['GET', '/api/staff/reports'],
      ['GET', '/api/staff/log'],
      ['POST', '/api/staff/reports/dismiss', { itemType: 'person', itemId: bob.id }],
      ['POST', `/api/staff/users/${bob.id}/suspend`, { until: null, reason: 'Not your call' }],
      ['POST', `/api/staff/users/${bob.id}/lift`],
    ];
    for (const [method, path, body] of paths) {
      for (const locale of ['en', 'de'] as const) {
        const answer = await send(method, path, ada, body, locale);
        assert.equal(answer.status, 404, `${method} ${path}: ${answer.text}`);
        assert.equal(answer.json.message, MESSAGES[locale]['error.staff.only']);
      }
      assert.equal((await send(method, path, null, body)).status, 401, `${method} ${path}`);
    }
    // Bob was not suspended by any of it.
    assert.equal((await call('/api/auth/user', { cookie: bob.cookie })).status, 200);
  });

  test('the queue groups open reports by item, paged with a Link header; dismiss closes them', async () => {
    const cy = await registered('Cy');
    const report = (who: Account, itemId: string) =>
      send('POST', '/api/reports', who, { itemType: 'person', itemId, reason: 'spam' });
    assert.equal((await report(bob, cy.id)).status, 201);
    assert.equal((await report(ada, cy.id)).status, 201);

    const first = await send('GET', '/api/staff/reports?limit=1', staff);
    assert.equal(first.status, 200, first.text);
    assert.equal(first.headers.get('x-total-count'), '2');
    assert.equal(first.json.length, 1);
    const [newest] = first.json;
    assert.equal(newest.itemId, cy.id);
    assert.equal(newest.reportCount, 2);
    assert.deepEqual(
      newest.reports.map((r: { reporter: { id: string } }) => r.reporter.id),
      [ada.id, bob.id],
    );
    assert.equal(newest.person.firstName, 'Cy');
    assert.equal(newest.challenge, null);
    const link = first.headers.get('link');
    assert.match(link ?? '', /rel="next"/);
    const next = await send('GET', link!.slice(1, link!.indexOf('>')), staff);
    assert.equal(next.status, 200, next.text);
    assert.deepEqual(
      next.json.map((item: { itemId: string }) => item.itemId),
      [bob.id],
    );

    const bad = await send('POST', '/api/staff/reports/dismiss', staff, {
      itemType: 'meeting',
      itemId: cy.id,
    });
    assert.equal(bad.status, 400, bad.text);
    const dismissed = await send('POST', '/api/staff/reports/dismiss', staff, {
      itemType: 'person',
      itemId: cy.id,
      reason: 'Looked fine to us',
    });
    assert.equal(dismissed.status, 200, dismissed.text);
    assert.deepEqual(dismissed.json, { dismissed: 2 });
    const after = await send('GET', '/api/staff/reports', staff);
    assert.deepEqual(
      after.json.map((item: { itemId: string }) => item.itemId),
      [bob.id],
    );
  });

  test('suspending signs the person out at once, refuses their sign-in with the date (403, en and de) and tells the reporter', async () => {
    const socket = await openSocket(system.gatewayUrl, bob.cookie);
    let signedOut = 0;
    socket.on(SIGNED_OUT_EVENT, () => (signedOut += 1));
    const reporterSocket = await openSocket(system.gatewayUrl, ada.cookie);
    const adaInbox = inbox<LiveNotification>(reporterSocket);

    for (const [body, status] of [
      [{ until: new Date(Date.now() - 60_000).toISOString(), reason: 'Too late now' }, 400],
      [{ until: null, reason: 'x' }, 400],
      [{ until: null }, 400],
    ] as const) {
      const refused = await send('POST', `/api/staff/users/${bob.id}/suspend`, staff, body);
      assert.equal(refused.status, status, refused.text);
    }
    const self = await send('POST', `/api/staff/users/${staff.id}/suspend`, staff, {
      until: null,
      reason: 'Testing myself',
    });
    assert.equal(self.status, 403, self.text);
    assert.equal(self.json.message, MESSAGES.en['error.moderation.notSelf']);
    const nobody = await send(
      'POST',
      '/api/staff/users/6f1c2a1e-0000-4000-8000-000000000001/suspend',
      staff,
      {
        until: null,
        reason: 'Nobody is here',
      },
    );
    assert.equal(nobody.status, 404, nobody.text);
    assert.equal(nobody.json.message, MESSAGES.en['error.moderation.notFound']);

    const until = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    until.setUTCSeconds(0, 0);
    const suspended = await send('POST', `/api/staff/users/${bob.id}/suspend`, staff, {
      until: until.toISOString(),
      reason: 'Insulting other students',
    });
    assert.equal(suspended.status, 200, suspended.text);
    assert.equal(suspended.json.id, bob.id);
    assert.deepEqual(suspended.json.moderationHistory, {
      hiddenCount: 0,
      suspensionCount: 1,
      reportCount: 1,
      suspendedUntil: until.toISOString(),
      suspendedForGood: false,
      suspensionReason: 'Insulting other students',
    });

    // Their open socket is told and closed; their cookie no longer signs them in.
    await waitFor('the socket to be signed out', () => signedOut === 1 && socket.disconnected, 15_000);
    await waitFor(
      'the cookie to be signed out',
      async () => (await call('/api/auth/user', { cookie: bob.cookie })).status === 401,
      10_000,
    );
    for (const locale of ['en', 'de'] as const) {
      const refused = await signIn(bob, locale);
      assert.equal(refused.status, 403, refused.text);
      const expected =
        locale === 'en'
          ? `Your account is suspended until ${formatted(until, 'en')}. Reason: Insulting other students`
          : `Dein Konto ist bis ${formatted(until, 'de')} gesperrt. Grund: Insulting other students`;
      assert.equal(refused.json.message, expected);
      assert.equal(
        refused.headers.getSetCookie().some((c) => /^sid=[^;]+/.test(c)),
        false,
      );
    }
    // The reporter hears that the person was suspended.
    await waitFor('the reporter to be told', () =>
      adaInbox.some((n) => n.type === 'reports.resolved' && n.data.outcome === 'suspended'),
    );
    // Earlier tests' outcomes (a dismissed report) may reach this inbox later than this one.
    const told = adaInbox.find((n) => n.type === 'reports.resolved' && n.data.outcome === 'suspended')!;
    // The outcome, never who reported the person (identity strips the event to what its reader may know).
    assert.deepEqual(told.data, { itemType: 'person', itemId: bob.id, outcome: 'suspended' });
    // The person is no longer in the queue.
    const queue = await send('GET', '/api/staff/reports', staff);
    assert.deepEqual(queue.json, []);
  });

  test('lift lets the person sign in again; the audit log lists every action, newest first', async () => {
    const lifted = await send('POST', `/api/staff/users/${bob.id}/lift`, staff);
    assert.equal(lifted.status, 200, lifted.text);
    assert.equal(lifted.json.moderationHistory.suspendedUntil, null);
    const back = await signIn(bob);
    assert.equal(back.status, 200, back.text);

    const log = await send('GET', '/api/staff/log', staff);
    assert.equal(log.status, 200, log.text);
    assert.deepEqual(
      log.json.map((entry: { action: string }) => entry.action),
      ['lift', 'suspend', 'dismiss'],
    );
    const [lift, suspend] = log.json;
    assert.equal(lift.actor.id, staff.id);
    assert.equal(lift.subject.id, bob.id);
    assert.equal(suspend.reason, 'Insulting other students');
    assert.equal(JSON.parse(suspend.details).reports, 1);
  });
});

describe('hiding a reported item (the owning service applies it, identity follows)', () => {
  test('the queue shows the item from its service; hiding it closes its reports and tells reporter and author', async () => {
    const created = await send('POST', '/api/challenges', ada, {
      title: 'Win a free phone',
      description: 'Click the link in my profile to win a free phone today.',
      category: 'technology',
    });
    assert.equal(created.status, 201, created.text);
    const challengeId = created.json.id as string;
    const dee = await registered('Dee');
    const reported = await send('POST', '/api/reports', dee, {
      itemType: 'challenge',
      itemId: challengeId,
      reason: 'spam',
    });
    assert.equal(reported.status, 201, reported.text);
    const queue = await send('GET', '/api/staff/reports', staff);
    assert.equal(queue.status, 200, queue.text);
    assert.deepEqual(queue.json[0].challenge, { id: challengeId, title: 'Win a free phone' });

    const deeInbox = inbox<LiveNotification>(await openSocket(system.gatewayUrl, dee.cookie));
    const adaInbox = inbox<LiveNotification>(await openSocket(system.gatewayUrl, ada.cookie));
    const hidden = await send('POST', `/api/staff/items/challenge/${challengeId}/hide`, staff, {
      reason: 'Advertising, not a challenge',
    });
    assert.equal(hidden.status, 200, hidden.text);

    await waitFor('the reporter to hear the outcome', () =>
      deeInbox.some((n) => n.type === 'reports.resolved' && n.data.itemId === challengeId),
    );
    assert.deepEqual(deeInbox.find((n) => n.type === 'reports.resolved')!.data, {
      itemType: 'challenge',
      itemId: challengeId,
      outcome: 'hidden',
    });
    await waitFor('the author to read why', () => adaInbox.some((n) => n.type === 'content.moderated'));
    const notice = adaInbox.find((n) => n.type === 'content.moderated')!;
    assert.equal(notice.data.hidden, true);
    assert.equal(notice.data.reason, 'Advertising, not a challenge');
    assert.equal(notice.data.title, 'Win a free phone');
    // The author reads why, not which staff member hid it.
    assert.ok(!JSON.stringify(notice).includes(staff.id), JSON.stringify(notice));
    assert.equal('actorId' in notice.data, false);
    assert.equal(deeInbox.filter((n) => n.type === 'content.moderated').length, 0);

    await waitFor(
      'identity to close the reports',
      async () => (await send('GET', '/api/staff/reports', staff)).json.length === 0,
    );
    const log = await send('GET', '/api/staff/log?limit=1', staff);
    assert.equal(log.json[0].action, 'hide', log.text);
    assert.equal(log.json[0].itemId, challengeId);
    assert.equal(log.json[0].subject.id, ada.id);
    assert.equal(log.json[0].reason, 'Advertising, not a challenge');
  });
});
