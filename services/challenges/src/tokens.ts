/** Injection tokens of the challenges service's infrastructure. */
export const CHALLENGES_CONFIG = Symbol('CHALLENGES_CONFIG');
/** The NATS connection holder (see NatsHolder): the outbox relay waits for it; health reads it. */
export const NATS = Symbol('NATS');
export const LOGGER = Symbol('LOGGER');
/** The outbox relay publishing this service's events (wake it after a commit that recorded one). */
export const OUTBOX_RELAY = Symbol('OUTBOX_RELAY');
