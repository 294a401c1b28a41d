import type { ProgrammePhase } from '@creators/contracts';

/** A programme as this service keeps it (docs/product.md §16.1): plain data, no Prisma types. */
export interface ProgrammeRecord {
  id: string;
  name: string;
  description: string | null;
  nameDe: string | null;
  descriptionDe: string | null;
  joinCode: string;
  timeZone: string;
  phases: { key: ProgrammePhase; startsAt: Date; endsAt: Date }[];
  submissionDeadline: Date;
  judgingEndsAt: Date;
  resultsAt: Date;
  organiserIds: string[];
  createdAt: Date;
  updatedAt: Date;
}

/** What creating or editing writes: the texts and the calendar. */
export interface ProgrammeFields {
  name: string;
  description: string | null;
  nameDe: string | null;
  descriptionDe: string | null;
  timeZone: string;
  phases: { key: ProgrammePhase; startsAt: Date; endsAt: Date }[];
  submissionDeadline: Date;
  judgingEndsAt: Date;
  resultsAt: Date;
}
