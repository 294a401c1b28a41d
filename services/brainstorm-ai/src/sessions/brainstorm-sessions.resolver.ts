import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import {
  badUserInput,
  isUuid,
  PageArgs,
  parsePage,
  requireUser,
  type SubgraphContext,
} from '@creators/platform';
import { BrainstormSessionConnection, BrainstormSessionType } from './brainstorm-session.types.js';
import { BrainstormSessionsService, SESSION_ORDER } from './brainstorm-sessions.service.js';

@Resolver(() => BrainstormSessionType)
export class BrainstormSessionsResolver {
  constructor(private readonly sessions: BrainstormSessionsService) {}

  /**
   * The signed-in user's brainstorm sessions, most recently active first, a page at a time; UNAUTHENTICATED when
   * signed out, BAD_USER_INPUT naming `first` or `after` when one is not valid.
   */
  @Query(() => BrainstormSessionConnection)
  async myBrainstormSessions(
    @Args() args: PageArgs,
    @Context() ctx: SubgraphContext,
  ): Promise<BrainstormSessionConnection> {
    const user = requireUser(ctx);
    const page = parsePage(args, SESSION_ORDER, ctx.gateway.locale);
    // The id of a cursor goes to a uuid column: anything else is a bad cursor, not a database error.
    if (page.after && !isUuid(page.after[1]))
      throw badUserInput(ctx.gateway.locale, { after: 'validation.page.cursor' });
    return this.sessions.pageForUser(user.id, page);
  }
}
