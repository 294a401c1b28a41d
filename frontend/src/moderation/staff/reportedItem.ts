import type { ModeratedItemType, ReportItemType } from '@creators/contracts';
import { challengePath, personPath, projectPath, teamPath } from '../../ui/links';
import { personName } from '../../ui/people';
import type { ReportedItem, StaffPerson } from '../graphql';

/** A reported item as the staff page names it, whatever its type. */
export interface ItemSummary {
  itemType: ReportItemType;
  /** Its title, name, or the start of a comment; null when it no longer exists (or a comment was deleted). */
  title: string | null;
  /** A comment its author deleted (kept for its replies). */
  deleted: boolean;
  /** Its page in the app (a comment: the page it is written on). */
  to: string | null;
  /** A resource's own address (it has no page of its own). */
  href: string | null;
  hidden: boolean;
  hiddenReason: string | null;
  /** Whom it concerns: its author (a team's leader, a project's creator); a reported person themself. */
  author: StaffPerson | null;
}

const EXCERPT = 140;

/** The start of a comment, at most 140 characters, on one line. */
export function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > EXCERPT ? `${line.slice(0, EXCERPT - 1)}…` : line;
}

export const isModerated = (itemType: string): itemType is ModeratedItemType => itemType !== 'person';

type Member = { userId: string; role: string; user: StaffPerson | null };

function memberUser(members: readonly Member[] | undefined, userId: string | null): StaffPerson | null {
  const list = members ?? [];
  return (
    list.find((member) => member.userId === userId)?.user ??
    list.find((member) => member.role === 'leader')?.user ??
    null
  );
}

/** The item of a group of reports: the field of its type (the owning service answers null once it is gone). */
export function summarize(group: ReportedItem): ItemSummary {
  const itemType = group.itemType as ReportItemType;
  const none = {
    itemType,
    title: null,
    deleted: false,
    to: null,
    href: null,
    hidden: false,
    hiddenReason: null,
    author: null,
  };
  switch (group.itemType) {
    case 'challenge': {
      const item = group.challenge;
      if (!item) return none;
      return {
        ...none,
        title: item.title,
        to: challengePath(item.id),
        hidden: item.hidden,
        hiddenReason: item.hiddenReason ?? null,
        author: item.author ?? null,
      };
    }
    case 'team': {
      const item = group.team;
      if (!item) return none;
      return {
        ...none,
        title: item.name,
        to: teamPath(item.id),
        hidden: item.hidden,
        hiddenReason: item.hiddenReason ?? null,
        author: memberUser(item.members, item.leaderId),
      };
    }
    case 'project': {
      const item = group.project;
      if (!item) return none;
      return {
        ...none,
        title: item.title,
        to: projectPath(item.id),
        hidden: item.hidden,
        hiddenReason: item.hiddenReason ?? null,
        author: memberUser(item.team?.members, item.createdBy),
      };
    }
    case 'resource': {
      const item = group.resource;
      if (!item) return none;
      return {
        ...none,
        title: item.title,
        href: item.url,
        hidden: item.hidden,
        hiddenReason: item.hiddenReason ?? null,
      };
    }
    case 'comment': {
      const item = group.comment;
      if (!item) return none;
      const page =
        item.subjectType === 'challenge'
          ? challengePath(item.subjectId)
          : item.subjectType === 'project'
            ? projectPath(item.subjectId)
            : null;
      return {
        ...none,
        title: item.deleted ? null : excerpt(item.body),
        deleted: item.deleted,
        to: page,
        hidden: item.hidden,
        hiddenReason: item.hiddenReason ?? null,
        author: item.author ?? null,
      };
    }
    case 'person': {
      const item = group.person;
      if (!item) return none;
      return { ...none, title: personName(item), to: personPath(item.id), author: item };
    }
    default:
      return none;
  }
}

/** Whether a person's suspension is in force now (for good, or until a time still ahead). */
export function isSuspended(person: StaffPerson, now = Date.now()): boolean {
  const history = person.moderationHistory;
  if (!history) return false;
  if (history.suspendedForGood) return true;
  return Boolean(history.suspendedUntil && new Date(history.suspendedUntil).getTime() > now);
}
