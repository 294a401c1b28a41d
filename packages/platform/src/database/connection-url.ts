/** Helpers for `postgresql://user@host:port/database` connection strings. */

export function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!name) throw new Error(`The database URL names no database: ${redactPassword(url)}`);
  return name;
}

/** The same server and credentials, another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

/**
 * The same credentials and database on another server: `host` or `host:port` (DATABASE_HOST, e.g. a PgBouncer in
 * front of PostgreSQL; docs/operations.md "Database connections").
 */
export function withHost(url: string, host: string): string {
  const parsed = new URL(url);
  const target = new URL(`postgresql://${host}`);
  if (!target.hostname || target.pathname || target.username)
    throw new Error(`expected host or host:port, got ${host}`);
  parsed.hostname = target.hostname;
  parsed.port = target.port;
  return parsed.toString();
}

/** The server's maintenance database, used to create and drop others. */
export function maintenanceUrl(url: string): string {
  return withDatabase(url, 'postgres');
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** For error messages and logs. */
export function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable database URL)';
  }
}
