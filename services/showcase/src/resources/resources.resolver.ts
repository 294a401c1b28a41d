import { Query, Resolver } from '@nestjs/graphql';
import { LearningResourceType, toLearningResourceType } from './resource.types.js';
import { ResourcesService } from './resources.service.js';

@Resolver(() => LearningResourceType)
export class ResourcesResolver {
  constructor(private readonly resourcesService: ResourcesService) {}

  /** Every learning resource, newest first. */
  @Query(() => [LearningResourceType])
  async resources(): Promise<LearningResourceType[]> {
    return (await this.resourcesService.list()).map(toLearningResourceType);
  }
}
