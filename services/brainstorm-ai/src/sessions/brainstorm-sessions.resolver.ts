import { Context, Query, Resolver } from '@nestjs/graphql';
import { requireUser, type SubgraphContext } from '@creators/platform';
import { BrainstormSessionType } from './brainstorm-session.types.js';
import { BrainstormSessionsService } from './brainstorm-sessions.service.js';

@Resolver(() => BrainstormSessionType)
export class BrainstormSessionsResolver {
  constructor(private readonly sessions: BrainstormSessionsService) {}

  /** The signed-in user's brainstorm sessions, most recent first; UNAUTHENTICATED when signed out. */
  @Query(() => [BrainstormSessionType])
  async myBrainstormSessions(@Context() ctx: SubgraphContext): Promise<BrainstormSessionType[]> {
    const user = requireUser(ctx);
    return this.sessions.listForUser(user.id);
  }
}
