import type { IntlShape } from 'react-intl';
import { MENTORING_LIMITS } from '@creators/contracts/mentoring-limits';
import { badgeText } from '../../graphql/achievementBadges';
import type { AppNotification } from './NotificationsProvider';

export interface NotificationContent {
  title: string;
  description?: string;
  /** Where the notification leads (the screen where it can be acted on). */
  to?: string;
}

/** What the client knows beyond a notification's payload: names of the members and mentors of their teams, keys of badges. */
export interface NotificationLookup {
  userName(userId: string): string | null;
  badgeKey(achievementId: string): string | null;
}

export const emptyLookup: NotificationLookup = { userName: () => null, badgeKey: () => null };

type Handler = (
  data: Record<string, unknown>,
  intl: IntlShape,
  lookup: NotificationLookup,
) => NotificationContent | null;

const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;

/** The joiner's or leaver's name: from the payload (identity adds it), else from the members of the user's teams. */
function joinerName(data: Record<string, unknown>, lookup: NotificationLookup): string | null {
  const named = str(data.userName) ?? [str(data.firstName), str(data.lastName)].filter(Boolean).join(' ');
  if (named) return named;
  const userId = str(data.userId);
  return userId ? lookup.userName(userId) : null;
}

/** The page of the team a notification is about (the teams list when the payload names none). */
const teamPage = (data: Record<string, unknown>): string => {
  const teamId = str(data.teamId);
  return teamId ? `/teams/${encodeURIComponent(teamId)}` : '/teams';
};

/** A notification about a team whose text needs only the team's name. */
function teamNews(data: Record<string, unknown>, intl: IntlShape, id: string): NotificationContent | null {
  const team = str(data.teamName);
  return team ? { title: intl.formatMessage({ id }, { team }), to: teamPage(data) } : null;
}

/**
 * A meeting's news (the meeting events' payload: title, teamName, scheduledAt): its title, its time in the viewer's
 * time zone, leading to the team's page where it is listed.
 */
function meetingNews(
  data: Record<string, unknown>,
  intl: IntlShape,
  id: string,
  values: Record<string, string | number> = {},
): NotificationContent | null {
  const title = str(data.title);
  if (!title) return null;
  const at = str(data.scheduledAt);
  const when = at && !Number.isNaN(Date.parse(at)) ? new Date(at) : null;
  return {
    title: intl.formatMessage({ id }, { title, team: str(data.teamName) ?? '', ...values }),
    description: when ? intl.formatDate(when, { dateStyle: 'medium', timeStyle: 'short' }) : undefined,
    to: teamPage(data),
  };
}

/** The page of a moderated or reported item (docs/product.md §14): a comment's is its subject's page. */
function itemPage(type: unknown, id: unknown, parent?: unknown): string | undefined {
  const itemId = str(id);
  const at = (path: string) => (itemId ? `/${path}/${encodeURIComponent(itemId)}` : undefined);
  switch (type) {
    case 'challenge':
      return at('challenges');
    case 'team':
      return at('teams');
    case 'project':
      return at('projects');
    case 'person':
      return at('people');
    case 'resource':
      return '/resources';
    case 'comment': {
      const where = parent && typeof parent === 'object' ? (parent as Record<string, unknown>) : {};
      return where.type === 'comment' ? undefined : itemPage(where.type, where.id);
    }
    default:
      return undefined;
  }
}

const MODERATED_TYPES = ['challenge', 'team', 'project', 'resource', 'comment'];

/**
 * Where a programme's news leads (docs/product.md §16): the dashboard, which shows the programme's phase, its next
 * date and the announcements pinned for the person.
 */
const programmePage = (data: Record<string, unknown>): string | undefined =>
  str(data.programmeId) ? '/' : undefined;

/** How much of an announcement the menu and the inbox show under its title. */
const ANNOUNCEMENT_EXCERPT = 140;
const excerpt = (text: string): string =>
  text.length > ANNOUNCEMENT_EXCERPT ? `${text.slice(0, ANNOUNCEMENT_EXCERPT - 1).trimEnd()}…` : text;

/** The challenges a daily digest names (at most five, newest first), each with its id and title. */
function digestChallenges(data: Record<string, unknown>): Array<{ challengeId: string; title: string }> {
  const items = Array.isArray(data.challenges) ? (data.challenges as unknown[]) : [];
  return items.flatMap((item) => {
    const { challengeId, title } = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    const id = str(challengeId);
    const name = str(title);
    return id && name ? [{ challengeId: id, title: name }] : [];
  });
}

/**
 * How each live notification (docs/graphql-contract.md: type and data) reads in the menu, in the user's language.
 * A notification whose data lacks what its text needs is not shown.
 */
