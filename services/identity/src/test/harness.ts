import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import { firstValueFrom, timeout } from 'rxjs';
import type { Redis } from 'ioredis';
import { RPC } from '@creators/contracts';
import {
  createServiceTestDatabase,
  randomSuffix,
  servicePrismaFiles,
  startTestSubgraph,
  type GraphQLResponse,
  type RequestContext,
  type TestDatabase,
  type TestSubgraph,
} from '@creators/platform/testing/index';
import { loadIdentityConfig, type IdentityConfig } from '../config.js';
import { PrismaService } from '../database/prisma.service.js';
import { storedSessionKey } from '../sessions/session-expiry.js';
import { startIdentity } from '../server.js';
import { REDIS } from '../tokens.js';

export { randomSuffix, type GraphQLResponse, type RequestContext, type TestDatabase };

export const serviceDir = fileURLToPath(new URL('../..', import.meta.url));
export const { schemaPath, migrationsDir } = servicePrismaFiles(serviceDir);

export const uniqueEmail = (tag = 'user') => `${tag}-${randomSuffix()}@test.creators.test`;
/** A fresh client address per scenario, so rate limits only bite where a test means them to. */
export const randomIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

/** A fresh database with the identity migrations applied. */
export const createTestDatabase = (): Promise<TestDatabase> =>
  createServiceTestDatabase('identity', serviceDir);

export interface TestIdentity extends Pick<
  TestSubgraph<IdentityConfig, PrismaService>,
  'config' | 'server' | 'prisma' | 'db' | 'responses'
> {
  gql<T = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    context?: RequestContext,
  ): Promise<GraphQLResponse<T>>;
  raw(headers: Record<string, string>, body: unknown): Promise<GraphQLResponse>;
  resolveSession(
    sessionId: unknown,
  ): Promise<{ user: { id: string; role: string | null; staff: boolean } | null }>;
  stop(): Promise<void>;
}

/** The identity app on a free port against a fresh database, real Redis (random key prefix) and NATS. */
export async function startTestIdentity(env: Record<string, string> = {}): Promise<TestIdentity> {
  const keyPrefix = `identity-test-${randomSuffix()}`;
  const subgraph = await startTestSubgraph({
    name: 'identity',
    serviceDir,
    loadConfig: loadIdentityConfig,
    start: startIdentity,
    prisma: PrismaService,
    // The mail queue's keys too are the run's own (and go with the rate-limit keys).
    env: { RATE_LIMIT_KEY_PREFIX: keyPrefix, QUEUE_PREFIX: `${keyPrefix}:bull`, ...env },
  });
  const { config } = subgraph;
  // Connected at the first lookup: a test may start identity while NATS is still down.
  let nats: ClientProxy | undefined;
  const natsClient = async (): Promise<ClientProxy> => {
    if (!nats) {
      nats = ClientProxyFactory.create({ transport: Transport.NATS, options: { servers: [config.natsUrl] } });
      await nats.connect();
    }
    return nats;
  };

  return {
    config,
    server: subgraph.server,
    prisma: subgraph.prisma,
    db: subgraph.db,
    responses: subgraph.responses,
    gql: (query, variables, context = {}) =>
      subgraph.graphql(query, { variables, context: { clientIp: randomIp(), ...context } }),
    raw: subgraph.post,
    resolveSession: async (sessionId) =>
      firstValueFrom(
        (await natsClient())
          // As the gateway asks: by the session's stored key, never the id.
          .send(`${config.nats.subjectPrefix}${RPC.resolveSession}`, {
            sessionKey: typeof sessionId === 'string' ? storedSessionKey(sessionId) : sessionId,
          })
          .pipe(timeout(5_000)),
      ),
    stop: async () => {
      await deleteKeys(subgraph.server.app.get<Redis>(REDIS), `${config.rateLimit.keyPrefix}*`);
      await nats?.close();
      await subgraph.close();
    },
  };
}

/** Removes the run's rate-limit keys from the shared Redis. */
async function deleteKeys(redis: Redis, pattern: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}

export const REGISTER = `mutation Register($input: RegisterInput!) { register(input: $input) { id email firstName lastName role skills interests bio experience yearsExperience currentRole company createdAt updatedAt } }`;
export const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { id email role } }`;
export const LOGOUT = `mutation { logout }`;
export const ME = `{ me { id email firstName role skills interests bio experience } }`;
export const UPDATE_PROFILE = `mutation Update($input: ProfileUpdateInput!) { updateProfile(input: $input) { id email role experience bio skills interests } }`;

export function studentInput(overrides: Record<string, unknown> = {}) {
  return {
    role: 'student',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: uniqueEmail('student'),
    password: 'secret-password',
    experience: 'beginner',
    bio: 'I like building things that help people.',
    skills: ['JavaScript'],
    interests: ['Education'],
    ...overrides,
  };
}

export function mentorInput(overrides: Record<string, unknown> = {}) {
  return {
    role: 'mentor',
    firstName: 'Grace',
    lastName: 'Hopper',
    email: uniqueEmail('mentor'),
    password: 'secret-password',
    experience: 'advanced',
    bio: 'Twenty years of compilers, teaching and mentoring engineers.',
    skills: ['TypeScript', 'Code Review'],
    interests: ['Mentoring'],
    yearsExperience: '20',
    currentRole: 'Principal Engineer',
    company: 'Navy',
    ...overrides,
  };
}

/** The `x-set-session` header split into id and max age. */
export function parseSetSession(headers: Headers): { id: string; maxAge: number } | null {
  const value = headers.get('x-set-session');
  if (!value) return null;
  const [id, maxAge] = value.split(';');
  return { id, maxAge: Number(maxAge) };
}

export { randomUUID };
