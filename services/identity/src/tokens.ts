/**
 * Injection tokens of the identity service's infrastructure (provided by ServiceInfrastructureModule): REDIS, NATS
 * (the connection holder: the outbox relay waits for it; health reads it), LOGGER, OUTBOX_RELAY (AuthService wakes
 * it after a commit) and the configuration.
 */
export { LOGGER, NATS, OUTBOX_RELAY, REDIS, SERVICE_CONFIG as IDENTITY_CONFIG } from '@creators/platform';
