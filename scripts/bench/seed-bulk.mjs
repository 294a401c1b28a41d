// Bulk rows for the bench and the browser tests: one multi-row INSERT ... SELECT FROM generate_series per batch,
// straight into a service's database (columns from services/<name>/prisma/schema.prisma). Thousands of rows a second,
// where the GraphQL mutations would take minutes. Each function returns the ids it inserted, newest first.
import pg from 'pg';
import { CHALLENGE_CATEGORIES, DIFFICULTIES, RESOURCE_TYPES } from '@creators/contracts';

const BATCH = 5000;

/** Words the titles are made of, so that a text search finds some rows but not all. */
export const SEED_WORDS = [
  'Solar',
  'Water',
  'Garden',
  'Robot',
  'Library',
  'Bridge',
  'Market',
  'Clinic',
  'River',
  'Story',
];

/** A SQL text array literal of plain words (the values come from this module and the contracts, never from input). */
const sqlArray = (values) => `ARRAY[${values.map((v) => `'${String(v).replace(/'/g, "''")}'`).join(',')}]`;

/** `values[i % values.length]` in SQL, for a generate_series index `i`. */
const pick = (values, i = 'i') => `(${sqlArray(values)})[1 + (${i} % ${values.length})]`;

async function withClient(databaseUrl, work) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Runs `insert(client, from, to)` for batches of the numbers 1..n, in one transaction, and collects the ids it
 * returns. Row i is created i minutes before `now` (so row 1 is the newest) and ANALYZE runs afterwards.
 */
