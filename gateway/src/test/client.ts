/** HTTP and socket.io clients of a running gateway, for the integration tests. */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import type { RegistrationInput, User } from '@creators/contracts';
import { REALTIME_PATH } from '../realtime.js';

export const uniqueEmail = () => `gw-${randomBytes(6).toString('hex')}@example.com`;

export function student(firstName = 'Ada'): RegistrationInput {
  return {
    role: 'student',
    firstName,
    lastName: 'Tester',
    email: uniqueEmail(),
    password: 'correct-horse',
    experience: 'beginner',
    bio: 'I like building small machines',
    skills: ['JavaScript'],
    interests: ['Education'],
  } satisfies RegistrationInput;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  bytes: Buffer;
  // Whatever the route answers; tests look at the fields they expect.
  json: any;
}

export interface CallOptions {
  method?: string;
  cookie?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The body parsed as JSON, or undefined when it is not JSON. */
export function jsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function call(baseUrl: string, path: string, init: CallOptions = {}): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    redirect: 'manual',
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString('utf8');
  const json = jsonOrUndefined(text);
  return { status: response.status, headers: response.headers, text, bytes, json };
}

export interface SignedInUser {
  user: User;
  cookie: string;
}

/** Registers a new student through the REST facade and returns the user with the `sid=…` cookie pair. */
export async function register(baseUrl: string, firstName = 'Ada'): Promise<SignedInUser> {
  const answer = await call(baseUrl, '/api/auth/register', { method: 'POST', body: student(firstName) });
  assert.equal(answer.status, 201, answer.text);
  const line = answer.headers.getSetCookie().find((c) => c.startsWith('sid='));
  assert.ok(line, 'registration sets the session cookie');
  return { user: answer.json as User, cookie: line.split(';')[0] };
}

/**
 * A staff member (docs/product.md §14): registered, made staff in identity's database `databaseUrl` (as `npm run
 * staff` does), and signed in again so that the session carries it.
 */
export async function registerStaff(baseUrl: string, databaseUrl: string): Promise<SignedInUser> {
  const details = { ...student('Stef'), email: uniqueEmail() };
  const registered = await call(baseUrl, '/api/auth/register', { method: 'POST', body: details });
  assert.equal(registered.status, 201, registered.text);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('UPDATE users SET is_staff = true WHERE id = $1', [registered.json.id]);
  } finally {
    await client.end();
  }
  const login = await call(baseUrl, '/api/auth/login', {
    method: 'POST',
    body: { email: details.email, password: details.password },
  });
  assert.equal(login.status, 200, login.text);
  assert.equal(login.json.isStaff, true);
  const line = login.headers.getSetCookie().find((c) => c.startsWith('sid='))!;
  return { user: login.json as User, cookie: line.split(';')[0]! };
}

const sockets: Socket[] = [];

/** A socket.io client on /ws (with the session cookie when given), connected. */
export async function openSocket(baseUrl: string, cookie?: string): Promise<Socket> {
  const socket = connect(baseUrl, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: cookie ? { cookie } : {},
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

export function closeSockets(): void {
  for (const socket of sockets.splice(0)) socket.disconnect();
}

/** Collects what a socket receives for `event`. */
export function inbox<T = unknown>(socket: Socket, event = 'notification'): T[] {
  const received: T[] = [];
  socket.on(event, (payload: T) => received.push(payload));
  return received;
}

/** Polls `check` until it is true (generous timeout: the machine is shared). */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  assert.fail(`timed out waiting for ${what}`);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
