import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import {
  badUserInput,
  CLEAR_SESSION_HEADER,
  isUuid,
  requireUser,
  type SubgraphContext,
} from '@creators/platform';
import { AccountService } from './account.service.js';
import { AccountSessionType, ChangePasswordInput, DeleteAccountInput } from './account.types.js';

/** docs/product.md §13: change password, the caller's sessions, ending them; §15: deleting the account. */
@Resolver()
export class AccountResolver {
  constructor(private readonly account: AccountService) {}

  /** Changes the caller's password; every other session of theirs ends (the current one stays). */
  @Mutation(() => Boolean, {
    description:
      'Changes the password (the current one is required); every other session of the caller ends at once, the current one stays.',
  })
  async changePassword(
    @Args('input', { type: () => ChangePasswordInput }) input: ChangePasswordInput,
    @Context() ctx: SubgraphContext,
  ): Promise<boolean> {
    await this.account.changePassword(requireUser(ctx), input, ctx.gateway);
    return true;
  }

  /** The caller's live sessions, newest first; `current` marks the one of this request. */
  @Query(() => [AccountSessionType], { description: "The caller's live sessions, newest first." })
  async mySessions(@Context() ctx: SubgraphContext): Promise<AccountSessionType[]> {
    const sessions = await this.account.mySessions(requireUser(ctx), ctx.gateway);
    return sessions.map(({ publicId, ...session }) =>
      Object.assign(new AccountSessionType(), { id: publicId, ...session }),
    );
  }

  /** Ends one of the caller's other sessions (the current one: sign out instead); its sockets close. */
  @Mutation(() => Boolean, {
    description: "Ends one of the caller's other sessions (400 for the current one: sign out instead).",
  })
  async endSession(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: SubgraphContext,
  ): Promise<boolean> {
    const viewer = requireUser(ctx);
    const { locale } = ctx.gateway;
    if (!isUuid(id)) throw badUserInput(locale, { id: 'validation.id.invalid' });
    await this.account.endSession(viewer, id, locale, ctx.gateway);
    return true;
  }

  /** Ends every session of the caller but this one; how many ended. */
  @Mutation(() => Int, { description: 'Ends every session of the caller but this one; how many ended.' })
  endOtherSessions(@Context() ctx: SubgraphContext): Promise<number> {
    return this.account.endOtherSessions(requireUser(ctx), ctx.gateway);
  }

  /**
   * Deletes the caller's account for good (docs/product.md §15): password and a typed confirmation (their e-mail
   * address) required; every session of theirs ends, this one too (the gateway clears the cookie), and every
   * service erases or anonymises what it holds of them (user.erased).
   */
  @Mutation(() => Boolean, {
    description:
      "Deletes the caller's account for good: the password and, as confirmation, the account's e-mail address are required. Every session ends (this one too) and every service erases or anonymises the person's data.",
  })
  async deleteMyAccount(
    @Args('input', { type: () => DeleteAccountInput }) input: DeleteAccountInput,
    @Context() ctx: SubgraphContext,
  ): Promise<boolean> {
    await this.account.deleteMyAccount(requireUser(ctx), input, ctx.gateway);
    ctx.res.setHeader(CLEAR_SESSION_HEADER, '1');
    return true;
  }
}
