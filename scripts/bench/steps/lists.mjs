// The lists and pages at programme scale against the same at 100 rows: their p95s are measured twice, once before
// and once after the programme-scale data is seeded (steps/seed-programme-scale.mjs), and held against each other.
import { measureLists } from '../lists.mjs';
import { PROGRAMME_SCALE, FEW_ROWS } from './seed-programme-scale.mjs';

const fixed = (value, digits = 0) => value.toFixed(digits);
const count = (n) => n.toLocaleString('en');

const measureAll = ({ baseUrl, watcher, documents, pageIds }) =>
  measureLists({ baseUrl, cookie: watcher.cookie, documents, pageIds });

/** Every list and page at 100 rows; no figure of its own. */
export const atFewRows = {
  key: 'listsAtFewRows',
  title: () => `lists with ${FEW_ROWS} rows`,
  measure: measureAll,
  judge: () => [],
};

/** Every list and page again at programme scale: a figure for each, its p95 against the one at 100 rows. */
export const atProgrammeScale = {
  key: 'listsAtProgrammeScale',
  title: () => 'lists at programme scale',
  measure: measureAll,
  judge: (large, { measured }) => judge(measured.listsAtFewRows ?? {}, large ?? {}),
};

/**
 * A figure for each list or page measured at either size: the p95 at programme scale over the p95 at 100 rows, or
 * not measured (with the reason) when either has errors or no answer in time.
 * @param {Record<string, { p95: number, count: number, errors: number, statuses: string }>} small  at 100 rows
 * @param {Record<string, { p95: number, count: number, errors: number, statuses: string }>} large  at programme scale
 */
export function judge(small, large) {
  return Object.keys({ ...small, ...large }).map((key) => {
    const atFew = small[key];
    const atScale = large[key];
    const name = `p95 of ${key} with ${count(PROGRAMME_SCALE.challenges)} challenges, ${count(PROGRAMME_SCALE.teams)} teams and ${count(PROGRAMME_SCALE.projects)} projects, against ${FEW_ROWS} rows`;
    const target = { op: '<=', value: 2, unit: 'x' };
    const why = (r, rows) =>
      !r
        ? `not measured at ${rows}`
        : r.count === 0
          ? `no answer in time at ${rows}`
          : `${r.statuses} at ${rows}`;
    const failed = [atFew, atScale].some((r) => !r || r.errors > 0 || r.count === 0);
    return failed
      ? {
          name,
          target,
          measured: null,
          detail: `${why(atFew, `${FEW_ROWS} rows`)}; ${why(atScale, 'programme scale')}`,
        }
      : {
          name,
          target,
          measured: atScale.p95 / atFew.p95,
          detail: `p95 ${fixed(atScale.p95, 1)} ms against ${fixed(atFew.p95, 1)} ms`,
        };
  });
}
