import { Module } from '@nestjs/common';
import { TeamChatResolver } from './team-chat.resolver.js';
import { TeamChat } from './team-chat.service.js';

/**
 * Team chat (docs/product.md §11.6): messages and read markers, with their events in the outbox. Needs the global
 * ServiceInfrastructureModule (database, outbox relay) and ChatLimits from its providers.
 */
@Module({ providers: [TeamChat, TeamChatResolver] })
export class TeamChatModule {}
