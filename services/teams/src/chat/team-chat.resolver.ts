import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { hideItemSchema, teamMessageSchema } from '@creators/contracts';
import {
  PageArgs,
  parseInput,
  parsePage,
  requireStaff,
  requireUser,
  viewerOf,
  type ConnectionShape,
  type SubgraphContext,
} from '@creators/platform';
import { userReference, UserReferenceType } from '../teams/reference.types.js';
import { ChatLimits } from './chat-limits.js';
import { MESSAGE_CURSOR, TeamChat } from './team-chat.service.js';
import {
  TeamChatUnreadType,
  TeamMessageConnection,
  TeamMessageInput,
  TeamMessageType,
} from './team-chat.types.js';

/** The team a message must be in (REST paths name both): a message of another team is NOT_FOUND. */
const IN_TEAM = {
  type: () => ID,
  nullable: true,
  description: 'The team the message must be in; a message of another team is not found.',
} as const;

/** A team's chat (docs/product.md §11.6): its members and mentors read and write it; staff hide messages. */
@Resolver(() => TeamMessageType)
export class TeamChatResolver {
  constructor(
    private readonly chat: TeamChat,
    private readonly limits: ChatLimits,
  ) {}

  /** A page of the team's messages, newest first; FORBIDDEN for anyone but its members, its mentors and staff. */
  @Query(() => TeamMessageConnection, {
    description:
      "A page of a team's chat, newest first (pass endCursor as after for older messages); for its members, mentors and staff.",
  })
  async teamMessages(
    @Args('teamId', { type: () => ID }) teamId: string,
    @Args() args: PageArgs,
    @Context() ctx: SubgraphContext,
  ): Promise<ConnectionShape<TeamMessageType>> {
    requireUser(ctx);
    const { locale } = ctx.gateway;
    const page = parsePage(args, MESSAGE_CURSOR, locale);
    return this.chat.page(teamId, page, viewerOf(ctx), locale);
  }

  /** The signed-in person's unread messages in each team whose chat they read. */
  @Query(() => [TeamChatUnreadType], {
    description:
      'How many messages of others the signed-in person has not read, per team whose chat they read.',
  })
  async myTeamChatUnread(@Context() ctx: SubgraphContext): Promise<TeamChatUnreadType[]> {
    const user = requireUser(ctx);
    return this.chat.unread(user.id);
  }

  /** A member or mentor writes in the team's chat (TEAM_CHAT_WRITES_PER_MINUTE). */
  @Mutation(() => TeamMessageType)
  async postTeamMessage(
    @Args('teamId', { type: () => ID }) teamId: string,
    @Args('input', { type: () => TeamMessageInput }) input: TeamMessageInput,
    @Context() ctx: SubgraphContext,
  ): Promise<TeamMessageType> {
    const user = requireUser(ctx);
    const { locale } = ctx.gateway;
    const { body, readers } = parseInput(teamMessageSchema, input, locale);
    return this.limits.write(user.id, locale, () =>
      this.chat.post(teamId, body, readers ?? [], user.id, locale),
    );
  }

  /** Its author changes a message's text (TEAM_CHAT_WRITES_PER_MINUTE). */
  @Mutation(() => TeamMessageType)
  async editTeamMessage(
    @Args('id', { type: () => ID }) id: string,
    @Args('input', { type: () => TeamMessageInput }) input: TeamMessageInput,
    @Args('teamId', { ...IN_TEAM }) teamId: string | null,
    @Context() ctx: SubgraphContext,
  ): Promise<TeamMessageType> {
    const user = requireUser(ctx);
    const { locale } = ctx.gateway;
    const { body } = parseInput(teamMessageSchema, input, locale);
    return this.limits.write(user.id, locale, () =>
      this.chat.edit(id, body, user.id, locale, teamId ?? undefined),
    );
  }

  /** Its author deletes a message (the text is gone; it stays listed as deleted). */
  @Mutation(() => TeamMessageType)
  async deleteTeamMessage(
    @Args('id', { type: () => ID }) id: string,
    @Args('teamId', { ...IN_TEAM }) teamId: string | null,
    @Context() ctx: SubgraphContext,
  ): Promise<TeamMessageType> {
    const user = requireUser(ctx);
    return this.chat.remove(id, user.id, ctx.gateway.locale, teamId ?? undefined);
  }

  /** The signed-in member or mentor has read the team's chat up to now. */
  @Mutation(() => TeamChatUnreadType)
  async markTeamChatRead(
    @Args('teamId', { type: () => ID }) teamId: string,
    @Context() ctx: SubgraphContext,
  ): Promise<TeamChatUnreadType> {
    const user = requireUser(ctx);
    return this.chat.markRead(teamId, user.id, ctx.gateway.locale);
  }

  /** Staff hide (reason required: 5 to 500 characters) or restore (reason ignored) a chat message. */
  @Mutation(() => TeamMessageType, {
    description:
      'Staff hide (reason required) or restore (reason ignored) a team chat message; NOT_FOUND for anyone but staff.',
  })
  async setTeamMessageHidden(
    @Args('id', { type: () => ID }) id: string,
    @Args('hidden', { type: () => Boolean }) hidden: boolean,
    @Args('reason', { type: () => String, nullable: true }) reason: string | null,
    @Context() ctx: SubgraphContext,
  ): Promise<TeamMessageType> {
    const staff = requireStaff(ctx);
    const { locale } = ctx.gateway;
    const why = hidden ? parseInput(hideItemSchema, { reason }, locale).reason : null;
    return this.chat.setHidden(id, hidden, why, staff.id, locale);
  }

  /** The author, resolved by identity (this returns only the reference). */
  @ResolveField('author', () => UserReferenceType)
  author(@Parent() message: TeamMessageType): { __typename: 'User'; id: string } {
    return userReference(message.authorId);
  }
}
