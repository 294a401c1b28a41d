import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it } from '@jest/globals';
import { postgresBinDir, postgresOptions, redisArgs } from './engines.mjs';

describe('the fault suite engines', () => {
  const dir = mkdtempSync(join(tmpdir(), 'engines-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("starts PostgreSQL on its own port, on loopback only, with its socket in the suite's directory", () => {
    const options = postgresOptions({ port: 25_432, socketDir: '/tmp/faults-x/pgsocket' });
    assert.match(options, /-p 25432/);
    assert.match(options, /-c listen_addresses=127\.0\.0\.1/);
    assert.match(options, /-k \/tmp\/faults-x\/pgsocket/);
  });

  it('takes the newest PostgreSQL whose binaries are installed', () => {
    for (const version of ['9', '15', '13', '16-empty'])
      mkdirSync(join(dir, version, 'bin'), { recursive: true });
    for (const version of ['9', '15', '13']) writeFileSync(join(dir, version, 'bin', 'pg_ctl'), '');
    const saved = process.env.PG_BIN;
    delete process.env.PG_BIN;
    try {
      assert.equal(postgresBinDir(dir), join(dir, '15', 'bin'));
      assert.throws(() => postgresBinDir(join(dir, 'nothing')), /no PostgreSQL binaries/);
    } finally {
      if (saved !== undefined) process.env.PG_BIN = saved;
    }
  });

  it('runs Redis with an append-only file synced on every write and no snapshots', () => {
    const args = redisArgs({ port: 26_379, dir: '/tmp/r', logFile: '/tmp/r.log' });
    const option = (name) => args[args.indexOf(name) + 1];
    assert.equal(option('--port'), '26379');
    assert.equal(option('--bind'), '127.0.0.1');
    assert.equal(option('--appendonly'), 'yes');
    assert.equal(option('--appendfsync'), 'always');
    assert.equal(option('--save'), '');
    assert.equal(option('--dir'), '/tmp/r');
  });
});
