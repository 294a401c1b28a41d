import { Inject, Injectable } from '@nestjs/common';
import { EVENTS, type Locale, type TeamStatus, type TeamUpdate } from '@creators/contracts';
import {
  conflict,
  forbidden,
  isUuid,
  notFound,
  OUTBOX_RELAY,
  recordEvent,
  type OutboxRelay,
} from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import { ChallengeStatuses } from './challenge-statuses.js';
import { leads, lockTeam, membersOfLocked, TEAM_CHANGE_TRANSACTION } from './team-lock.js';
import { refreshMilestones } from './team-milestones.js';

/**
 * The leader edits a team (docs/product.md, owners change what they made): every field creation took, and its
 * status. Runs under the team row's lock, so the member count it checks maxMembers and open seats against cannot
 * change underneath. Refusals write nothing:
 * - not the leader: FORBIDDEN error.team.notLeaderEdit;
 * - the team changed since `expectedUpdatedAt`: CONFLICT error.edit.stale;
 * - maxMembers below the member count: CONFLICT error.team.sizeBelowMembers;
 * - back to forming without an open seat: CONFLICT error.team.noOpenSeats;
 * - a challenge that is closed or archived (a new link only): CONFLICT error.challenge.closed; one staff hid:
 *   NOT_FOUND error.challenge.notFound (docs/product.md §14).
 * A forming team that the edit leaves full (status not given) moves on to active, as a join that fills it does.
 * editedAt is set when the name, description, size or challenge changed (a status move alone is not an edit of its content).
 * Records team.updated, and team.milestones_changed when setting or clearing the challenge moved the milestones.
 */
@Injectable()
export class TeamEditing {
  constructor(
    private readonly prisma: PrismaService,
    private readonly challenges: ChallengeStatuses,
    @Inject(OUTBOX_RELAY) private readonly relay: Pick<OutboxRelay, 'wake'>,
  ) {}

  async update(teamId: string, input: TeamUpdate, userId: string, locale: Locale): Promise<void> {
    if (!isUuid(teamId)) throw notFound(locale, 'error.team.notFound');
    await this.prisma.$transaction(async (tx) => {
      const team = await lockTeam(tx, teamId, locale);
      const members = await membersOfLocked(tx, teamId);
      if (!leads(team, members, userId)) throw forbidden(locale, 'error.team.notLeaderEdit');
      if (new Date(team.updatedAt).getTime() !== Date.parse(input.expectedUpdatedAt)) {
        throw conflict(locale, 'error.edit.stale');
      }
      const maxMembers = input.maxMembers ?? team.maxMembers;
      if (maxMembers < members.length) throw conflict(locale, 'error.team.sizeBelowMembers');
      let status = (input.status ?? team.status) as TeamStatus;
      if (status === 'forming' && members.length >= maxMembers) {
        if (input.status === 'forming') throw conflict(locale, 'error.team.noOpenSeats');
        status = 'active';
      }
      const challengeId = input.challengeId === undefined ? team.challengeId : input.challengeId;
      if (challengeId !== null && challengeId !== team.challengeId) {
        await this.challenges.assertTakesTeams(challengeId, locale, tx);
      }
      const current = await tx.team.findUniqueOrThrow({ where: { id: teamId } });
      const content = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.maxMembers !== undefined ? { maxMembers: input.maxMembers } : {}),
        ...(input.challengeId !== undefined ? { challengeId: input.challengeId } : {}),
      };
      const edited = Object.entries(content).some(
        ([field, value]) => current[field as keyof typeof content] !== value,
      );
      const updated = await tx.team.update({
        where: { id: teamId },
        data: { ...content, status, ...(edited ? { editedAt: new Date() } : {}) },
      });
      await recordEvent(tx, EVENTS.teamUpdated, {
        teamId,
        name: updated.name,
        leaderId: updated.leaderId,
        status: updated.status as TeamStatus,
        challengeId: updated.challengeId,
        maxMembers: updated.maxMembers,
        updatedAt: updated.updatedAt.toISOString(),
      });
      await refreshMilestones(tx, teamId);
    }, TEAM_CHANGE_TRANSACTION);
    this.relay.wake();
  }
}
