import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from '@jest/globals';
import { composeSchemaValidator, interpolate, readCompose } from './compose.mjs';
import { parseDockerfile } from './dockerfile.mjs';
import { METRICS_PORT, PARTS } from './parts.mjs';

const root = join(import.meta.dirname, '..', '..');
const raw = readCompose(join(root, 'docker-compose.yml'));
/** What an operator exports before `docker compose up` (docs/operations.md). */
const env = { POSTGRES_PASSWORD: 'a1b2c3d4e5f6', GATEWAY_SECRET: 'g'.repeat(64) };
const compose = interpolate(raw, env);
const services = compose.services;
const dependencies = ['postgres', 'redis', 'nats'];
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

  it('refuses to start without the PostgreSQL password or the gateway secret', () => {
    for (const missing of Object.keys(env)) {
      const partial = { ...env, [missing]: undefined };
      assert.throws(() => interpolate(raw, partial), new RegExp(missing));
    }
  });

  it('runs every part and dependency, each image target built from infra/Dockerfile', () => {
    assert.deepEqual(Object.keys(services).sort(), [...dependencies, ...Object.keys(PARTS)].sort());
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
    assert.deepEqual(services.nats.command.slice(-2), ['-m', '8222']);
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
    for (const part of ['identity', 'challenges', 'teams', 'showcase', 'brainstorm-ai', 'discussions']) {
      assert.equal(services[part].depends_on.migrate.condition, 'service_completed_successfully', part);
      assert.equal(services[part].depends_on.nats.condition, 'service_healthy', part);
      assert.equal(services.gateway.depends_on[part].condition, 'service_healthy', part);
    }
  });

  it('takes the PostgreSQL password from the environment, in every database URL too', () => {
    const postgres = raw.services.postgres.environment;
    assert.match(postgres.POSTGRES_PASSWORD, /^\$\{POSTGRES_PASSWORD:\?/);
    assert.equal(postgres.POSTGRES_HOST_AUTH_METHOD, undefined, 'no trust authentication');
    const urls = Object.entries(raw.services).flatMap(([name, service]) =>
      Object.entries(service.environment ?? {})
        .filter(([key]) => key.endsWith('DATABASE_URL'))
        .map(([key, url]) => [`${name}.${key}`, url]),
    );
    assert.equal(urls.length, 12, 'six services and the six URLs of the migration');
    for (const [where, url] of urls)
      assert.match(url, /^postgresql:\/\/postgres:\$\{POSTGRES_PASSWORD:\?/, where);
  });

  it('keeps Redis data in an append-only file on a volume, never evicting BullMQ keys', () => {
    const command = services.redis.command.join(' ');
    assert.match(command, /--appendonly yes/);
    assert.match(command, /--maxmemory-policy noeviction/);
    assert.ok(services.redis.volumes.some((volume) => volume.endsWith(':/data')));
    assert.ok(compose.volumes[services.redis.volumes[0].split(':')[0]] !== undefined, 'a named volume');
  });

  it('seeds no demo data and runs every part in production mode with the gateway secret', () => {
    for (const part of Object.keys(PARTS)) {
      const environment = services[part].environment;
      assert.equal(environment.SEED_DEMO, 'false', part);
      assert.equal(environment.GATEWAY_SECRET, env.GATEWAY_SECRET, part);
      assert.equal(environment.METRICS_PORT, String(METRICS_PORT), part);
      // The images set NODE_ENV=production (infra/test/dockerfile.test.mjs); nothing here overrides it.
      assert.equal(environment.NODE_ENV, undefined, part);
    }
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
});
