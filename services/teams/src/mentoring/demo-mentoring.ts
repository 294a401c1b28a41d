import { DEMO_TEAM_IDS } from '@creators/platform/demo/ids';
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

/** Jonas mentors Waste Watchers (Leon asked him, he accepted), so the team page and his dashboard show something. */
export const DEMO_TEAM_MENTORS = [
  { teamId: DEMO_TEAM_IDS.wasteWatchers, mentorId: demoUser('Jonas').id, sinceDaysAgo: 2 },
] as const;

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
