/**
 * The badges' credentials (docs/product.md §17.4) without a database: the Open Badges 3.0 credential a badge makes,
 * signed with eddsa-rdfc-2022 and verified with the Digital Bazaar libraries against the issuer's DID document and a
 * status list: valid; one letter altered, another key, another issuer, revoked and malformed input are not.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from '@jest/globals';
import type { CredentialsConfig } from '../config.js';
import { CredentialSigner, MalformedCredentialError, type StatusListState } from './credential-signer.js';
import { credentialIssuerIdentity, didWebOf } from './issuer.js';
import {
  badgeImage,
  credentialFileName,
  openBadgeCredential,
  STATUS_LIST_SIZE,
  statusPlace,
  type HeldBadge,
} from './open-badge.js';

const seed = (text: string) => Uint8Array.from(createHash('sha256').update(text).digest());
const config = (text: string, previousPublicKeys: string[] = []): CredentialsConfig => ({
  signingSeed: seed(text),
  previousPublicKeys,
  issuerName: 'Creators Program',
  publicUrl: 'http://localhost:8080',
});

const badge: HeldBadge = {
  id: '6f1c2a1e-0000-4000-8000-00000000000a',
  userId: '6f1c2a1e-0000-4000-8000-00000000000b',
  kind: 'award',
  achievementId:
    'http://localhost:8080/programmes/6f1c2a1e-0000-4000-8000-00000000000c/results#award-best-design',
  name: 'Best design',
  description: 'Awarded Best design in Spring Lab for Solar Bench',
  criteria: 'Won the award Best design in Spring Lab with the project Solar Bench.',
  earnedAt: new Date('2026-11-20T10:00:00.123Z'),
  statusSeq: 6,
};

/** A signer whose status list 1 has these revoked indexes. */
async function signerWith(text: string, revoked: number[] = [], previous: string[] = []) {
  const issuer = await credentialIssuerIdentity(config(text, previous));
  const lists = async (listId: number): Promise<StatusListState | null> =>
    listId === 1 ? { revokedIndexes: revoked, validFrom: new Date('2026-11-21T00:00:00Z') } : null;
  return new CredentialSigner(issuer, lists);
}

describe('the Open Badges 3.0 credential of a badge', () => {
  it('is a VC 2.0 OpenBadgeCredential: issuer profile, subject, achievement, revocation status entry', () => {
    const credential = openBadgeCredential(badge, {
      did: 'did:web:localhost%3A8080',
      name: 'Creators Program',
      url: 'http://localhost:8080',
    }) as Record<string, any>;
    assert.deepEqual(credential['@context'], [
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ]);
    assert.deepEqual(credential.type, ['VerifiableCredential', 'OpenBadgeCredential']);
    assert.equal(credential.id, `http://localhost:8080/api/credentials/${badge.id}`);
    assert.deepEqual(credential.issuer, {
      id: 'did:web:localhost%3A8080',
      type: ['Profile'],
      name: 'Creators Program',
      url: 'http://localhost:8080',
    });
    assert.equal(credential.validFrom, '2026-11-20T10:00:00Z');
    assert.equal(credential.credentialSubject.id, `http://localhost:8080/people/${badge.userId}`);
    assert.deepEqual(credential.credentialSubject.type, ['AchievementSubject']);
    const { achievement } = credential.credentialSubject;
    assert.equal(achievement.name, 'Best design');
    assert.deepEqual(achievement.criteria, { narrative: badge.criteria });
    assert.match(achievement.image.id, /^data:image\/svg\+xml;base64,/);
    assert.deepEqual(credential.credentialStatus, {
      id: 'http://localhost:8080/api/credentials/status/1#5',
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: '5',
      statusListCredential: 'http://localhost:8080/api/credentials/status/1',
    });
  });

  it('places status numbers in lists of STATUS_LIST_SIZE, names files and pictures safely', () => {
    assert.deepEqual(statusPlace(1), { listId: 1, index: 0 });
    assert.deepEqual(statusPlace(STATUS_LIST_SIZE), { listId: 1, index: STATUS_LIST_SIZE - 1 });
    assert.deepEqual(statusPlace(STATUS_LIST_SIZE + 1), { listId: 2, index: 0 });
    assert.equal(credentialFileName('Problem Spotter'), 'problem-spotter.credential.json');
    assert.equal(credentialFileName('Größte Über-Idee!'), 'grosste-uber-idee.credential.json');
    assert.equal(credentialFileName('???'), 'badge.credential.json');
    const svg = Buffer.from(badgeImage('award', '<script>').split(',')[1]!, 'base64').toString();
    assert.ok(!svg.includes('<script>'));
    assert.equal(didWebOf('https://creators.example.com/'), 'did:web:creators.example.com');
    assert.equal(didWebOf('http://localhost:8080'), 'did:web:localhost%3A8080');
  });
});

