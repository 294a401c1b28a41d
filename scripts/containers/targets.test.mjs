import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from '@jest/globals';
import { buildPlan, runtimeTargets } from './targets.mjs';

const root = join(import.meta.dirname, '..', '..');

describe('runtimeTargets', () => {
  it('finds the stages built FROM runtime, directly or through another stage, in file order', () => {
    const dockerfile = [
      'ARG NODE_IMAGE=node:24-bookworm-slim',
      'FROM ${NODE_IMAGE} AS manifests',
      'FROM manifests AS build',
      'RUN npm ci',
      'FROM ${NODE_IMAGE} AS runtime',
      'FROM runtime AS gateway',
      'CMD ["node", "gateway.js"]',
      'FROM runtime AS worker-base',
      'FROM worker-base AS worker',
      'FROM build AS unrelated',
    ].join('\n');
    assert.deepEqual(runtimeTargets(dockerfile), ['gateway', 'worker-base', 'worker']);
  });

  it("reads infra/Dockerfile's ten runtime targets", () => {
    const dockerfile = readFileSync(join(root, 'infra', 'Dockerfile'), 'utf8');
    assert.deepEqual(runtimeTargets(dockerfile), [
      'gateway',
      'identity',
      'challenges',
      'teams',
      'showcase',
      'brainstorm-ai',
      'brainstorm-worker',
      'discussions',
      'programmes',
      'migrate',
    ]);
  });
});

describe('buildPlan', () => {
  it('tags each image as docker-compose.yml names it, the stores and PgBouncer from infra/images', () => {
    const own = ['postgres', 'redis', 'nats', 'pgbouncer'];
    const plan = buildPlan(readFileSync(join(root, 'infra', 'Dockerfile'), 'utf8'));
    const compose = readFileSync(join(root, 'docker-compose.yml'), 'utf8');
    for (const image of plan.filter((i) => !own.includes(i.name))) {
      assert.ok(compose.includes(`image: ${image.tag}`), `${image.tag} is not in docker-compose.yml`);
      assert.deepEqual(image.args, ['-f', 'infra/Dockerfile', '--target', image.name, '.']);
    }
    assert.deepEqual(
      plan.slice(-4).map((i) => [i.tag, i.args]),
      own.map((name) => [`creators-programme/${name}:local`, [`infra/images/${name}`]]),
    );
  });

  it('has a Dockerfile in infra/images for every image it builds from there', () => {
    for (const image of buildPlan('').filter((i) => i.args.length === 1))
      assert.ok(existsSync(join(root, image.args[0], 'Dockerfile')), image.args[0]);
  });
});
