import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import {
  databaseName,
  maintenanceUrl,
  quoteIdentifier,
  redactPassword,
  withDatabase,
} from './connection-url.js';
import {
  checksumMatches,
  migrationChecksum,
  migrationFolderName,
  migrationTimestamp,
  readMigrations,
} from './migration-files.js';

describe('migration files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'platform-migration-files-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('checksums like Prisma: lowercase hex SHA-256 of the script', () => {
    const sql = 'CREATE TABLE "a" ("id" INTEGER);\n';
    assert.equal(migrationChecksum(sql), createHash('sha256').update(Buffer.from(sql)).digest('hex'));
    assert.match(migrationChecksum(sql), /^[0-9a-f]{64}$/);
  });

  it('matches a checksum across line ending changes only', () => {
    const lf = 'SELECT 1;\nSELECT 2;\n';
    const crlf = lf.replaceAll('\n', '\r\n');
    assert.ok(checksumMatches(crlf, migrationChecksum(lf)));
    assert.ok(checksumMatches(lf, migrationChecksum(crlf)));
    assert.ok(!checksumMatches('SELECT 1;\nSELECT 3;\n', migrationChecksum(lf)));
  });

  it('reads migration folders in lexicographic order and ignores files', async () => {
    const migrations = join(dir, 'ordered');
    for (const name of ['20250102000000_second', '20250101000000_first', '20250101000000_first_b']) {
      await mkdir(join(migrations, name), { recursive: true });
      await writeFile(join(migrations, name, 'migration.sql'), `-- ${name}\n`);
    }
    await writeFile(join(migrations, 'migration_lock.toml'), 'provider = "postgresql"\n');
    const found = await readMigrations(migrations);
    assert.deepEqual(
      found.map((migration) => migration.name),
      ['20250101000000_first', '20250101000000_first_b', '20250102000000_second'],
    );
    assert.equal(found[0].sql, '-- 20250101000000_first\n');
    assert.equal(found[0].checksum, migrationChecksum(found[0].sql));
  });

  it('treats a missing folder as no migrations and a folder without a script as an error', async () => {
    assert.deepEqual(await readMigrations(join(dir, 'absent')), []);
    await mkdir(join(dir, 'broken', '20250101000000_empty'), { recursive: true });
    await assert.rejects(readMigrations(join(dir, 'broken')), /20250101000000_empty has no migration\.sql/);
  });

  it('names folders with a UTC timestamp and a snake case name', () => {
    const date = new Date(Date.UTC(2026, 2, 4, 9, 26, 53, 999));
    assert.equal(migrationTimestamp(date), '20260304092653');
    assert.equal(migrationFolderName('Add user Bio!', date), '20260304092653_add_user_bio');
    assert.throws(() => migrationFolderName(' -- ', date), /no letters or digits/);
  });
});

describe('connection URLs', () => {
  const url = 'postgresql://app:s3cret@db.internal:5433/creators_identity?sslmode=require';

  it('reads and replaces the database name', () => {
    assert.equal(databaseName(url), 'creators_identity');
    assert.equal(
      withDatabase(url, 'other db'),
      'postgresql://app:s3cret@db.internal:5433/other%20db?sslmode=require',
    );
    assert.equal(databaseName(withDatabase(url, 'other db')), 'other db');
    assert.equal(databaseName(maintenanceUrl(url)), 'postgres');
    assert.throws(() => databaseName('postgresql://db.internal:5432/'), /names no database/);
  });

  it('quotes identifiers and hides passwords', () => {
    assert.equal(quoteIdentifier('we"ird'), '"we""ird"');
    assert.equal(redactPassword(url).includes('s3cret'), false);
  });
});
