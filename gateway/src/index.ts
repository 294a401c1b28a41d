/** What other parts of the repository may use from the gateway (main.ts is the process entry). */
export { startGateway, readSupergraph, type RunningGateway, type GatewayDependencies } from './app.js';
export { loadGatewayConfig, gatewayConfigSchema, type GatewayConfig } from './config.js';
export { createRealtime, userRoom, SIGNED_IN_ROOM, REALTIME_PATH, type Realtime } from './realtime.js';
export { NOTIFICATION_EVENT, planNotification, type LiveNotification } from './notifications/notification.js';
export { REST_ROUTES } from './rest/routes.js';
export {
  operationRoute,
  navigationRoute,
  binaryResponse,
  BinaryBody,
  notSignedIn,
  RestFailure,
  type RestRoute,
  type OperationRoute,
  type NavigationRoute,
} from './rest/route-definition.js';
export { buildOpenApiDocument } from './rest/openapi.js';
export {
  allSubgraphs,
  selectedSubgraphs,
  subgraphUrl,
  SUBGRAPH_NAMES,
  type SubgraphDefinition,
} from './subgraphs.js';
export {
  composeSupergraph,
  composeFromSdlFiles,
  subgraphSdlFile,
  CompositionError,
} from './supergraph/compose.js';
export { SESSION_COOKIE } from './session/cookie.js';
