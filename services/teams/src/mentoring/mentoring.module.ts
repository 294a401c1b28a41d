import { Module } from '@nestjs/common';
import { TeamsModule } from '../teams/teams.module.js';
import { FreeSlots } from './free-slots.js';
import { MentorProfiles } from './mentor-profiles.js';
import { MentorProfilesConsumer } from './mentor-profiles.consumer.js';
import { MentoringRequestResolver } from './mentoring-request.resolver.js';
import { MentoringRequests } from './mentoring-requests.js';
import { MentoringResolver } from './mentoring.resolver.js';
import { TeamMentoringResolver } from './team-mentoring.resolver.js';
import { TeamMentors } from './team-mentors.js';

/**
 * Mentoring (docs/product.md §12): the mentor_profiles read model and its consumer of mentor.availability_updated,
 * requests, team mentors and free slots.
 */
@Module({
  imports: [TeamsModule],
  providers: [
    MentorProfiles,
    MentorProfilesConsumer,
    TeamMentors,
    MentoringRequests,
    FreeSlots,
    MentoringResolver,
    MentoringRequestResolver,
    TeamMentoringResolver,
  ],
  exports: [MentorProfiles, TeamMentors],
})
export class MentoringModule {}
