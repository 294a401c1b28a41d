import { createHash } from 'node:crypto';
import * as vc from '@digitalbazaar/vc';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as statusList from '@digitalbazaar/vc-bitstring-status-list';
import { staticDocumentLoader, VC_V2_CONTEXT, type DocumentLoader } from './document-loader.js';
import type { CredentialIssuerIdentity } from './issuer.js';
import { credentialTime, STATUS_LIST_SIZE, statusListBase, statusListUrl } from './open-badge.js';

/** Why a credential is valid or not (the verify endpoint's reason code). */
export const VERIFICATION_REASONS = ['valid', 'altered', 'unknown-issuer', 'revoked', 'malformed'] as const;
export type VerificationReason = (typeof VERIFICATION_REASONS)[number];

/** What a verified (or refused) credential says, for the person who checks it. */
export interface CredentialSummary {
  achievementName: string | null;
  issuerId: string | null;
  issuerName: string | null;
  holder: string | null;
  validFrom: string | null;
}

export interface VerificationOutcome extends CredentialSummary {
  verified: boolean;
  reason: VerificationReason;
}

/** The revoked indexes of a status list, and since when it reads so; null: no such list. */
export interface StatusListState {
  revokedIndexes: number[];
  validFrom: Date;
}

/** Input that is no Open Badges credential at all (a 400, not a "not valid"). */
export class MalformedCredentialError extends Error {
  constructor(readonly detail: string) {
    super(`Malformed credential: ${detail}`);
    this.name = 'MalformedCredentialError';
  }
}

/** A small cache of signed documents by the hash of what was signed (oldest out first). */
class SignedCache {
  private readonly entries = new Map<string, Record<string, unknown>>();
  constructor(private readonly max: number) {}
  get(key: string) {
    return this.entries.get(key);
  }
  set(key: string, value: Record<string, unknown>) {
    this.entries.set(key, value);
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }
}

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url');
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** What the credential says, read defensively (it may be anything someone pasted). */
function summarise(credential: Record<string, unknown>): CredentialSummary {
  const issuer = credential.issuer;
  const subject = isRecord(credential.credentialSubject) ? credential.credentialSubject : {};
  const achievement = isRecord(subject.achievement) ? subject.achievement : {};
  return {
    achievementName: text(achievement.name) ?? text(credential.name),
    issuerId: isRecord(issuer) ? text(issuer.id) : text(issuer),
    issuerName: isRecord(issuer) ? text(issuer.name) : null,
    holder: text(subject.id),
    validFrom: text(credential.validFrom),
  };
}

/**
 * The shape every credential of this kind has; anything else is malformed (400): a JSON object with the VC 2.0
 * context, the VerifiableCredential type, an issuer, a subject and one Data Integrity proof.
 */
function assertCredentialShape(input: unknown): asserts input is Record<string, unknown> {
  if (!isRecord(input)) throw new MalformedCredentialError('not a JSON object');
  const contexts = asList(input['@context']);
  if (contexts[0] !== VC_V2_CONTEXT)
    throw new MalformedCredentialError('no Verifiable Credentials 2.0 @context');
  if (!contexts.every((context) => typeof context === 'string'))
    throw new MalformedCredentialError('an @context that is not a URL');
  if (!asList(input.type).includes('VerifiableCredential'))
    throw new MalformedCredentialError('not of type VerifiableCredential');
  const summary = summarise(input);
  if (!summary.issuerId) throw new MalformedCredentialError('no issuer');
  if (!isRecord(input.credentialSubject)) throw new MalformedCredentialError('no credentialSubject');
  const proof = input.proof;
  if (!isRecord(proof)) throw new MalformedCredentialError('no proof (one Data Integrity proof)');
  if (proof.type !== 'DataIntegrityProof' || typeof proof.verificationMethod !== 'string')
    throw new MalformedCredentialError('the proof is not a Data Integrity proof');
  if (typeof proof.proofValue !== 'string') throw new MalformedCredentialError('the proof has no proofValue');
}

/**
 * Signs the badges' credentials and the status lists with the issuer's key (Data Integrity, eddsa-rdfc-2022), and
 * verifies a credential offline: against the issuer's DID document and the status lists, with the bundled contexts
 * only. A credential is signed with its proof dated when the badge was earned, so the same badge always gives the same
 * bytes; signed documents are cached (signing takes some milliseconds).
 */
