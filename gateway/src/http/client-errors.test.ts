import { afterAll, beforeAll, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { answerClientErrorsAsJson } from './client-errors.js';

let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((_req, res) => res.end('ok'));
  answerClientErrorsAsJson(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Sends raw bytes and returns everything the server answered before closing. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

test("a URL over Node's header limit gets a JSON 431 (found by the fuzz suite: it was an empty body)", async () => {
  const answer = await raw(`POST /api/teams/${'y'.repeat(20_000)}/join HTTP/1.1\r\nHost: x\r\n\r\n`);
  const [head, body] = answer.split('\r\n\r\n');
  assert.match(head, /^HTTP\/1\.1 431 /);
  assert.match(head, /Content-Type: application\/json/);
  assert.deepEqual(JSON.parse(body), {
    message: 'The address or headers of this request are too long',
    code: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
  });
});

test('a request Node cannot parse gets a JSON 400', async () => {
  const answer = await raw('NOT A REQUEST\r\n\r\n');
  assert.match(answer, /^HTTP\/1\.1 400 /);
  assert.equal(JSON.parse(answer.split('\r\n\r\n')[1]).code, 'BAD_REQUEST');
});
