import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { responseCompression } from './compression.js';
import { frontendRouter } from './frontend.js';

// Content that compresses well, as built JavaScript does.
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Challenge ${i}` })))};\n`;
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/index-BwXz9k3L.js"></script></head><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;
const BIG = {
  items: Array.from({ length: 100 }, (_, i) => ({ id: `id-${i}`, title: `A challenge worth solving ${i}` })),
};
const AUDIO = Buffer.alloc(4096, 7);

let dist: string;
let server: Server;
let port: number;

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request with the exact Accept-Encoding given; the body as sent (fetch would decode it). */
function raw(
  method: string,
  urlPath: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: urlPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const rawGet = (urlPath: string, headers: Record<string, string> = {}) => raw('GET', urlPath, headers);

const varyHasAcceptEncoding = (answer: RawAnswer) =>
  String(answer.headers.vary ?? '')
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .includes('accept-encoding');

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'gateway-compression-'));
  await mkdir(path.join(dist, 'assets'));
  const script = path.join(dist, 'assets', 'index-BwXz9k3L.js');
  const index = path.join(dist, 'index.html');
  await writeFile(script, SCRIPT);
  await writeFile(index, INDEX);
  // The copies the build makes (scripts/lib/precompress.mjs).
  for (const [file, text] of [
    [script, SCRIPT],
    [index, INDEX],
  ] as const) {
    await writeFile(`${file}.br`, brotliCompressSync(text));
    await writeFile(`${file}.gz`, gzipSync(text));
  }
  await writeFile(path.join(dist, 'assets', 'plain-12345678.js'), SCRIPT);

  const app = express();
  app.use(responseCompression());
  app.get('/api/big', (_req, res) => void res.json(BIG));
  app.get('/api/small', (_req, res) => void res.json({ ok: true }));
  app.get('/api/speech', (_req, res) => void res.type('audio/wav').send(AUDIO));
  app.post('/graphql', express.json(), (_req, res) => void res.json({ data: BIG }));
  app.use(frontendRouter(dist));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dist, { recursive: true, force: true });
});

describe('front-end files compressed at build time', () => {
  const file = '/assets/index-BwXz9k3L.js';

  test('Accept-Encoding br gets the brotli copy, which decodes to the file, with its own type and a long cache', async () => {
    const identity = await rawGet(file);
    const answer = await rawGet(file, { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(answer.body).toString(), SCRIPT);
    assert.ok(answer.body.length < Buffer.byteLength(SCRIPT) / 2);
    assert.ok(varyHasAcceptEncoding(answer));
    assert.match(String(answer.headers['content-type']), /^text\/javascript/i);
    assert.equal(
      String(answer.headers['content-type']).toLowerCase(),
      String(identity.headers['content-type']).toLowerCase(),
    );
    assert.equal(answer.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  test('Accept-Encoding gzip gets the gzip copy', async () => {
    const answer = await rawGet(file, { 'accept-encoding': 'gzip' });
    assert.equal(answer.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(answer.body).toString(), SCRIPT);
    assert.ok(varyHasAcceptEncoding(answer));
  });

  test('no Accept-Encoding gets the file itself', async () => {
    const answer = await rawGet(file);
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['content-encoding'], undefined);
    assert.equal(answer.body.toString(), SCRIPT);
    assert.ok(varyHasAcceptEncoding(answer));
    assert.match(String(answer.headers['content-type']), /^text\/javascript/i);
  });

  test('client routes get index.html compressed, never cached', async () => {
    const answer = await rawGet('/challenges', { accept: 'text/html', 'accept-encoding': 'br' });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(answer.body).toString(), INDEX);
    assert.match(String(answer.headers['content-type']), /^text\/html/i);
    assert.equal(answer.headers['cache-control'], 'no-cache');
  });

  test('a file without a copy is compressed on the fly', async () => {
    const answer = await rawGet('/assets/plain-12345678.js', { 'accept-encoding': 'gzip' });
    assert.equal(answer.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(answer.body).toString(), SCRIPT);
  });
});

describe('API answers', () => {
  test('a REST answer over 1 KB is compressed, brotli or gzip as accepted', async () => {
    const json = JSON.stringify(BIG);
    assert.ok(Buffer.byteLength(json) > 1024);
    const br = await rawGet('/api/big', { 'accept-encoding': 'br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.deepEqual(JSON.parse(brotliDecompressSync(br.body).toString()), BIG);
    assert.ok(varyHasAcceptEncoding(br));
    assert.match(String(br.headers['content-type']), /^application\/json/);
    const gzip = await rawGet('/api/big', { 'accept-encoding': 'gzip' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.deepEqual(JSON.parse(gunzipSync(gzip.body).toString()), BIG);
    const identity = await rawGet('/api/big');
    assert.equal(identity.headers['content-encoding'], undefined);
    assert.deepEqual(JSON.parse(identity.body.toString()), BIG);
  });

  test('a GraphQL answer over 1 KB is compressed', async () => {
    const answer = await raw(
      'POST',
      '/graphql',
      { 'content-type': 'application/json', 'accept-encoding': 'br' },
      JSON.stringify({ query: '{ challenges { id } }' }),
    );
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['content-encoding'], 'br');
    assert.deepEqual(JSON.parse(brotliDecompressSync(answer.body).toString()), { data: BIG });
  });

  test('a small answer and audio go out as they are', async () => {
    const small = await rawGet('/api/small', { 'accept-encoding': 'br, gzip' });
    assert.equal(small.headers['content-encoding'], undefined);
    assert.deepEqual(JSON.parse(small.body.toString()), { ok: true });
    const audio = await rawGet('/api/speech', { 'accept-encoding': 'br, gzip' });
    assert.equal(audio.headers['content-encoding'], undefined);
    assert.deepEqual(audio.body, AUDIO);
  });
});