async function seedInBatches(databaseUrl, table, n, insert) {
  return withClient(databaseUrl, async (client) => {
    const ids = [];
    await client.query('BEGIN');
    try {
      for (let from = 1; from <= n; from += BATCH) {
        const to = Math.min(n, from + BATCH - 1);
        const { rows } = await insert(client, from, to);
        ids.push(...rows.map((row) => row.id));
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
    await client.query(`ANALYZE ${table}`);
    return ids;
  });
}

const requireIds = (ids, what) => {
  if (!Array.isArray(ids) || ids.length === 0) throw new Error(`seed-bulk: ${what} needs at least one id`);
  return ids;
};

/** The row's offset in time: row i was made i minutes before the seed started (a distinct stamp per row). */
const createdAt = 'now() - make_interval(mins => i)';

/**
 * Inserts `n` challenges (challenges database) by the given authors (user ids from identity), spread over the
 * five categories. Titles are "<word> challenge <i>" with a word of SEED_WORDS.
 * @returns {Promise<string[]>} the ids
 */
export function seedChallenges(databaseUrl, n, { authorIds, label = 'challenge' } = {}) {
  const authors = requireIds(authorIds, 'seedChallenges authorIds');
  return seedInBatches(databaseUrl, 'challenges', n, (client, from, to) =>
    client.query(
      `INSERT INTO challenges (id, title, description, category, difficulty, created_by, status, tags, created_at, updated_at)
       SELECT gen_random_uuid(), ${pick(SEED_WORDS)} || ' ${label} ' || i,
              'A bench ' || lower(${pick(SEED_WORDS, 'i / 10')}) || ' problem worth solving, number ' || i || '.',
              ${pick(CHALLENGE_CATEGORIES)}, ${pick(DIFFICULTIES)}, ($3::uuid[])[1 + (i % $4)], 'active',
              ARRAY['bench', lower(${pick(SEED_WORDS)})], ${createdAt}, ${createdAt}
       FROM generate_series($1::int, $2::int) AS i ORDER BY i RETURNING id`,
      [from, to, authors, authors.length],
    ),
  );
}

/**
 * Inserts `n` forming teams (teams database), each with its leader as its one member, for at most `maxMembers`.
 * Every second team works on one of `challengeIds` (when given).
 * @returns {Promise<string[]>} the ids
 */
export async function seedTeams(databaseUrl, n, { leaderIds, challengeIds = [], maxMembers = 4 } = {}) {
  const leaders = requireIds(leaderIds, 'seedTeams leaderIds');
  const challenges = challengeIds.length ? challengeIds : [null];
  return seedInBatches(databaseUrl, 'teams', n, async (client, from, to) => {
    const inserted = await client.query(
      `INSERT INTO teams (id, name, description, challenge_id, leader_id, max_members, status, created_at, updated_at)
       SELECT gen_random_uuid(), ${pick(SEED_WORDS)} || ' team ' || i, 'A bench team, number ' || i || '.',
              CASE WHEN i % 2 = 0 THEN ($4::uuid[])[1 + (i % $5)] END, ($3::uuid[])[1 + (i % $6)], $7, 'forming',
              ${createdAt}, ${createdAt}
       FROM generate_series($1::int, $2::int) AS i ORDER BY i RETURNING id, leader_id, created_at`,
      [from, to, leaders, challenges, challenges.length, leaders.length, maxMembers],
    );
    await client.query(
      `INSERT INTO team_memberships (id, team_id, user_id, role, joined_at)
       SELECT gen_random_uuid(), t.id, t.leader_id, 'leader', t.created_at
       FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[]) AS t(id, leader_id, created_at)`,
      [
        inserted.rows.map((row) => row.id),
        inserted.rows.map((row) => row.leader_id),
        inserted.rows.map((row) => row.created_at),
      ],
    );
    return inserted;
  });
}

/**
 * Inserts `n` showcased projects (showcase database) for the given teams (id and leader, as seedTeams made them):
 * project i belongs to team i mod teams, made by its leader; the teams' leaders go into the team_members read model.
 * @param {{ id: string, leaderId: string }[]} teams
 * @returns {Promise<string[]>} the ids
 */
export async function seedProjects(databaseUrl, n, { teams } = {}) {
  requireIds(teams, 'seedProjects teams');
  const teamIds = teams.map((team) => team.id);
  const leaderIds = teams.map((team) => team.leaderId);
  await withClient(databaseUrl, (client) =>
    client.query(
      `INSERT INTO team_members (team_id, user_id) SELECT * FROM unnest($1::uuid[], $2::uuid[])
       ON CONFLICT DO NOTHING`,
      [teamIds, leaderIds],
    ),
  );
  return seedInBatches(databaseUrl, 'projects', n, (client, from, to) =>
    client.query(
      `INSERT INTO projects (id, title, description, team_id, status, likes, views, tags, created_by, created_at, updated_at)
       SELECT gen_random_uuid(), ${pick(SEED_WORDS)} || ' project ' || i, 'A bench prototype, number ' || i || '.',
              ($3::uuid[])[1 + (i % $5)], 'showcased', 0, i % 50,
              ARRAY[lower(${pick(SEED_WORDS)}), ${pick(CHALLENGE_CATEGORIES)}], ($4::uuid[])[1 + (i % $5)],
              ${createdAt}, ${createdAt}
       FROM generate_series($1::int, $2::int) AS i ORDER BY i RETURNING id`,
      [from, to, teamIds, leaderIds, teams.length],
    ),
  );
}

/**
 * Inserts `n` resources (showcase database) over the five types and three levels.
 * @returns {Promise<string[]>} the ids
 */
export function seedResources(databaseUrl, n, { authorIds = [] } = {}) {
  const authors = authorIds.length ? authorIds : [null];
  return seedInBatches(databaseUrl, 'resources', n, (client, from, to) =>
    client.query(
      `INSERT INTO resources (id, title, description, type, url, provider, difficulty, tags, duration, created_by, created_at)
       SELECT gen_random_uuid(), ${pick(SEED_WORDS)} || ' resource ' || i, 'A bench resource, number ' || i || '.',
              ${pick(RESOURCE_TYPES)}, 'https://example.com/bench/' || i, 'Bench', ${pick(DIFFICULTIES)},
              ARRAY['bench'], '10 min', ($3::uuid[])[1 + (i % $4)], ${createdAt}
       FROM generate_series($1::int, $2::int) AS i ORDER BY i RETURNING id`,
      [from, to, authors, authors.length],
    ),
  );
}

/** How many rows a table has (to top a list up to a size). */
export function countRows(databaseUrl, table, where = 'true') {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`);
    return rows[0].n;
  });
}

/** The teams of a teams database with their leaders, newest first (at most `limit`). */
export function teamsWithLeaders(databaseUrl, limit = 100_000) {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      'SELECT id::text, leader_id::text AS "leaderId" FROM teams ORDER BY created_at DESC, id DESC LIMIT $1',
      [limit],
    );
    return rows;
  });
}

/** User ids of an identity database (authors and leaders for the rows above). */
export function userIds(databaseUrl, limit = 100) {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query('SELECT id::text FROM users ORDER BY created_at LIMIT $1', [limit]);
    return rows.map((row) => row.id);
  });
}

/**
 * A programme with `members` members and `teams` teams (docs/product.md §16.5), as the cohort view reads it: the
 * people in identity's users, the programme with its calendar and organiser, its members (every tenth a mentor, a
 * third not seen for two weeks), and the roster read model: teams of four members each in join order (the rest in no
 * team), every second with a project, milestones varying. Straight into the identity and programmes databases.
 * @returns {Promise<string>} the programme's id
 */
export async function seedProgrammeCohort(
  identityUrl,
  programmesUrl,
  { organiserId, members, teams, label },
) {
  const memberIds = await seedInBatches(identityUrl, 'users', members, (client, from, to) =>
    client.query(
      `INSERT INTO users (id, email, first_name, last_name, role, skills, created_at, updated_at)
       SELECT gen_random_uuid(), 'cohort-' || $3 || '-' || i || '@bench.test', ${pick(SEED_WORDS)}, 'Member ' || i,
              CASE WHEN i % 10 = 0 THEN 'mentor' ELSE 'student' END, ARRAY['Design'], now(), now()
       FROM generate_series($1::int, $2::int) AS i ORDER BY i RETURNING id`,
      [from, to, label],
    ),
  );
  return withClient(programmesUrl, async (client) => {
    await client.query('BEGIN');
    const {
      rows: [programme],
    } = await client.query(
      `INSERT INTO programmes (id, name, join_code, time_zone, submission_deadline, judging_ends_at, results_at, created_by)
       VALUES (gen_random_uuid(), 'Bench cohort ' || $1, upper(substr(md5(random()::text), 1, 8)), 'Europe/Berlin',
               now() + interval '20 days', now() + interval '30 days', now() + interval '35 days', $2)
       RETURNING id`,
      [label, organiserId],
    );
    const id = programme.id;
    await client.query(
      `INSERT INTO programme_phases (programme_id, key, position, starts_at, ends_at)
       SELECT $1, key, position, now() + make_interval(days => (position * 14 - 20)::int),
              now() + make_interval(days => (position * 14 - 6)::int)
       FROM unnest(ARRAY['identify', 'collaborate', 'prototype', 'showcase']) WITH ORDINALITY AS p(key, position)`,
      [id],
    );
    await client.query(
      'INSERT INTO programme_organisers (programme_id, user_id, added_by) VALUES ($1, $2, $2)',
      [id, organiserId],
    );
    await client.query(
      `INSERT INTO programme_members (programme_id, user_id, joined_at)
       SELECT $1, m.id, now() - make_interval(mins => m.n::int) FROM unnest($2::uuid[]) WITH ORDINALITY AS m(id, n)`,
      [id, memberIds],
    );
    await client.query(
      `INSERT INTO people (user_id, is_mentor, current_programme_id, current_changed_at, last_active_on)
       SELECT m.id, m.n % 10 = 0, $1, now(), current_date - (CASE WHEN m.n % 3 = 0 THEN 14 ELSE 1 END)
       FROM unnest($2::uuid[]) WITH ORDINALITY AS m(id, n)`,
      [id, memberIds],
    );
    // Team t: members 4t-3..4t in join order (memberIds is newest first: joined order is its reverse).
    const joined = [...memberIds].reverse();
    await client.query(
      `INSERT INTO roster_teams (team_id, programme_id, name, leader_id, mentor_ids, reached, progress, project_id,
                                 project_title, created_at)
       SELECT gen_random_uuid(), $1, ${pick(SEED_WORDS, 't')} || ' team ' || t, ($2::uuid[])[4 * t - 3],
              CASE WHEN t % 3 = 0 THEN ARRAY[($2::uuid[])[4 * t]] ELSE ARRAY[]::uuid[] END,
              CASE WHEN t % 2 = 0 THEN ARRAY['members', 'challenge', 'project'] ELSE ARRAY['members'] END,
              CASE WHEN t % 2 = 0 THEN 60 ELSE 20 END,
              CASE WHEN t % 2 = 0 THEN gen_random_uuid() END,
              CASE WHEN t % 2 = 0 THEN 'Prototype ' || t END,
              now() - make_interval(mins => $3 - t)
       FROM generate_series(1, $3::int) AS t`,
      [id, joined, teams],
    );
    await client.query(
      `INSERT INTO roster_team_members (team_id, user_id, programme_id, joined_at)
       SELECT r.team_id, ($2::uuid[])[4 * r.t - 4 + k], $1, r.created_at
       FROM (SELECT team_id, created_at, row_number() OVER (ORDER BY created_at, team_id) AS t
             FROM roster_teams WHERE programme_id = $1) r, generate_series(1, 4) AS k
       WHERE 4 * r.t - 4 + k <= array_length($2::uuid[], 1)`,
      [id, joined],
    );
    await client.query('COMMIT');
    for (const table of ['programme_members', 'people', 'roster_teams', 'roster_team_members'])
      await client.query(`ANALYZE ${table}`);
    return id;
  });
}
