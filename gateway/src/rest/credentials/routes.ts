import { z } from 'zod';
import { uuid } from '@creators/contracts';
import { BinaryBody, binaryResponse, found, operationRoute, type RestRoute } from '../route-definition.js';
import * as operations from './operations.js';
import { credentialVerificationResponse, heldCredentialResponse, verifyCredentialBody } from './schemas.js';

const idParams = z.object({ id: uuid });
const listParams = z.object({ listId: z.coerce.number().int().positive().max(1_000_000) });

type Reason = z.output<typeof credentialVerificationResponse>['reason']['code'];
const REASONS: readonly string[] = credentialVerificationResponse.shape.reason.shape.code.options;
const reasonCode = (reason: string): Reason => (REASONS.includes(reason) ? (reason as Reason) : 'malformed');

/** JSON text from identity sent as it is, with a JSON-LD media type (and as a download with a file name). */
const jsonLd = (json: string, contentType = 'application/ld+json', fileName?: string) =>
  new BinaryBody(contentType, Buffer.from(json, 'utf8'), fileName);

/** Badges as Open Badges 3.0 verifiable credentials (docs/product.md §17.4). */
export const CREDENTIAL_ROUTES: RestRoute[] = [
  operationRoute({
    method: 'get',
    path: '/api/users/me/credentials',
    tag: 'credentials',
    summary:
      "The signed-in person's badges (achievements, programme awards and completions), newest first, each with its credential id and download link.",
    document: operations.myCredentials,
    requiresSignIn: true,
    result: (data) =>
      data.myCredentials.map((held) => ({
        ...held,
        kind: held.kind as 'achievement' | 'award' | 'completed',
        downloadUrl: `/api/credentials/${held.id}`,
      })),
    response: z.array(heldCredentialResponse),
  }),
  operationRoute({
    method: 'post',
    path: '/api/credentials/verify',
    tag: 'credentials',
    summary:
      "Public: verifies a credential offline (signature, issuer and key, revocation): verified, and the reason as a code and a text in the request's language; 400 for what is no credential.",
    document: operations.verifyCredential,
    body: verifyCredentialBody,
    variables: ({ body }) => ({ credential: JSON.stringify(body) }),
    result: ({ verifyCredential: { verified, reason, message, ...credential } }) => ({
      verified,
      reason: { code: reasonCode(reason), message },
      credential,
    }),
    response: credentialVerificationResponse,
  }),
  operationRoute({
    method: 'get',
    path: '/api/credentials/status/:listId',
    tag: 'credentials',
    summary:
      'Public: a revocation status list (BitstringStatusListCredential, signed) that credentials point to; 404 for a list not in use.',
    document: operations.credentialStatusList,
    params: listParams,
    variables: ({ params }) => ({ listId: params.listId }),
    result: (data) => jsonLd(found(data.credentialStatusList)),
    response: binaryResponse(['application/ld+json'], 'The status list credential (JSON-LD).'),
  }),
  operationRoute({
    method: 'get',
    path: '/api/credentials/:id',
    tag: 'credentials',
    summary:
      'Public: a badge as an Open Badges 3.0 credential (W3C Verifiable Credential 2.0, Data Integrity eddsa-rdfc-2022), as a download; 404 for an unknown or revoked one.',
    document: operations.credential,
    params: idParams,
    variables: ({ params }) => ({ id: params.id }),
    result: (data) => {
      const { json, fileName } = found(data.credential);
      return jsonLd(json, 'application/ld+json', fileName);
    },
    response: binaryResponse(['application/ld+json'], 'The signed credential (JSON-LD).', {
      fileName: '<badge>.credential.json',
    }),
  }),
  operationRoute({
    method: 'get',
    path: '/.well-known/did.json',
    tag: 'credentials',
    summary:
      "Public: the credentials issuer's DID document (did:web): its current and earlier Ed25519 public keys.",
    document: operations.credentialIssuerDidDocument,
    result: (data) => jsonLd(data.credentialIssuerDidDocument, 'application/did+json'),
    response: binaryResponse(['application/did+json'], 'The DID document of did:web:<host>.'),
  }),
];
