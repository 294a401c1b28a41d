// What a client of the scale check sees: each request's outcome, judged from the client's side, with its time span.
import { randomBytes } from 'node:crypto';
import http from 'node:http';

/** A 503 as the gateway answers it when a part behind it is away: JSON with a message and SERVICE_UNAVAILABLE. */
export function isClean503(status, body) {
  return (
    status === 503 &&
    typeof body === 'object' &&
    body !== null &&
    body.code === 'SERVICE_UNAVAILABLE' &&
    typeof body.message === 'string' &&
    body.message.length > 0
  );
}

/** Network errors that mean the connection was cut (the gateway behind the proxy died), not that it hung. */
const RESET_CODES = new Set(['ECONNRESET', 'EPIPE', 'ECONNREFUSED']);

export function isConnectionReset(error) {
  for (let e = error; e; e = e.cause) if (RESET_CODES.has(e.code)) return true;
  return false;
}

/**
 * An answer's outcome: 'ok' (2xx, or a refusal the action expects, such as 409 for a full team), 'clean-503', or
 * 'unexpected' (anything else: 500, 502, 429, a 503 without our body...).
 * @param {{ status: number, body: unknown, expected?: number[] }} answer
 */
export function outcomeOf({ status, body, expected = [] }) {
  if ((status >= 200 && status < 300) || expected.includes(status)) return 'ok';
  if (isClean503(status, body)) return 'clean-503';
  return 'unexpected';
}

/** A failed fetch's outcome: 'reset' when the connection was cut, 'unexpected' otherwise (a timeout, say). */
export const errorOutcome = (error) => (isConnectionReset(error) ? 'reset' : 'unexpected');

/** Every request's result: { action, start, end, outcome, status?, detail? } (times in ms since the epoch). */
export class Recorder {
  results = [];

  add(result) {
    this.results.push(result);
  }
}

export const PASSWORD = 'scale-check-password';

/**
 * One HTTP request on a connection of its own (no keep-alive): the proxy balances every request, and no request
 * meets a server closing an idle kept-alive connection under it (a race any client has, not what is tested here).
 * @returns {Promise<{ status: number, setCookies: string[], text: string }>}
 */
function send(url, { method, headers, body, timeoutMs }) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent: false, timeout: timeoutMs }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({ status: response.statusCode, setCookies: response.headers['set-cookie'] ?? [], text }),
      );
    });
    request.on('timeout', () =>
      request.destroy(Object.assign(new Error(`no answer within ${timeoutMs} ms`), { name: 'TimeoutError' })),
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A signed-in (once registered) person talking to one base URL with its own session cookie. */
export class Person {
  /** @param {{ baseUrl: string, recorder: Recorder, name?: string, timeoutMs?: number }} options */
  constructor({ baseUrl, recorder, name = 'Scale', timeoutMs = 40_000 }) {
    this.baseUrl = baseUrl;
    this.recorder = recorder;
    this.name = name;
    this.timeoutMs = timeoutMs;
    /** Shared with the same person's `via` copies. */
    this.session = { cookie: '' };
    this.id = null;
    this.email = `scale-${randomBytes(6).toString('hex')}@example.com`;
  }

  /** The same person (same session) talking to another base URL. */
  via(baseUrl) {
    const other = new Person({
      baseUrl,
      recorder: this.recorder,
      name: this.name,
      timeoutMs: this.timeoutMs,
    });
    Object.assign(other, { session: this.session, id: this.id, email: this.email });
    return other;
  }

  get cookie() {
    return this.session.cookie;
  }

  /**
   * Sends one request and records it. Returns { outcome, status, body }; never throws.
   * @param {string} action  what it is for the report, e.g. 'POST /api/teams'
   * @param {{ method?: string, path: string, body?: unknown, expected?: number[] }} request
   */
  async request(action, { method = 'GET', path, body, expected = [] }) {
    const start = Date.now();
    let result;
    try {
      const response = await send(`${this.baseUrl}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(this.cookie ? { cookie: this.cookie } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        timeoutMs: this.timeoutMs,
      });
      // `__Host-sid` where the session cookie is always Secure (production, as compose runs it), else `sid`.
      const sid = response.setCookies
        .map((line) => line.split(';')[0])
        .find((pair) => /^(__Host-)?sid=/.test(pair));
      if (sid) this.session.cookie = sid.endsWith('=') ? '' : sid;
      const { text } = response;
      let parsed = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        /* not JSON */
      }
      const outcome = outcomeOf({ status: response.status, body: parsed, expected });
      result = { outcome, status: response.status, body: parsed };
      this.recorder.add({
        action,
        person: this.name,
        start,
        end: Date.now(),
        outcome,
        status: response.status,
        ...(outcome === 'ok' ? {} : { detail: text.slice(0, 300) }),
      });
    } catch (error) {
      const outcome = errorOutcome(error);
      result = { outcome, status: 0, body: null };
      this.recorder.add({
        action,
        person: this.name,
        start,
        end: Date.now(),
        outcome,
        status: 0,
        detail: `${error.name}: ${error.message}${error.cause ? ` (${error.cause.code ?? error.cause.message})` : ''}`,
      });
    }
    return result;
  }

  /** Sends a request until it is answered other than with a clean 503 or a reset (parts coming back), or `tries` run out. */
  async insist(action, request, { tries = 20, pauseMs = 1_000 } = {}) {
    let result;
    for (let i = 0; i < tries; i++) {
      result = await this.request(action, request);
      if (result.outcome !== 'clean-503' && result.outcome !== 'reset') return result;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
    return result;
  }

  /** Registers as a student (and so signs in). */
  async register(options) {
    const result = await this.insist(
      'POST /api/auth/register',
      {
        method: 'POST',
        path: '/api/auth/register',
        body: {
          role: 'student',
          firstName: this.name,
          lastName: 'Check',
          email: this.email,
          password: PASSWORD,
          experience: 'beginner',
          bio: 'A simulated person of the scale check.',
          skills: ['JavaScript'],
          interests: ['Education'],
        },
      },
      options,
    );
    if (result.status === 201) this.id = result.body.id;
    return result;
  }

  /**
   * Signs in again. Sign-in replaces the session, so one whose answer was lost (the gateway died under it) may have
   * ended the session this person still holds: as anyone would, the person then signs in until it works.
   */
  async signIn() {
    const request = {
      method: 'POST',
      path: '/api/auth/login',
      body: { email: this.email, password: PASSWORD },
    };
    const result = await this.request('POST /api/auth/login', request);
    if (result.outcome === 'ok') return result;
    return this.insist('POST /api/auth/login', request, { tries: 60 });
  }
}
