import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { EVENTS, type EventEnvelope, type EventName, type EventPayloads } from '@creators/contracts';
import { NOTIFIED_EVENTS, planNotification, type NotificationPlan } from './notification-plan.js';

let sequence = 0;
function event<N extends EventName>(name: N, payload: EventPayloads[N]): EventEnvelope<N> {
  sequence += 1;
  return {
    id: `0193a1b2-c3d4-7e5f-8a6b-${String(sequence).padStart(12, '0')}`,
    name,
    occurredAt: '2026-11-21T12:00:00.000Z',
    payload,
  };
}

const LEADER = 'leader';
const JOINER = 'joiner';

test('team.member_joined notifies the leader, not the joiner', () => {
  const joined = event('team.member_joined', {
    teamId: 't',
    teamName: 'Alpha',
    userId: JOINER,
    leaderId: LEADER,
  });
  assert.deepEqual(planNotification(joined), {
    notification: {
      id: joined.id,
      type: 'team.member_joined',
      createdAt: joined.occurredAt,
      data: joined.payload,
    },
    audience: { kind: 'users', userIds: [LEADER] },
  } satisfies NotificationPlan);
  const self = event('team.member_joined', {
    teamId: 't',
    teamName: 'Alpha',
    userId: LEADER,
    leaderId: LEADER,
  });
  assert.equal(planNotification(self), null);
});

test('team.invitation_sent notifies the invited user', () => {
  const invited = event('team.invitation_sent', {
    teamId: 't',
    teamName: 'Alpha',
    invitedUserId: 'bob',
    invitedBy: LEADER,
  });
  const plan = planNotification(invited);
  assert.equal(plan?.notification.type, 'team.invitation_sent');
  assert.deepEqual(plan?.audience, { kind: 'users', userIds: ['bob'] });
});

test('project.liked notifies the owners but the liker, and only for a like (not when taken back)', () => {
  const payload = {
    projectId: 'p',
    title: 'P',
    likedBy: 'ann',
    ownerIds: ['ann', 'bob', 'cy', 'bob'],
    likes: 3,
  };
  const liked = planNotification(event('project.liked', { ...payload, liked: true }));
  assert.equal(liked?.notification.type, 'project.liked');
  assert.deepEqual(liked?.audience, { kind: 'users', userIds: ['bob', 'cy'] });
  // Not who liked it (the text says "Someone"), nor who else owns it.
  assert.deepEqual(liked?.notification.data, { projectId: 'p', title: 'P', likes: 3, liked: true });
  assert.equal(planNotification(event('project.liked', { ...payload, liked: false })), null);
  assert.equal(
    planNotification(event('project.liked', { ...payload, ownerIds: ['ann'], liked: true })),
    null,
    'an owner liking their own project tells nobody',
  );
});

test('achievement.earned notifies the user who earned it', () => {
  const earned = event('achievement.earned', {
    userId: 'ada',
    achievementId: 'a',
    key: 'first-team',
    name: 'First Team',
  });
  assert.deepEqual(planNotification(earned)?.audience, { kind: 'users', userIds: ['ada'] });
  assert.equal(planNotification(earned)?.notification.type, 'achievement.earned');
});

test('challenge.created tells its audience but the author, as challenge.published: everyone, or its programme', () => {
  const created = event('challenge.created', {
    challengeId: 'c',
    title: 'Clean rivers',
    createdBy: 'ada',
  });
  assert.deepEqual(planNotification(created), {
    notification: {
      id: created.id,
      type: 'challenge.published',
      createdAt: created.occurredAt,
      data: created.payload,
    },
    audience: { kind: 'new-challenge', programmeId: null, exceptUserIds: ['ada'] },
  });
  const open = event('challenge.created', {
    challengeId: 'c',
    title: 'T',
    createdBy: 'ada',
    programmeId: null,
  });
  assert.deepEqual(planNotification(open)?.audience, {
    kind: 'new-challenge',
    programmeId: null,
    exceptUserIds: ['ada'],
  });
  const inProgramme = event('challenge.created', {
    challengeId: 'c',
    title: 'T',
    createdBy: 'ada',
    programmeId: 'p-1',
  });
  assert.deepEqual(planNotification(inProgramme)?.audience, {
    kind: 'new-challenge',
    programmeId: 'p-1',
    exceptUserIds: ['ada'],
  });
});

