import { Module } from '@nestjs/common';
import { ProjectsModule } from '../projects/projects.module.js';
import { FeedbackResolver } from './feedback.resolver.js';
import { FeedbackService } from './feedback.service.js';

/**
 * Mentor feedback on projects (docs/product.md §12.4): Project.feedback and canGiveFeedback, giveProjectFeedback and
 * projectsAwaitingMyFeedback. Who mentors a team comes from the team_mentors read model (MembershipsModule).
 */
@Module({ imports: [ProjectsModule], providers: [FeedbackService, FeedbackResolver] })
export class FeedbackModule {}
