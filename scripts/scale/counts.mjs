// Reads what reconcile.mjs counts: every service's outbox, the event stream, each consumer's processed_events, the
// gateways' notification claims in Redis, and a BullMQ queue's event stream. Used by scale-check and the fault suite.
import { join } from 'node:path';
import { reconcileJobs, unfinishedJobs } from './reconcile.mjs';

/** The durable consumers of the services and the events each applies, from their own code (services' dist). */
export async function serviceConsumers(root) {
  const load = (path) => import(join(root, path));
  const identity = await load('services/identity/dist/achievements/achievement-awards.js');
  const identityModeration = await load('services/identity/dist/moderation/moderation.events.js');
  const identityNotifications = await load('services/identity/dist/notifications/notification-store.js');
  const teams = await load('services/teams/dist/teams/showcased-projects.events.js');
  const teamsChallenges = await load('services/teams/dist/teams/challenge-statuses.events.js');
  const teamsMentors = await load('services/teams/dist/mentoring/mentor-profiles.events.js');
  const showcase = await load('services/showcase/dist/memberships/team-members.events.js');
  const showcaseMentors = await load('services/showcase/dist/memberships/team-mentors.events.js');
  const brainstorm = await load('services/brainstorm-ai/dist/sessions/brainstorm-completion.js');
  const discussions = await load('services/discussions/dist/subjects/subjects.events.js');
  const programmes = await load('services/programmes/dist/roster/roster.events.js');
  // Programmes (docs/product.md §16): each service's copies of what programmes say.
  const identityProgrammes = await load('services/identity/dist/programmes/programme-copies.js');
  // Judging and credentials (docs/product.md §17): identity's badges from published results.
  const identityCredentials = await load('services/identity/dist/credentials/programme-badges.js');
  const showcaseProgrammes = await load('services/showcase/dist/programmes/programme-deadlines.events.js');
  const teamsProgrammes = await load('services/teams/dist/programmes/current-programmes.events.js');
  const challengesProgrammes = await load('services/challenges/dist/programmes/current-programmes.events.js');
  // Erasure (docs/product.md §15): each service's consumer of user.erased.
  const erasure = {};
  for (const service of [
    'identity',
    'challenges',
    'teams',
    'showcase',
    'discussions',
    'programmes',
    'brainstorm-ai',
  ])
    erasure[service] = await load(`services/${service}/dist/privacy/erasure.js`);
  return [
    { service: 'identity', name: identity.ACHIEVEMENTS_CONSUMER, handlers: identity.achievementHandlers },
    {
      service: 'identity',
      name: identityModeration.MODERATION_CONSUMER,
      handlers: identityModeration.moderationHandlers,
    },
    {
      service: 'identity',
      name: identityNotifications.NOTIFICATIONS_CONSUMER,
      handlers: identityNotifications.notificationHandlers(async () => undefined),
    },
    { service: 'teams', name: teams.SHOWCASED_PROJECTS_CONSUMER, handlers: teams.showcasedProjectHandlers },
    {
      service: 'teams',
      name: teamsChallenges.CHALLENGE_STATUSES_CONSUMER,
      handlers: teamsChallenges.challengeStatusHandlers,
    },
    {
      service: 'teams',
      name: teamsMentors.MENTOR_PROFILES_CONSUMER,
      handlers: teamsMentors.mentorProfileHandlers,
    },
    { service: 'showcase', name: showcase.TEAM_MEMBERS_CONSUMER, handlers: showcase.teamMemberHandlers },
    {
      service: 'showcase',
      name: showcaseMentors.TEAM_MENTORS_CONSUMER,
      handlers: showcaseMentors.teamMentorHandlers,
    },
    {
      service: 'brainstorm-ai',
      name: brainstorm.PUBLISHED_CHALLENGES_CONSUMER,
      handlers: brainstorm.publishedChallengeHandlers,
    },
    { service: 'discussions', name: discussions.SUBJECTS_CONSUMER, handlers: discussions.subjectHandlers },
    {
      service: 'programmes',
      name: programmes.ROSTER_CONSUMER,
      // A factory of the handlers over the service's repositories: only the events they handle are read here.
      handlers: programmes.rosterHandlers(undefined, undefined, async () => undefined),
    },
    {
      service: 'identity',
      name: identityProgrammes.PROGRAMMES_CONSUMER,
      handlers: identityProgrammes.programmeCopyHandlers,
    },
    {
      service: 'identity',
      name: identityCredentials.CREDENTIALS_CONSUMER,
      handlers: identityCredentials.credentialsHandlers,
    },
    {
      service: 'showcase',
      name: showcaseProgrammes.PROGRAMME_DEADLINES_CONSUMER,
      handlers: showcaseProgrammes.programmeDeadlineHandlers,
    },
    {
      service: 'teams',
      name: teamsProgrammes.CURRENT_PROGRAMMES_CONSUMER,
      handlers: teamsProgrammes.currentProgrammeHandlers,
    },
    {
      service: 'challenges',
      name: challengesProgrammes.CURRENT_PROGRAMMES_CONSUMER,
      handlers: challengesProgrammes.currentProgrammeHandlers,
    },
    ...Object.entries(erasure).map(([service, module]) => ({
      service,
      name: module.ERASURE_CONSUMER,
      // A factory where the handlers need the service's clients (challenges asks teams, brainstorm-ai has Redis).
      handlers:
        typeof module.erasureHandlers === 'function'
          ? module.erasureHandlers(async () => [])
          : module.erasureHandlers,
    })),
  ].map(({ handlers, ...consumer }) => ({ ...consumer, events: Object.keys(handlers) }));
}

