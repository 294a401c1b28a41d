import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { SubgraphContext } from '@creators/platform';
import { PasswordResetService } from './password-reset.service.js';
import {
  AccountFeaturesType,
  RequestPasswordResetInput,
  ResetPasswordInput,
} from './password-reset.types.js';

/** docs/product.md §13 forgotten password: open to everyone (no session needed). */
@Resolver()
export class PasswordResetResolver {
  constructor(private readonly resets: PasswordResetService) {}

  @Query(() => AccountFeaturesType, { description: 'What the sign-in page may offer.' })
  accountFeatures(): AccountFeaturesType {
    return Object.assign(new AccountFeaturesType(), { passwordReset: this.resets.offered });
  }

  @Mutation(() => Boolean, {
    description:
      'Sends a link to reset the password to the address, if an account has it; the answer is the same either way.',
  })
  async requestPasswordReset(
    @Args('input', { type: () => RequestPasswordResetInput }) input: RequestPasswordResetInput,
    @Context() ctx: SubgraphContext,
  ): Promise<boolean> {
    await this.resets.requestReset(input, ctx.gateway);
    return true;
  }

  @Mutation(() => Boolean, {
    description:
      "Sets a new password with a link's token (once, within 30 minutes); every session of the person ends.",
  })
  async resetPassword(
    @Args('input', { type: () => ResetPasswordInput }) input: ResetPasswordInput,
    @Context() ctx: SubgraphContext,
  ): Promise<boolean> {
    await this.resets.reset(input, ctx.gateway);
    return true;
  }
}
