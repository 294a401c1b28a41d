// One PostgreSQL role per service, owning its own database and nothing else, as compose (infra/postgres) and
// Kubernetes (infra/k8s/dependencies/postgresql-values.yaml) set them up: `creators_<service>` owns
// `creators_<service>[suffix]`, and no other role may connect to it. `npm start` (scripts/lib/system.mjs) creates
// them on the local server as its superuser (PG_BASE_URL); the services, their migrations and seeds then connect as
// the role. The local server trusts local connections, so the URLs name the role without a password; on a server
// that wants one (Testcontainers' PG_BASE_URL carries one), the roles get the superuser's password, since such a
// server serves tests and nothing else.
import pg from 'pg';

/** `brainstorm-ai` -> `creators_brainstorm_ai`: the role, and the database without a suffix. */
export const roleName = (service) => `creators_${service.replace(/-/g, '_')}`;

export const databaseName = (service, suffix = '') => `${roleName(service)}${suffix}`;

/** The superuser's URL for the local server: PG_BASE_URL, else the machine's own PostgreSQL. */
export const adminBaseUrl = (env = process.env) => env.PG_BASE_URL || 'postgresql://postgres@127.0.0.1:5432';

/** The URL a service connects with: its role, on the server of `adminUrl`, to its own database. */
export function roleUrl(adminUrl, service, suffix = '') {
  const url = new URL(adminUrl);
  url.username = roleName(service);
  url.pathname = `/${databaseName(service, suffix)}`;
  url.search = '';
  return url.toString();
}

/** Whether two PostgreSQL URLs name the same server (host and port), whoever connects. */
export function sameServer(a, b) {
  const [x, y] = [new URL(a), new URL(b)];
  return x.hostname === y.hostname && (x.port || '5432') === (y.port || '5432');
}

const quote = (name) => `"${name.replaceAll('"', '""')}"`;
const literal = (text) => `'${text.replaceAll("'", "''")}'`;

/**
 * Creates, when missing, each service's role and its database owned by it, and lets no other role connect to it.
 * A database made before the roles existed (owned by the superuser, as `npm start` once made them) is handed to the
 * role with everything in its public schema, so that its migrations can alter its tables. Idempotent.
 * @param {string} adminUrl a superuser on the server (any database; the maintenance database is used)
 * @param {string[]} services service names (`identity`, `brainstorm-ai`, ...)
 * @param {string} [suffix] appended to every database name (tests use their own databases)
 */
export async function ensureServiceDatabases(adminUrl, services, suffix = '') {
  const admin = new URL(adminUrl);
  const password = decodeURIComponent(admin.password);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    for (const service of services) {
      const role = roleName(service);
      const database = databaseName(service, suffix);
      const credentials = password ? `PASSWORD ${literal(password)}` : 'PASSWORD NULL';
      const existingRole = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
      if (existingRole.rowCount) await client.query(`ALTER ROLE ${quote(role)} ${credentials}`);
      else
        await createIgnoringRace(
          client,
          `CREATE ROLE ${quote(role)} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE ${credentials}`,
        );
      const existing = await client.query(
        'SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = $1',
        [database],
      );
      if (!existing.rowCount) {
        await createIgnoringRace(client, `CREATE DATABASE ${quote(database)} OWNER ${quote(role)}`);
      } else if (existing.rows[0].owner !== role) {
        await client.query(`ALTER DATABASE ${quote(database)} OWNER TO ${quote(role)}`);
        await handOver(admin, database, role);
      }
      await client.query(`REVOKE ALL ON DATABASE ${quote(database)} FROM PUBLIC`);
    }
  } finally {
    await client.end();
  }
}

const DUPLICATE = new Set(['42710', '42P04', '23505']); // role exists, database exists, a racing CREATE

async function createIgnoringRace(client, statement) {
  try {
    await client.query(statement);
  } catch (error) {
    if (!DUPLICATE.has(error.code)) throw error;
  }
}

/** Gives `role` the public schema of `database` and what is in it: tables, views, sequences of their own, types. */
async function handOver(admin, database, role) {
  const url = new URL(admin);
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT format('ALTER SCHEMA public OWNER TO %I', $1::text) AS statement
         FROM pg_namespace WHERE nspname = 'public' AND pg_get_userbyid(nspowner) NOT IN ($1, 'pg_database_owner')
       UNION ALL
       SELECT format('ALTER %s %s OWNER TO %I',
                CASE c.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW'
                  ELSE 'TABLE' END,
                c.oid::regclass, $1::text)
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
          AND pg_get_userbyid(c.relowner) <> $1
          -- A sequence that belongs to a column follows its table.
          AND NOT (c.relkind = 'S' AND EXISTS (
            SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid
               AND d.deptype IN ('a', 'i')))
          -- Objects of an extension (pg_trgm) stay with it.
          AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')
       UNION ALL
       SELECT format('ALTER TYPE %s OWNER TO %I', t.oid::regtype, $1::text)
         FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
        WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd', 'r') AND pg_get_userbyid(t.typowner) <> $1
          AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = t.oid AND d.deptype = 'e')`,
      [role],
    );
    for (const { statement } of rows) await client.query(statement);
  } finally {
    await client.end();
  }
}