export class CredentialSigner {
  private readonly documentLoader: DocumentLoader;
  private readonly credentials = new SignedCache(2_000);
  private readonly statusLists = new SignedCache(50);

  constructor(
    readonly issuer: CredentialIssuerIdentity,
    private readonly statusListState: (listId: number) => Promise<StatusListState | null>,
  ) {
    this.documentLoader = staticDocumentLoader(issuer.didDocument, {
      base: statusListBase(issuer.url),
      load: (listId) => this.statusListCredential(listId),
    });
  }

  private suite(created: Date) {
    return new DataIntegrityProof({ signer: this.issuer.signer, cryptosuite, date: credentialTime(created) });
  }

  /** The credential with its proof, created at `created` (when the badge was earned). */
  async sign(credential: Record<string, unknown>, created: Date): Promise<Record<string, unknown>> {
    const key = hashOf([this.issuer.keyId, credentialTime(created), credential]);
    const cached = this.credentials.get(key);
    if (cached) return structuredClone(cached);
    const signed = await vc.issue({
      credential: structuredClone(credential),
      suite: this.suite(created),
      documentLoader: this.documentLoader,
    });
    this.credentials.set(key, signed);
    return structuredClone(signed);
  }

  /**
   * The signed BitstringStatusListCredential of a list (revocation): the bits of its revoked credentials set; null
   * when the list does not exist (yet).
   */
  async statusListCredential(listId: number): Promise<Record<string, unknown> | null> {
    const state = await this.statusListState(listId);
    if (!state) return null;
    const key = hashOf([this.issuer.keyId, listId, credentialTime(state.validFrom), state.revokedIndexes]);
    const cached = this.statusLists.get(key);
    if (cached) return structuredClone(cached);
    const list = await statusList.createList({ length: STATUS_LIST_SIZE });
    for (const index of state.revokedIndexes) list.setStatus(index, true);
    const credential = await statusList.createCredential({
      id: statusListUrl(this.issuer.url, listId),
      list,
      statusPurpose: 'revocation',
    });
    credential.issuer = this.issuer.did;
    credential.validFrom = credentialTime(state.validFrom);
    const signed = await vc.issue({
      credential,
      suite: this.suite(state.validFrom),
      documentLoader: this.documentLoader,
    });
    this.statusLists.set(key, signed);
    return structuredClone(signed);
  }

  /**
   * Verifies a credential: 'malformed' (thrown as MalformedCredentialError) when it is no credential of this kind,
   * 'unknown-issuer' when another issuer or a key the DID document does not list signed it, 'altered' when the proof
   * does not match what it says, 'revoked' when its status list says so, else 'valid'.
   */
  async verify(input: unknown): Promise<VerificationOutcome> {
    assertCredentialShape(input);
    const summary = summarise(input);
    const refused = (reason: VerificationReason): VerificationOutcome => ({
      verified: false,
      reason,
      ...summary,
    });
    const proof = input.proof as Record<string, unknown>;
    const knownKeys = new Set(this.issuer.didDocument.assertionMethod);
    if (summary.issuerId !== this.issuer.did || !knownKeys.has(proof.verificationMethod as string))
      return refused('unknown-issuer');
    const suite = new DataIntegrityProof({ cryptosuite });
    let statusRevoked = false;
    let statusFailed = false;
    let result: Awaited<ReturnType<typeof vc.verifyCredential>>;
    try {
      result = await vc.verifyCredential({
        credential: structuredClone(input),
        suite,
        documentLoader: this.documentLoader,
        checkStatus: async (options) => {
          const status = await statusList.checkStatus({ ...options, suite });
          statusRevoked = status.verified && (status.results ?? []).some((entry) => entry.status === true);
          statusFailed = !status.verified;
          return status;
        },
      });
    } catch {
      // The library throws on what it cannot process at all (a context it does not know, say): not this credential.
      return refused('altered');
    }
    const proofVerified =
      (result.results ?? []).length > 0 && (result.results ?? []).every((r) => r.verified);
    if (!proofVerified) return refused('altered');
    if (statusRevoked) return refused('revoked');
    if (!result.verified || statusFailed) return refused('altered');
    return { verified: true, reason: 'valid', ...summary };
  }
}
