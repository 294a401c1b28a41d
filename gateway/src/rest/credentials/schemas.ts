import { z } from 'zod';

// Request and response shapes of the credentials' REST paths (docs/product.md §17.4).

const dateTime = () => z.string().meta({ format: 'date-time' });

/** The largest credential the verify path reads (a badge's credential is a few KB). */
export const MAX_CREDENTIAL_BYTES = 64 * 1024;

/** POST /api/credentials/verify: the credential as downloaded, a JSON object of at most 64 KB. */
export const verifyCredentialBody = z
  .record(z.string(), z.unknown(), { error: 'validation.credential.malformed' })
  .refine((credential) => JSON.stringify(credential).length <= MAX_CREDENTIAL_BYTES, {
    error: 'validation.credential.tooLarge',
  })
  .meta({
    description: 'An Open Badges 3.0 credential (JSON-LD, with its Data Integrity proof) as downloaded.',
  });

export const heldCredentialResponse = z
  .object({
    id: z.string().meta({ description: 'The credential id (the badge).' }),
    kind: z.enum(['achievement', 'award', 'completed']),
    key: z.string().nullable().meta({ description: "An achievement's catalogue key." }),
    name: z.string(),
    description: z.string(),
    programmeId: z.string().nullable(),
    earnedAt: dateTime(),
    revoked: z.boolean(),
    fileName: z.string().meta({ examples: ['problem-spotter.credential.json'] }),
    downloadUrl: z.string().meta({ examples: ['/api/credentials/6f1c2a1e-0000-4000-8000-000000000001'] }),
  })
  .meta({ id: 'HeldCredential' });

export const credentialVerificationResponse = z
  .object({
    verified: z.boolean(),
    reason: z.object({
      code: z.enum(['valid', 'altered', 'unknown-issuer', 'revoked', 'malformed']),
      message: z.string().meta({ description: "The reason in the request's language (Accept-Language)." }),
    }),
    credential: z.object({
      achievementName: z.string().nullable(),
      issuerId: z.string().nullable(),
      issuerName: z.string().nullable(),
      holder: z.string().nullable(),
      validFrom: z.string().nullable(),
    }),
  })
  .meta({ id: 'CredentialVerification' });
