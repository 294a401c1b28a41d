// Proves that the gateways need no sticky sessions: a session made on gateway A works on gateway B, and a person
// whose live socket is on gateway A is notified of what another person did through gateway B.
import { Person } from './client.mjs';
import { openLiveSocket } from './load.mjs';

/**
 * How long a notification may take right after a fault: a replica SIGKILLed with events fetched but not acknowledged
 * leaves them to JetStream, which delivers them again to the other replica once the consumer's ack wait (30 s by
 * default, EventConsumer) has passed. At least once, not at once: the bound is the ack wait plus a margin.
 */
const NOTIFICATION_BOUND_MS = 40_000;

const waitUntil = (predicate, timeoutMs) =>
  new Promise((resolve) => {
    const deadline = Date.now() + timeoutMs;
    const timer = setInterval(() => {
      if (predicate() || Date.now() > deadline) {
        clearInterval(timer);
        resolve(predicate());
      }
    }, 100);
  });

/**
 * @param {{ gatewayA: string, gatewayB: string, recorder: import('./client.mjs').Recorder, timeoutMs?: number }} options
 * @returns {Promise<{ session: boolean, notified: boolean, notifiedMs?: number, problem?: string }>}
 */
export async function checkAcrossGateways({
  gatewayA,
  gatewayB,
  recorder,
  timeoutMs = NOTIFICATION_BOUND_MS,
}) {
  const leader = new Person({ baseUrl: gatewayA, recorder, name: 'Leader' });
  const registered = await leader.register();
  if (registered.status !== 201)
    return { session: false, notified: false, problem: `registering on A: ${registered.status}` };

  // The session made on A, used on B.
  const onB = leader.via(gatewayB);
  const me = await onB.insist('GET /api/auth/user', { path: '/api/auth/user' });
  const session = me.status === 200 && me.body?.id === leader.id;
  if (!session) return { session, notified: false, problem: `session on B: ${me.status}` };

  const team = await onB.insist('POST /api/teams', {
    method: 'POST',
    path: '/api/teams',
    body: { name: `Cross-gateway team ${leader.id.slice(0, 8)}`, maxMembers: 6 },
  });
  if (team.status !== 201) return { session, notified: false, problem: `team on B: ${team.status}` };

  let notifiedAt = 0;
  const live = openLiveSocket(gatewayA, leader.cookie, (notification) => {
    if (notification.type === 'team.member_joined' && notification.data?.teamId === team.body.id)
      notifiedAt = Date.now();
  });
  try {
    const connected = await waitUntil(() => live.socket.connected, timeoutMs);
    if (!connected) return { session, notified: false, problem: 'no live socket on A' };

    const member = new Person({ baseUrl: gatewayB, recorder, name: 'Member' });
    if ((await member.register()).status !== 201)
      return { session, notified: false, problem: 'registering the member on B' };
    const joinedAt = Date.now();
    const joined = await member.insist('POST /api/teams/:id/join', {
      method: 'POST',
      path: `/api/teams/${team.body.id}/join`,
    });
    if (joined.status !== 200) return { session, notified: false, problem: `joining on B: ${joined.status}` };
    const notified = await waitUntil(() => notifiedAt > 0, timeoutMs);
    return notified
      ? { session, notified, notifiedMs: notifiedAt - joinedAt }
      : { session, notified, problem: `no notification on A within ${timeoutMs} ms` };
  } finally {
    live.close();
  }
}
