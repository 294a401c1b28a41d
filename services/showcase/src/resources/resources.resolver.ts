import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { createResourceSchema, resourceListSchema } from '@creators/contracts';
import {
  CreationLimits,
  parseInput,
  parsePage,
  requireUser,
  type ConnectionShape,
  type SubgraphContext,
} from '@creators/platform';
import { ResourcesArgs } from './resource.args.js';
import { CreateResourceInput, LearningResourceType, ResourceConnection } from './resource.types.js';
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
    return this.resourcesService.page(filters, parsePage(args, RESOURCE_CURSOR, locale));
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
}
