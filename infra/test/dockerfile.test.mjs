import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from '@jest/globals';
import { baseImage, effectiveInstructions, parseDockerfile, stageChain } from './dockerfile.mjs';
import { METRICS_PORT, PARTS } from './parts.mjs';

const root = join(import.meta.dirname, '..', '..');
const { stages } = parseDockerfile(readFileSync(join(root, 'infra', 'Dockerfile'), 'utf8'));

const of = (target, instruction) =>
  effectiveInstructions(stages, target).filter((i) => i.instruction === instruction);

describe('infra/Dockerfile', () => {
  it('has one target per deployable part', () => {
    const names = stages.map((stage) => stage.name);
    for (const target of Object.keys(PARTS)) assert.ok(names.includes(target), `no target ${target}`);
  });

  it('builds every target on a supported Node LTS (22 or 24)', () => {
    for (const target of Object.keys(PARTS)) {
      assert.match(baseImage(stages, target), /^node:(22|24)([.-]|$)/, target);
    }
    assert.match(baseImage(stages, 'build'), /^node:(22|24)([.-]|$)/);
  });

  it('runs every target as a numeric non-root user', () => {
    for (const target of Object.keys(PARTS)) {
      const user = of(target, 'USER').at(-1)?.args;
      assert.ok(user, `${target} sets no USER`);
      const [uid] = user.split(':');
      assert.match(uid, /^\d+$/, `${target}: USER by number, so that runAsNonRoot can check it`);
      assert.notEqual(Number(uid), 0, `${target} runs as root`);
    }
  });

  it('exposes the port and the metrics port of every long-running part, and checks its health with node', () => {
    for (const [target, { port }] of Object.entries(PARTS)) {
      const exposed = of(target, 'EXPOSE').flatMap((i) => i.args.split(/\s+/));
      const healthcheck = of(target, 'HEALTHCHECK').at(-1)?.args;
      assert.ok(healthcheck, `${target} has no HEALTHCHECK`);
      if (port === null) {
        assert.deepEqual(exposed, [], `${target} listens on nothing`);
        assert.equal(healthcheck, 'NONE', `${target}: a one-shot job says HEALTHCHECK NONE`);
        continue;
      }
      assert.deepEqual(exposed.sort(), [String(port), String(METRICS_PORT)].sort(), target);
      // The images have no curl or wget: node's fetch asks the readiness endpoint.
      assert.match(healthcheck, /CMD \["node", "-e", ".*fetch\(.*\/health\/ready/, target);
      const env = of(target, 'ENV').map((i) => i.args);
      assert.ok(
        env.some((e) => e.includes(`PORT=${port}`)),
        `${target} sets its PORT (or WORKER_PORT) to ${port}`,
      );
    }
  });

  it('listens on every address and serves metrics on 9464 in every image', () => {
    for (const target of Object.keys(PARTS)) {
      const env = of(target, 'ENV')
        .map((i) => i.args)
        .join(' ');
      assert.match(env, /\bHOST=0\.0\.0\.0\b/, target);
      assert.match(env, /\bNODE_ENV=production\b/, target);
      assert.match(env, new RegExp(`\\bMETRICS_PORT=${METRICS_PORT}\\b`), target);
    }
  });

  it('gives each part production dependencies of its own workspaces only', () => {
    for (const [target, { workspaces }] of Object.entries(PARTS)) {
      const copies = of(target, 'COPY').map((i) => i.args);
      assert.ok(!copies.some((c) => /--from=build\b.*node_modules/.test(c)), `${target} copies build deps`);
      const depsStage = copies.map((c) => /--from=(deps-\S+)/.exec(c)?.[1]).find(Boolean);
      assert.ok(depsStage, `${target} takes node_modules from a deps-* stage`);
      const install = effectiveInstructions(stages, depsStage)
        .filter((i) => i.instruction === 'RUN' && /\bnpm ci\b/.test(i.args))
        .map((i) => i.args);
      assert.equal(install.length, 1, `${depsStage} runs npm ci once`);
      assert.match(install[0], /--omit=dev --omit=optional/, depsStage);
      // The other workspaces leave package.json first: `npm ci -w` would still install their packages.
      const narrowed = /node infra\/only-workspaces\.mjs ([^&]+)&& npm ci/.exec(install[0]);
      assert.ok(narrowed, `${depsStage} narrows the workspaces before npm ci`);
      const named = narrowed[1].trim().split(/\s+/).sort();
      assert.deepEqual(
        named,
        [...workspaces, 'packages/contracts', 'packages/platform', 'packages/texts'].sort(),
        depsStage,
      );
    }
  });

  it('installs espeak-ng in the worker image only', () => {
    const installsEspeak = (target) =>
      effectiveInstructions(stages, target).some(
        (i) => i.instruction === 'RUN' && i.args.includes('espeak-ng'),
      );
    for (const target of Object.keys(PARTS)) {
      assert.equal(installsEspeak(target), target === 'brainstorm-worker', target);
    }
    // Nor in a stage another image copies from.
    for (const stage of stages.filter((s) => s.name !== 'brainstorm-worker')) {
      assert.ok(!stage.instructions.some((i) => i.args.includes('espeak-ng') && i.instruction === 'RUN'));
    }
  });

  it('gives the gateway the built front end and the supergraph composed at build time', () => {
    const copies = of('gateway', 'COPY').map((i) => i.args);
    assert.ok(copies.some((c) => c.includes('/app/frontend/dist')));
    assert.ok(copies.some((c) => c.includes('/app/gateway/supergraph.graphql')));
    const build = effectiveInstructions(stages, 'build').map((i) => i.args);
    assert.ok(
      build.some((args) => args.includes('scripts/build.mjs')),
      'the build stage runs npm run build',
    );
    assert.equal(stageChain(stages, 'gateway').length, 2, 'runtime → gateway, nothing of the build stage');
  });
});

describe('.dockerignore', () => {
  const entries = readFileSync(join(root, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

  it('keeps installed, built, local and secret files out of the build context', () => {
    const required = [
      ['node_modules', '**/node_modules'],
      ['dist', '**/dist'],
      ['.git'],
      ['.run'],
      ['coverage', '**/coverage'],
      ['*.log', '**/*.log'],
      ['*.tsbuildinfo', '**/*.tsbuildinfo'],
      ['.env'],
    ];
    for (const options of required) {
      assert.ok(
        options.some((entry) => entries.includes(entry)),
        `.dockerignore lacks ${options[0]}`,
      );
    }
  });

  it('keeps what the build needs', () => {
    for (const needed of [
      'infra',
      'infra/migrate.sh',
      'scripts',
      'packages',
      'services',
      'gateway',
      'frontend',
    ]) {
      assert.ok(!entries.includes(needed), `${needed} must reach the build`);
    }
  });
});
