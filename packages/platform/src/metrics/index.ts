export { createMetricsRegistry, type Registry } from './registry.js';
export { startMetricsServer, type MetricsServer } from './metrics-server.js';
export { httpMetrics, routeLabel, OTHER_ROUTE } from './http-metrics.js';
export { graphqlMetricsPlugin, operationLabeller } from './graphql-metrics.js';
export { queueMetrics, QUEUE_STATES, type CountedQueue } from './queue-metrics.js';
export { outboxMetrics, type OutboxBacklog } from './outbox-metrics.js';
export { consumerMetrics, type ConsumerPending, type WatchedConsumer } from './consumer-metrics.js';
/** prom-client's counter, for a part's own counters in its registry. */
export { Counter } from 'prom-client';
