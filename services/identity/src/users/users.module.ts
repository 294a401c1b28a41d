import { Module } from '@nestjs/common';
import { UsersResolver } from './users.resolver.js';
import { UsersService } from './users.service.js';

/** Users: the signed-in user, profile updates, recommended team members, the User entity for other subgraphs. */
@Module({ providers: [UsersService, UsersResolver] })
export class UsersModule {}
