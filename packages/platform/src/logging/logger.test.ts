import assert from 'node:assert/strict';
import { afterEach, describe, it } from '@jest/globals';
import { createLogger } from './logger.js';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = {
    write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
  };
  return { lines, destination };
}

describe('createLogger', () => {
  const level = process.env.LOG_LEVEL;
  afterEach(() => {
    if (level === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = level;
  });

  it('writes JSON lines naming the service', () => {
    delete process.env.LOG_LEVEL;
    const { lines, destination } = capture();
    createLogger('identity', destination).info({ userId: 'u1' }, 'signed in');
    assert.equal(lines.length, 1);
    assert.equal(lines[0].service, 'identity');
    assert.equal(lines[0].msg, 'signed in');
    assert.equal(lines[0].userId, 'u1');
    assert.equal(lines[0].level, 30);
  });

  it('takes its level from LOG_LEVEL', () => {
    process.env.LOG_LEVEL = 'warn';
    const { lines, destination } = capture();
    const logger = createLogger('teams', destination);
    logger.info('hidden');
    logger.warn('shown');
    assert.deepEqual(
      lines.map((line) => line.msg),
      ['shown'],
    );
  });

  it('redacts passwords and cookies', () => {
    const { lines, destination } = capture();
    createLogger('identity', destination).info({
      password: 'p1',
      passwordHash: 'h1',
      cookie: 'c1',
      user: { email: 'a@example.com', password: 'p2' },
      headers: { cookie: 'c2', accept: 'text/html' },
      req: { headers: { cookie: 'c3' } },
    });
    const text = JSON.stringify(lines[0]);
    for (const secret of ['p1', 'h1', 'c1', 'p2', 'c2', 'c3'])
      assert.equal(text.includes(`"${secret}"`), false, secret);
    assert.equal((lines[0].user as Record<string, unknown>).email, 'a@example.com');
    assert.equal((lines[0].headers as Record<string, unknown>).accept, 'text/html');
  });
});