describe('signing and verifying (eddsa-rdfc-2022)', () => {
  it('signs deterministically (proof dated when earned) and verifies as valid', async () => {
    const signer = await signerWith('one');
    const unsigned = openBadgeCredential(badge, signer.issuer);
    const signed = (await signer.sign(unsigned, badge.earnedAt)) as Record<string, any>;
    assert.equal(signed.proof.type, 'DataIntegrityProof');
    assert.equal(signed.proof.cryptosuite, 'eddsa-rdfc-2022');
    assert.equal(signed.proof.created, '2026-11-20T10:00:00Z');
    assert.equal(signed.proof.verificationMethod, signer.issuer.keyId);
    const again = await (await signerWith('one')).sign(unsigned, badge.earnedAt);
    assert.deepEqual(again, signed);
    const outcome = await signer.verify(signed);
    assert.deepEqual(outcome, {
      verified: true,
      reason: 'valid',
      achievementName: 'Best design',
      issuerId: signer.issuer.did,
      issuerName: 'Creators Program',
      holder: `http://localhost:8080/people/${badge.userId}`,
      validFrom: '2026-11-20T10:00:00Z',
    });
  });

  it('finds one altered letter, a signature by another key, another issuer', async () => {
    const signer = await signerWith('one');
    const signed = (await signer.sign(openBadgeCredential(badge, signer.issuer), badge.earnedAt)) as any;
    const altered = structuredClone(signed);
    altered.credentialSubject.achievement.name = 'Best desigm';
    assert.equal((await signer.verify(altered)).reason, 'altered');
    const later = structuredClone(signed);
    later.validFrom = '2026-11-20T10:00:01Z';
    assert.equal((await signer.verify(later)).reason, 'altered');

    // Another key that claims to be the platform's current one: the signature does not match its public key.
    const other = await signerWith('another');
    const forged = (await other.sign(openBadgeCredential(badge, other.issuer), badge.earnedAt)) as any;
    assert.equal((await signer.verify(forged)).reason, 'unknown-issuer');
    forged.proof.verificationMethod = signer.issuer.keyId;
    assert.equal((await signer.verify(forged)).reason, 'altered');
    // Another issuer altogether.
    const elsewhere = structuredClone(signed);
    elsewhere.issuer.id = 'did:web:example.com';
    assert.equal((await signer.verify(elsewhere)).reason, 'unknown-issuer');
  });

  it('keeps verifying what an earlier key signed while the DID document lists it', async () => {
    const before = await signerWith('old key');
    const signed = await before.sign(openBadgeCredential(badge, before.issuer), badge.earnedAt);
    const oldPublicKey = before.issuer.keyId.split('#')[1]!;
    const rotated = await signerWith('new key', [], [oldPublicKey]);
    assert.notEqual(rotated.issuer.keyId, before.issuer.keyId);
    assert.deepEqual(rotated.issuer.didDocument.assertionMethod, [rotated.issuer.keyId, before.issuer.keyId]);
    assert.equal((await rotated.verify(signed)).reason, 'valid');
    assert.equal((await (await signerWith('new key')).verify(signed)).reason, 'unknown-issuer');
  });

  it('reads the revocation in the status list', async () => {
    const signer = await signerWith('one', [5]);
    const signed = await signer.sign(openBadgeCredential(badge, signer.issuer), badge.earnedAt);
    const outcome = await signer.verify(signed);
    assert.equal(outcome.verified, false);
    assert.equal(outcome.reason, 'revoked');
    const list = (await signer.statusListCredential(1)) as any;
    assert.deepEqual([...list.type], ['VerifiableCredential', 'BitstringStatusListCredential']);
    assert.equal(list.credentialSubject.statusPurpose, 'revocation');
    assert.equal(await signer.statusListCredential(2), null);
    const other = { ...badge, statusSeq: 7 };
    assert.equal(
      (await signer.verify(await signer.sign(openBadgeCredential(other, signer.issuer), other.earnedAt)))
        .reason,
      'valid',
    );
  });

  it('refuses what is no credential as malformed', async () => {
    const signer = await signerWith('one');
    const signed = (await signer.sign(openBadgeCredential(badge, signer.issuer), badge.earnedAt)) as any;
    const { proof: _proof, ...unsigned } = signed;
    for (const input of [
      null,
      'text',
      [],
      {},
      unsigned,
      { ...signed, '@context': ['https://example.com'] },
      { ...signed, proof: { type: 'Ed25519Signature2020' } },
    ])
      await assert.rejects(signer.verify(input), MalformedCredentialError);
    // A context nobody bundled is never fetched: the credential does not verify.
    const unknownContext = structuredClone(signed);
    unknownContext['@context'].push('https://example.com/evil');
    assert.equal((await signer.verify(unknownContext)).reason, 'altered');
  });
});
