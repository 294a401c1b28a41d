import { afterAll, beforeAll, test } from '@jest/globals';
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { refuseUnacceptableAccept } from './accept.js';

let server: Server;
let url: string;
let ran = 0;

beforeAll(async () => {
  const app = express();
  app.use('/graphql', refuseUnacceptableAccept(), (_req, res) => {
    ran += 1;
    res.json({ data: {} });
  });
  server = await new Promise<Server>((resolve) => {
    const started = app.listen(0, '127.0.0.1', () => resolve(started));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const post = (headers: Record<string, string>) => fetch(url, { method: 'POST', headers });

test('an Accept that takes no JSON is refused with 406 before the operation runs, in the request language', async () => {
  const before = ran;
  const answer = await post({ accept: 'text/html', 'accept-language': 'de' });
  assert.equal(answer.status, 406);
  const body = (await answer.json()) as { errors: { message: string; extensions: { code: string } }[] };
  assert.match(body.errors[0].message, /^Diese Anfrage muss eine JSON-Antwort annehmen/);
  assert.equal(body.errors[0].extensions.code, 'BAD_REQUEST');
  assert.equal(ran, before, 'nothing ran');
});

test('the Accept headers of browsers, Apollo Client and curl pass', async () => {
  for (const accept of [
    'application/graphql-response+json, application/json;q=0.9',
    'application/json',
    '*/*',
    'text/plain, application/*;q=0.5',
  ]) {
    const answer = await post({ accept });
    assert.equal(answer.status, 200, accept);
  }
  assert.equal((await fetch(url, { method: 'POST' })).status, 200, 'no Accept header');
});
