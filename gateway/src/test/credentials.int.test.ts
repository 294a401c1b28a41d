/**
 * Badges as verifiable credentials through the REST facade (docs/product.md §17.4), with the real identity service:
 * the signed-in person's list, the public download (JSON-LD, as a file), verify (valid, altered, 400 for what is no
 * credential, the reason in the request's language), the status list and the issuer's DID document.
 */
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startTestSystem, type TestSystem } from './harness.js';
import { call as callAt, register, type SignedInUser } from './client.js';

let system: TestSystem;
let ada: SignedInUser;
const call = (path: string, init?: Parameters<typeof callAt>[2]) => callAt(system.gatewayUrl, path, init);
const verify = (body: unknown, language = 'en') =>
  call('/api/credentials/verify', { method: 'POST', body, headers: { 'accept-language': language } });

beforeAll(async () => {
  system = await startTestSystem();
  ada = await register(system.gatewayUrl, 'Ada');
  // A badge from a programme's results, as identity's consumer writes it (its event is tested in identity).
  const client = new pg.Client({ connectionString: system.databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO programme_badges (id, user_id, programme_id, programme_name, kind, award_key, awarded_at)
       VALUES ($1, $2, $3, 'Spring Lab', 'completed', '', '2026-11-20T10:00:00Z')`,
      [randomUUID(), ada.user.id, randomUUID()],
    );
  } finally {
    await client.end();
  }
});
afterAll(async () => {
  await system?.stop();
});

describe('credentials through the REST facade', () => {
  let held: { id: string; name: string; fileName: string; downloadUrl: string };
  let credential: Record<string, any>;

  test('the signed-in person lists their badges with download links; signed out is 401', async () => {
    assert.equal((await call('/api/users/me/credentials')).status, 401);
    const mine = await call('/api/users/me/credentials', { cookie: ada.cookie });
    assert.equal(mine.status, 200, mine.text);
    const completed = mine.json.find((entry: { kind: string }) => entry.kind === 'completed');
    assert.ok(completed, mine.text);
    assert.equal(completed.name, 'Completed Spring Lab');
    assert.equal(completed.downloadUrl, `/api/credentials/${completed.id}`);
    assert.equal(completed.fileName, 'completed-spring-lab.credential.json');
    held = completed;
  });

  test('anyone downloads the credential as a JSON-LD file', async () => {
    const file = await call(held.downloadUrl);
    assert.equal(file.status, 200, file.text);
    assert.match(file.headers.get('content-type') ?? '', /^application\/ld\+json/);
    assert.match(
      file.headers.get('content-disposition') ?? '',
      /attachment; filename="completed-spring-lab\.credential\.json"/,
    );
    credential = file.json;
    assert.deepEqual(credential.type, ['VerifiableCredential', 'OpenBadgeCredential']);
    assert.equal(credential.proof.cryptosuite, 'eddsa-rdfc-2022');
    assert.equal((await call(`/api/credentials/${randomUUID()}`)).status, 404);
    assert.equal((await call('/api/credentials/not-an-id')).status, 404);
  });

  test('verify: valid, altered, and the reason in the request language', async () => {
    const valid = await verify(credential, 'de');
    assert.equal(valid.status, 200, valid.text);
    assert.equal(valid.json.verified, true);
    assert.equal(valid.json.reason.code, 'valid');
    assert.match(valid.json.reason.message, /^Gültig/);
    assert.equal(valid.json.credential.achievementName, 'Completed Spring Lab');
    assert.equal(valid.json.credential.holder, credential.credentialSubject.id);

    const altered = structuredClone(credential);
    altered.credentialSubject.achievement.name = 'Completed Spring Lad';
    const refused = await verify(altered);
    assert.equal(refused.status, 200, refused.text);
    assert.deepEqual([refused.json.verified, refused.json.reason.code], [false, 'altered']);
  });

  test('verify answers 400 with a message for what is no credential, never 5xx', async () => {
    for (const body of [[], 'text', 42, {}, { '@context': 'https://www.w3.org/ns/credentials/v2' }]) {
      const answer = await verify(body);
      assert.equal(answer.status, 400, `${JSON.stringify(body)}: ${answer.text}`);
      assert.ok(answer.json.message, answer.text);
    }
    const large = await verify({ ...credential, padding: 'x'.repeat(70_000) });
    assert.equal(large.status, 400, large.text);
    const broken = await call('/api/credentials/verify', {
      method: 'POST',
      body: undefined,
      headers: { 'content-type': 'application/json' },
    });
    assert.ok(broken.status >= 400 && broken.status < 500, broken.text);
  });

  test('the status list and the DID document are public', async () => {
    const list = await call('/api/credentials/status/1');
    assert.equal(list.status, 200, list.text);
    assert.ok(list.json.type.includes('BitstringStatusListCredential'));
    assert.equal(list.json.id, credential.credentialStatus.statusListCredential);
    assert.equal((await call('/api/credentials/status/999')).status, 404);
    assert.equal((await call('/api/credentials/status/x')).status, 404);

    const did = await call('/.well-known/did.json');
    assert.equal(did.status, 200, did.text);
    assert.equal(did.json.id, credential.issuer.id);
    assert.ok(did.json.assertionMethod.includes(credential.proof.verificationMethod));
  });
});
