// The one line the scale check ends with, and whether it passed.

/**
 * @typedef {object} ScaleResult
 * @property {{ sent: number, lost: number, doubled: number, unchecked?: number }} events  unchecked: consumers on
 *   the stream the check does not know (it cannot tell what they should have applied)
 * @property {{ added: number, lost: number, failed: number, complete: boolean }} jobs
 * @property {{ total: number, unexpected: number, clean503: number, resets: number }} requests
 * @property {{ passed: number, total: number }} checks  cross-gateway checks (session and live notification)
 * @property {{ done: number, planned: number }} faults  parts killed and brought back
 * @property {{ back: number, instances: number, requests: number, failed: number }} [rollout]  the rolling restart
 *   of every part (phases/rollout.mjs): instances restarted and ready, and the requests that failed meanwhile
 * @property {{ refused: number }} [nats]  how often nats-server refused a part (outside its permissions, a wrong
 *   password): none when every part keeps to its own subjects
 * @property {number} seconds
 */

/** @param {ScaleResult} result */
export function passed(result) {
  return (
    result.events.lost === 0 &&
    result.events.doubled === 0 &&
    !result.events.unchecked &&
    result.events.sent > 0 &&
    result.jobs.lost === 0 &&
    result.jobs.added > 0 &&
    result.jobs.complete &&
    result.requests.unexpected === 0 &&
    result.checks.total > 0 &&
    result.checks.passed === result.checks.total &&
    result.faults.done === result.faults.planned &&
    (!result.rollout || (result.rollout.back === result.rollout.instances && result.rollout.failed === 0)) &&
    !result.nats?.refused
  );
}

/** @param {ScaleResult} result */
export function formatSummary(result) {
  const { events, jobs, requests, checks, faults } = result;
  return [
    `scale-check: ${passed(result) ? 'passed' : 'FAILED'}`,
    `events ${events.sent} sent, ${events.lost} lost, ${events.doubled} doubled` +
      (events.unchecked ? `, ${events.unchecked} consumers unchecked` : ''),
    `jobs ${jobs.added}, ${jobs.lost} lost, ${jobs.failed} failed${jobs.complete ? '' : ' (queue history incomplete)'}`,
    `requests ${requests.total}, ${requests.unexpected} unexpected errors, ${requests.clean503} clean 503s and ${requests.resets} resets during faults`,
    `cross-gateway checks ${checks.passed}/${checks.total}`,
    `faults ${faults.done}/${faults.planned}`,
    ...(result.rollout
      ? [
          `rollout ${result.rollout.back}/${result.rollout.instances} restarted, ${result.rollout.failed} of ${result.rollout.requests} requests failed`,
        ]
      : []),
    ...(result.nats ? [`NATS ${result.nats.refused} refused`] : []),
    `${Math.round(result.seconds)} s`,
  ].join('; ');
}