test('programme.announcement_posted tells its recipients but the organiser who posted it', () => {
  const posted = event('programme.announcement_posted', {
    announcementId: 'a-1',
    programmeId: 'p-1',
    programmeName: 'Rivers 2027',
    title: 'Kick-off',
    body: 'See you on Monday.',
    audience: 'everyone',
    recipientIds: ['org', 'ann', 'bob', 'ann'],
    postedBy: 'org',
  });
  assert.deepEqual(planNotification(posted), {
    notification: {
      id: posted.id,
      type: 'programme.announcement',
      createdAt: posted.occurredAt,
      data: {
        announcementId: 'a-1',
        programmeId: 'p-1',
        programmeName: 'Rivers 2027',
        title: 'Kick-off',
        body: 'See you on Monday.',
      },
    },
    audience: { kind: 'users', userIds: ['ann', 'bob'] },
  } satisfies NotificationPlan);
  assert.equal(
    planNotification(event('programme.announcement_posted', { ...posted.payload, recipientIds: ['org'] })),
    null,
  );
});

test('programme.deadline_reminder tells its recipients', () => {
  const reminder = event('programme.deadline_reminder', {
    programmeId: 'p-1',
    programmeName: 'Rivers 2027',
    deadline: '2027-03-01T17:00:00.000Z',
    daysBefore: 3,
    recipientIds: ['ann', 'bob'],
  });
  assert.deepEqual(planNotification(reminder), {
    notification: {
      id: reminder.id,
      type: 'programme.deadline_reminder',
      createdAt: reminder.occurredAt,
      data: {
        programmeId: 'p-1',
        programmeName: 'Rivers 2027',
        deadline: '2027-03-01T17:00:00.000Z',
        daysBefore: 3,
      },
    },
    audience: { kind: 'users', userIds: ['ann', 'bob'] },
  } satisfies NotificationPlan);
  assert.equal(
    planNotification(event('programme.deadline_reminder', { ...reminder.payload, recipientIds: [] })),
    null,
  );
});

test('programme.results_published tells everyone who got a badge from it, once each', () => {
  const results = event('programme.results_published', {
    programmeId: 'p-1',
    programmeName: 'Rivers 2027',
    publishedAt: '2027-04-01T10:00:00.000Z',
    awards: [
      {
        awardId: 'best',
        name: 'Best',
        nameDe: null,
        projectId: 'x',
        projectTitle: 'X',
        teamId: 't',
        memberIds: ['ann', 'bob'],
      },
    ],
    completedMemberIds: ['ann', 'bob', 'cem'],
  });
  assert.deepEqual(planNotification(results), {
    notification: {
      id: results.id,
      type: 'programme.results_published',
      createdAt: results.occurredAt,
      data: { programmeId: 'p-1', programmeName: 'Rivers 2027' },
    },
    audience: { kind: 'users', userIds: ['ann', 'bob', 'cem'] },
  } satisfies NotificationPlan);
  assert.equal(
    planNotification(
      event('programme.results_published', { ...results.payload, awards: [], completedMemberIds: [] }),
    ),
    null,
  );
});

test('other events tell nobody; the consumer listens to exactly the notified ones', () => {
  assert.equal(
    planNotification(event('user.registered', { userId: 'u', role: 'student', firstName: 'A' })),
    null,
  );
  assert.equal(
    planNotification(event('team.created', { teamId: 't', name: 'A', leaderId: 'l', challengeId: null })),
    null,
  );
  assert.equal(
    planNotification(event('project.showcased', { projectId: 'p', title: 'P', teamId: 't', createdBy: 'u' })),
    null,
  );
  assert.equal(planNotification(event('brainstorm.completed', { userId: 'u', challengeId: 'c' })), null);
  const all = Object.values(EVENTS) as EventName[];
  assert.ok(NOTIFIED_EVENTS.every((name) => all.includes(name)));
  assert.deepEqual([...NOTIFIED_EVENTS].sort(), [
    'achievement.earned',
    'challenge.created',
    'comment.posted',
    'content.moderated',
    'meeting.cancelled',
    'meeting.reminder',
    'meeting.scheduled',
    'meeting.updated',
    'mentoring.answered',
    'mentoring.ended',
    'mentoring.requested',
    'programme.announcement_posted',
    'programme.deadline_reminder',
    'programme.results_published',
    'project.feedback_given',
    'project.liked',
    'reports.resolved',
    'team.chat_mention',
    'team.invitation_answered',
    'team.invitation_sent',
    'team.invitation_withdrawn',
    'team.lead_transferred',
    'team.member_joined',
    'team.member_left',
    'team.member_removed',
  ]);
});

