/** Injection tokens of the challenges service's infrastructure (provided by ServiceInfrastructureModule). */
export { LOGGER, NATS, OUTBOX_RELAY, SERVICE_CONFIG as CHALLENGES_CONFIG } from '@creators/platform';
