import { Module } from '@nestjs/common';
import { MentorVerificationResolver } from './mentor-verification.resolver.js';
import { MentorVerificationService } from './mentor-verification.service.js';
import { MentorsResolver } from './mentors.resolver.js';
import { MentorsService } from './mentors.service.js';

/**
 * Mentoring in identity: mentor availability (User.mentorAvailability, setMentorAvailability), the mentors directory,
 * and staff verifying mentors (docs/product.md §14: unverifiedMentors, verifyMentor).
 */
@Module({
  providers: [MentorsService, MentorsResolver, MentorVerificationService, MentorVerificationResolver],
})
export class MentorsModule {}
