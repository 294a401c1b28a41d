import { randomUUID } from 'node:crypto';
import type { MentorSlot } from '@creators/contracts';
import type { GraphQLResponse, TestApp } from './harness.js';
import type { User } from './team-client.js';

/** The mentoring and meeting calls of the mentoring tests, and their fixtures (mentor profiles, outbox reads). */

export const REQUEST_FIELDS = `id teamId mentorId requestedBy message topics status note createdAt answeredAt expiresAt
  team { id } mentor { id } requester { id }`;
export const MEETING_FIELDS = `id title description teamId hostId mentorId scheduledAt duration meetingUrl notes status
  createdAt updatedAt mentor { id } team { id }`;

export interface RequestResult {
  id: string;
  teamId: string;
  mentorId: string;
  requestedBy: string;
  status: string;
  note: string | null;
  topics: string[];
  answeredAt: string | null;
  expiresAt: string;
}

export interface MeetingResult {
  id: string;
  title: string;
  teamId: string;
  hostId: string;
  mentorId: string | null;
  scheduledAt: string;
  duration: number;
  notes: string | null;
  status: string;
  updatedAt: string;
  mentor: { id: string } | null;
  team: { id: string } | null;
}

export const newMentor = (): User => ({ id: randomUUID(), role: 'mentor' });

/** Every day 16:00-18:00 in Berlin. */
export const EVERY_AFTERNOON: MentorSlot[] = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
  day,
  start: '16:00',
  end: '18:00',
}));

/** A mentor_profiles row as mentor.availability_updated would leave it. */
export async function givenMentor(
  app: TestApp,
  mentor: User,
  profile: Partial<{
    slots: MentorSlot[];
    timeZone: string;
    maxTeams: number;
    notAvailableUntil: Date | null;
    expertise: string[];
    isMentor: boolean;
    verified: boolean;
  }> = {},
): Promise<void> {
  await app.prisma.mentorProfile.create({
    data: {
      mentorId: mentor.id,
      isMentor: profile.isMentor ?? true,
      slots: (profile.slots ?? EVERY_AFTERNOON).map((slot) => ({ ...slot })),
      timeZone: profile.timeZone ?? 'Europe/Berlin',
      maxTeams: profile.maxTeams ?? 3,
      notAvailableUntil: profile.notAvailableUntil ?? null,
      languages: ['en', 'de'],
      expertise: profile.expertise ?? ['React', 'Node.js', 'Code Review'],
      verified: profile.verified ?? true,
      updatedAt: new Date(),
    },
  });
}

/** The outbox payloads of one event name that match `where`. */
export async function outboxPayloads<T = Record<string, unknown>>(
  app: TestApp,
  name: string,
  where: (payload: T) => boolean,
): Promise<T[]> {
  const rows = await app.prisma.outboxEvent.findMany({ where: { name }, orderBy: { occurredAt: 'asc' } });
  return rows.map((row) => row.payload as T).filter(where);
}

export function mentoringClient(app: () => TestApp) {
  const call = <T>(query: string, user: User | null, variables: Record<string, unknown>) =>
    app().graphql<Record<string, T>>(query, { user, variables });
  return {
    request: (
      user: User | null,
      teamId: string,
      input: { mentorId: string; message?: string; topics?: string[] },
    ): Promise<GraphQLResponse<Record<string, RequestResult>>> =>
      call<RequestResult>(
        `mutation ($teamId: ID!, $input: MentoringRequestInput!) { requestMentoring(teamId: $teamId, input: $input) { ${REQUEST_FIELDS} } }`,
        user,
        {
          teamId,
          input: { message: 'Please help us with our prototype.', topics: ['react'], ...input },
        },
      ),
    answer: (user: User | null, requestId: string, accept: boolean, note?: string) =>
      call<RequestResult>(
        `mutation ($id: ID!, $input: MentoringAnswerInput!) { answerMentoringRequest(requestId: $id, input: $input) { ${REQUEST_FIELDS} } }`,
        user,
        { id: requestId, input: { accept, ...(note ? { note } : {}) } },
      ),
    withdraw: (user: User | null, requestId: string) =>
      call<RequestResult>(
        `mutation ($id: ID!) { withdrawMentoringRequest(requestId: $id) { ${REQUEST_FIELDS} } }`,
        user,
        { id: requestId },
      ),
    end: (user: User | null, teamId: string, mentorId: string) =>
      call<{ id: string; mentorIds: string[] }>(
        `mutation ($teamId: ID!, $mentorId: ID!) { endMentoring(teamId: $teamId, mentorId: $mentorId) { id mentorIds } }`,
        user,
        { teamId, mentorId },
      ),
    schedule: (user: User | null, teamId: string, input: Record<string, unknown>) =>
      call<MeetingResult>(
        `mutation ($teamId: ID!, $input: ScheduleMeetingInput!) { scheduleMeeting(teamId: $teamId, input: $input) { ${MEETING_FIELDS} } }`,
        user,
        { teamId, input: { title: 'Check-in', ...input } },
      ),
    update: (user: User | null, meetingId: string, input: Record<string, unknown>) =>
      call<MeetingResult>(
        `mutation ($id: ID!, $input: UpdateMeetingInput!) { updateMeeting(meetingId: $id, input: $input) { ${MEETING_FIELDS} } }`,
        user,
        { id: meetingId, input },
      ),
    cancel: (user: User | null, meetingId: string) =>
      call<MeetingResult>(
        `mutation ($id: ID!) { cancelMeeting(meetingId: $id) { ${MEETING_FIELDS} } }`,
        user,
        { id: meetingId },
      ),
    meeting: (user: User | null, id: string) =>
      call<MeetingResult | null>(`query ($id: ID!) { meeting(id: $id) { ${MEETING_FIELDS} } }`, user, { id }),
    freeSlots: (user: User | null, mentorId: string, teamId: string) =>
      call<Array<{ startsAt: string; endsAt: string }>>(
        `query ($mentorId: ID!, $teamId: ID!) { mentorFreeSlots(mentorId: $mentorId, teamId: $teamId) { startsAt endsAt } }`,
        user,
        { mentorId, teamId },
      ),
  };
}
