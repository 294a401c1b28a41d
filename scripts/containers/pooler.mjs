// With `--pgbouncer`: did the services' queries go through PgBouncer? Read after the journey from PgBouncer's admin
// console (SHOW STATS: transactions and queries per database since it started; SHOW POOLS: client and server
// connections per database and role) and from PostgreSQL's pg_stat_activity (where each service role's connections
// come from: PgBouncer's address only, as DATABASE_HOST=pgbouncer:5432 says; docs/operations.md, "PgBouncer
// (optional)").
import { docker } from './docker.mjs';

/** The seven services' databases, each owned by the role of the same name (infra/postgres/create-roles.sh). */
export const SERVICE_DATABASES = [
  'creators_identity',
  'creators_challenges',
  'creators_teams',
  'creators_showcase',
  'creators_brainstorm_ai',
  'creators_discussions',
  'creators_programmes',
];

/** Rows of `psql --csv` output (a header line, then one line per row; no field holds a comma or a quote here). */
export function parseCsv(text) {
  const [header, ...lines] = text.trim().split('\n').filter(Boolean);
  if (!header) return [];
  const names = header.split(',');
  return lines.map((line) => {
    const values = line.split(',');
    return Object.fromEntries(names.map((name, i) => [name, values[i] ?? '']));
  });
}

/** The admin console as the image's auth user (DB_PASSWORD is in the container's environment). */
const ADMIN = (command) =>
  `PGPASSWORD="$DB_PASSWORD" psql -X -h 127.0.0.1 -p 5432 -U "\${DB_USER:-postgres}" -d pgbouncer --csv -c '${command}'`;

const ACTIVITY =
  "SELECT usename, host(client_addr) AS address, count(*) AS connections FROM pg_stat_activity WHERE usename LIKE 'creators%' GROUP BY 1, 2 ORDER BY 1, 2";

/**
 * Reads what the judge needs from the running stack's pgbouncer and postgres containers.
 * @returns {Promise<{ stats: object[], pools: object[], activity: object[], addresses: string[] }>}
 */
export async function readPooler(stack) {
  const [bouncer] = await stack.containers('pgbouncer');
  const [postgres] = await stack.containers('postgres');
  if (!bouncer) throw new Error('no pgbouncer container: is the profile pgbouncer on?');
  const admin = async (command) => parseCsv(await docker(['exec', bouncer, 'sh', '-c', ADMIN(command)]));
  const addresses = (
    await docker([
      'inspect',
      '--format',
      '{{range .NetworkSettings.Networks}}{{.IPAddress}} {{end}}',
      bouncer,
    ])
  )
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const activity = parseCsv(
    await docker([
      'exec',
      postgres,
      'psql',
      '-X',
      '-U',
      'postgres',
      '-d',
      'postgres',
      '--csv',
      '-c',
      ACTIVITY,
    ]),
  );
  return { stats: await admin('SHOW STATS'), pools: await admin('SHOW POOLS'), activity, addresses };
}

/** Per service database: transactions and queries PgBouncer passed on, and the client connections it holds. */
export function summarisePooler({ stats, pools }) {
  return SERVICE_DATABASES.map((database) => {
    const stat = stats.find((row) => row.database === database);
    const own = pools.filter((row) => row.database === database);
    return {
      database,
      transactions: Number(stat?.total_xact_count ?? 0),
      queries: Number(stat?.total_query_count ?? 0),
      clients: own.reduce((sum, row) => sum + Number(row.cl_active ?? 0) + Number(row.cl_idle ?? 0), 0),
      servers: own.reduce(
        (sum, row) => sum + Number(row.sv_active ?? 0) + Number(row.sv_idle ?? 0) + Number(row.sv_used ?? 0),
        0,
      ),
    };
  });
}

/** What shows that the services bypassed PgBouncer or that it carried nothing; empty when all went through it. */
export function judgePooler({ stats, pools, activity, addresses }) {
  const problems = [];
  for (const row of summarisePooler({ stats, pools })) {
    if (row.transactions === 0) problems.push(`no transaction went through PgBouncer to ${row.database}`);
  }
  const direct = activity.filter((row) => !addresses.includes(row.address));
  for (const row of direct)
    problems.push(
      `${row.connections} connection(s) of ${row.usename} reach PostgreSQL from ${row.address || 'its socket'}, not from PgBouncer`,
    );
  if (!activity.length) problems.push('no service role is connected to PostgreSQL');
  return problems;
}
