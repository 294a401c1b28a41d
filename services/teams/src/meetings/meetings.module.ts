import { Module } from '@nestjs/common';
import { MeetingsResolver } from './meetings.resolver.js';
import { MeetingsService } from './meetings.service.js';

/** A user's team meetings, upcoming first. */
@Module({ providers: [MeetingsService, MeetingsResolver] })
export class MeetingsModule {}
