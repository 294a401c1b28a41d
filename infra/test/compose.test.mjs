import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from '@jest/globals';
import { composeSchemaValidator, interpolate, readCompose } from './compose.mjs';
import { parseDockerfile } from './dockerfile.mjs';
import { METRICS_PORT, PARTS } from './parts.mjs';

const root = join(import.meta.dirname, '..', '..');
const raw = readCompose(join(root, 'docker-compose.yml'));
/** The services with a database of their own, and the parts that run on the bus (NATS users). */
const DATABASE_SERVICES = [
  'identity',
  'challenges',
  'teams',
  'showcase',
  'brainstorm-ai',
  'discussions',
  'programmes',
];
const BUS_USERS = ['gateway', ...DATABASE_SERVICES];
const variable = (part) => part.toUpperCase().replace(/-/g, '_');
const role = (service) => `creators_${service.replace(/-/g, '_')}`;

/** What infra/compose-secrets.sh writes into .env before `docker compose up` (docs/operations.md). */
const env = {
  POSTGRES_PASSWORD: 'a1b2c3d4e5f6',
  GATEWAY_SECRET: 'g'.repeat(64),
  DEVICE_COOKIE_SECRET: 'd'.repeat(64),
  CREDENTIALS_SIGNING_KEY: 'c'.repeat(64),
  NATS_PASSWORD_OPERATOR: 'operator-password',
  ...Object.fromEntries(DATABASE_SERVICES.map((s) => [`DB_PASSWORD_${variable(s)}`, `db-${s}`])),
  ...Object.fromEntries(BUS_USERS.map((user) => [`NATS_PASSWORD_${variable(user)}`, `nats-${user}`])),
};
const compose = interpolate(raw, env);
const services = compose.services;
const dependencies = ['postgres', 'redis', 'nats'];
/** What runs beside the parts and stores: the database backups (infra/postgres/backup.sh). */
const operations = ['backup'];
/** Started only with their profile: PgBouncer (docs/operations.md, "Database connections"). */
const optional = ['pgbouncer'];
const dockerfileTargets = parseDockerfile(readFileSync(join(root, 'infra', 'Dockerfile'), 'utf8')).stages.map(
  (stage) => stage.name,
);

