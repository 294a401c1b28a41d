import { BatchLoader, requestLoader, type SubgraphContext } from '@creators/platform';
import type { TeamsService } from '../teams/teams.service.js';
import type { TeamMemberType, TeamType } from '../teams/team.types.js';
import type { TeamMentors } from './team-mentors.js';

/** A team's mentor ids, loaded for every team of a request in one query. */
export function mentorIdsLoaded(
  ctx: SubgraphContext,
  mentors: TeamMentors,
  teamId: string,
): Promise<string[]> {
  return requestLoader(
    ctx,
    'team.mentorIds',
    () => new BatchLoader<string, string[]>((ids) => mentors.mentorIdsOf(ids), []),
  ).load(teamId);
}

/** A team's members, those read with it or loaded for every team of a request in one query. */
export function membersLoaded(
  ctx: SubgraphContext,
  teams: TeamsService,
  team: TeamType,
): Promise<TeamMemberType[]> {
  if (team.members) return Promise.resolve(team.members);
  return requestLoader(
    ctx,
    'team.members',
    () => new BatchLoader<string, TeamMemberType[]>((ids) => teams.membersOf(ids), []),
  ).load(team.id);
}

/** Whether the signed-in viewer is a member or a mentor of the team (false when signed out). */
export async function viewerAttends(
  ctx: SubgraphContext,
  teams: TeamsService,
  mentors: TeamMentors,
  team: TeamType,
): Promise<boolean> {
  const viewerId = ctx.gateway.user?.id;
  if (!viewerId) return false;
  const [members, mentorIds] = await Promise.all([
    membersLoaded(ctx, teams, team),
    mentorIdsLoaded(ctx, mentors, team.id),
  ]);
  return mentorIds.includes(viewerId) || members.some((member) => member.userId === viewerId);
}
