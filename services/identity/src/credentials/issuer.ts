import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import type { CredentialsConfig } from '../config.js';

/** The context of a DID document that lists Multikey verification methods. */
export const DID_CONTEXTS = ['https://www.w3.org/ns/did/v1', 'https://w3id.org/security/multikey/v1'];

/** A verification method of the issuer's DID document: an Ed25519 public key. */
export interface VerificationMethod {
  id: string;
  type: 'Multikey';
  controller: string;
  publicKeyMultibase: string;
}

export interface IssuerDidDocument {
  '@context': string[];
  id: string;
  verificationMethod: VerificationMethod[];
  assertionMethod: string[];
}

/** Who issues the badges' credentials: the platform's did:web, its name and address, and the key it signs with. */
export interface CredentialIssuerIdentity {
  did: string;
  name: string;
  /** PUBLIC_URL without a trailing slash. */
  url: string;
  /** The verification method of the current key (`${did}#${publicKeyMultibase}`). */
  keyId: string;
  /** Signs the proofs (Data Integrity, eddsa-rdfc-2022). */
  signer: unknown;
  /** Published at /.well-known/did.json: the current key first, then every earlier one still listed. */
  didDocument: IssuerDidDocument;
}

/**
 * did:web of the platform's host (with its port, percent-encoded: did:web:localhost%3A8080), whose DID document the
 * gateway serves at https://<host>/.well-known/did.json.
 */
export function didWebOf(publicUrl: string): string {
  return `did:web:${encodeURIComponent(new URL(publicUrl).host)}`;
}

const verificationMethod = (did: string, publicKeyMultibase: string): VerificationMethod => ({
  id: `${did}#${publicKeyMultibase}`,
  type: 'Multikey',
  controller: did,
  publicKeyMultibase,
});

/**
 * The issuer from configuration: the key pair from CREDENTIALS_SIGNING_KEY's seed; its verification method id is
 * named after the public key, so a new key is a new id, and CREDENTIALS_PREVIOUS_PUBLIC_KEYS stay listed after it
 * (credentials signed with them still verify).
 */
export async function credentialIssuerIdentity(config: CredentialsConfig): Promise<CredentialIssuerIdentity> {
  const did = didWebOf(config.publicUrl);
  const key = await Ed25519Multikey.generate({ seed: config.signingSeed, controller: did });
  const keyId = `${did}#${key.publicKeyMultibase}`;
  const methods = [
    verificationMethod(did, key.publicKeyMultibase),
    ...[...new Set(config.previousPublicKeys)]
      .filter((publicKey) => publicKey !== key.publicKeyMultibase)
      .map((publicKey) => verificationMethod(did, publicKey)),
  ];
  return {
    did,
    name: config.issuerName,
    url: config.publicUrl,
    keyId,
    signer: key.signer(),
    didDocument: {
      '@context': DID_CONTEXTS,
      id: did,
      verificationMethod: methods,
      assertionMethod: methods.map((method) => method.id),
    },
  };
}
