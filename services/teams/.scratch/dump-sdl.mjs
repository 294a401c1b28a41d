import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { startTestSubgraph } from '@creators/platform/testing/index';
import { bootstrapSubgraph } from '@creators/platform';
import { fileURLToPath } from 'node:url';
const which = process.argv[2];
let app;
if (which === 'teams') {
  const { loadTeamsConfig } = await import('../dist/config.js');
  const { PrismaService } = await import('../dist/database/prisma.service.js');
  const { AppModule } = await import('./app.module.mjs');
  app = await startTestSubgraph({ name: 'teams', serviceDir: fileURLToPath(new URL('..', import.meta.url)), loadConfig: loadTeamsConfig, prisma: PrismaService,
    start: (config, logger) => bootstrapSubgraph({ module: AppModule.register(config, logger), name: 'teams', port: 0, logger }) });
} else {
  const { loadChallengesConfig } = await import('../../challenges/dist/config.js');
  const { PrismaService } = await import('../../challenges/dist/database/prisma.service.js');
  const { startChallenges } = await import('../../challenges/dist/server.js');
  app = await startTestSubgraph({ name: 'challenges', serviceDir: fileURLToPath(new URL('../../challenges', import.meta.url)), loadConfig: loadChallengesConfig, start: startChallenges, prisma: PrismaService });
}
console.error('started');
try { writeFileSync(new URL(`./${which}.graphql`, import.meta.url), (await app.graphql('{ _service { sdl } }')).body.data._service.sdl); console.error('sdl written'); } finally { await app.close(); console.error('closed'); }
