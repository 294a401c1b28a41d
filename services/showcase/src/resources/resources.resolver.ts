import { Args, Context, ID, Mutation, Parent, Query, ResolveReference, Resolver } from '@nestjs/graphql';
import { createResourceSchema, hideItemSchema, updateResourceSchema } from '@creators/contracts';
import {
  BatchLoader,
  CreationLimits,
  parseInput,
  parsePage,
  requestLoader,
  requireStaff,
  requireUser,
  viewerOf,
  type ConnectionShape,
  type SubgraphContext,
} from '@creators/platform';
import { resourceListSchema } from './resource-list.js';
import { ResourcesArgs } from './resource.args.js';
import {
  CreateResourceInput,
  LearningResourceType,
  ResourceConnection,
  UpdateResourceInput,
} from './resource.types.js';
import { RESOURCE_CURSOR, ResourcesService } from './resources.service.js';

@Resolver(() => LearningResourceType)
export class ResourcesResolver {
  constructor(
    private readonly resourcesService: ResourcesService,
    private readonly creationLimits: CreationLimits,
  ) {}

  /** The learning resources that match the filters, newest first, a page at a time. */
  @Query(() => ResourceConnection)
  async resources(
    @Args() args: ResourcesArgs,
    @Context() ctx: SubgraphContext,
  ): Promise<ConnectionShape<LearningResourceType>> {
    const { locale } = ctx.gateway;
    const { search, type, level } = args;
    const filters = parseInput(resourceListSchema, { search, type, level }, locale);
    return this.resourcesService.page(
      filters,
      parsePage(args, RESOURCE_CURSOR, locale),
      ctx.gateway.user?.id ?? null,
    );
  }

  /** Adds a learning resource (signed in; http(s) URLs only; within CREATION_LIMIT_RESOURCES). */
  @Mutation(() => LearningResourceType)
  async createResource(
    @Args('input', { type: () => CreateResourceInput }) input: CreateResourceInput,
    @Context() ctx: SubgraphContext,
  ): Promise<LearningResourceType> {
    const user = requireUser(ctx);
    const { locale } = ctx.gateway;
    const resource = parseInput(createResourceSchema, input, locale);
    return this.creationLimits.create('resources', user.id, locale, () =>
      this.resourcesService.create(resource, user.id),
    );
  }

  /**
   * The person who added a resource edits it (every field creation takes; empty text clears description, provider
   * and duration); FORBIDDEN for anyone else and for seeded resources, CONFLICT error.edit.stale when it changed
   * since expectedUpdatedAt (product.md, owners change what they made).
   */
  @Mutation(() => LearningResourceType)
  async updateResource(
    @Args('id', { type: () => ID }) id: string,
    @Args('input', { type: () => UpdateResourceInput }) input: UpdateResourceInput,
    @Context() ctx: SubgraphContext,
  ): Promise<LearningResourceType> {
    const user = requireUser(ctx);
    const { locale } = ctx.gateway;
    const edit = parseInput(updateResourceSchema, input, locale);
    return this.resourcesService.update(id, edit, user.id, locale);
  }

  /**
   * Staff hide the resource (reason required: 5 to 500 characters) or restore it (reason ignored). NOT_FOUND
   * error.staff.only for anyone but staff; hiding a hidden one or restoring a visible one changes nothing.
   */
  @Mutation(() => LearningResourceType, {
    description:
      'Staff hide (reason required) or restore (reason ignored) a resource; NOT_FOUND for anyone but staff.',
  })
  async setResourceHidden(
    @Args('id', { type: () => ID }) id: string,
    @Args('hidden', { type: () => Boolean }) hidden: boolean,
    @Args('reason', { type: () => String, nullable: true }) reason: string | null,
    @Context() ctx: SubgraphContext,
  ): Promise<LearningResourceType> {
    const staff = requireStaff(ctx);
    const { locale } = ctx.gateway;
    const why = hidden ? parseInput(hideItemSchema, { reason }, locale).reason : null;
    return this.resourcesService.setHidden(id, hidden, why, staff.id, locale);
  }

  /**
   * Federation: another subgraph (identity's moderation queue) refers to a resource by id; batched per request. A
   * hidden resource resolves to null but for who added it and staff.
   */
  @ResolveReference()
  resolveReference(
    @Parent() reference: { __typename: string; id: string },
    @Context() ctx: SubgraphContext,
  ): Promise<LearningResourceType | null> {
    const viewer = viewerOf(ctx);
    const loader = requestLoader(
      ctx,
      'resource.byId',
      () =>
        new BatchLoader<string, LearningResourceType | null>(
          (ids) => this.resourcesService.findByIds(ids, viewer),
          null,
        ),
    );
    return loader.load(reference.id);
  }

  /** The person who added a resource removes it (deleted: gone from every list); true when done. */
  @Mutation(() => Boolean)
  async removeResource(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: SubgraphContext,
  ): Promise<boolean> {
    const user = requireUser(ctx);
    await this.resourcesService.remove(id, user.id, ctx.gateway.locale);
    return true;
  }
}