test('content.moderated tells the author(s) but the staff member who did it; reports.resolved the reporters', () => {
  const hidden = event('content.moderated', {
    itemType: 'project',
    itemId: 'p',
    title: 'Shady project',
    authorIds: ['ann', 'staff', 'bob', 'ann'],
    hidden: true,
    reason: 'Advertises a casino',
    actorId: 'staff',
  });
  // The author reads what was hidden and why, never which staff member did it, nor who else was told.
  assert.deepEqual(planNotification(hidden), {
    notification: {
      id: hidden.id,
      type: 'content.moderated',
      createdAt: hidden.occurredAt,
      data: {
        itemType: 'project',
        itemId: 'p',
        title: 'Shady project',
        hidden: true,
        reason: 'Advertises a casino',
      },
    },
    audience: { kind: 'users', userIds: ['ann', 'bob'] },
  } satisfies NotificationPlan);
  const restored = planNotification(
    event('content.moderated', { ...hidden.payload, hidden: false, reason: null, authorIds: ['ann'] }),
  );
  assert.equal(restored?.notification.type, 'content.moderated');
  assert.deepEqual(restored?.audience, { kind: 'users', userIds: ['ann'] });
  assert.equal(
    planNotification(event('content.moderated', { ...hidden.payload, authorIds: ['staff'] })),
    null,
  );

  const resolved = event('reports.resolved', {
    itemType: 'person',
    itemId: 'troll',
    reporterIds: ['cy', 'dee'],
    outcome: 'suspended',
  });
  // Each reporter hears the outcome, never who else reported it.
  assert.deepEqual(planNotification(resolved), {
    notification: {
      id: resolved.id,
      type: 'reports.resolved',
      createdAt: resolved.occurredAt,
      data: { itemType: 'person', itemId: 'troll', outcome: 'suspended' },
    },
    audience: { kind: 'users', userIds: ['cy', 'dee'] },
  } satisfies NotificationPlan);
  assert.equal(planNotification(event('reports.resolved', { ...resolved.payload, reporterIds: [] })), null);
  // A suspension is no notification: the person's sockets are signed out (user.sessions_ended).
  assert.equal(planNotification(event('user.suspended', { userId: 'troll', until: null })), null);
});

test('team membership changes notify the person they concern, never the one who made them', () => {
  const audience = (plan: NotificationPlan | null) =>
    plan?.audience.kind === 'users' ? plan.audience.userIds : null;
  const team = { teamId: 't', teamName: 'Alpha' };
  assert.deepEqual(
    audience(planNotification(event('team.member_left', { ...team, userId: JOINER, leaderId: LEADER }))),
    [LEADER],
  );
  assert.equal(
    planNotification(event('team.member_left', { ...team, userId: LEADER, leaderId: LEADER })),
    null,
  );
  assert.equal(
    planNotification(event('team.member_left', { ...team, userId: JOINER, leaderId: null })),
    null,
  );
  assert.deepEqual(
    audience(planNotification(event('team.member_removed', { ...team, userId: JOINER, removedBy: LEADER }))),
    [JOINER],
  );
  assert.deepEqual(
    audience(
      planNotification(event('team.lead_transferred', { ...team, fromUserId: LEADER, toUserId: JOINER })),
    ),
    [JOINER],
  );
  const invitation = { ...team, invitationId: 'i', invitedUserId: JOINER, invitedBy: LEADER };
  assert.deepEqual(
    audience(planNotification(event('team.invitation_answered', { ...invitation, accepted: false }))),
    [LEADER],
  );
  // An accepted invitation is one notice: team.member_joined (in the same transaction) names the joiner.
  assert.equal(planNotification(event('team.invitation_answered', { ...invitation, accepted: true })), null);
  assert.deepEqual(audience(planNotification(event('team.invitation_withdrawn', invitation))), [JOINER]);
});

test('comment.posted notifies the subject’s author and the person replied to, never the writer', () => {
  const comment = {
    commentId: 'c1',
    subjectType: 'project' as const,
    subjectId: 'p',
    subjectTitle: 'River sensor',
    authorId: 'ann',
    parentId: 'c0',
  };
  const plan = planNotification(
    event('comment.posted', { ...comment, recipientIds: ['owner', 'ann', 'replied'] }),
  );
  assert.equal(plan?.notification.type, 'comment.posted');
  assert.deepEqual(plan?.audience, { kind: 'users', userIds: ['owner', 'replied'] });
  // Who wrote it (identity adds the name when it stores it), not who else was told.
  assert.deepEqual(plan?.notification.data, comment);
  assert.equal(planNotification(event('comment.posted', { ...comment, recipientIds: ['ann'] })), null);
});

const audienceOf = (plan: NotificationPlan | null) =>
  plan && plan.audience.kind === 'users' ? [...plan.audience.userIds].sort() : plan;

test('mentoring events tell the mentor asked, the team answered, and the mentor whose mentoring someone ended', () => {
  const requested = event('mentoring.requested', {
    requestId: 'r',
    teamId: 't',
    teamName: 'Alpha',
    mentorId: 'mentor',
    requestedBy: 'member',
  });
  assert.deepEqual(audienceOf(planNotification(requested)), ['mentor']);
  const answered = event('mentoring.answered', {
    requestId: 'r',
    teamId: 't',
    teamName: 'Alpha',
    mentorId: 'mentor',
    requestedBy: 'member',
    accepted: true,
    memberIds: ['member', 'other', 'mentor'],
  });
  assert.deepEqual(audienceOf(planNotification(answered)), ['member', 'other']);
  const ended = { teamId: 't', teamName: 'Alpha', mentorId: 'mentor' };
  assert.deepEqual(audienceOf(planNotification(event('mentoring.ended', { ...ended, endedBy: LEADER }))), [
    'mentor',
  ]);
  assert.equal(planNotification(event('mentoring.ended', { ...ended, endedBy: 'mentor' })), null);
});

