// One fault of the plan (../faults.mjs faultPlan): at its time, its part killed (kill-nats-leader.mjs,
// kill-instances.mjs), held down, brought back; its window is what the clients' errors are judged against.
import * as natsLeader from './kill-nats-leader.mjs';
import * as instances from './kill-instances.mjs';

/** The parts a fault of each target kills. */
const inject = (context, target) =>
  target === 'nats' ? natsLeader.inject(context) : instances.inject(context, target);

/** @returns {Promise<{ target: string, window: { target: string, start: number, end: number }, up: boolean[] }>} */
export async function measure(context, { atMs, target, downMs }) {
  const { loadStart, sleep, log } = context;
  await sleep(loadStart + atMs - Date.now());
  const { victims, what } = await inject(context, target);
  log(`fault: SIGKILL ${what} for ${downMs} ms`);
  const window = { target, start: Date.now(), end: Infinity };
  await Promise.all(victims.map((victim) => victim.kill()));
  await sleep(downMs);
  const up = await Promise.all(victims.map((victim) => victim.back()));
  window.end = Date.now();
  return { target, window, up };
}

/** @returns {{ done: boolean, line: string }}  done: every part it killed is back and ready */
export function judge({ target, window, up }) {
  const done = up.every(Boolean);
  return {
    done,
    line: `fault over: ${target} back ${done ? 'and ready' : 'NOT READY'} after ${window.end - window.start} ms`,
  };
}