/** Events recorded but not yet published, in all databases (pg pools by service). */
export async function unpublishedEvents(databases) {
  let count = 0;
  for (const pool of Object.values(databases)) {
    const { rows } = await pool.query(
      'SELECT count(*)::int AS n FROM outbox_events WHERE published_at IS NULL',
    );
    count += rows[0].n;
  }
  return count;
}

/** Whether every durable consumer of the stream has been given and has acknowledged every event. */
export async function consumersCaughtUp(jsm, stream = 'EVENTS') {
  for await (const info of await jsm.consumers.list(stream))
    if (info.num_pending > 0 || info.num_ack_pending > 0) return false;
  return true;
}

/** Every service's outbox rows, oldest first within a service. */
export async function readOutboxes(databases) {
  const outbox = [];
  for (const [service, pool] of Object.entries(databases)) {
    const { rows } = await pool.query(
      'SELECT id::text, name, payload, occurred_at, published_at FROM outbox_events ORDER BY occurred_at',
    );
    outbox.push(
      ...rows.map((row) => ({
        service,
        id: row.id,
        name: row.name,
        payload: row.payload,
        occurredAt: row.occurred_at,
        publishedAt: row.published_at,
      })),
    );
  }
  return outbox;
}

/** Messages in the event stream by envelope id (how many copies of each). */
export async function streamCopies(jsm, decodeEnvelope, stream = 'EVENTS') {
  const copies = new Map();
  const { state } = await jsm.streams.info(stream);
  for (let seq = state.first_seq; seq <= state.last_seq && state.messages > 0; seq++) {
    const message = await jsm.streams.getMessage(stream, { seq }).catch(() => null);
    const envelope = message && decodeEnvelope(message.data);
    if (envelope) copies.set(envelope.id, (copies.get(envelope.id) ?? 0) + 1);
  }
  return copies;
}

/** Consumers on the stream that are neither the services' (`consumers`) nor in `others`: nobody knows what they apply. */
export async function strangeConsumers(
  jsm,
  consumers,
  others = ['gateway-notifications', 'gateway-erasure'],
  stream = 'EVENTS',
) {
  const known = new Set([...consumers.map((c) => c.name), ...others]);
  const strangers = [];
  for await (const info of await jsm.consumers.list(stream))
    if (!known.has(info.name)) strangers.push(info.name);
  return strangers;
}

/** Sets `processed` (the ids in processed_events) on each consumer. */
export async function readProcessed(consumers, databases) {
  for (const consumer of consumers) {
    const { rows } = await databases[consumer.service].query(
      'SELECT event_id::text AS id FROM processed_events WHERE consumer = $1',
      [consumer.name],
    );
    consumer.processed = new Set(rows.map((row) => row.id));
  }
  return consumers;
}

/** The rest of every Redis key that starts with `prefix` (SCAN, never KEYS). */
export async function keysAfter(redis, prefix) {
  const rest = new Set();
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    for (const key of keys) rest.add(key.slice(prefix.length));
    cursor = next;
  } while (cursor !== '0');
  return rest;
}

/**
 * A BullMQ queue's event stream (`<prefix>:<queue>:events`), oldest first, as `{ event, jobId, at }` entries
 * (`at`: the entry's time in ms, from its stream id).
 */
export async function queueEvents(redis, prefix, queue) {
  const entries = await redis.xrange(`${prefix}:${queue}:events`, '-', '+');
  return entries.map(([id, fields]) => {
    const entry = { at: Number(id.split('-')[0]) };
    for (let i = 0; i < fields.length; i += 2) entry[fields[i]] = fields[i + 1];
    return entry;
  });
}

/**
 * Everything reconcileEvents needs, read at once: the outboxes, the stream's copies, each service consumer's
 * processed events, the notification claims under `claimPrefix` in Redis, and the consumers nobody knows.
 */
export async function readEventCounts({ jsm, decodeEnvelope, databases, consumers, redis, claimPrefix }) {
  const outbox = await readOutboxes(databases);
  const stream = await streamCopies(jsm, decodeEnvelope);
  const strangers = await strangeConsumers(jsm, consumers);
  await readProcessed(consumers, databases);
  const claimed = await keysAfter(redis, claimPrefix);
  return { outbox, stream, consumers, claimed, strangers };
}

/**
 * A BullMQ queue's jobs reconciled (reconcileJobs): its event stream, and the state of each job the stream leaves
 * unfinished. `queue` is a bullmq Queue (its name and prefix say where the stream is).
 */
export async function countJobs(redis, queue) {
  const events = await queueEvents(redis, queue.opts.prefix ?? 'bull', queue.name);
  const states = new Map();
  for (const jobId of unfinishedJobs(events)) states.set(jobId, await queue.getJobState(jobId));
  return { ...reconcileJobs(events, states), events };
}
