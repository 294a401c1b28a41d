import { startTestSubgraph } from '@creators/platform/testing/index';
import { loadChallengesConfig } from '../dist/config.js';
import { PrismaService } from '../dist/database/prisma.service.js';
import { startChallenges } from '../dist/server.js';
import { fileURLToPath } from 'node:url';
const app = await startTestSubgraph({ name: 'challenges', serviceDir: fileURLToPath(new URL('..', import.meta.url)), loadConfig: loadChallengesConfig, start: startChallenges, prisma: PrismaService });
try { console.log((await app.graphql('{ _service { sdl } }')).body.data._service.sdl); } finally { await app.close(); }
