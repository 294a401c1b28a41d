// Brotli and gzip copies of the built front end's files (index.js → index.js.br, index.js.gz), made once at build
// time so that the gateway serves them without compressing on every request (gateway/src/http/frontend.ts).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats worth compressing; images, fonts and audio are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

const ENCODERS = {
  br: (bytes) =>
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gz: (bytes) => gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }),
};

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    // Dot folders (Vite's .vite/manifest.json) are not served.
    if (entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : [path];
  });
}

const newer = (path, than) => {
  try {
    return statSync(path).mtimeMs >= than;
  } catch {
    return false;
  }
};

/** Writes the .br and .gz copy of every compressible file in `dir` that lacks an up-to-date one; returns their count. */
export function precompressDir(dir) {
  let written = 0;
  for (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const { size, mtimeMs } = statSync(path);
    if (size < MIN_BYTES) continue;
    let bytes;
    for (const [extension, encode] of Object.entries(ENCODERS)) {
      const target = `${path}.${extension}`;
      if (newer(target, mtimeMs)) continue;
      bytes ??= readFileSync(path);
      writeFileSync(target, encode(bytes));
      written += 1;
    }
  }
  return written;
}
