/** Injection tokens of the brainstorm-ai service's infrastructure (provided by ServiceInfrastructureModule). */
export { LOGGER, NATS, OUTBOX_RELAY, SERVICE_CONFIG as BRAINSTORM_AI_CONFIG } from '@creators/platform';
