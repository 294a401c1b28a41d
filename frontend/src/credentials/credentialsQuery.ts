import { graphql } from '../graphql/generated';

/** The signed-in person's badges with their credentials (identity: Query.myCredentials; docs/product.md §17.4). */
export const MY_CREDENTIALS_QUERY = graphql(`
  query MyCredentials {
    myCredentials {
      id
      kind
      key
      name
      description
      earnedAt
      revoked
      fileName
    }
  }
`);

/** Where the gateway serves a credential (GET /api/credentials/{id}, public, as a download). */
export const credentialDownloadPath = (id: string) => `/api/credentials/${encodeURIComponent(id)}`;
