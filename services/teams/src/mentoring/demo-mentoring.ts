import { DEMO_TEAM_IDS } from '@creators/platform/demo/ids';
import { DEMO_TEAM_PEOPLE } from '@creators/platform/demo/teams';
import { DEMO_USERS, demoUser } from '@creators/platform/demo/users';

/**
 * The demo mentors' availability as identity seeds it (packages/platform/src/demo/users.ts), so that the teams
 * seed's mentor_profiles read model matches it before any mentor.availability_updated arrives. updatedAt is a
 * fixed old time: a real event from identity always wins over it.
 */
export const DEMO_MENTOR_PROFILES = DEMO_USERS.filter(
  (user) => user.role === 'mentor' && user.availability,
).map((user) => ({
  mentorId: user.id,
  isMentor: true,
  slots: user.availability!.slots,
  timeZone: user.availability!.timeZone,
  maxTeams: user.availability!.maxTeams,
  notAvailableUntil: user.availability!.notAvailableUntil
    ? new Date(user.availability!.notAvailableUntil)
    : null,
  languages: [...user.availability!.languages],
  expertise: [...user.skills],
  updatedAt: new Date('2026-01-01T00:00:00Z'),
}));

/** The demo teams' mentors (@creators/platform/demo/teams: Jonas mentors Waste Watchers, his request below). */
export const DEMO_TEAM_MENTORS: ReadonlyArray<{ teamId: string; mentorId: string; sinceDaysAgo: number }> =
  DEMO_TEAM_PEOPLE.flatMap((team) => team.mentors.map((mentor) => ({ teamId: team.id, ...mentor })));

export const DEMO_MENTORING_REQUESTS = [
  {
    id: '00000000-0000-4000-8009-000000000001',
    teamId: DEMO_TEAM_IDS.wasteWatchers,
    mentorId: demoUser('Jonas').id,
    requestedBy: demoUser('Leon').id,
    message: 'Could you help us turn our scale readings into a small web dashboard for the kitchen?',
    topics: ['JavaScript', 'React'],
    status: 'accepted',
    note: 'Happy to. Let us meet on Monday afternoons.',
    createdDaysAgo: 3,
    answeredDaysAgo: 2,
  },
] as const;
