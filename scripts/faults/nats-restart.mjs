// Fault 2: nats-server killed (SIGKILL) while people write, and started again with its store. Every outbox event is
// published once and applied once by each consumer that handles it.
import { seconds, unexpectedAnswers } from './judge.mjs';

export const name = 'nats restarted';

/** The load's writes: what records domain events (challenges, teams, joins, projects, likes). */
export const WRITES = [
  { name: 'createChallenge', weight: 3 },
  { name: 'createTeam', weight: 3 },
  { name: 'joinTeam', weight: 4 },
  { name: 'showcaseProject', weight: 2 },
  { name: 'likeProject', weight: 4 },
  { name: 'browse', weight: 2 },
];

export async function inject({ natsNode, settings, sleep, log, underLoad }) {
  return underLoad('Nats', { actions: WRITES }, async () => {
    await sleep(settings.beforeMs);
    const window = { target: 'nats', start: Date.now(), end: Infinity };
    await natsNode.kill('SIGKILL');
    log('fault 2: nats-server killed (SIGKILL)');
    await sleep(settings.downMs);
    const restarted = Boolean(await natsNode.start());
    window.end = Date.now();
    log(`fault 2: nats-server started again with its store, ${seconds(window.end - window.start)} down`);
    await sleep(settings.afterMs);
    return { window, restarted };
  });
}

export async function measure(
  { judgeLoad, eventTotals, consumers },
  { window, restarted, recorder, sockets },
) {
  const verdict = judgeLoad(recorder, [window]);
  const writes = recorder.results.filter((r) => r.action.startsWith('POST')).length;
  const events = await eventTotals(sockets);
  return { window, restarted, verdict, writes, events, consumers: consumers.length };
}

/**
 * @param {{ window: { start: number, end: number }, restarted: boolean,
 *   verdict: { total: number, clean503: number, unexpected: unknown[] }, writes: number,
 *   events: { sent: number, lost: number, doubled: number, unchecked: number, notified: number },
 *   consumers: number }} observed
 */
export function judge({ window, restarted, verdict, writes, events, consumers }) {
  const problems = restarted ? [] : ['nats-server did not start again'];
  problems.push(...unexpectedAnswers(verdict));
  if (events.lost || events.doubled) problems.push(`${events.lost} events lost, ${events.doubled} doubled`);
  if (events.unchecked) problems.push(`${events.unchecked} consumers unchecked`);
  return {
    name,
    details: [
      `SIGKILL mid-write, ${seconds(window.end - window.start)} down`,
      `${verdict.total} requests (${writes} writes), ${verdict.clean503} clean 503s, ${verdict.unexpected.length} unexpected`,
      `events ${events.sent} sent, ${events.lost} lost, ${events.doubled} doubled (outboxes, stream, ${consumers} consumers, ${events.notified} notifications)`,
    ],
    problems,
    injected: 1,
    requests: verdict.total,
    clean503: verdict.clean503,
    unexpected: verdict.unexpected.length,
  };
}
