/** Injection tokens of the showcase service's infrastructure (provided by ServiceInfrastructureModule). */
export { LOGGER, NATS, OUTBOX_RELAY, SERVICE_CONFIG as SHOWCASE_CONFIG } from '@creators/platform';
