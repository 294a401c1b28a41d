import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { createResourceSchema, resourceListSchema, updateResourceSchema } from '@creators/contracts';
import {
  CreationLimits,
  parseInput,
  parsePage,
  requireUser,
  type ConnectionShape,
  type SubgraphContext,
} from '@creators/platform';
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
