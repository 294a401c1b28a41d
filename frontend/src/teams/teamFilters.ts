import type { Team } from '../graphql/teams';

/** The colour of a team's status chip. */
export const STATUS_COLORS: Record<string, 'info' | 'success' | 'default'> = {
  forming: 'info',
  active: 'success',
  completed: 'default',
};

/** What a user can do with a team they see under Discover Teams (product.md §2). */
export type TeamAction = 'member' | 'join' | 'contact';
export function teamAction(
  team: Pick<Team, 'isMember' | 'status' | 'memberCount' | 'maxMembers'>,
): TeamAction {
  if (team.isMember) return 'member';
  if (team.status === 'forming' && team.memberCount < team.maxMembers) return 'join';
  return 'contact';
}
