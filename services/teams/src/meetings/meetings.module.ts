import { Module } from '@nestjs/common';
import { TeamsModule } from '../teams/teams.module.js';
import { MeetingsResolver } from './meetings.resolver.js';
import { MeetingsService } from './meetings.service.js';
import { TeamMeetingsResolver } from './team-meetings.resolver.js';

/** A user's team meetings, upcoming first; a team's coming meetings on its page. */
@Module({ imports: [TeamsModule], providers: [MeetingsService, MeetingsResolver, TeamMeetingsResolver] })
export class MeetingsModule {}
