import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { adminBaseUrl, databaseName, roleName, roleUrl, sameServer } from './database-roles.mjs';

describe('database roles', () => {
  it('names one role per service, owning the database of the same name', () => {
    assert.equal(roleName('brainstorm-ai'), 'creators_brainstorm_ai');
    assert.equal(databaseName('identity'), 'creators_identity');
    assert.equal(databaseName('brainstorm-ai', '_e2e_1a2b'), 'creators_brainstorm_ai_e2e_1a2b');
  });

  it("connects as the role on the superuser's server, with its password only where the server wants one", () => {
    assert.equal(
      roleUrl('postgresql://postgres@127.0.0.1:5432', 'identity'),
      'postgresql://creators_identity@127.0.0.1:5432/creators_identity',
    );
    // Testcontainers' server asks for a password: the roles get the superuser's (create-roles on that server).
    assert.equal(
      roleUrl(
        'postgresql://postgres:postgres@localhost:32768/postgres?sslmode=disable',
        'brainstorm-ai',
        '_faults',
      ),
      'postgresql://creators_brainstorm_ai:postgres@localhost:32768/creators_brainstorm_ai_faults',
    );
  });

  it("takes the superuser from PG_BASE_URL, else the machine's PostgreSQL", () => {
    assert.equal(adminBaseUrl({}), 'postgresql://postgres@127.0.0.1:5432');
    assert.equal(adminBaseUrl({ PG_BASE_URL: 'postgresql://root@db:5433' }), 'postgresql://root@db:5433');
  });

  it('tells whether two URLs name the same server, whoever connects', () => {
    const admin = 'postgresql://postgres@127.0.0.1:54321';
    assert.equal(sameServer(roleUrl(admin, 'teams', '_faults'), admin), true);
    assert.equal(sameServer('postgresql://creators_teams@127.0.0.1/x', admin), false);
    assert.equal(sameServer('postgresql://a@127.0.0.1/x', 'postgresql://b@127.0.0.1:5432/y'), true);
  });
});
