// The cross-gateway check, run before, between and after the faults: a session made on gateway A works on gateway B,
// and a person on A is notified of what another did through B (no sticky sessions).
import { checkAcrossGateways } from '../cross-gateway.mjs';

export const measure = ({ gatewayA, gatewayB, recorder }) =>
  checkAcrossGateways({ gatewayA, gatewayB, recorder });

/**
 * @param {{ session: boolean, notified: boolean, notifiedMs?: number, problem?: string }} check
 * @param {string} when  before, between or after the faults
 * @returns {{ passed: boolean, line: string }}
 */
export function judge(check, when) {
  return {
    passed: check.session && check.notified,
    line:
      `cross-gateway check (${when}): session on B ${check.session ? 'ok' : 'FAILED'}, notification on A ` +
      `${check.notified ? `after ${check.notifiedMs} ms` : 'FAILED'}${check.problem ? ` (${check.problem})` : ''}`,
  };
}
