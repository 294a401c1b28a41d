import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { errorOutcome, isClean503, isConnectionReset, outcomeOf } from './client.mjs';

const unavailable = { message: 'The service is unavailable, try again shortly', code: 'SERVICE_UNAVAILABLE' };

describe('outcomeOf', () => {
  it('takes 2xx and the refusals an action expects as ok', () => {
    assert.equal(outcomeOf({ status: 200, body: {} }), 'ok');
    assert.equal(outcomeOf({ status: 201, body: {} }), 'ok');
    assert.equal(outcomeOf({ status: 409, body: {}, expected: [409] }), 'ok');
    assert.equal(outcomeOf({ status: 409, body: {} }), 'unexpected');
  });

  it('tells a clean 503 (our JSON body) from any other error', () => {
    assert.equal(outcomeOf({ status: 503, body: unavailable }), 'clean-503');
    assert.equal(outcomeOf({ status: 503, body: '<html>Service Unavailable</html>' }), 'unexpected');
    assert.equal(outcomeOf({ status: 503, body: { code: 'SERVICE_UNAVAILABLE' } }), 'unexpected');
    assert.equal(
      outcomeOf({ status: 500, body: { message: 'x', code: 'INTERNAL_SERVER_ERROR' } }),
      'unexpected',
    );
    assert.equal(outcomeOf({ status: 429, body: { message: 'x', code: 'TOO_MANY_REQUESTS' } }), 'unexpected');
  });

  it('isClean503 wants the status, the code and a message', () => {
    assert.equal(isClean503(503, unavailable), true);
    assert.equal(isClean503(502, unavailable), false);
    assert.equal(isClean503(503, null), false);
    assert.equal(isClean503(503, { ...unavailable, message: '' }), false);
  });
});

describe('failed requests', () => {
  const failed = (message, code) => Object.assign(new Error(message), { code });

  it('counts a cut connection as a reset, wherever the code sits in the causes', () => {
    assert.equal(isConnectionReset(failed('socket hang up', 'ECONNRESET')), true);
    assert.equal(isConnectionReset(failed('connect ECONNREFUSED 127.0.0.1:1', 'ECONNREFUSED')), true);
    assert.equal(isConnectionReset({ cause: { cause: { code: 'EPIPE' } } }), true);
    assert.equal(errorOutcome(failed('socket hang up', 'ECONNRESET')), 'reset');
  });

  it('counts a timeout or anything else as unexpected', () => {
    const timeout = Object.assign(new Error('no answer within 40000 ms'), { name: 'TimeoutError' });
    assert.equal(errorOutcome(timeout), 'unexpected');
    assert.equal(errorOutcome(failed('getaddrinfo ENOTFOUND nowhere', 'ENOTFOUND')), 'unexpected');
  });
});

describe('Person', () => {
  /** A tiny server: sign-in sets the session cookie, /me echoes it, /busy is a clean 503, /cut hangs up. */
  async function server() {
    const { createServer } = await import('node:http');
    const srv = createServer((req, res) => {
      const json = (status, body, headers = {}) =>
        res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
      if (req.url === '/login') return json(200, {}, { 'set-cookie': 'sid=abc; Path=/; HttpOnly' });
      if (req.url === '/me') return json(200, { cookie: req.headers.cookie ?? null });
      if (req.url === '/busy') return json(503, unavailable);
      req.socket.destroy();
    });
    await new Promise((resolve) => srv.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${srv.address().port}`, close: () => new Promise((r) => srv.close(r)) };
  }

  it('keeps its session cookie, shares it with its other-gateway self, and records every outcome', async () => {
    const { Person, Recorder } = await import('./client.mjs');
    const { url, close } = await server();
    try {
      const recorder = new Recorder();
      const person = new Person({ baseUrl: url, recorder });
      assert.equal(
        (await person.request('login', { method: 'POST', path: '/login', body: {} })).outcome,
        'ok',
      );
      const elsewhere = person.via(url);
      assert.deepEqual((await elsewhere.request('me', { path: '/me' })).body, { cookie: 'sid=abc' });
      assert.equal((await person.request('busy', { path: '/busy' })).outcome, 'clean-503');
      assert.equal((await person.request('cut', { path: '/cut' })).outcome, 'reset');
      assert.deepEqual(
        recorder.results.map((r) => `${r.action} ${r.outcome} ${r.status}`),
        ['login ok 200', 'me ok 200', 'busy clean-503 503', 'cut reset 0'],
      );
      assert.ok(recorder.results.every((r) => r.end >= r.start));
    } finally {
      await close();
    }
  });
});