export const notificationHandlers: Record<string, Handler> = {
  'team.member_joined': (data, intl, lookup) => {
    const team = str(data.teamName);
    if (!team) return null;
    const name = joinerName(data, lookup);
    return {
      title: name
        ? intl.formatMessage({ id: 'notifications.event.memberJoined' }, { name, team })
        : intl.formatMessage({ id: 'notifications.event.memberJoinedSomeone' }, { team }),
      to: teamPage(data),
    };
  },
  // The dashboard lists pending invitations with Accept and Decline.
  'team.invitation_sent': (data, intl) => {
    const team = str(data.teamName);
    return team
      ? { title: intl.formatMessage({ id: 'notifications.event.invited' }, { team }), to: '/' }
      : null;
  },
  'team.member_left': (data, intl, lookup) => {
    const team = str(data.teamName);
    if (!team) return null;
    const name = joinerName(data, lookup);
    return {
      title: name
        ? intl.formatMessage({ id: 'notifications.event.memberLeft' }, { name, team })
        : intl.formatMessage({ id: 'notifications.event.memberLeftSomeone' }, { team }),
      to: teamPage(data),
    };
  },
  'team.member_removed': (data, intl) => teamNews(data, intl, 'notifications.event.removed'),
  'team.lead_transferred': (data, intl) => teamNews(data, intl, 'notifications.event.leadTransferred'),
  'team.invitation_answered': (data, intl) =>
    teamNews(
      data,
      intl,
      data.accepted === true
        ? 'notifications.event.invitationAccepted'
        : 'notifications.event.invitationDeclined',
    ),
  'team.invitation_withdrawn': (data, intl) =>
    teamNews(data, intl, 'notifications.event.invitationWithdrawn'),
  'comment.posted': (data, intl) => {
    const title = str(data.subjectTitle);
    const subjectId = str(data.subjectId);
    const page =
      data.subjectType === 'project' ? 'projects' : data.subjectType === 'challenge' ? 'challenges' : null;
    if (!title || !subjectId || !page) return null;
    // Who wrote it: identity adds the name (none when they have deleted their account).
    const name = str(data.authorName);
    return {
      title: name
        ? intl.formatMessage({ id: 'notifications.event.commentedBy' }, { name, title })
        : intl.formatMessage({ id: 'notifications.event.commented' }, { title }),
      to: `/${page}/${encodeURIComponent(subjectId)}`,
    };
  },
  'project.liked': (data, intl) => {
    const title = str(data.title);
    // A like taken back is no news.
    if (!title || data.liked === false) return null;
    return { title: intl.formatMessage({ id: 'notifications.event.liked' }, { title }), to: '/showcase' };
  },
  'achievement.earned': (data, intl, lookup) => {
    const achievementId = str(data.achievementId);
    const key = str(data.key) ?? (achievementId ? lookup.badgeKey(achievementId) : null);
    const badge = badgeText(intl, key, 'title', str(data.name) ?? '');
    return badge
      ? { title: intl.formatMessage({ id: 'notifications.event.achievement' }, { badge }), to: '/' }
      : null;
  },
  // Mentoring (docs/product.md §12): the mentor answers on their mentoring page.
  'mentoring.requested': (data, intl) => {
    const news = teamNews(data, intl, 'notifications.event.mentoringRequested');
    return news && { ...news, to: '/mentoring' };
  },
  'mentoring.answered': (data, intl, lookup) => {
    const team = str(data.teamName);
    if (!team) return null;
    const mentorId = str(data.mentorId);
    const name = mentorId ? lookup.userName(mentorId) : null;
    const id = data.accepted === true ? 'mentoringAccepted' : 'mentoringDeclined';
    return {
      title: name
        ? intl.formatMessage({ id: `notifications.event.${id}` }, { name, team })
        : intl.formatMessage({ id: `notifications.event.${id}Someone` }, { team }),
      to: teamPage(data),
    };
  },
  'mentoring.ended': (data, intl) => teamNews(data, intl, 'notifications.event.mentoringEnded'),
  'meeting.scheduled': (data, intl) => meetingNews(data, intl, 'notifications.event.meetingScheduled'),
  'meeting.updated': (data, intl) =>
    meetingNews(
      data,
      intl,
      data.rescheduled === true
        ? 'notifications.event.meetingRescheduled'
        : 'notifications.event.meetingUpdated',
    ),
  'meeting.cancelled': (data, intl) => meetingNews(data, intl, 'notifications.event.meetingCancelled'),
  'meeting.reminder': (data, intl) =>
    meetingNews(data, intl, 'notifications.event.meetingReminder', {
      minutes: MENTORING_LIMITS.reminderMinutes,
    }),
  'project.feedback_given': (data, intl) => {
    const title = str(data.title);
    const projectId = str(data.projectId);
    return title && projectId
      ? {
          title: intl.formatMessage({ id: 'notifications.event.feedbackGiven' }, { title }),
          to: `/projects/${encodeURIComponent(projectId)}`,
        }
      : null;
  },
  // Staff and moderation (docs/product.md §14): the author reads why; a reporter hears the outcome.
  'content.moderated': (data, intl) => {
    const title = str(data.title);
    const type = str(data.itemType);
    if (!title || !type || !MODERATED_TYPES.includes(type)) return null;
    const reason = str(data.reason);
    const id =
      data.hidden === true
        ? reason
          ? 'notifications.event.contentHidden'
          : 'notifications.event.contentHiddenNoReason'
        : 'notifications.event.contentRestored';
    return {
      title: intl.formatMessage({ id }, { type, title, reason: reason ?? '' }),
      to: itemPage(type, data.itemId, data.parent),
    };
  },
  'reports.resolved': (data, intl) => {
    const type = str(data.itemType);
    if (!type) return null;
    switch (data.outcome) {
      case 'hidden':
        return { title: intl.formatMessage({ id: 'notifications.event.reportHidden' }, { type }) };
      case 'suspended':
        return { title: intl.formatMessage({ id: 'notifications.event.reportSuspended' }) };
      case 'dismissed':
        return {
          title: intl.formatMessage({ id: 'notifications.event.reportDismissed' }),
          to: itemPage(type, data.itemId),
        };
      default:
        return null;
    }
  },
  // Someone named the person in their team's chat: the channel opens at the message.
  'team.chat_mention': (data, intl) => {
    const team = str(data.teamName);
    const author = str(data.authorName);
    const teamId = str(data.teamId);
    if (!team || !teamId) return null;
    const excerpt = str(data.excerpt) ?? '';
    return {
      // Without a name when its author has deleted their account.
      title: author
        ? intl.formatMessage({ id: 'notifications.event.chatMention' }, { author, team, excerpt })
        : intl.formatMessage({ id: 'notifications.event.chatMentionSomeone' }, { team, excerpt }),
      to: `/teams/${encodeURIComponent(teamId)}/chat`,
    };
  },
  'challenge.published': (data, intl) => {
    const title = str(data.title);
    return title
      ? {
          title: intl.formatMessage({ id: 'notifications.event.challengePublished' }, { title }),
          to: '/challenges',
        }
      : null;
  },
  // The day's new challenges in one notice (the default; Settings → Notifications offers one per challenge).
  'challenge.digest': (data, intl) => {
    const challenges = digestChallenges(data);
    const count = typeof data.count === 'number' && data.count > 0 ? data.count : challenges.length;
    if (count === 0) return null;
    const names = challenges.map((challenge) => challenge.title);
    const more = count - challenges.length;
    const only = count === 1 ? challenges[0] : undefined;
    return {
      title: intl.formatMessage({ id: 'notifications.event.challengeDigest' }, { count }),
      // The titles it names, and how many more there were.
      description:
        names.length === 0
          ? undefined
          : more > 0
            ? intl.formatMessage(
                { id: 'notifications.event.challengeDigestMore' },
                { titles: names.join(', '), more },
              )
            : intl.formatList(names, { type: 'conjunction' }),
      to: only ? `/challenges/${encodeURIComponent(only.challengeId)}` : '/challenges',
    };
  },
  // Programmes (docs/product.md §16): an organiser's announcement, the submission deadline drawing near.
  'programme.announcement': (data, intl) => {
    const title = str(data.title);
    const programme = str(data.programmeName);
    if (!title || !programme) return null;
    const body = str(data.body);
    return {
      title: intl.formatMessage({ id: 'notifications.event.programmeAnnouncement' }, { programme, title }),
      description: body ? excerpt(body) : undefined,
      to: programmePage(data),
    };
  },
  // Results (docs/product.md §17.4): the person got a badge; the results page shows the winners.
  'programme.results_published': (data, intl) => {
    const programme = str(data.programmeName);
    const id = str(data.programmeId);
    if (!programme || !id) return null;
    return {
      title: intl.formatMessage({ id: 'notifications.event.resultsPublished' }, { programme }),
      description: intl.formatMessage({ id: 'notifications.event.resultsPublishedHint' }),
      to: `/programmes/${encodeURIComponent(id)}/results`,
    };
  },
  'programme.deadline_reminder': (data, intl) => {
    const programme = str(data.programmeName);
    const days = typeof data.daysBefore === 'number' && data.daysBefore >= 0 ? data.daysBefore : null;
    if (!programme || days === null) return null;
    const deadline = str(data.deadline);
    const at = deadline && !Number.isNaN(Date.parse(deadline)) ? new Date(deadline) : null;
    return {
      title: intl.formatMessage({ id: 'notifications.event.deadlineReminder' }, { programme, days }),
      description: at
        ? intl.formatMessage(
            { id: 'notifications.event.deadlineAt' },
            { when: intl.formatDate(at, { dateStyle: 'full', timeStyle: 'short' }) },
          )
        : undefined,
      to: programmePage(data),
    };
  },
};

/** Any other socket event (or unknown type) is shown only if it carries a `title` (and optionally a `message`) of its own. */
function generic(payload: unknown): NotificationContent | null {
  if (!payload || typeof payload !== 'object') return null;
  const { title, message } = payload as { title?: unknown; message?: unknown };
  if (typeof title !== 'string' || !title) return null;
  return { title, description: typeof message === 'string' ? message : undefined };
}

export function describeNotification(
  notification: AppNotification,
  intl: IntlShape,
  lookup: NotificationLookup = emptyLookup,
): NotificationContent | null {
  const handler = notification.typed ? notificationHandlers[notification.event] : undefined;
  if (!handler) return generic(notification.payload);
  const data =
    notification.payload && typeof notification.payload === 'object'
      ? (notification.payload as Record<string, unknown>)
      : {};
  return handler(data, intl, lookup);
}
