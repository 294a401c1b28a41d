// `npm run bench -- --frontend`: only the front end's figures (initial JavaScript per route, Lighthouse), measured
// on a system of its own (scripts/bench/frontend-system.mjs, the demo user signed in) and written into their rows of
// docs/performance.md; the other rows stay as the last whole run (`npm run bench`) wrote them. Needs a build.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ensureServices } from '../lib/local-services.mjs';
import { renderConsole, tableRow } from './report.mjs';

const FIRST_CELL = /^\|\s*(.*?)\s*\|/;
const SECTION = '## Front end, measured alone';

/**
 * docs/performance.md with the figures' rows replaced (a figure the table lacks is added at its end), the count of
 * targets met made again from the table, and a section that says when and where the front end was measured.
 */
export function updateReport(markdown, figures, { machine, date, durationSeconds }) {
  const lines = markdown.split('\n');
  const rows = lines.map((line, index) => ({ line, index })).filter(({ line }) => line.startsWith('|'));
  if (rows.length < 2)
    throw new Error('docs/performance.md has no table: run the whole bench first (npm run bench)');
  const byName = new Map(rows.slice(2).map(({ line, index }) => [FIRST_CELL.exec(line)?.[1], index]));
  const added = [];
  for (const figure of figures) {
    const index = byName.get(figure.name);
    if (index === undefined) added.push(tableRow(figure));
    else lines[index] = tableRow(figure);
  }
  lines.splice(rows.at(-1).index + 1, 0, ...added);
  const metCells = lines
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) => line.split('|')[4]?.trim());
  const met = metCells.filter((text) => text === 'yes').length;
  const judged = metCells.filter((text) => text === 'yes' || text === 'NO').length;
  let text = lines
    .join('\n')
    .replace(/; \d+ of \d+ targets met$/m, `; ${met} of ${judged} targets met`)
    .replace(/\n## Front end, measured (alone|by hand)\n[\s\S]*?(?=\n## |$)/, '');
  const section = [
    SECTION,
    '',
    `The front end's rows above were measured alone (\`npm run bench -- --frontend\`), after the whole run:`,
    '',
    `- Date: ${date.toISOString()}`,
    `- Machine: ${machine.cores} cores, load average at the start ${machine.loadAverage.toFixed(2)}`,
    `- Run time: ${Math.round(durationSeconds)} s`,
    '',
    ...(machine.loadAverage > machine.cores
      ? [
          `The machine was busy (load ${machine.loadAverage.toFixed(1)} on ${machine.cores} cores): Lighthouse's simulated`,
          'throttling multiplies the main thread’s observed busy time, so its scores (total blocking time above all) read',
          'lower than they would on an idle machine; the sizes of initial JavaScript do not depend on it.',
          '',
        ]
      : []),
  ].join('\n');
  return `${text.trimEnd()}\n\n${section}`;
}

/** Runs the steps on a system of its own, prints their figures and writes them into docs/performance.md. */
export async function runFrontendBench({ root, log, machine, steps }) {
  const started = performance.now();
  const services = await ensureServices();
  Object.assign(process.env, services.env);
  process.env.GATEWAY_SECRET ||= randomBytes(32).toString('hex');
  const { startFrontendSystem } = await import('./frontend-system.mjs');
  const { demoSessionCookie } = await import('./lighthouse.mjs');
  const figures = [];
  let system;
  try {
    log('starting a system of its own for the front end');
    system = await startFrontendSystem(root);
    const context = {
      root,
      baseUrl: system.baseUrl,
      watcher: { cookie: await demoSessionCookie(system.baseUrl) },
      measured: {},
    };
    for (const step of steps) {
      const title = step.title({});
      log(title);
      try {
        context.measured[step.key] = await step.measure(context);
        figures.push(...step.judge(context.measured[step.key], { measured: context.measured }));
      } catch (error) {
        log(`${title} failed: ${error.stack ?? error}`);
        figures.push(
          ...step
            .missing({})
            .map((figure) => ({ ...figure, measured: null, detail: `failed: ${error.message}` })),
        );
      }
    }
  } finally {
    log('stopping the system');
    await system?.stop();
    await services.stop();
  }
  console.log('');
  for (const line of renderConsole(figures)) console.log(line);
  const reportFile = join(root, 'docs', 'performance.md');
  const durationSeconds = (performance.now() - started) / 1000;
  const markdown = updateReport(readFileSync(reportFile, 'utf8'), figures, {
    machine,
    date: new Date(),
    durationSeconds,
  });
  // Formatted as the repository's Prettier settings want it (the table's columns line up again).
  const prettier = await import('prettier');
  writeFileSync(
    reportFile,
    await prettier.format(markdown, { ...(await prettier.resolveConfig(reportFile)), filepath: reportFile }),
  );
  console.log(`\nWritten into docs/performance.md (${Math.round(durationSeconds)} s).`);
}