test('meeting events tell everyone in the meeting but who changed it; the reminder tells everyone', () => {
  const meeting = {
    meetingId: 'm',
    teamId: 't',
    teamName: 'Alpha',
    title: 'Stand-up',
    scheduledAt: '2026-12-01T15:00:00.000Z',
    duration: 60,
    mentorId: 'mentor',
    attendeeIds: ['member', 'other', 'mentor'],
  };
  const scheduled = event('meeting.scheduled', { ...meeting, changedBy: 'member' });
  assert.deepEqual(audienceOf(planNotification(scheduled)), ['mentor', 'other']);
  assert.equal(planNotification(scheduled)?.notification.type, 'meeting.scheduled');
  const moved = event('meeting.updated', { ...meeting, changedBy: 'mentor', rescheduled: true });
  assert.deepEqual(audienceOf(planNotification(moved)), ['member', 'other']);
  const cancelled = event('meeting.cancelled', { ...meeting, changedBy: 'other' });
  assert.deepEqual(audienceOf(planNotification(cancelled)), ['member', 'mentor']);
  const reminder = event('meeting.reminder', { ...meeting, changedBy: null });
  assert.deepEqual(audienceOf(planNotification(reminder)), ['member', 'mentor', 'other']);
});

test('project.feedback_given tells the team, never the mentor, and refreshes the project page', () => {
  const given = event('project.feedback_given', {
    feedbackId: 'f',
    projectId: 'p',
    title: 'Prototype',
    teamId: 't',
    mentorId: 'mentor',
    recipientIds: ['member', 'mentor'],
  });
  assert.deepEqual(audienceOf(planNotification(given)), ['member']);
});

test('team.chat_mention tells the people mentioned, never the author, and links the team chat', () => {
  const mention = event('team.chat_mention', {
    teamId: 't',
    teamName: 'Alpha',
    messageId: 'm',
    authorId: 'ann',
    authorName: 'Ann Lee',
    mentionedUserIds: ['bob', 'ann', 'bob', 'cy'],
    excerpt: 'see you at six',
  });
  const plan = planNotification(mention);
  assert.equal(plan?.notification.type, 'team.chat_mention');
  assert.equal(plan?.notification.id, mention.id);
  const { mentionedUserIds: _others, ...told } = mention.payload;
  assert.deepEqual(plan?.notification.data, told);
  assert.deepEqual(audienceOf(plan), ['bob', 'cy']);
  assert.equal(
    planNotification(event('team.chat_mention', { ...mention.payload, mentionedUserIds: ['ann'] })),
    null,
  );
});

test('a notification’s data holds only what its reader may know: never who else was told, nor the staff member', () => {
  const hidden = [
    'reporterIds',
    'authorIds',
    'actorId',
    'ownerIds',
    'likedBy',
    'recipientIds',
    'attendeeIds',
  ];
  const meeting = {
    meetingId: 'm',
    teamId: 't',
    teamName: 'Alpha',
    title: 'Stand-up',
    scheduledAt: '2026-12-01T15:00:00.000Z',
    duration: 60,
    mentorId: 'mentor',
    attendeeIds: ['member', 'other', 'mentor'],
    changedBy: 'member',
  };
  const events = [
    event('meeting.scheduled', meeting),
    event('meeting.updated', { ...meeting, rescheduled: true }),
    event('meeting.cancelled', meeting),
    event('meeting.reminder', { ...meeting, changedBy: null }),
    event('mentoring.answered', {
      requestId: 'r',
      teamId: 't',
      teamName: 'Alpha',
      mentorId: 'mentor',
      requestedBy: 'member',
      accepted: true,
      memberIds: ['member', 'other'],
    }),
    event('project.feedback_given', {
      feedbackId: 'f',
      projectId: 'p',
      title: 'Prototype',
      teamId: 't',
      mentorId: 'mentor',
      recipientIds: ['member', 'other'],
    }),
  ];
  for (const told of events) {
    const data = planNotification(told)?.notification.data as Record<string, unknown> | undefined;
    assert.ok(data, told.name);
    for (const field of [...hidden, 'memberIds'])
      assert.equal(field in data, false, `${told.name}: ${field}`);
  }
  const scheduled = planNotification(events[0]!)?.notification.data;
  const { attendeeIds: _attendees, ...kept } = meeting;
  assert.deepEqual(scheduled, kept);
});
