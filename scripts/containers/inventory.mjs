// What an image holds: its size, the npm packages installed under /app, and its Debian packages.
import { docker } from './docker.mjs';

/**
 * The installed npm packages among `package.json` paths: a directory `node_modules/<name>` or
 * `node_modules/@scope/<name>` holding a package.json; each nested copy counts. A package.json deeper inside a
 * package (e.g. `node_modules/x/esm/package.json`, which only marks a folder as ESM) is not a package.
 */
export function countPackages(paths) {
  const packageRoot = /\/node_modules\/(@[^/]+\/)?[^/@][^/]*\/package\.json$/;
  return new Set(paths.map((path) => path.trim()).filter((path) => packageRoot.test(path))).size;
}

/** Bytes as docker shows them (MB = 10^6). */
export const megabytes = (bytes) => `${Math.round(bytes / 1e6)} MB`;

/**
 * A plain text table: one row per image, columns aligned; numbers to the right.
 * @param {{ image: string, bytes: number, npm: number | null, debian: number, seconds?: number }[]} rows
 */
export function formatTable(rows) {
  const header = ['image', 'size', 'npm packages', 'Debian packages', 'build'];
  const cells = rows.map((row) => [
    row.image,
    megabytes(row.bytes),
    row.npm === null ? '-' : String(row.npm),
    String(row.debian),
    row.seconds === undefined ? '' : `${row.seconds.toFixed(0)} s`,
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((cell) => cell[i].length)));
  const line = (cell) =>
    cell
      .map((text, i) => (i === 0 ? text.padEnd(widths[i]) : text.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(header), ...cells.map(line)].join('\n');
}

/** Runs `sh -c script` in a throwaway container of `tag` (no network, whatever its entrypoint). */
const inside = (tag, script) =>
  docker(['run', '--rm', '--network', 'none', '--user', '0', '--entrypoint', 'sh', tag, '-c', script]);

/** Size, npm packages under /app (null when the image has no /app) and Debian packages of an image. */
export async function measureImage(tag) {
  const bytes = Number((await docker(['image', 'inspect', '--format', '{{.Size}}', tag])).trim());
  const found = await inside(
    tag,
    "if [ -d /app ]; then find /app -name package.json -path '*/node_modules/*'; else echo no-app; fi",
  );
  const npm = found.trim() === 'no-app' ? null : countPackages(found.split('\n'));
  const debian = Number((await inside(tag, "dpkg-query -W -f '.\\n' | wc -l")).trim());
  return { bytes, npm, debian };
}
