import { Module } from '@nestjs/common';
import { CredentialsConsumer } from './credentials.consumer.js';
import { CredentialsResolver } from './credentials.resolver.js';
import { CredentialsService } from './credentials.service.js';
import { UserProgrammeBadgesResolver } from './user-programme-badges.resolver.js';

/**
 * Badges as Open Badges 3.0 verifiable credentials (docs/product.md §17.4): the programmes' badges from their results,
 * every badge's signed credential, the revocation status lists, the issuer's DID document and verification.
 */
@Module({
  providers: [CredentialsService, CredentialsResolver, UserProgrammeBadgesResolver, CredentialsConsumer],
  exports: [CredentialsService],
})
export class CredentialsModule {}
