import { Module } from '@nestjs/common';
import { ResourcesResolver } from './resources.resolver.js';
import { ResourcesService } from './resources.service.js';

/** Curated learning resources. */
@Module({ providers: [ResourcesService, ResourcesResolver] })
export class ResourcesModule {}
