import { graphql } from '../../graphql-types/gql.js';

// The GraphQL documents of the credentials' REST paths (docs/product.md §17.4).

export const myCredentials = graphql(`
  query MyCredentials {
    myCredentials {
      id
      kind
      key
      name
      description
      programmeId
      earnedAt
      revoked
      fileName
    }
  }
`);

export const credential = graphql(`
  query Credential($id: ID!) {
    credential(id: $id) {
      json
      fileName
    }
  }
`);

export const credentialStatusList = graphql(`
  query CredentialStatusList($listId: Int!) {
    credentialStatusList(listId: $listId)
  }
`);

export const credentialIssuerDidDocument = graphql(`
  query CredentialIssuerDidDocument {
    credentialIssuerDidDocument
  }
`);

export const verifyCredential = graphql(`
  query VerifyCredential($credential: String!) {
    verifyCredential(credential: $credential) {
      verified
      reason
      message
      achievementName
      issuerId
      issuerName
      holder
      validFrom
    }
  }
`);
