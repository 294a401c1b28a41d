import { BatchLoader, requestLoader, seesHidden, viewerOf, type SubgraphContext } from '@creators/platform';
import type { TeamMemberType, TeamType } from './team.types.js';
import type { TeamsService } from './teams.service.js';

/**
 * The team a meeting, a mentoring request or an invitation names, as the viewer may see it: null for an unknown
 * one, and for one staff hid unless the viewer is one of its members or staff (docs/product.md §14), as
 * `team(id)` answers. Batched per request (the team.byId and team.members loaders TeamsResolver uses too).
 */
export async function visibleTeamById(
  ctx: SubgraphContext,
  teams: TeamsService,
  teamId: string,
): Promise<TeamType | null> {
  const team = await requestLoader(
    ctx,
    'team.byId',
    () => new BatchLoader<string, TeamType | null>((ids) => teams.findByIds(ids), null),
  ).load(teamId);
  if (!team?.hidden) return team;
  const viewer = viewerOf(ctx);
  if (viewer.staff) return team;
  if (viewer.id === null) return null;
  const members =
    team.members ??
    (await requestLoader(
      ctx,
      'team.members',
      () => new BatchLoader<string, TeamMemberType[]>((ids) => teams.membersOf(ids), []),
    ).load(team.id));
  return seesHidden(viewer, [team.leaderId, ...members.map((member) => member.userId)]) ? team : null;
}
