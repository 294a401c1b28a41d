import { afterAll, beforeAll, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { frontendRouter } from './frontend.js';

let dist: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'gateway-frontend-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(dist, 'assets', 'index-BwXz9k3L.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg/>');
  const app = express();
  app.use(frontendRouter(dist));
  app.use((_req, res) => void res.status(404).send('nope'));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dist, { recursive: true, force: true });
});

const get = (p: string, accept = 'text/html') => fetch(`${base}${p}`, { headers: { accept } });

test('client routes get index.html, never cached', async () => {
  for (const p of ['/', '/login', '/register/mentor', '/unknown/deep/path']) {
    const response = await get(p);
    assert.equal(response.status, 200, p);
    assert.match(await response.text(), /id="root"/);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
  }
});

test('hashed assets are cached for a year, other files revalidated', async () => {
  const asset = await get('/assets/index-BwXz9k3L.js', '*/*');
  assert.equal(asset.status, 200);
  assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  const icon = await get('/favicon.svg', 'image/*');
  assert.equal(icon.headers.get('cache-control'), 'no-cache');
});

test('a missing asset is a 404, not index.html', async () => {
  assert.equal((await get('/assets/missing-12345678.js', '*/*')).status, 404);
  assert.equal((await get('/api/whatever')).status, 404);
});

test('while the dist folder has no index.html, / answers 503 with how to build it', async () => {
  await rm(path.join(dist, 'index.html'));
  const response = await get('/');
  assert.equal(response.status, 503);
  assert.match(await response.text(), /npm run build -w frontend/);
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  assert.equal((await get('/')).status, 200, 'a build appearing later is served without a restart');
});
