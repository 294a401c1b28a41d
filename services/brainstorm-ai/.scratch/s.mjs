import 'reflect-metadata';
import { GraphQLModule } from '@nestjs/graphql';
import { ApolloFederationDriver } from '@nestjs/apollo';
import { bootstrapSubgraph, createLogger, signGatewayContext, subgraphGraphQLOptions, ensureDatabase, applyMigrations, dropDatabase, withDatabase } from '@creators/platform';
import { InfrastructureModule } from '/work/main/services/brainstorm-ai/dist/infrastructure.module.js';
import { IslaModule } from '/work/main/services/brainstorm-ai/dist/isla/isla.module.js';
import { loadBrainstormAiConfig } from '/work/main/services/brainstorm-ai/dist/config.js';
import { loadIslaConfig } from '/work/main/services/brainstorm-ai/dist/isla.config.js';
import { startIslaWorker } from '/work/main/services/brainstorm-ai/dist/worker/isla-worker.js';

const db = withDatabase('postgresql://postgres@127.0.0.1:5432/postgres', 'brainstorm_scratch_' + Date.now());
await ensureDatabase(db);
await applyMigrations(db, '/work/main/services/brainstorm-ai/prisma/migrations');
const secret = 'x'.repeat(40);
const logger = createLogger('scratch');
const config = loadBrainstormAiConfig({ PORT: '0', DATABASE_URL: db, GATEWAY_SECRET: secret, EVENT_SUBJECT_PREFIX: 'scratch.' });
const isla = loadIslaConfig({ QUEUE_PREFIX: 'scratch-' + Date.now(), WORKER_PORT: '0', AI_JOB_TIMEOUT_MS: '5000' });
class Root {}
const server = await bootstrapSubgraph({ module: { module: Root, imports: [InfrastructureModule.register(config, logger), GraphQLModule.forRoot({ driver: ApolloFederationDriver, ...subgraphGraphQLOptions({ gatewaySecret: secret, logger }) }), IslaModule.register(isla, logger)] }, name: 'scratch', port: 0, logger });
const worker = await startIslaWorker(isla, logger);
async function gql(query, variables, locale = 'en', user = { id: '11111111-1111-4111-8111-111111111111', role: 'student' }) {
  const headers = signGatewayContext({ user, sessionId: null, clientIp: '127.0.0.1', locale }, secret);
  const r = await fetch(server.url + '/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });
  return r.json();
}
console.log(JSON.stringify(await gql('mutation($i: IslaResponseInput!){ generateIslaResponse(input:$i){ message nextPhase provider } }', { i: { prompt: 'Ich verpasse ständig den Bus', phase: 'ideation', sessionCount: 1 } }, 'de')));
console.log(JSON.stringify(await gql('mutation($i: ChallengeValidationInput!){ validateChallengeIdea(input:$i){ valid feedback provider } }', { i: { idea: 'Students waste an hour every week in the canteen queue' } })));
const s = await gql('mutation($i: SpeechInput!){ synthesizeSpeech(input:$i){ contentType audioBase64 provider } }', { i: { text: 'Hallo Welt' } }, 'de');
console.log(s.data?.synthesizeSpeech.contentType, s.data?.synthesizeSpeech.audioBase64.slice(0, 12), s.errors);
console.log(JSON.stringify(await gql('mutation($i: IslaResponseInput!){ generateIslaResponse(input:$i){ message } }', { i: { prompt: '', phase: 'x' } }, 'de')));
console.log(JSON.stringify(await gql('mutation($i: SpeechInput!){ synthesizeSpeech(input:$i){ contentType } }', { i: { text: 'hi' } }, 'en', null)));
await worker.close();
const t = Date.now();
console.log(JSON.stringify(await gql('mutation($i: IslaResponseInput!){ generateIslaResponse(input:$i){ message } }', { i: { prompt: 'hello there', phase: 'ideation' } }, 'de')), Date.now() - t);
await server.close();
await dropDatabase(db);
process.exit(0);
