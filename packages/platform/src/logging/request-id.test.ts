import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, it } from '@jest/globals';
import { createLogger } from './logger.js';
import {
  currentRequestId,
  parseRequestId,
  requestIdFrom,
  requestIdMiddleware,
  withRequestId,
} from './request-id.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('keeps 1–128 letters, digits, dots, dashes and underscores; refuses anything else', () => {
    for (const id of ['a', 'req-1.2_3', 'x'.repeat(128), '0f8fad5b-d9cb-469f-a165-70867728950e'])
      assert.equal(parseRequestId(id), id);
    for (const id of ['', 'x'.repeat(129), 'a b', 'a,b', 'a\nb', 'é', '<script>', undefined, 42, ['a']])
      assert.equal(parseRequestId(id), null, JSON.stringify(id));
  });

  it('makes a new UUID for a missing or invalid id', () => {
    assert.equal(requestIdFrom('kept-1'), 'kept-1');
    assert.match(requestIdFrom(undefined), UUID);
    assert.match(requestIdFrom('not valid!'), UUID);
    assert.notEqual(requestIdFrom(undefined), requestIdFrom(undefined));
  });

  it('is current inside withRequestId, across awaits, and not outside', async () => {
    assert.equal(currentRequestId(), undefined);
    await withRequestId('job-7', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      assert.equal(currentRequestId(), 'job-7');
    });
    assert.equal(currentRequestId(), undefined);
    assert.equal(
      withRequestId(undefined, () => currentRequestId()),
      undefined,
    );
  });

  it('is written on every log line logged under it', () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger('demo', { write: (line: string) => void lines.push(JSON.parse(line)) });
    logger.info('before');
    withRequestId('r-1', () => logger.child({ component: 'x' }).warn('inside'));
    assert.deepEqual(
      lines.map((line) => [line.msg, line.requestId]),
      [
        ['before', undefined],
        ['inside', 'r-1'],
      ],
    );
  });
});

describe('requestIdMiddleware', () => {
  let server: Server | undefined;
  afterEach(async () => {
    server?.close();
  });

  /** A plain HTTP server whose handler reads the whole body (as body parsers do) before it logs. */
  async function start() {
    const logged: Array<string | undefined> = [];
    const middleware = requestIdMiddleware();
    server = createServer((req, res) =>
      middleware(req, res, () => {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString()));
        req.on('end', () => {
          logged.push(currentRequestId());
          res.end(body);
        });
      }),
    );
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    return { url, logged };
  }

  it('answers the id and keeps it current while the body is read', async () => {
    const { url, logged } = await start();
    const kept = await fetch(url, {
      method: 'POST',
      body: 'x'.repeat(100_000),
      headers: { 'x-request-id': 'abc-1' },
    });
    assert.equal(kept.headers.get('x-request-id'), 'abc-1');
    assert.equal((await kept.text()).length, 100_000);
    const fresh = await fetch(url, { method: 'POST', body: 'y', headers: { 'x-request-id': 'no spaces' } });
    await fresh.text();
    const id = fresh.headers.get('x-request-id');
    assert.match(id ?? '', UUID);
    assert.deepEqual(logged, ['abc-1', id]);
  });
});
