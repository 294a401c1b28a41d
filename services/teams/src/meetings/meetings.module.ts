import { Module } from '@nestjs/common';
import { MentoringModule } from '../mentoring/mentoring.module.js';
import { TeamsModule } from '../teams/teams.module.js';
import { MeetingResolver } from './meeting.resolver.js';
import { MeetingScheduling } from './meeting-scheduling.js';
import { MeetingSweeper } from './meeting-sweeper.js';
import { MeetingsResolver } from './meetings.resolver.js';
import { MeetingsService } from './meetings.service.js';
import { TeamMeetingsResolver } from './team-meetings.resolver.js';

/**
 * A user's team meetings, upcoming first; a team's coming and past meetings on its page; scheduling, changing and
 * cancelling them (with a mentor inside the mentor's slots); the sweeper of reminders and held meetings.
 */
@Module({
  imports: [TeamsModule, MentoringModule],
  providers: [
    MeetingsService,
    MeetingScheduling,
    MeetingSweeper,
    MeetingsResolver,
    MeetingResolver,
    TeamMeetingsResolver,
  ],
})
export class MeetingsModule {}