describe('docker-compose.yml', () => {
  it('validates against the Compose Specification', () => {
    const validate = composeSchemaValidator();
    const valid = validate(compose);
    assert.ok(valid, JSON.stringify(validate.errors, null, 2));
  });

  it('the schema check catches a misplaced service (the old file had one under volumes:)', () => {
    const validate = composeSchemaValidator();
    const broken = structuredClone(compose);
    broken.volumes['brainstorm-worker'] = services['brainstorm-worker'];
    assert.equal(validate(broken), false);
  });

  it('refuses to start without any of its passwords and secrets', () => {
    for (const missing of Object.keys(env)) {
      const partial = { ...env, [missing]: undefined };
      assert.throws(() => interpolate(raw, partial), new RegExp(missing));
    }
  });

  it('runs every part and dependency, each image target built from infra/Dockerfile', () => {
    assert.deepEqual(
      Object.keys(services).sort(),
      [...dependencies, ...operations, ...optional, ...Object.keys(PARTS)].sort(),
    );
    for (const part of Object.keys(PARTS)) {
      assert.equal(services[part].build.dockerfile, 'infra/Dockerfile', part);
      assert.equal(services[part].build.target, part, part);
      assert.ok(dockerfileTargets.includes(part), `infra/Dockerfile has no target ${part}`);
    }
  });

  it('gives every part a healthcheck and a restart policy', () => {
    for (const [name, service] of Object.entries(services)) {
      assert.ok(service.restart, `${name} has no restart policy`);
      assert.ok(service.healthcheck, `${name} has no healthcheck`);
      if (name === 'migrate') {
        // A one-shot job: nothing to check, never restarted; the parts wait for it to complete.
        assert.equal(service.healthcheck.disable, true);
        assert.equal(service.restart, 'no');
        continue;
      }
      assert.equal(service.restart, 'unless-stopped', name);
      assert.equal(service.healthcheck.test[0], 'CMD', name);
    }
    assert.match(services.nats.healthcheck.test.join(' '), /http:\/\/127\.0\.0\.1:8222\/healthz/);
    // Over TCP: PostgreSQL's temporary init server (socket only) must not pass for the real one.
    assert.match(services.postgres.healthcheck.test.join(' '), /pg_isready -h 127\.0\.0\.1/);
    assert.match(services.redis.healthcheck.test.join(' '), /redis-cli -h 127\.0\.0\.1 ping/);
    // infra/nats/nats.conf (the one configuration compose passes) serves monitoring on 8222.
    assert.deepEqual(services.nats.command, ['-c', '/etc/nats/nats.conf']);
    assert.match(
      readFileSync(join(root, 'infra', 'nats', 'nats.conf'), 'utf8'),
      /^http: "0\.0\.0\.0:8222"$/m,
    );
    for (const [part, { port }] of Object.entries(PARTS)) {
      if (port === null) continue;
      assert.match(
        services[part].healthcheck.test.join(' '),
        new RegExp(`127\\.0\\.0\\.1:${port}/health/ready`),
      );
    }
  });

  it('starts each part after what it needs: dependencies healthy, databases migrated', () => {
    assert.equal(services.migrate.depends_on.postgres.condition, 'service_healthy');
    for (const part of DATABASE_SERVICES) {
      assert.equal(services[part].depends_on.migrate.condition, 'service_completed_successfully', part);
      assert.equal(services[part].depends_on.nats.condition, 'service_healthy', part);
      assert.equal(services.gateway.depends_on[part].condition, 'service_healthy', part);
    }
  });

  it('connects each service, and the migration, as the role that owns its database', () => {
    const postgres = raw.services.postgres.environment;
    assert.match(postgres.POSTGRES_PASSWORD, /^\$\{POSTGRES_PASSWORD:\?/);
    assert.equal(postgres.POSTGRES_HOST_AUTH_METHOD, undefined, 'no trust authentication');
    const urls = Object.entries(raw.services).flatMap(([name, service]) =>
      Object.entries(service.environment ?? {})
        .filter(([key]) => key.endsWith('DATABASE_URL'))
        .map(([key, url]) => [name, key, url]),
    );
    assert.equal(urls.length, 14, 'seven services and the seven URLs of the migration');
    for (const [name, key, url] of urls) {
      const service =
        key === 'DATABASE_URL' ? name : DATABASE_SERVICES.find((s) => key === `${variable(s)}_DATABASE_URL`);
      const expected = `postgresql://${role(service)}:\${DB_PASSWORD_${variable(service)}:?set DB_PASSWORD_${variable(service)}}@postgres:5432/${role(service)}`;
      assert.equal(url, expected, `${name}.${key}`);
    }
    // The superuser's password stays with the server; the roles' passwords reach it for create-roles.sh. PgBouncer
    // looks the roles' passwords up as the superuser (DB_PASSWORD), and the backup dumps as it (PGPASSWORD).
    for (const [name, service] of Object.entries(services)) {
      if (name !== 'postgres') assert.equal(service.environment?.POSTGRES_PASSWORD, undefined, name);
      const holds = JSON.stringify(raw.services[name]).includes('${POSTGRES_PASSWORD');
      assert.equal(holds, ['postgres', 'backup', 'pgbouncer'].includes(name), name);
    }
    for (const service of DATABASE_SERVICES) {
      assert.equal(services.postgres.environment[`DB_PASSWORD_${variable(service)}`], `db-${service}`);
    }
    assert.ok(
      services.postgres.volumes.includes(
        './infra/postgres/create-roles.sh:/docker-entrypoint-initdb.d/10-create-roles.sh:ro',
      ),
    );
  });

  it('creates every service database and role in infra/postgres/create-roles.sh', () => {
    const script = readFileSync(join(root, 'infra', 'postgres', 'create-roles.sh'), 'utf8');
    const [, list] = /^for service in ([a-z -]+); do$/m.exec(script);
    assert.deepEqual(list.split(' '), DATABASE_SERVICES);
    assert.match(script, /DB_PASSWORD_\$\(echo "\$service" \| tr 'a-z-' 'A-Z_'\)/);
    assert.match(script, /CREATE DATABASE %I OWNER %I/);
    assert.match(script, /REVOKE ALL ON DATABASE :"name" FROM PUBLIC/);
  });

  it('gives each part only what it needs: the worker no GATEWAY_SECRET, the migration only database URLs', () => {
    const holders = (key) =>
      Object.entries(services)
        .filter(([, service]) => service.environment?.[key] !== undefined)
        .map(([name]) => name)
        .sort();
    assert.deepEqual(holders('GATEWAY_SECRET'), ['gateway', ...DATABASE_SERVICES].sort());
    assert.deepEqual(holders('DEVICE_COOKIE_SECRET'), ['identity']);
    assert.deepEqual(holders('CREDENTIALS_SIGNING_KEY'), ['identity']);
    assert.deepEqual(holders('DATABASE_URL'), [...DATABASE_SERVICES].sort());
    assert.deepEqual(holders('NATS_USER'), [...BUS_USERS].sort());
    assert.ok(Object.keys(services.migrate.environment).every((key) => key.endsWith('_DATABASE_URL')));
    const worker = services['brainstorm-worker'].environment;
    for (const key of Object.keys(worker)) {
      assert.doesNotMatch(key, /GATEWAY_SECRET|DATABASE_URL|NATS_/, `the worker holds ${key}`);
    }
    assert.ok(!JSON.stringify(raw.services['brainstorm-worker']).includes('GATEWAY_SECRET'));
  });

  it('signs each part in to NATS as its own user, with its own password', () => {
    for (const user of BUS_USERS) {
      const environment = raw.services[user].environment;
      assert.equal(environment.NATS_USER, user);
      assert.equal(
        environment.NATS_PASSWORD,
        `\${NATS_PASSWORD_${variable(user)}:?set NATS_PASSWORD_${variable(user)}}`,
      );
    }
  });

  it('runs NATS with the generated permissions, every password it reads given to it', () => {
    const nats = services.nats;
    const config = nats.command[nats.command.indexOf('-c') + 1];
    assert.equal(config, '/etc/nats/nats.conf');
    assert.ok(nats.volumes.includes('./infra/nats:/etc/nats:ro'), 'infra/nats is mounted');
    // nats.conf and the authorization it includes from the directory beside it.
    const server = readFileSync(join(root, 'infra', 'nats', 'nats.conf'), 'utf8');
    const [, included] = /^include \.\/(\S+)$/m.exec(server);
    const file = `${server}\n${readFileSync(join(root, 'infra', 'nats', included), 'utf8')}`;
    const read = [...new Set([...file.matchAll(/^\s*password: \$(\w+)$/gm)].map((match) => match[1]))].sort();
    assert.deepEqual(Object.keys(nats.environment).sort(), read);
    // JetStream keeps its store on the volume.
    const [, storeDir] = /^jetstream \{\n\s*store_dir: "([^"]+)"/m.exec(file);
    assert.ok(nats.volumes.includes(`nats-data:${storeDir}`));
    const users = [...file.matchAll(/^\s*user: "([^"]+)"$/gm)].map((match) => match[1]);
    for (const user of BUS_USERS) assert.ok(users.includes(user), `nats.conf has no user ${user}`);
  });

  it('keeps the data stores on internal networks, and only the gateway on a published one', () => {
    const networks = compose.networks;
    const members = (network) =>
      Object.entries(services)
        .filter(([, service]) => service.networks?.includes(network))
        .map(([name]) => name)
        .sort();
    for (const [name, service] of Object.entries(services)) {
      assert.ok(service.networks?.length, `${name} names its networks (no default network)`);
      for (const network of service.networks)
        assert.ok(networks[network], `${name}: unknown network ${network}`);
    }
    for (const store of dependencies) {
      assert.equal(services[store].ports, undefined, `${store} publishes a port`);
      for (const network of services[store].networks) {
        assert.equal(networks[network].internal, true, `${store} is on ${network}, which is not internal`);
      }
    }
    const [postgres] = services.postgres.networks;
    const [redis] = services.redis.networks;
    const [nats] = services.nats.networks;
    assert.deepEqual(
      members(postgres),
      ['backup', 'migrate', 'pgbouncer', 'postgres', ...DATABASE_SERVICES].sort(),
    );
    assert.deepEqual(members(redis), ['brainstorm-worker', 'gateway', 'redis', ...DATABASE_SERVICES].sort());
    assert.deepEqual(members(nats), ['gateway', 'nats', ...DATABASE_SERVICES].sort());
    // Out of the host: the gateway's port, identity's SMTP server, Isla's vendors.
    const outside = Object.keys(networks).filter((network) => !networks[network].internal);
    const reachOut = [...new Set(outside.flatMap(members))].sort();
    assert.deepEqual(reachOut, ['brainstorm-worker', 'gateway', 'identity']);
    const published = outside.filter((network) => members(network).includes('gateway'));
    for (const network of published) assert.deepEqual(members(network), ['gateway'], network);
  });

  it('backs up every service database to a volume, kept 7 days, healthy only with a recent complete run', () => {
    const backup = services.backup;
    assert.ok(backup.volumes.some((volume) => volume.startsWith('backups:/backups')));
    assert.ok(compose.volumes.backups !== undefined, 'a named volume');
    assert.equal(backup.depends_on.postgres.condition, 'service_healthy');
    const script = readFileSync(join(root, 'infra', 'postgres', 'backup.sh'), 'utf8');
    assert.match(script, /for service in (.+); do/);
    assert.deepEqual(script.match(/for service in (.+); do/)[1].split(' '), DATABASE_SERVICES);
    assert.match(script, /BACKUP_KEEP_DAYS:-7/);
    assert.match(backup.healthcheck.test.join(' '), /! -name "\*\.partial"/);
  });

  it('keeps Redis data in an append-only file on a volume, never evicting BullMQ keys', () => {
    const command = services.redis.command.join(' ');
    assert.match(command, /--appendonly yes/);
    assert.match(command, /--maxmemory-policy noeviction/);
    assert.ok(services.redis.volumes.some((volume) => volume.endsWith(':/data')));
    assert.ok(compose.volumes[services.redis.volumes[0].split(':')[0]] !== undefined, 'a named volume');
  });

  it('seeds no demo data and runs every part in production mode, the gateway and services with its secret', () => {
    for (const part of Object.keys(PARTS)) {
      const environment = services[part].environment;
      // The migration's seeds read SEED_DEMO too: unset, no demo data.
      assert.ok([undefined, 'false'].includes(environment.SEED_DEMO), part);
      if (BUS_USERS.includes(part)) assert.equal(environment.GATEWAY_SECRET, env.GATEWAY_SECRET, part);
      if (part !== 'migrate') assert.equal(environment.METRICS_PORT, String(METRICS_PORT), part);
      // The images set NODE_ENV=production (infra/test/dockerfile.test.mjs); nothing here overrides it.
      assert.equal(environment.NODE_ENV, undefined, part);
    }
  });

  describe('PgBouncer (the profile pgbouncer)', () => {
    const bouncer = services.pgbouncer;
    const withBouncer = interpolate(raw, { ...env, DATABASE_HOST: 'pgbouncer:5432' });

    it('starts only with its profile, from PGBOUNCER_IMAGE (edoburu/pgbouncer by default), in transaction mode', () => {
      assert.deepEqual(bouncer.profiles, ['pgbouncer']);
      for (const [name, service] of Object.entries(services)) {
        if (name !== 'pgbouncer') assert.equal(service.profiles, undefined, `${name} always runs`);
      }
      assert.match(raw.services.pgbouncer.image, /^\$\{PGBOUNCER_IMAGE:-edoburu\/pgbouncer:v[\d.]+-p\d+\}$/);
      assert.equal(
        interpolate(raw, { ...env, PGBOUNCER_IMAGE: 'mine:1' }).services.pgbouncer.image,
        'mine:1',
      );
      assert.equal(bouncer.environment.POOL_MODE, 'transaction');
      assert.equal(bouncer.environment.DB_HOST, 'postgres');
      assert.equal(bouncer.environment.LISTEN_PORT, '5432');
      assert.equal(bouncer.depends_on.postgres.condition, 'service_healthy');
      assert.match(bouncer.healthcheck.test.join(' '), /pg_isready -h 127\.0\.0\.1 -p 5432/);
    });

    it('routes the services through it with DATABASE_HOST, and the migration never', () => {
      for (const service of DATABASE_SERVICES) {
        assert.equal(services[service].environment.DATABASE_HOST, '', `${service}: direct by default`);
        assert.equal(withBouncer.services[service].environment.DATABASE_HOST, 'pgbouncer:5432', service);
        assert.ok(withBouncer.services[service].networks.includes('database'), service);
      }
      assert.equal(services.migrate.environment.DATABASE_HOST, undefined);
      for (const url of Object.values(withBouncer.services.migrate.environment)) {
        assert.equal(new URL(url).host, 'postgres:5432', 'the migration connects directly');
      }
    });

    it("keeps the services' pools under its client limit, and its server connections under PostgreSQL's 100", () => {
      // Compose runs one replica of each service, with the services' default pools (10 + 2).
      const clients = DATABASE_SERVICES.length * (10 + 2);
      assert.ok(clients <= Number(bouncer.environment.MAX_CLIENT_CONN), `${clients} client connections`);
      const perDatabase = Number(bouncer.environment.MAX_DB_CONNECTIONS);
      assert.ok(perDatabase >= Number(bouncer.environment.DEFAULT_POOL_SIZE));
      // PostgreSQL's default max_connections, with room for the migration, the backup and an operator.
      assert.ok(DATABASE_SERVICES.length * perDatabase + 10 <= 100, `${perDatabase} per database`);
    });
  });

  it("takes the stores' images from variables, the upstream images by default, the backup PostgreSQL's", () => {
    const upstream = {
      postgres: 'postgres:17-bookworm',
      redis: 'redis:7-bookworm',
      nats: 'nats:2.11-alpine',
    };
    for (const [store, image] of Object.entries(upstream)) {
      const variable = `${store.toUpperCase()}_IMAGE`;
      assert.equal(raw.services[store].image, `\${${variable}:-${image}}`, store);
      assert.equal(services[store].image, image, store);
      const local = interpolate(raw, { ...env, [variable]: `creators-programme/${store}:local` });
      assert.equal(local.services[store].image, `creators-programme/${store}:local`, store);
    }
    // pg_dump of the same PostgreSQL as the server.
    assert.equal(raw.services.backup.image, raw.services.postgres.image);
  });

  it('has an image of its own in infra/images for each store, built from the base the parts use', () => {
    const base = parseDockerfile(readFileSync(join(root, 'infra', 'Dockerfile'), 'utf8')).args.NODE_IMAGE;
    for (const store of dependencies) {
      const { args, stages } = parseDockerfile(
        readFileSync(join(root, 'infra', 'images', store, 'Dockerfile'), 'utf8'),
      );
      assert.equal(stages.length, 1, store);
      assert.equal(stages[0].from, base, store);
      assert.equal(args.BASE_IMAGE, base, store);
    }
    // What compose's commands and healthchecks call is installed: pg_isready and pg_dump, redis-cli, wget.
    const installs = (store) => readFileSync(join(root, 'infra', 'images', store, 'Dockerfile'), 'utf8');
    assert.match(installs('postgres'), /postgresql-15/);
    assert.match(installs('redis'), /redis-server redis-tools/);
    assert.match(installs('nats'), /nats-server wget/);
    assert.match(installs('nats'), /ENTRYPOINT \["nats-server"\]/);
    // The first start's temporary server listens on the socket only; the real one on every address.
    const entrypoint = readFileSync(
      join(root, 'infra', 'images', 'postgres', 'docker-entrypoint.sh'),
      'utf8',
    );
    assert.match(entrypoint, /pg_ctl -D "\$PGDATA" -o "-c listen_addresses=''" -w start/);
    assert.match(entrypoint, /exec postgres -c listen_addresses='\*'/);
    assert.match(entrypoint, /\/docker-entrypoint-initdb\.d\/\*/);
  });

  it('lets the worker scale: no fixed container name, no host port', () => {
    const worker = services['brainstorm-worker'];
    assert.equal(worker.container_name, undefined);
    assert.equal(worker.ports, undefined);
    for (const [name, service] of Object.entries(services)) {
      assert.equal(service.container_name, undefined, `${name}: a fixed name stops --scale`);
    }
  });

  it('publishes only the gateway, and not its metrics port', () => {
    for (const [name, service] of Object.entries(services)) {
      if (name !== 'gateway') assert.equal(service.ports, undefined, `${name} publishes a port`);
    }
    assert.deepEqual(services.gateway.ports, ['8080:8080']);
  });

  it('names every variable it reads in .env.example, holding no secret', () => {
    const example = Object.fromEntries(
      readFileSync(join(root, '.env.example'), 'utf8')
        .split('\n')
        .filter((line) => line && !line.startsWith('#'))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    const text = readFileSync(join(root, 'docker-compose.yml'), 'utf8');
    const read = [...text.matchAll(/\$\{(\w+):([?-])([^}]*)\}/g)];
    assert.deepEqual(Object.keys(example).sort(), [...new Set(read.map((m) => m[1]))].sort());
    for (const [, name, kind, fallback] of read) {
      // A required one is empty (compose-secrets.sh fills it); an optional one shows its default.
      assert.equal(example[name], kind === '?' ? '' : fallback, name);
    }
  });

  it('gets every password and secret it requires from infra/compose-secrets.sh, which keeps those already there', () => {
    const dir = mkdtempSync(join(tmpdir(), 'compose-secrets-'));
    try {
      const file = join(dir, '.env');
      const readEnv = () =>
        Object.fromEntries(
          readFileSync(file, 'utf8')
            .trim()
            .split('\n')
            .map((line) => line.split('=')),
        );
      execFileSync('sh', [join(root, 'infra', 'compose-secrets.sh'), file], { stdio: 'ignore' });
      const first = readEnv();
      const required = [
        ...new Set(
          [...readFileSync(join(root, 'docker-compose.yml'), 'utf8').matchAll(/\$\{(\w+):\?/g)].map(
            (m) => m[1],
          ),
        ),
      ];
      assert.deepEqual(Object.keys(first).sort(), required.sort());
      assert.doesNotThrow(() => interpolate(raw, first));
      // Hex, URL-safe; a NATS password begins with a letter, or nats-server could read it as a number.
      for (const [key, value] of Object.entries(first)) {
        assert.match(value, key.startsWith('NATS_PASSWORD_') ? /^n[0-9a-f]{48}$/ : /^[0-9a-f]{48,64}$/, key);
      }
      assert.ok(first.GATEWAY_SECRET.length >= 64 && first.DEVICE_COOKIE_SECRET.length >= 64);
      execFileSync('sh', [join(root, 'infra', 'compose-secrets.sh'), file], { stdio: 'ignore' });
      assert.deepEqual(readEnv(), first, 'a second run changes nothing');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
