/** Injection tokens of the teams service's infrastructure (provided by ServiceInfrastructureModule). */
export { LOGGER, NATS, OUTBOX_RELAY, SERVICE_CONFIG as TEAMS_CONFIG } from '@creators/platform';
