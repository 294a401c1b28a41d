import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { parseInput, requireUser, type SubgraphContext } from '@creators/platform';
import { IslaQuotas } from '../quotas/isla-quotas.js';
import { BrainstormConversation } from './brainstorm-conversation.js';
import {
  BrainstormBackToRefinementInput,
  SendBrainstormMessageInput,
  StartBrainstormInput,
} from './brainstorm.inputs.js';
import { toBrainstormType } from './brainstorm.mapper.js';
import {
  brainstormBackToRefinementSchema,
  sendBrainstormMessageSchema,
  startBrainstormSchema,
} from './brainstorm-requests.js';
import { BrainstormType } from './brainstorm.types.js';

/**
 * The signed-in person's brainstorm with Isla (product.md §4.3), run by this service: each call answers with the
 * whole state the client shows. UNAUTHENTICATED when signed out; BAD_USER_INPUT naming the field for bad input;
 * NOT_FOUND for a brainstorm that is not the caller's open one; CONFLICT while Isla still answers the previous
 * message; TOO_MANY_REQUESTS beyond the 'replies' quota (as generateIslaResponse).
 */
@Resolver(() => BrainstormType)
export class BrainstormResolver {
  constructor(
    private readonly conversation: BrainstormConversation,
    private readonly quotas: IslaQuotas,
  ) {}

  /** The person's open brainstorm (it survives a reload or a second tab), or null: then startBrainstorm. */
  @Query(() => BrainstormType, {
    nullable: true,
    description: "The signed-in person's open brainstorm with Isla, or null (then startBrainstorm).",
  })
  async myBrainstorm(@Context() ctx: SubgraphContext): Promise<BrainstormType | null> {
    const user = requireUser(ctx);
    const current = await this.conversation.current(user.id);
    return current ? toBrainstormType(current) : null;
  }

  /**
   * A fresh brainstorm with Isla's opening question ('Start over', and after publishing); with `resume`, the open
   * one instead when the person has said something in it (the dashboard's first call).
   */
  @Mutation(() => BrainstormType, {
    description:
      "A fresh brainstorm: Isla's opening question in the input's language, addressed to the signed-in person's first name. With resume: true, the person's open brainstorm as it is when they have said something in it.",
  })
  async startBrainstorm(
    @Args('input', { type: () => StartBrainstormInput, nullable: true }) input: StartBrainstormInput | null,
    @Context() ctx: SubgraphContext,
  ): Promise<BrainstormType> {
    if (input?.resume === true) {
      // Nothing started, so nothing counted against the quotas.
      const open = await this.conversation.current(requireUser(ctx).id);
      if (open?.state.messages.some((m) => m.sender === 'user')) return toBrainstormType(open);
    }
    const user = await this.admit(ctx);
    const locale = ctx.gateway.locale;
    const start = parseInput(startBrainstormSchema, input ?? {}, locale);
    // The first name is the signed-in person's, as the gateway forwards it (product.md §4.3).
    return toBrainstormType(await this.conversation.start(user.id, start.language ?? locale, user.firstName));
  }

  /** The person's message; the state after Isla's answer. */
  @Mutation(() => BrainstormType, {
    description:
      "The person's next message: the server runs the phase rules and Isla's reply and answers with the whole new state. CONFLICT while Isla still answers the previous one.",
  })
  async sendBrainstormMessage(
    @Args('input', { type: () => SendBrainstormMessageInput }) input: SendBrainstormMessageInput,
    @Context() ctx: SubgraphContext,
  ): Promise<BrainstormType> {
    const user = await this.admit(ctx);
    const locale = ctx.gateway.locale;
    const message = parseInput(sendBrainstormMessageSchema, input, locale);
    const sent = await this.conversation.send(
      user.id,
      message.brainstormId,
      message.text,
      message.language ?? locale,
      locale,
    );
    return toBrainstormType(sent);
  }

  /** 'Back to Refinement' (product.md §4.3): Isla's next probing question. */
  @Mutation(() => BrainstormType, {
    description: "'Back to Refinement' from creation: Isla's next probing question.",
  })
  async brainstormBackToRefinement(
    @Args('input', { type: () => BrainstormBackToRefinementInput }) input: BrainstormBackToRefinementInput,
    @Context() ctx: SubgraphContext,
  ): Promise<BrainstormType> {
    const user = requireUser(ctx);
    const locale = ctx.gateway.locale;
    const back = parseInput(brainstormBackToRefinementSchema, input, locale);
    return toBrainstormType(
      await this.conversation.backToRefinement(user.id, back.brainstormId, back.language ?? locale, locale),
    );
  }

  /** Counted against the quotas first, so that signed-out callers are limited by their address too. */
  private async admit(ctx: SubgraphContext) {
    await this.quotas.consume('replies', ctx.gateway, ctx.gateway.locale);
    return requireUser(ctx);
  }
}
