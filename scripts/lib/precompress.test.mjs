import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, it } from '@jest/globals';
import { precompressDir } from './precompress.mjs';

const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  const script = 'export const x = "a fairly repetitive text";\n'.repeat(100);
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'assets', 'index-abc.js'), script);
  writeFileSync(join(dir, 'assets', 'tiny-abc.js'), 'x');
  writeFileSync(join(dir, 'assets', 'photo.png'), Buffer.alloc(4096));
  writeFileSync(join(dir, '.vite', 'manifest.json'), script);

  it('writes a brotli and a gzip copy of each compressible file that decode to it', () => {
    assert.equal(precompressDir(dir), 2);
    const file = join(dir, 'assets', 'index-abc.js');
    assert.equal(brotliDecompressSync(readFileSync(`${file}.br`)).toString(), script);
    assert.equal(gunzipSync(readFileSync(`${file}.gz`)).toString(), script);
  });

  it('leaves tiny files, images and dot folders alone', () => {
    assert.equal(existsSync(join(dir, 'assets', 'tiny-abc.js.br')), false);
    assert.equal(existsSync(join(dir, 'assets', 'photo.png.br')), false);
    assert.equal(existsSync(join(dir, '.vite', 'manifest.json.br')), false);
  });

  it('does nothing the second time', () => {
    assert.equal(precompressDir(dir), 0);
  });
});
