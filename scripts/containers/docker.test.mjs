import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { composeCommand } from './docker.mjs';

/** A fake `run`: each command line answers the code its `answers` entry gives (127: not installed). */
function machine(answers) {
  const calls = [];
  const exec = async (command, args) => {
    const line = [command, ...args].join(' ');
    calls.push(line);
    const found = answers.find(([pattern]) => line.includes(pattern));
    const code = typeof found?.[1] === 'function' ? found[1]() : (found?.[1] ?? 127);
    return { code, stdout: '', stderr: code === 0 ? '' : `${line}: failed` };
  };
  return { exec, calls };
}

describe('the compose client of compose-check', () => {
  it('uses the docker compose plugin, else docker-compose', async () => {
    assert.deepEqual(await composeCommand(() => {}, machine([['docker compose version', 0]]).exec), [
      'docker',
      'compose',
    ]);
    assert.deepEqual(await composeCommand(() => {}, machine([['docker-compose version', 0]]).exec), [
      'docker-compose',
    ]);
  });

  it("installs Debian's docker-compose with apt-get when neither is there, as the engine's packages are", async () => {
    let installed = false;
    const { exec, calls } = machine([
      ['docker compose version', 1],
      ['docker-compose version', () => (installed ? 0 : 127)],
      ['apt-get', () => ((installed = true), 0)],
    ]);
    assert.deepEqual(await composeCommand(() => {}, exec), ['docker-compose']);
    assert.ok(
      calls.some((line) => /apt-get -o DPkg::Lock::Timeout=300 install -y docker-compose$/.test(line)),
      calls.join('\n'),
    );
  });

  it('says what failed when the install fails', async () => {
    const { exec } = machine([['apt-get', 100]]);
    await assert.rejects(
      composeCommand(() => {}, exec),
      /installing Debian's docker-compose failed/,
    );
  });
});
