// A mixed load of simulated people at programme scale: no errors, and the p95 of each endpoint reported.
import { MIX_PEOPLE, runMixedLoad } from '../mixed-load.mjs';

export const key = 'mixedLoad';

const NO_ERRORS = { op: '<=', value: 0, unit: 'errors' };
const fixed = (value, digits = 0) => value.toFixed(digits);

export const title = (settings) => `mixed load: ${MIX_PEOPLE} people for ${settings.mixedSeconds} s`;
export const missing = (settings) => [
  { name: `a ${settings.mixedSeconds} s mixed load of ${MIX_PEOPLE} simulated users`, target: NO_ERRORS },
];

export const measure = ({ settings, baseUrl, users, measured }) =>
  runMixedLoad({
    baseUrl,
    users,
    teamIds: measured.programmeScale.formingTeams,
    projectIds: measured.programmeScale.projectIds,
    seconds: settings.mixedSeconds,
    ratePerUser: settings.ratePerUser,
  });

/**
 * @param {{ endpoint: string, people: number, count: number, errors: number, p50: number, p95: number,
 *   statuses: string, firstError?: string }[]} results  one per endpoint
 */
export function judge(results, { settings }) {
  const errors = results.reduce((sum, r) => sum + r.errors, 0);
  const requests = results.reduce((sum, r) => sum + r.count, 0);
  return [
    {
      name: `a ${settings.mixedSeconds} s mixed load of ${MIX_PEOPLE} simulated users (browse, search, create, join, like, brainstorm)`,
      target: NO_ERRORS,
      measured: errors,
      detail: `${requests} requests, about ${settings.ratePerUser} a second per person`,
    },
    ...results.map((r) => ({
      name: `mixed load p95: ${r.endpoint} (${r.people} people)`,
      target: { op: 'report', unit: 'ms' },
      measured: r.p95,
      detail: `p50 ${fixed(r.p50, 1)} ms, ${r.count} requests (${r.statuses})${r.firstError ? `; first error: ${r.firstError}` : ''}`,
    })),
  ];
}
