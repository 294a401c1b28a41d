import { Module } from '@nestjs/common';
import { MentorsResolver } from './mentors.resolver.js';
import { MentorsService } from './mentors.service.js';

/** Mentoring in identity: mentor availability (User.mentorAvailability, setMentorAvailability), the mentors directory. */
@Module({ providers: [MentorsService, MentorsResolver] })
export class MentorsModule {}
