import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { projectFeedbackSchema } from '@creators/contracts';
import {
  BatchLoader,
  PageArgs,
  parseInput,
  parsePage,
  requestLoader,
  requireUser,
  type ConnectionShape,
  type SubgraphContext,
} from '@creators/platform';
import { PROJECT_CURSORS } from '../projects/project-list.js';
import { ProjectConnection, ProjectType } from '../projects/project.types.js';
import { ProjectFeedbackInput, ProjectFeedbackType } from './feedback.types.js';
import { FeedbackService } from './feedback.service.js';

const viewerOf = (ctx: SubgraphContext) => ctx.gateway?.user?.id ?? null;

/** Mentor feedback (docs/product.md §12.4): Project.feedback, Project.canGiveFeedback and the mentor's lists. */
@Resolver(() => ProjectType)
export class FeedbackResolver {
  constructor(private readonly feedback: FeedbackService) {}

  /**
   * Everyone signed in who sees the project reads the notes, newest first (docs/product.md §12.4; every feedback
   * given, none replaced); the scores only a member or mentor of the project's team (null for everyone else).
   * Empty when signed out. Batched: one query for every project of a request.
   */
  @ResolveField('feedback', () => [ProjectFeedbackType], {
    description:
      "Mentors' feedback, newest first (each one given is kept): notes for everyone signed in who sees the project (empty when signed out), scores only for its team's members and mentors.",
  })
  feedbackOf(
    @Parent() project: ProjectType,
    @Context() ctx: SubgraphContext,
  ): Promise<ProjectFeedbackType[]> {
    const viewerId = viewerOf(ctx);
    const loader = requestLoader(
      ctx,
      'project.feedback',
      () =>
        new BatchLoader<string, ProjectFeedbackType[]>((ids) => this.feedback.byProjects(ids, viewerId), []),
    );
    return loader.load(project.id);
  }

  /** Whether the caller mentors the project's team (and so may give feedback). */
  @ResolveField('canGiveFeedback', () => Boolean, {
    description: "The caller mentors the project's team and may give feedback on it.",
  })
  canGiveFeedback(@Parent() project: ProjectType, @Context() ctx: SubgraphContext): Promise<boolean> {
    const viewerId = viewerOf(ctx);
    const loader = requestLoader(
      ctx,
      'project.canGiveFeedback',
      () => new BatchLoader<string, boolean>((ids) => this.feedback.givableBy(ids, viewerId), false),
    );
    return loader.load(project.id);
  }

  /**
   * A mentor of the project's team gives feedback (notes and a 1–4 score per criterion); giving it again adds to
   * the history. FORBIDDEN error.feedback.notTeamMentor for anyone else, NOT_FOUND for an unknown or removed project.
   */
  @Mutation(() => ProjectFeedbackType, {
    description:
      "A mentor of the project's team gives feedback; each one is kept with its date (a history, newest first).",
  })
  async giveProjectFeedback(
    @Args('projectId', { type: () => ID }) projectId: string,
    @Args('input', { type: () => ProjectFeedbackInput }) input: ProjectFeedbackInput,
    @Context() ctx: SubgraphContext,
  ): Promise<ProjectFeedbackType> {
    const user = requireUser(ctx);
    const { locale } = ctx.gateway;
    const feedback = parseInput(projectFeedbackSchema, input, locale);
    return this.feedback.give(projectId, feedback, user.id, locale);
  }

  /** The projects of the teams the caller mentors that still lack their feedback, last updated first (paged). */
  @Query(() => ProjectConnection, {
    description:
      'Projects of the teams the caller mentors without their feedback yet, last updated first (signed in).',
  })
  async projectsAwaitingMyFeedback(
    @Args() args: PageArgs,
    @Context() ctx: SubgraphContext,
  ): Promise<ConnectionShape<ProjectType>> {
    const user = requireUser(ctx);
    const page = parsePage(args, PROJECT_CURSORS.recent, ctx.gateway.locale);
    return this.feedback.awaiting(user.id, page);
  }
}
