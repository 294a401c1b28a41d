/** Test fixtures of the mentoring pages: mentors, their availability and requests, as the server answers them. */
import { browserTimeZone } from './timeZones';

/** An availability in the test runner's own zone, so that the slots read as they were set. */
export function makeAvailability(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'MentorAvailability',
    slots: [] as Array<Record<string, unknown>>,
    timeZone: browserTimeZone(),
    maxTeams: 3,
    notAvailableUntil: null as string | null,
    languages: ['en'],
    updatedAt: '2026-11-01T10:00:00.000Z' as string | null,
    ...overrides,
  };
}

export const slot = (day: number, start: string, end: string) => ({
  __typename: 'MentorSlot',
  day,
  start,
  end,
});

export function makeMentor(id: string, firstName: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'User',
    id,
    firstName,
    lastName: 'Mentor',
    profileImageUrl: null,
    role: 'mentor',
    currentRole: 'Senior Engineer',
    company: 'Acme',
    skills: ['React', 'TypeScript'],
    interests: ['EdTech'],
    mentorAvailability: makeAvailability(),
    ...overrides,
  };
}

export function makeRequest(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'MentoringRequest',
    id,
    teamId: 't-1',
    team: { __typename: 'Team', id: 't-1', name: 'Waste Watchers' },
    requester: {
      __typename: 'User',
      id: 'u-3',
      firstName: 'Alan',
      lastName: 'Turing',
      profileImageUrl: null,
    },
    message: 'We need help with our React front end.',
    topics: ['React'],
    status: 'pending',
    createdAt: '2026-11-01T10:00:00.000Z',
    expiresAt: '2026-11-08T10:00:00.000Z',
    ...overrides,
  };
}
