import { Args, Context, ID, Int, Query, Resolver } from '@nestjs/graphql';
import type { MessageKey } from '@creators/contracts';
import { badUserInput, requireUser, type SubgraphContext } from '@creators/platform';
import { translate } from '@creators/texts';
import { MalformedCredentialError, type VerificationReason } from './credential-signer.js';
import {
  CredentialDocumentType,
  CredentialVerificationType,
  HeldCredentialType,
} from './credential.types.js';
import { CredentialsService } from './credentials.service.js';

/** The largest credential text verified (a badge's credential is a few KB). */
export const MAX_CREDENTIAL_CHARS = 64 * 1024;

const REASON_TEXTS: Record<VerificationReason, MessageKey> = {
  valid: 'credential.verify.valid',
  altered: 'credential.verify.altered',
  'unknown-issuer': 'credential.verify.unknownIssuer',
  revoked: 'credential.verify.revoked',
  malformed: 'credential.verify.malformed',
};

/** The badges' credentials (docs/product.md §17.4): one's own list; download, status lists, DID and verify are public. */
@Resolver()
export class CredentialsResolver {
  constructor(private readonly credentials: CredentialsService) {}

  @Query(() => [HeldCredentialType], {
    description: "The signed-in person's badges, newest first, each downloadable as a credential.",
  })
  async myCredentials(@Context() ctx: SubgraphContext): Promise<HeldCredentialType[]> {
    const user = requireUser(ctx);
    return this.credentials.credentialsOf(user.id, ctx.gateway.locale);
  }

  @Query(() => CredentialDocumentType, {
    nullable: true,
    description: 'A badge credential, signed (public); null for an unknown or revoked one.',
  })
  async credential(@Args('id', { type: () => ID }) id: string): Promise<CredentialDocumentType | null> {
    return this.credentials.credential(id);
  }

  @Query(() => String, {
    nullable: true,
    description:
      'A revocation status list credential (BitstringStatusListCredential) as JSON-LD text (public).',
  })
  async credentialStatusList(@Args('listId', { type: () => Int }) listId: number): Promise<string | null> {
    return this.credentials.statusList(listId);
  }

  @Query(() => String, { description: "The issuer's DID document (did:web) as JSON text (public)." })
  async credentialIssuerDidDocument(): Promise<string> {
    return JSON.stringify(await this.credentials.didDocument());
  }

  @Query(() => CredentialVerificationType, {
    description:
      'Verifies a credential (its JSON text) offline: signature, issuer and key, revocation. BAD_USER_INPUT for what is no credential.',
  })
  async verifyCredential(
    @Args('credential') credential: string,
    @Context() ctx: SubgraphContext,
  ): Promise<CredentialVerificationType> {
    const locale = ctx.gateway.locale;
    if (credential.length > MAX_CREDENTIAL_CHARS)
      throw badUserInput(locale, { credential: 'validation.credential.tooLarge' });
    let parsed: unknown;
    try {
      parsed = JSON.parse(credential);
    } catch {
      throw badUserInput(locale, { credential: 'validation.credential.malformed' });
    }
    try {
      const outcome = await this.credentials.verify(parsed);
      return { ...outcome, message: translate(REASON_TEXTS[outcome.reason], locale) };
    } catch (error) {
      if (error instanceof MalformedCredentialError)
        throw badUserInput(locale, { credential: 'validation.credential.malformed' });
      throw error;
    }
  }
}
