import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { SERVICE_DATABASES, judgePooler, parseCsv, summarisePooler } from './pooler.mjs';

/** SHOW STATS as PgBouncer 1.18 prints it with psql --csv (fewer columns: the judge reads two). */
const STATS = [
  'database,total_xact_count,total_query_count,total_received,total_sent',
  'pgbouncer,3,3,0,0',
  ...SERVICE_DATABASES.map((database, i) => `${database},${10 + i},${20 + i},100,200`),
].join('\n');

const POOLS = [
  'database,user,cl_active,cl_waiting,sv_active,sv_idle,sv_used,pool_mode',
  'creators_teams,creators_teams,0,0,0,1,1,transaction',
  'creators_teams,creators_teams_extra,2,0,0,0,0,transaction',
  'creators_teams,postgres,0,0,0,0,1,transaction',
].join('\n');

const through = {
  stats: parseCsv(STATS),
  pools: parseCsv(POOLS),
  activity: [
    { usename: 'creators_identity', address: '172.20.0.5', connections: '2' },
    { usename: 'creators_teams', address: '172.20.0.5', connections: '1' },
  ],
  addresses: ['172.20.0.5'],
};

describe('parseCsv', () => {
  it('reads a header and its rows, and nothing from empty output', () => {
    assert.deepEqual(parseCsv('a,b\n1,2\n3,\n'), [
      { a: '1', b: '2' },
      { a: '3', b: '' },
    ]);
    assert.deepEqual(parseCsv('\n'), []);
  });
});

describe('summarisePooler', () => {
  it('gives every service database its transactions, queries and connections', () => {
    const rows = summarisePooler(through);
    assert.deepEqual(
      rows.map((row) => row.database),
      SERVICE_DATABASES,
    );
    assert.deepEqual(rows[2], {
      database: 'creators_teams',
      transactions: 12,
      queries: 22,
      clients: 2,
      servers: 3,
    });
  });
});

describe('judgePooler', () => {
  it('passes when every database had transactions through PgBouncer and PostgreSQL sees only PgBouncer', () => {
    assert.deepEqual(judgePooler(through), []);
  });

  it('names a database PgBouncer carried nothing for', () => {
    const stats = through.stats.filter((row) => row.database !== 'creators_showcase');
    assert.deepEqual(judgePooler({ ...through, stats }), [
      'no transaction went through PgBouncer to creators_showcase',
    ]);
  });

  it('names service roles connected to PostgreSQL from elsewhere than PgBouncer', () => {
    const activity = [
      ...through.activity,
      { usename: 'creators_challenges', address: '172.20.0.9', connections: '3' },
    ];
    assert.deepEqual(judgePooler({ ...through, activity }), [
      '3 connection(s) of creators_challenges reach PostgreSQL from 172.20.0.9, not from PgBouncer',
    ]);
  });

  it('fails when no service role is connected at all', () => {
    assert.deepEqual(judgePooler({ ...through, activity: [] }), [
      'no service role is connected to PostgreSQL',
    ]);
  });
});
