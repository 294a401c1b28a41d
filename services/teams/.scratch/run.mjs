import 'reflect-metadata';
import { ApolloFederationDriver } from '@nestjs/apollo';
import { GraphQLModule } from '@nestjs/graphql';
import { ServiceInfrastructureModule, subgraphGraphQLOptions, bootstrapSubgraph } from '@creators/platform';
import { startTestSubgraph } from '@creators/platform/testing/index';
import { loadTeamsConfig } from '../dist/config.js';
import { PrismaService } from '../dist/database/prisma.service.js';
import { TeamsModule } from '../dist/teams/teams.module.js';
import { fileURLToPath } from 'node:url';

class AppModule {}
const start = (config, logger) => bootstrapSubgraph({
  module: { module: AppModule, imports: [
    ServiceInfrastructureModule.register({ name: 'teams', config, logger, prisma: PrismaService }),
    GraphQLModule.forRoot({ driver: ApolloFederationDriver, ...subgraphGraphQLOptions({ gatewaySecret: config.gatewaySecret, logger }) }),
    TeamsModule,
  ] },
  name: 'teams', port: 0, logger,
});
const app = await startTestSubgraph({ name: 'teams', serviceDir: fileURLToPath(new URL('..', import.meta.url)), loadConfig: loadTeamsConfig, start, prisma: PrismaService });
try {
  const sdl = await app.graphql('{ _service { sdl } }');
  console.log(sdl.body.data?._service.sdl ?? sdl.text);
  const u = { id: crypto.randomUUID(), role: 'student' };
  const c = await app.graphql('mutation { createTeam(input: { name: "Scratch", maxMembers: 2 }) { id memberCount progress members { userId role user { id } } isMember challenge { id } } }', { user: u });
  console.log(c.text);
  const id = c.body.data.createTeam.id;
  const rs = await Promise.all(Array.from({ length: 5 }, () => app.graphql(`mutation { joinTeam(teamId: "${id}") { id memberCount status } }`, { user: { id: crypto.randomUUID(), role: 'student' } })));
  for (const r of rs) console.log(r.text);
} finally {
  await app.close();
}
