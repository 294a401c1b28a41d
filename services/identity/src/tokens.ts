/** Injection tokens of the identity service's infrastructure. */
export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');
export const REDIS = Symbol('REDIS');
/** The pending NATS connection (see connectNats): the outbox relay waits for it; health reads it. */
export const NATS = Symbol('NATS');
export const LOGGER = Symbol('LOGGER');
/** The outbox relay publishing this service's events (AuthService wakes it after a commit). */
export const OUTBOX_RELAY = Symbol('OUTBOX_RELAY');
