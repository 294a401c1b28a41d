import type { EventEnvelope } from '@creators/contracts';
import { isUuid, type EventHandlers, type SqlExecutor } from '@creators/platform';

/** The durable consumer that keeps the subjects read model up to date (also its key in processed_events). */
export const SUBJECTS_CONSUMER = 'discussions-subjects';

/** A subject takes comments (open), is read-only (closed: an archived challenge) or is gone (a removed project). */
export type SubjectState = 'open' | 'closed' | 'gone';

interface SubjectVersion {
  type: 'challenge' | 'project';
  id: string;
  title: string;
  ownerIds: string[];
  state: SubjectState;
  /** The owner's updatedAt of this version (else the event's time): an older version never overwrites a newer one. */
  version: string;
}

const isTime = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));
const versionOf = (event: EventEnvelope, updatedAt?: string) =>
  isTime(updatedAt) ? updatedAt : event.occurredAt;

/** Inserts the subject, or (`replace`) overwrites an older version of it; a gone subject stays gone. */
async function storeSubject(tx: SqlExecutor, subject: SubjectVersion, replace: boolean): Promise<void> {
  const { type, id, title, ownerIds, state, version } = subject;
  if (!replace) {
    await tx.$executeRaw`
      INSERT INTO subjects (type, id, title, owner_ids, state, version)
      VALUES (${type}, ${id}::uuid, ${title}, ${ownerIds}::uuid[], ${state}, ${version}::timestamptz)
      ON CONFLICT (type, id) DO NOTHING`;
    return;
  }
  await tx.$executeRaw`
    INSERT INTO subjects (type, id, title, owner_ids, state, version)
    VALUES (${type}, ${id}::uuid, ${title}, ${ownerIds}::uuid[], ${state}, ${version}::timestamptz)
    ON CONFLICT (type, id) DO UPDATE
      SET title = EXCLUDED.title, owner_ids = EXCLUDED.owner_ids, state = EXCLUDED.state, version = EXCLUDED.version
      WHERE subjects.state <> 'gone' AND subjects.version <= EXCLUDED.version`;
}

/**
 * The discussions service's read model of what may be discussed (docs/product.md §11.4): challenges (from
 * challenge.created and challenge.updated; archived makes the discussion read-only, any other status opens it
 * again) and showcased projects (project.showcased, project.updated; project.removed makes it gone for good). The
 * owners are the challenge's author and the project's creator. Staff hiding either (content.moderated) hides its
 * discussion with it. Every write is idempotent and keeps the newest
 * version (by the owner's updatedAt), so a duplicate or late event changes nothing; an event with ids or times
 * this service cannot store is ignored rather than retried forever.
 */
export const subjectHandlers: EventHandlers<SqlExecutor> = {
  'challenge.created': async (event, tx) => {
    const { challengeId, title, createdBy } = event.payload;
    if (!isUuid(challengeId) || !isUuid(createdBy) || !isTime(event.occurredAt)) return;
    const subject: SubjectVersion = {
      type: 'challenge',
      id: challengeId,
      title,
      ownerIds: [createdBy],
      state: 'open',
      version: event.occurredAt,
    };
    await storeSubject(tx, subject, false);
  },
  'challenge.updated': async (event, tx) => {
    const { challengeId, title, createdBy, status, updatedAt } = event.payload;
    if (!isUuid(challengeId) || !isUuid(createdBy)) return;
    const version = versionOf(event, updatedAt);
    if (!isTime(version)) return;
    const state: SubjectState = status === 'archived' ? 'closed' : 'open';
    await storeSubject(
      tx,
      { type: 'challenge', id: challengeId, title, ownerIds: [createdBy], state, version },
      true,
    );
  },
  'project.showcased': async (event, tx) => {
    const { projectId, title, createdBy } = event.payload;
    if (!isUuid(projectId) || !isUuid(createdBy) || !isTime(event.occurredAt)) return;
    const subject: SubjectVersion = {
      type: 'project',
      id: projectId,
      title,
      ownerIds: [createdBy],
      state: 'open',
      version: event.occurredAt,
    };
    await storeSubject(tx, subject, false);
  },
  'project.updated': async (event, tx) => {
    const { projectId, title, updatedAt } = event.payload;
    if (!isUuid(projectId)) return;
    const version = versionOf(event, updatedAt);
    if (!isTime(version)) return;
    // project.updated carries no owner: only a project already known changes (its title).
    await tx.$executeRaw`
      UPDATE subjects SET title = ${title}, version = ${version}::timestamptz
      WHERE type = 'project' AND id = ${projectId}::uuid AND state <> 'gone' AND version <= ${version}::timestamptz`;
  },
  'project.removed': async (event, tx) => {
    const { projectId, title } = event.payload;
    if (!isUuid(projectId) || !isTime(event.occurredAt)) return;
    await tx.$executeRaw`
      INSERT INTO subjects (type, id, title, owner_ids, state, version)
      VALUES ('project', ${projectId}::uuid, ${title}, ARRAY[]::uuid[], 'gone', ${event.occurredAt}::timestamptz)
      ON CONFLICT (type, id) DO UPDATE SET state = 'gone'`;
  },
  /**
   * content.moderated (docs/product.md §14): staff hid a challenge or project (its discussion is gone with it for
   * everyone but its owners and staff, and takes no comments) or restored it. Only the hidden flag changes; a
   * subject not known yet is stored as it is known from the event (its first author owns it, as the owner's own
   * events say), versioned 1970 so that its own events still overwrite it. Other items' events are skipped. The
   * flag keeps the newest hide or restore by the event's time (moderated_at): one delivered late changes nothing.
   */
  'content.moderated': async (event, tx) => {
    const { itemType, itemId, hidden, title, authorIds } = event.payload;
    if ((itemType !== 'challenge' && itemType !== 'project') || !isUuid(itemId)) return;
    if (typeof hidden !== 'boolean' || !isTime(event.occurredAt)) return;
    const owners = Array.isArray(authorIds) ? authorIds.filter(isUuid).slice(0, 1) : [];
    await tx.$executeRaw`
      INSERT INTO subjects (type, id, title, owner_ids, state, hidden, moderated_at, version)
      VALUES (${itemType}, ${itemId}::uuid, ${typeof title === 'string' ? title : ''}, ${owners}::uuid[], 'open',
        ${hidden}, ${event.occurredAt}::timestamptz, '1970-01-01T00:00:00Z'::timestamptz)
      ON CONFLICT (type, id) DO UPDATE SET hidden = EXCLUDED.hidden, moderated_at = EXCLUDED.moderated_at
      WHERE subjects.moderated_at IS NULL OR subjects.moderated_at <= EXCLUDED.moderated_at`;
  },
};
