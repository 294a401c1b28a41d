import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { createResourceSchema } from '@creators/contracts';
import { parseInput, requireUser, type SubgraphContext } from '@creators/platform';
import { CreateResourceInput, LearningResourceType } from './resource.types.js';
import { ResourcesService } from './resources.service.js';

@Resolver(() => LearningResourceType)
export class ResourcesResolver {
  constructor(private readonly resourcesService: ResourcesService) {}

  /** Every learning resource, newest first. */
  @Query(() => [LearningResourceType])
  async resources(): Promise<LearningResourceType[]> {
    return this.resourcesService.list();
  }

  /** Adds a learning resource (signed in; http(s) URLs only). */
  @Mutation(() => LearningResourceType)
  async createResource(
    @Args('input', { type: () => CreateResourceInput }) input: CreateResourceInput,
    @Context() ctx: SubgraphContext,
  ): Promise<LearningResourceType> {
    const user = requireUser(ctx);
    const resource = parseInput(createResourceSchema, input, ctx.gateway.locale);
    return this.resourcesService.create(resource, user.id);
  }
}
