import { connect, type NatsConnection, type NodeConnectionOptions } from '@nats-io/transport-node';
import { natsInboxPrefix } from './bus-parts.js';
import { natsServers } from '../config/config.js';
import { defaultLogger, type Logger } from './logger.js';
import { backoffDelay, delay, type BackoffOptions } from './timing.js';

export interface ConnectNatsOptions {
  logger?: Logger;
  /** Gives up waiting for the first connection (the promise then rejects). */
  signal?: AbortSignal;
  /** Delay between attempts at the first connection. */
  retry?: BackoffOptions;
  /** The part's NATS credentials (NATS_USER, NATS_PASSWORD); without them it connects anonymously. */
  auth?: NatsAuth;
  /** Passed to `connect` (tls, ...). */
  connection?: Partial<NodeConnectionOptions>;
}

/** A part's NATS user and password (docs/reliability.md "Trust boundaries"); `user` unset: no authentication. */
export interface NatsAuth {
  user?: string;
  password?: string;
}

/**
 * The connect options of a part's credentials: its user and password, and its own inbox prefix (`_INBOX_<user>`),
 * the only inbox its permissions let it read, so that no part sees another's replies. Empty without a user.
 */
export function natsAuthOptions(auth: NatsAuth | undefined): Partial<NodeConnectionOptions> {
  if (!auth?.user) return {};
  return { user: auth.user, pass: auth.password ?? '', inboxPrefix: natsInboxPrefix(auth.user) };
}

/**
 * Connects to NATS (`servers`: one URL, several comma-separated, or a list), retrying the first connection until it succeeds (or `signal` aborts), then reconnecting
 * forever. Do not block a service's start on it: hand the pending promise to the relay and consumers, which
 * wait for it, so the service takes writes (into the outbox) while NATS is still down.
 */
export async function connectNats(
  servers: string | string[],
  name: string,
  {
    logger = defaultLogger('nats'),
    signal,
    retry = { initialMs: 500, maxMs: 5_000 },
    auth,
    connection,
  }: ConnectNatsOptions = {},
): Promise<NatsConnection> {
  for (let attempt = 1; ; attempt++) {
    signal?.throwIfAborted();
    try {
      const nc = await connect({
        servers: typeof servers === 'string' ? natsServers(servers) : servers,
        name,
        maxReconnectAttempts: -1,
        reconnectTimeWait: 1_000,
        ...natsAuthOptions(auth),
        ...connection,
      });
      logStatus(nc, logger);
      logger.info({ server: nc.getServer(), name }, 'nats connected');
      return nc;
    } catch (err) {
      const retryInMs = backoffDelay(attempt, retry);
      logger.warn({ err, attempt, retryInMs, servers }, 'nats unreachable, retrying');
      await delay(retryInMs, signal);
    }
  }
}

function logStatus(nc: NatsConnection, logger: Logger): void {
  void (async () => {
    for await (const status of nc.status()) {
      switch (status.type) {
        case 'disconnect':
          logger.warn({ server: status.server }, 'nats disconnected');
          break;
        case 'reconnect':
          logger.info({ server: status.server }, 'nats reconnected');
          break;
        case 'error':
          logger.error({ err: status.error }, 'nats error');
          break;
        case 'slowConsumer':
          logger.warn({ subject: status.sub.getSubject(), pending: status.pending }, 'nats slow consumer');
          break;
      }
    }
  })().catch((err: unknown) => logger.error({ err }, 'nats status monitor failed'));
}

/**
 * Drains the connection (lets in-flight messages and subscriptions finish) and closes it. If the drain
 * does not finish within `timeoutMs` (NATS unreachable, say), the connection is closed outright.
 */
export async function closeNats(nc: NatsConnection, timeoutMs = 5_000): Promise<void> {
  if (nc.isClosed()) return;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const drained = await Promise.race([nc.drain().then(() => 'drained' as const), timedOut]);
    if (drained === 'timeout') await nc.close();
  } catch {
    if (!nc.isClosed()) await nc.close();
  } finally {
    clearTimeout(timer);
  }
}
