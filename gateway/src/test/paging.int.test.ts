/**
 * Paged lists of the REST facade through the real gateway and services: following the Link headers through
 * every page of a seeded list gives each row once, in order, even while rows are added.
 */
import { afterAll, beforeAll, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { CreateChallengeInput } from '@creators/contracts';
import { startTestSystem, type TestSystem } from './harness.js';
import { call as callAt, register, type Answer, type SignedInUser } from './client.js';

let system: TestSystem;
let ada: SignedInUser;
const marker = `lantern${randomBytes(3).toString('hex')}`;
/** Ids of the seeded challenges, newest first; the marked ones carry `marker` in their title. */
const seeded: string[] = [];
const marked: string[] = [];
const SEEDED = 45;

const get = (path: string, language = 'en') =>
  callAt(system.gatewayUrl, path, { headers: { 'accept-language': language } });

async function createChallenge(title: string): Promise<string> {
  const body = {
    title,
    description: 'A problem worth solving for the paging test.',
    category: 'technology',
  } satisfies Partial<CreateChallengeInput>;
  const created = await callAt(system.gatewayUrl, '/api/challenges', {
    method: 'POST',
    cookie: ada.cookie,
    body,
  });
  assert.equal(created.status, 201, created.text);
  return (created.json as { id: string }).id;
}

/** The path of the Link rel="next" header, or null on the last page. */
function nextLink(answer: Answer): string | null {
  const link = answer.headers.get('link');
  if (!link) return null;
  const match = /^<([^>]+)>; rel="next"$/.exec(link);
  assert.ok(match, `a Link header of the form <…>; rel="next": ${link}`);
  return match[1];
}

/** Follows the Link headers from `path` to the last page; returns the pages. */
async function allPages(path: string, between?: (page: number) => Promise<void>): Promise<Answer[]> {
  const pages: Answer[] = [];
  let next: string | null = path;
  while (next) {
    const answer = await get(next);
    assert.equal(answer.status, 200, `${next}: ${answer.text}`);
    pages.push(answer);
    next = nextLink(answer);
    await between?.(pages.length);
    assert.ok(pages.length < 100, 'the pages end');
  }
  return pages;
}

interface Row {
  id: string;
  createdAt: string;
}
const rowsOf = (pages: Answer[]) => pages.flatMap((page) => page.json as Row[]);
const idsOf = (pages: Answer[]) => rowsOf(pages).map((row) => row.id);
const sorted = (ids: string[]) => [...ids].sort();

/** Newest first, the id breaking ties (the contract's order), and no row twice. */
function assertNewestFirst(rows: Row[]) {
  assert.equal(new Set(rows.map((row) => row.id)).size, rows.length, 'no row twice');
  for (let i = 1; i < rows.length; i++) {
    const [a, b] = [rows[i - 1], rows[i]];
    assert.ok(
      a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id > b.id),
      `${a.id} before ${b.id}`,
    );
  }
}

beforeAll(async () => {
  // Ada seeds the list herself: more challenges than a person may create in an hour.
  system = await startTestSystem(
    {},
    { services: ['challenges', 'teams'], serviceEnv: { CREATION_LIMIT_CHALLENGES: '1000' } },
  );
  ada = await register(system.gatewayUrl, 'Ada');
  for (let i = 0; i < SEEDED; i++) {
    const title = i % 3 === 0 ? `Challenge ${i} about the ${marker.toUpperCase()}` : `Challenge ${i}`;
    const id = await createChallenge(title);
    seeded.unshift(id);
    if (i % 3 === 0) marked.unshift(id);
  }
});

afterAll(async () => {
  await system?.stop();
});

test('the first page has 20 rows, the total and a Link to the next page', async () => {
  const first = await get('/api/challenges');
  assert.equal(first.status, 200);
  assert.ok(Array.isArray(first.json));
  assert.equal(first.json.length, 20);
  assert.equal(first.headers.get('x-total-count'), String(SEEDED));
  assert.match(nextLink(first) ?? '', /^\/api\/challenges\?limit=20&cursor=[A-Za-z0-9_-]+$/);
  assertNewestFirst(rowsOf([first]));
  assert.ok(idsOf([first]).every((id) => seeded.includes(id)));
});

test('following the Link headers gives every row once, newest first, even while rows are added', async () => {
  let added: string | undefined;
  const pages = await allPages('/api/challenges?limit=7', async (page) => {
    // A row added while paging is newer than the cursor: it neither shifts nor repeats the rows to come.
    if (page === 2) added = await createChallenge('Added while paging');
  });
  assert.equal(pages.length, Math.ceil(SEEDED / 7));
  assert.ok(pages.every((page) => (page.json as unknown[]).length <= 7));
  assertNewestFirst(rowsOf(pages));
  assert.deepEqual(sorted(idsOf(pages)), sorted(seeded));
  assert.ok(added && !idsOf(pages).includes(added));
  assert.equal(nextLink(pages.at(-1)!), null, 'no Link on the last page');
  // The list starts with the new row when read again.
  const again = await get('/api/challenges?limit=1');
  assert.deepEqual(idsOf([again]), [added]);
  assert.equal(again.headers.get('x-total-count'), String(SEEDED + 1));
});

test('a search keeps its filter in every Link and finds exactly the matching rows, ignoring case', async () => {
  const pages = await allPages(`/api/challenges?search=${marker}&category=technology&limit=4`);
  for (const page of pages.slice(0, -1)) {
    const link = nextLink(page)!;
    assert.match(link, new RegExp(`[?&]search=${marker}(&|$)`));
    assert.match(link, /[?&]category=technology(&|$)/);
  }
  assertNewestFirst(rowsOf(pages));
  assert.deepEqual(sorted(idsOf(pages)), sorted(marked));
  assert.equal(pages[0].headers.get('x-total-count'), String(marked.length));
});

test('a bad limit or cursor is a 400 that names the parameter, in the request language', async () => {
  const tooMany = await get('/api/challenges?limit=500', 'de');
  assert.equal(tooMany.status, 400);
  assert.deepEqual(tooMany.json.fields, { limit: 'Die Seitengröße muss eine ganze Zahl von 1 bis 100 sein' });

  // Well-formed text, but not a cursor this list made: the challenges service refuses it.
  const foreign = await get(`/api/challenges?cursor=${Buffer.from('[1]').toString('base64url')}`);
  assert.equal(foreign.status, 400, foreign.text);
  assert.equal(foreign.json.code, 'BAD_USER_INPUT');
  assert.deepEqual(Object.keys(foreign.json.fields), ['cursor']);
  assert.match(foreign.json.message, /cursor is not valid/);

  const unknown = await get('/api/challenges?category=cooking');
  assert.equal(unknown.status, 400);
  assert.match(unknown.json.fields.category, /^Unknown category/);
});
