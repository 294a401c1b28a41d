import { Injectable } from '@nestjs/common';
import type { Locale } from '@creators/contracts';
import { badUserInput, forbidden, type Viewer } from '@creators/platform';
import { datedConflict } from '@creators/platform/programmes/dates';
import { ProgrammesRepository } from '../programmes/programmes.repository.js';
import { ProgrammesService } from '../programmes/programmes.service.js';
import { JudgingRepository } from './judging.repository.js';

/**
 * People's Choice (docs/product.md §17.3): a public vote of the programme's members for a project submitted in time,
 * open from the submission deadline until the Showcase phase ends. One vote per member: voting again changes it.
 */
@Injectable()
export class VotesService {
  constructor(
    private readonly judging: JudgingRepository,
    private readonly programmes: ProgrammesService,
    private readonly programmeRows: ProgrammesRepository,
  ) {}

  async vote(programmeId: string, projectId: string, userId: string, locale: Locale): Promise<string> {
    const programme = await this.programmes.get(programmeId, locale);
    if (!(await this.programmeRows.isMember(programme.id, userId)))
      throw forbidden(locale, 'error.programme.notMember');
    const now = Date.now();
    if (now < programme.submissionDeadline.getTime())
      throw datedConflict('error.voting.notOpen', programme.submissionDeadline, programme.timeZone, locale);
    const closesAt = votingClosesAt(programme.phases);
    if (now >= closesAt.getTime())
      throw datedConflict('error.voting.closed', closesAt, programme.timeZone, locale);
    if ((await this.judging.programmeOfProject(projectId)) !== programme.id)
      throw badUserInput(locale, { projectId: 'validation.judging.voteProject' });
    await this.judging.vote(programme.id, userId, projectId);
    return projectId;
  }

  /** The signed-in member's vote in a programme, or null. */
  myVote(programmeId: string, userId: string): Promise<string | null> {
    return this.judging.voteOf(programmeId, userId);
  }

  /** The votes per project, for organisers (and staff) only. */
  async counts(programmeId: string, viewer: Viewer, locale: Locale) {
    const programme = await this.programmes.managed(programmeId, viewer, locale);
    const counts = await this.judging.voteCounts(programme.id);
    return [...counts]
      .map(([projectId, votes]) => ({ projectId, votes }))
      .sort((a, b) => b.votes - a.votes || a.projectId.localeCompare(b.projectId));
  }
}

/** The end of the Showcase phase, when voting closes. */
export const votingClosesAt = (phases: readonly { key: string; endsAt: Date }[]): Date =>
  phases.find((phase) => phase.key === 'showcase')?.endsAt ?? new Date(0);
