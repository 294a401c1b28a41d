// The bench's table: each figure with its target, what was measured and whether the target is met, printed to the
// console and written as docs/performance.md.
import os from 'node:os';

/**
 * A figure of the table.
 * @typedef {object} Figure
 * @property {string} name
 * @property {{ op: '>=' | '<=' | 'report', value?: number, unit: string }} target
 * @property {number | null} measured  null when it could not be measured (see `detail`)
 * @property {string} [detail]  what the number is made of (req/s, p95s, the reason it is missing)
 */

const UNIT_TEXT = { x: '×', ms: ' ms', KB: ' KB', errors: ' errors', score: '' };

const number = (value, unit) => {
  const digits = unit === 'x' ? 2 : unit === 'ms' || unit === 'KB' ? 1 : 0;
  return `${value.toFixed(digits)}${UNIT_TEXT[unit] ?? ` ${unit}`}`;
};

/** "0.7× or more", "30 ms or less", "reported". */
export function formatTarget({ op, value, unit }) {
  if (op === 'report') return 'reported';
  const amount = unit === 'x' ? `${value}×` : `${value}${UNIT_TEXT[unit] ?? ` ${unit}`}`;
  if (unit === 'errors' && value === 0 && op === '<=') return '0 errors';
  return `${amount} or ${op === '>=' ? 'more' : 'less'}`;
}

export function formatMeasured(figure) {
  return figure.measured === null || figure.measured === undefined
    ? 'not measured'
    : number(figure.measured, figure.target.unit);
}

/** true / false against the target; null for a figure that is only reported. Not measured is not met. */
export function isMet({ target, measured }) {
  if (target.op === 'report') return null;
  if (measured === null || measured === undefined || Number.isNaN(measured)) return false;
  return target.op === '>=' ? measured >= target.value : measured <= target.value;
}

const metText = (figure) => ({ true: 'yes', false: 'NO', null: '—' })[String(isMet(figure))];

/** A figure's row of the Markdown table. */
export const tableRow = (f) =>
  `| ${cell(f.name)} | ${cell(formatTarget(f.target))} | ${cell(formatMeasured(f))} | ${metText(f)} | ${cell(f.detail ?? '')} |`;

/** The table as aligned text lines for the console. */
export function renderConsole(figures) {
  const rows = [
    ['figure', 'target', 'measured', 'met', 'detail'],
    ...figures.map((f) => [f.name, formatTarget(f.target), formatMeasured(f), metText(f), f.detail ?? '']),
  ];
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((row) => row[i].length)));
  return rows.map((row) =>
    row
      .map((cell, i) => (i < 4 ? cell.padEnd(widths[i]) : cell))
      .join('  ')
      .trimEnd(),
  );
}

const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** What the machine is: cores, memory, Node, and how busy it was when the bench started. */
export function describeMachine() {
  const cpus = os.cpus();
  return {
    cores: cpus.length,
    cpuModel: cpus[0]?.model?.trim() ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    loadAverage: os.loadavg()[0],
  };
}

/**
 * docs/performance.md: the command, the machine, the date and the table.
 * @param {{ command: string, machine: ReturnType<typeof describeMachine>, date: Date, durationSeconds: number,
 *   figures: Figure[], notes?: string[] }} report
 */
export function renderMarkdown({ command, machine, date, durationSeconds, figures, notes = [] }) {
  const met = figures.filter((f) => isMet(f) === true).length;
  const judged = figures.filter((f) => isMet(f) !== null).length;
  return [
    '# Performance',
    '',
    `Written by \`${command}\` (scripts/bench.mjs); do not edit by hand. Every figure is a ratio or a`,
    'percentile measured in one run on one machine, so that the machine itself cancels out.',
    '',
    `- Date: ${date.toISOString()}`,
    `- Machine: ${machine.cores} cores (${machine.cpuModel}), ${machine.memoryGiB} GiB RAM, ${machine.platform}`,
    `- Node ${machine.node}; load average at the start ${machine.loadAverage.toFixed(2)}`,
    `- Run time: ${Math.round(durationSeconds)} s; ${met} of ${judged} targets met`,
    '',
    '| figure | target | measured | met | detail |',
    '| --- | --- | --- | --- | --- |',
    ...figures.map(tableRow),
    ...(notes.length ? ['', '## Notes', '', ...notes.map((note) => `- ${note}`)] : []),
    '',
  ].join('\n');
}
