import { randomBytes, randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import { firstValueFrom, timeout } from 'rxjs';
import type { Locale } from '@creators/contracts';
import { RPC } from '@creators/contracts';
import { applyMigrations, createLogger, dropDatabase, ensureDatabase, signGatewayContext, type GatewayContext, type SubgraphApp } from '@creators/platform';
import { loadIdentityConfig, type IdentityConfig } from '../config.js';
import { PrismaService } from '../database/prisma.service.js';
import { startIdentity } from '../server.js';
import { REDIS } from '../tokens.js';
import type { Redis } from 'ioredis';

export const serviceDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const schemaPath = join(serviceDir, 'prisma', 'schema.prisma');
export const migrationsDir = join(serviceDir, 'prisma', 'migrations');

export const randomSuffix = () => randomBytes(6).toString('hex');
export const uniqueEmail = (tag = 'user') => `${tag}-${randomSuffix()}@test.creators.test`;
/** A fresh client address per scenario, so rate limits only bite where a test means them to. */
export const randomIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

const serverUrl = () => process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh database with the identity migrations applied. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = new URL(serverUrl());
  url.pathname = `/identity_test_${randomSuffix()}`;
  await ensureDatabase(url.toString());
  await applyMigrations(url.toString(), migrationsDir);
  return { url: url.toString(), drop: () => dropDatabase(url.toString()) };
}

export interface GraphQLResponse<T = Record<string, any>> {
  status: number;
  headers: Headers;
  text: string;
  body: { data?: T | null; errors?: Array<{ message: string; path?: string[]; extensions?: Record<string, any> }> };
}

export type RequestContext = Partial<Omit<GatewayContext, 'issuedAt'>>;

export interface TestIdentity {
  config: IdentityConfig;
  server: SubgraphApp;
  prisma: PrismaService;
  db: TestDatabase;
  /** Every response body seen, to check that no password hash ever left. */
  responses: string[];
  gql<T = Record<string, any>>(query: string, variables?: Record<string, unknown>, context?: RequestContext): Promise<GraphQLResponse<T>>;
  raw(headers: Record<string, string>, body: unknown): Promise<GraphQLResponse>;
  resolveSession(sessionId: unknown): Promise<{ user: { id: string; role: string | null } | null }>;
  stop(): Promise<void>;
}

/** The identity app on a free port against a fresh database, real Redis (random key prefix) and NATS. */
export async function startTestIdentity(env: Record<string, string> = {}): Promise<TestIdentity> {
  const db = await createTestDatabase();
  const suffix = randomSuffix();
  const config = loadIdentityConfig({
    ...process.env,
    NODE_ENV: 'test',
    PORT: '0',
    DATABASE_URL: db.url,
    RATE_LIMIT_KEY_PREFIX: `identity-test-${suffix}`,
    NATS_SUBJECT_PREFIX: `test_${suffix}.`,
    ...env,
  });
  // Expected errors are not logged at all; only what a test should never see reaches the output.
  process.env.LOG_LEVEL ??= 'error';
  const server = await startIdentity(config, createLogger('identity-test'));
  const prisma = server.app.get(PrismaService);
  const responses: string[] = [];
  const nats: ClientProxy = ClientProxyFactory.create({ transport: Transport.NATS, options: { servers: [config.natsUrl] } });
  await nats.connect();

  const post = async (headers: Record<string, string>, body: unknown): Promise<GraphQLResponse> => {
    const res = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    const text = await res.text();
    responses.push(text);
    return { status: res.status, headers: res.headers, text, body: JSON.parse(text) };
  };

  return {
    config,
    server,
    prisma,
    db,
    responses,
    gql: (query, variables, context = {}) => {
      const headers = signGatewayContext(
        { user: null, sessionId: null, clientIp: randomIp(), locale: 'en' as Locale, ...context },
        config.gatewaySecret,
      );
      return post(headers, { query, variables }) as Promise<GraphQLResponse<any>>;
    },
    raw: post,
    resolveSession: (sessionId) => firstValueFrom(nats.send(`${config.nats.subjectPrefix}${RPC.resolveSession}`, { sessionId }).pipe(timeout(5_000))),
    stop: async () => {
      await deleteKeys(server.app.get<Redis>(REDIS), `${config.rateLimit.keyPrefix}*`);
      await nats.close();
      await server.close();
      await db.drop();
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
