import { afterAll, beforeAll, beforeEach, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import type { ApolloServer } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import type {
  CreateChallengeInput,
  CreateTeamInput,
  IslaResponseInput,
  SpeechInput,
} from '@creators/contracts';
import type { GatewayRequestContext, RequestSession } from '../graphql/context.js';
import { createRestRouter } from './router.js';
import { REST_ROUTES } from './routes.js';

/**
 * The REST facade from the real route table, in front of a stand-in for the gateway's Apollo server: each test
 * says what the next operation answers and looks at what was asked. Nothing leaves the process.
 */

interface Executed {
  query: string;
  variables?: Record<string, unknown>;
  user: GatewayRequestContext['forwarded']['user'];
}

let answer: { data?: Record<string, unknown> | null; errors?: GraphQLFormattedError[] } = {};
const executed: Executed[] = [];

const fakeApollo = {
  async executeOperation(
    request: { query: string; variables?: Record<string, unknown> },
    { contextValue }: { contextValue: GatewayRequestContext },
  ) {
    executed.push({ query: request.query, variables: request.variables, user: contextValue.forwarded.user });
    return { body: { kind: 'single', singleResult: answer } };
  },
} as unknown as ApolloServer<GatewayRequestContext>;

/** Signed in as the user named in x-test-user; signed out without it. */
const fakeSession: RequestHandler = (req, res, next) => {
  const userId = req.headers['x-test-user'];
  const session: RequestSession =
    typeof userId === 'string'
      ? { sessionId: 'sid', user: { id: userId, role: 'student' } }
      : { sessionId: null, user: null };
  res.locals.session = session;
  next();
};

const silent = { error() {}, warn() {} };
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  const app = express();
  app.use('/api', express.json());
  app.use(createRestRouter({ routes: REST_ROUTES, server: fakeApollo, session: fakeSession, log: silent }));
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  answer = {};
  executed.length = 0;
});

const ADA = '4b0c6e2a-8a5e-4d5e-9f0e-0c1a2b3c4d5e';
const TEAM = '7d1f0b7e-2c44-4a8e-b5b2-9d6f1e3a5c77';

/** A JSON answer: an error body, or whatever the route returned. */
type Body = { message: string; code: string; fields?: Record<string, string>; [key: string]: unknown };

async function call(
  method: string,
  path: string,
  {
    body,
    user,
    language,
    headers: extra,
  }: { body?: unknown; user?: string; language?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...extra };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (user) headers['x-test-user'] = user;
  if (language) headers['accept-language'] = language;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, bytes, json: json as Body };
}

const team = {
  id: TEAM,
  name: 'Alpha',
  description: null,
  challengeId: null,
  challenge: null,
  leaderId: ADA,
  maxMembers: 4,
  status: 'forming',
  memberCount: 1,
  progress: 0,
  members: [],
  isMember: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** A connection as the subgraphs answer a paged list. */
function connection(nodes: unknown[], next: string | null = null, totalCount = nodes.length) {
  return { nodes, pageInfo: { endCursor: next, hasNextPage: next !== null }, totalCount };
}

const WRITES: [string, string, unknown][] = [
  [
    'POST',
    '/api/challenges',
    { title: 'A challenge', description: 'Long enough text', category: 'technology' },
  ],
  ['POST', '/api/teams', { name: 'Alpha' }],
  ['POST', `/api/teams/${TEAM}/join`, undefined],
  ['POST', '/api/teams/invitations', { userId: ADA }],
  ['POST', '/api/resources', { title: 'Docs', url: 'https://example.com' }],
  ['POST', '/api/projects', { title: 'Proj', description: 'Long enough text', teamId: TEAM }],
  ['POST', `/api/projects/${TEAM}/like`, undefined],
  ['POST', '/api/perplexity/generate-response', { prompt: 'Hi', phase: 'ideation' }],
  ['POST', '/api/perplexity/validate-challenge', { idea: 'An idea' }],
  ['POST', '/api/elevenlabs/speak', { text: 'Hello' }],
  ['GET', '/api/users/me/teams', undefined],
  ['GET', '/api/users/me/meetings', undefined],
];

test('every write and every "my" read answers 401 {"message":"Unauthorized"} signed out, before any GraphQL', async () => {
  for (const [method, path, body] of WRITES) {
    const answer = await call(method, path, { body });
    assert.equal(answer.status, 401, `${method} ${path}`);
    assert.equal(answer.json.message, 'Unauthorized', `${method} ${path}`);
    // Even an invalid body is a 401 first: the front end's re-login flow looks for it.
    if (method === 'POST') {
      const invalid = await call(method, path, { body: { nonsense: true } });
      assert.equal(invalid.status, 401, `${method} ${path} with a bad body`);
    }
    const german = await call(method, path, { body, language: 'de' });
    assert.equal(german.json.message, 'Unauthorized', 'the front end looks for this word in any language');
  }
  assert.equal(executed.length, 0);
});

test('bad bodies are 400 with per-field messages, before any GraphQL', async () => {
  const cases: [string, unknown, string][] = [
    [
      '/api/challenges',
      { title: 'A challenge', description: 'short', category: 'technology' },
      'description',
    ],
    [
      '/api/challenges',
      { title: 'A challenge', description: 'Long enough text', category: 'cooking' },
      'category',
    ],
    ['/api/teams', { name: 'Alpha', maxMembers: 9 }, 'maxMembers'],
    ['/api/teams', { name: 'Alpha', status: 'completed' }, 'status'],
    ['/api/teams', { name: 'Alpha', leaderId: ADA }, 'leaderId'],
    ['/api/teams/invitations', { userId: 'ada' }, 'userId'],
    ['/api/resources', { title: 'Docs', url: 'javascript:alert(1)' }, 'url'],
    ['/api/projects', { title: 'Proj', description: 'Long enough text', teamId: 'x' }, 'teamId'],
    ['/api/perplexity/generate-response', { prompt: 'Hi', phase: 'dreaming' }, 'phase'],
    ['/api/perplexity/validate-challenge', { idea: '  ' }, 'idea'],
    ['/api/elevenlabs/speak', { text: 'x'.repeat(1501) }, 'text'],
  ];
  for (const [path, body, field] of cases) {
    const answer = await call('POST', path, { body, user: ADA });
    assert.equal(answer.status, 400, `${path} ${JSON.stringify(body)}`);
    assert.equal(answer.json.code, 'BAD_USER_INPUT');
    assert.ok(answer.json.fields?.[field], `${path}: ${field} in ${JSON.stringify(answer.json.fields)}`);
  }
  const german = await call('POST', '/api/teams', { body: { name: 'A' }, user: ADA, language: 'de' });
  assert.equal(german.status, 400);
  assert.notEqual(german.json.message, 'validation.team.name');
  assert.equal(executed.length, 0);
});

test('a path id that is not a uuid is 404, before any GraphQL', async () => {
  for (const path of ['/api/teams/42/join', '/api/teams/not-a-team/join', '/api/projects/abc/like']) {
    const answer = await call('POST', path, { user: ADA });
    assert.equal(answer.status, 404, path);
    assert.equal(answer.json.code, 'NOT_FOUND');
  }
  assert.equal(executed.length, 0);
});

test('a challenge is created with the parsed input: tags split by the client come back trimmed, empty ones dropped', async () => {
  answer = { data: { createChallenge: { id: 'c1', title: 'A challenge' } } };
  const body = {
    title: '  A challenge ',
    description: 'Long enough text',
    category: 'technology',
    difficulty: 'intermediate',
    status: 'active',
    tags: 'alpha, beta, ,gamma'.split(','),
  } satisfies CreateChallengeInput;
  const created = await call('POST', '/api/challenges', { body, user: ADA });
  assert.equal(created.status, 201);
  assert.deepEqual(created.json, { id: 'c1', title: 'A challenge' });
  const [operation] = executed;
  assert.match(operation.query, /createChallenge\(input: \$input\)/);
  assert.deepEqual(operation.variables, {
    input: { ...body, title: 'A challenge', tags: ['alpha', 'beta', 'gamma'] },
  });
  assert.deepEqual(operation.user, { id: ADA, role: 'student' });
});

test('a team is created with the defaults of the schema (forming, 4 members)', async () => {
  answer = { data: { createTeam: team } };
  const created = await call('POST', '/api/teams', {
    body: { name: 'Alpha', description: '' } satisfies CreateTeamInput,
    user: ADA,
  });
  assert.equal(created.status, 201);
  assert.deepEqual(created.json, team);
  // As sent on to the subgraph (JSON): an empty description is no description.
  assert.deepEqual(JSON.parse(JSON.stringify(executed[0].variables)), {
    input: { name: 'Alpha', maxMembers: 4, status: 'forming' },
  });
});

test('join and like pass the path id; lists come back as JSON arrays', async () => {
  answer = { data: { joinTeam: team } };
  const joined = await call('POST', `/api/teams/${TEAM}/join`, { user: ADA });
  assert.equal(joined.status, 200);
  assert.deepEqual(executed.at(-1)?.variables, { teamId: TEAM });

  answer = { data: { likeProject: { id: TEAM, likes: 1, likedByMe: true } } };
  const liked = await call('POST', `/api/projects/${TEAM}/like`, { user: ADA });
  assert.equal(liked.status, 200);
  assert.deepEqual(liked.json, { id: TEAM, likes: 1, likedByMe: true });
  assert.deepEqual(executed.at(-1)?.variables, { id: TEAM });

  answer = { data: { featuredProjects: [{ id: 'x' }] } };
  const featured = await call('GET', '/api/projects/featured');
  assert.deepEqual(featured.json, [{ id: 'x' }]);

  const lists: [string, string][] = [
    ['/api/challenges', 'challenges'],
    ['/api/teams', 'teams'],
    ['/api/users/me/teams', 'myTeams'],
    ['/api/resources', 'resources'],
    ['/api/projects', 'projects'],
    ['/api/users/me/meetings', 'myMeetings'],
    ['/api/users/me/achievements', 'myAchievements'],
    ['/api/users/recommended', 'recommendedUsers'],
  ];
  for (const [path, field] of lists) {
    answer = { data: { [field]: connection([{ id: 'x' }]) } };
    const list = await call('GET', path, { user: ADA });
    assert.equal(list.status, 200, path);
    assert.deepEqual(list.json, [{ id: 'x' }], path);
    assert.match(
      executed.at(-1)!.query,
      new RegExp(`\\b${field}\\(\\s*first: \\$first,?\\s+after: \\$after`),
    );
    assert.deepEqual(executed.at(-1)!.variables, { first: 20 }, `${path}: 20 rows by default`);
    assert.equal(list.headers.get('x-total-count'), '1', path);
    assert.equal(list.headers.get('link'), null, `${path}: no next page`);
  }
  // Public lists need no sign-in.
  answer = { data: { teams: connection([]) } };
  assert.equal((await call('GET', '/api/teams')).status, 200);
});

test('GraphQL error codes become statuses: CONFLICT 409, FORBIDDEN 403, NOT_FOUND 404, UNAUTHENTICATED 401', async () => {
  const cases: [string, number, string][] = [
    ['CONFLICT', 409, 'You are already a member of this team'],
    ['FORBIDDEN', 403, 'You can only do this for a team you belong to'],
    ['NOT_FOUND', 404, 'This team does not exist'],
  ];
  for (const [code, status, message] of cases) {
    answer = { data: null, errors: [{ message, extensions: { code } }] };
    const failed = await call('POST', `/api/teams/${TEAM}/join`, { user: ADA });
    assert.equal(failed.status, status, code);
    assert.deepEqual(failed.json, { message, code });
  }
  answer = { data: null, errors: [{ message: 'error.team.full', extensions: { code: 'CONFLICT' } }] };
  const german = await call('POST', `/api/teams/${TEAM}/join`, { user: ADA, language: 'de' });
  assert.deepEqual(german.json, { message: 'Dieses Team ist bereits voll', code: 'CONFLICT' });

  answer = { data: null, errors: [{ message: 'Please sign in', extensions: { code: 'UNAUTHENTICATED' } }] };
  const expired = await call('POST', '/api/teams', { body: { name: 'Alpha' }, user: ADA });
  assert.equal(expired.status, 401);
  assert.equal(expired.json.message, 'Unauthorized');
});

test('503: the generic message for an unreachable service, the service’s own (Isla) when it gives one', async () => {
  answer = {
    data: null,
    errors: [{ message: 'connect ECONNREFUSED', extensions: { code: 'SERVICE_UNAVAILABLE' } }],
  };
  const down = await call('GET', '/api/challenges');
  assert.equal(down.status, 503);
  assert.deepEqual(down.json, {
    message: 'This part of the platform is not available right now. Please try again in a moment.',
    code: 'SERVICE_UNAVAILABLE',
  });
  answer = {
    data: null,
    errors: [{ message: 'error.service.unavailable', extensions: { code: 'SERVICE_UNAVAILABLE' } }],
  };
  const german = await call('GET', '/api/challenges', { language: 'de' });
  assert.equal(german.status, 503);
  assert.match(german.json.message, /nicht erreichbar/);

  answer = {
    data: null,
    errors: [
      {
        message: 'Isla cannot answer right now. Please try again in a moment.',
        extensions: { code: 'SERVICE_UNAVAILABLE', messageKey: 'error.ai.unavailable' },
      },
    ],
  };
  const isla = await call('POST', '/api/perplexity/generate-response', {
    body: { prompt: 'Hello', phase: 'ideation' } satisfies IslaResponseInput,
    user: ADA,
  });
  assert.equal(isla.status, 503);
  assert.equal(isla.json.message, 'Isla cannot answer right now. Please try again in a moment.');
});

test('Isla replies are { message, nextPhase } and { valid, feedback }; the provider is not passed on', async () => {
  answer = { data: { generateIslaResponse: { message: 'What problem?', nextPhase: 'validation' } } };
  const reply = await call('POST', '/api/perplexity/generate-response', {
    body: { prompt: 'Hi', conversationHistory: 'a\nb', phase: 'ideation', sessionCount: 2 },
    user: ADA,
  });
  assert.equal(reply.status, 200);
  assert.deepEqual(reply.json, { message: 'What problem?', nextPhase: 'validation' });
  assert.deepEqual(executed.at(-1)?.variables, {
    input: { prompt: 'Hi', conversationHistory: 'a\nb', phase: 'ideation', sessionCount: 2 },
  });

  answer = { data: { validateChallengeIdea: { valid: true, feedback: 'Clear enough.' } } };
  const validation = await call('POST', '/api/perplexity/validate-challenge', {
    body: { idea: 'Clean rivers', context: 'school' },
    user: ADA,
  });
  assert.equal(validation.status, 200);
  assert.deepEqual(validation.json, { valid: true, feedback: 'Clear enough.' });
});

test('speak answers the decoded audio bytes with their type and length, never cached', async () => {
  const wav = Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.alloc(4),
    Buffer.from('WAVEfmt '),
    Buffer.alloc(32, 1),
  ]);
  answer = { data: { synthesizeSpeech: { contentType: 'audio/wav', audioBase64: wav.toString('base64') } } };
  const audio = await call('POST', '/api/elevenlabs/speak', {
    body: { text: 'Hallo', language: 'de' } satisfies SpeechInput,
    user: ADA,
  });
  assert.equal(audio.status, 200);
  assert.equal(audio.headers.get('content-type'), 'audio/wav');
  assert.equal(audio.headers.get('content-length'), String(wav.length));
  assert.equal(audio.headers.get('cache-control'), 'no-store');
  assert.deepEqual(audio.bytes, wav);
  assert.equal(audio.bytes.subarray(0, 4).toString('latin1'), 'RIFF');
  assert.deepEqual(executed.at(-1)?.variables, { input: { text: 'Hallo', language: 'de' } });
});

test('speak refuses to pass on anything but audio, or audio that is not base64: 503 speech unavailable', async () => {
  for (const synthesizeSpeech of [
    { contentType: 'text/html', audioBase64: Buffer.from('<script>').toString('base64') },
    { contentType: 'audio/wav\r\nSet-Cookie: a=b', audioBase64: 'UklGRg==' },
    { contentType: 'audio/wav', audioBase64: '' },
    { contentType: 'audio/wav', audioBase64: 'not base64 at all!' },
  ]) {
    answer = { data: { synthesizeSpeech } };
    const refused = await call('POST', '/api/elevenlabs/speak', { body: { text: 'Hello' }, user: ADA });
    assert.equal(refused.status, 503, JSON.stringify(synthesizeSpeech));
    assert.deepEqual(refused.json, { message: 'Isla cannot speak right now.', code: 'SERVICE_UNAVAILABLE' });
  }
});

test('the data export (docs/product.md §15): signed in only, one JSON download, 503 and 429 in the export’s words', async () => {
  assert.equal((await call('GET', '/api/users/me/export')).status, 401);
  assert.equal(executed.length, 0, 'nothing asked signed out');
  const sections = {
    identityDataExport: { profile: { id: ADA }, truncated: false },
    challengesDataExport: { challengesCreated: [], truncated: false },
    teamsDataExport: { teamsLed: [], truncated: false },
    showcaseDataExport: { projects: [], truncated: false },
    discussionsDataExport: { comments: [], truncated: false },
    programmesDataExport: { programmes: [], truncated: false },
    brainstormDataExport: { brainstorms: [], audioClips: [], truncated: false },
  };
  answer = { data: sections };
  const file = await call('GET', '/api/users/me/export', { user: ADA });
  assert.equal(file.status, 200);
  assert.equal(file.headers.get('content-type'), 'application/json; charset=utf-8');
  assert.match(
    file.headers.get('content-disposition') ?? '',
    /^attachment; filename="creators-data-\d{4}-\d{2}-\d{2}\.json"$/,
  );
  assert.equal(file.headers.get('cache-control'), 'no-store');
  assert.equal(file.json.personId, ADA);
  assert.deepEqual(Object.keys(file.json.services as object), [
    'identity',
    'challenges',
    'teams',
    'showcase',
    'discussions',
    'programmes',
    'brainstorm',
  ]);
  assert.match(executed.at(-1)!.query, /identityDataExport[\s\S]*brainstormDataExport/);

  answer = {
    data: null,
    errors: [
      {
        message: 'error.service.unavailable',
        path: ['teamsDataExport'],
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      },
    ],
  };
  const down = await call('GET', '/api/users/me/export', { user: ADA, language: 'de' });
  assert.equal(down.status, 503);
  assert.deepEqual(down.json, {
    message:
      'Deine Daten konnten nicht zusammengestellt werden, weil ein Teil der Plattform gerade nicht antwortet. Es wurde nichts heruntergeladen: Bitte versuche es in ein paar Minuten noch einmal.',
    code: 'SERVICE_UNAVAILABLE',
  });

  answer = {
    data: null,
    errors: [
      {
        message: 'You can download your data 5 times an hour. Please try again later.',
        extensions: {
          code: 'TOO_MANY_REQUESTS',
          messageKey: 'error.export.rateLimited',
          retryAfterSeconds: 1800,
        },
      },
    ],
  };
  const limited = await call('GET', '/api/users/me/export', { user: ADA });
  assert.equal(limited.status, 429);
  assert.equal(limited.headers.get('retry-after'), '1800');
  assert.equal(limited.json.message, 'You can download your data 5 times an hour. Please try again later.');
});

test('a list passes limit, cursor and filters on, and names the next page in a Link header with the same filters', async () => {
  answer = { data: { challenges: connection([{ id: 'a' }, { id: 'b' }], 'next+/=', 57) } };
  const page = await call(
    'GET',
    '/api/challenges?category=health&search=%20quiet%20rooms&limit=2&cursor=abc',
  );
  assert.equal(page.status, 200);
  assert.deepEqual(page.json, [{ id: 'a' }, { id: 'b' }]);
  assert.deepEqual(executed.at(-1)!.variables, {
    first: 2,
    after: 'abc',
    search: 'quiet rooms',
    category: 'health',
  });
  assert.equal(page.headers.get('x-total-count'), '57');
  assert.equal(
    page.headers.get('link'),
    '</api/challenges?search=quiet+rooms&category=health&limit=2&cursor=next%2B%2F%3D>; rel="next"',
  );

  // Empty filters count as absent; each list has its own.
  answer = { data: { projects: connection([]) } };
  await call('GET', '/api/projects?search=&topic=health&sort=popular');
  assert.deepEqual(executed.at(-1)!.variables, { first: 20, topic: 'health', sort: 'popular' });
  answer = { data: { resources: connection([]) } };
  await call('GET', '/api/resources?type=video&level=advanced&limit=100');
  assert.deepEqual(executed.at(-1)!.variables, { first: 100, type: 'video', level: 'advanced' });
  answer = { data: { teams: connection([]) } };
  await call('GET', '/api/teams?status=forming');
  assert.deepEqual(executed.at(-1)!.variables, { first: 20, status: 'forming' });
});

test('a bad limit, cursor or filter is a 400 that says what to fix, in the request language, before any GraphQL', async () => {
  const cases: [string, string, string][] = [
    ['/api/challenges?limit=0', 'limit', 'The page size must be a whole number from 1 to 100'],
    ['/api/challenges?limit=101', 'limit', 'The page size must be a whole number from 1 to 100'],
    ['/api/challenges?limit=2.5', 'limit', 'The page size must be a whole number from 1 to 100'],
    ['/api/challenges?limit=ten', 'limit', 'The page size must be a whole number from 1 to 100'],
    ['/api/challenges?limit=1&limit=2', 'limit', 'The page size must be a whole number from 1 to 100'],
    [`/api/teams?cursor=${'x'.repeat(513)}`, 'cursor', 'This cursor is not valid'],
    ['/api/challenges?category=cooking', 'category', 'Unknown category: use technology'],
    ['/api/teams?status=sleeping', 'status', 'Unknown status: use forming, active or completed'],
    ['/api/resources?type=podcast', 'type', 'Unknown type: use video, article, book, course or tool'],
    ['/api/resources?level=expert', 'level', 'Unknown level: use beginner, intermediate or advanced'],
    ['/api/projects?sort=oldest', 'sort', 'Unknown sort: use recent or popular'],
    [`/api/projects?search=${'x'.repeat(101)}`, 'search', 'The search text must be at most 100 characters'],
    ['/api/projects?topic=cooking', 'topic', 'Unknown topic: use sustainability'],
    ['/api/challenges?page=2', 'page', 'This field is not accepted'],
  ];
  for (const [path, field, message] of cases) {
    const answer = await call('GET', path, { user: ADA });
    assert.equal(answer.status, 400, path);
    assert.equal(answer.json.code, 'BAD_USER_INPUT', path);
    assert.ok(answer.json.fields?.[field]?.startsWith(message), `${path}: ${JSON.stringify(answer.json)}`);
    assert.ok(answer.json.message.startsWith(message), path);
  }
  const german = await call('GET', '/api/challenges?limit=500', { language: 'de' });
  assert.equal(german.status, 400);
  assert.deepEqual(german.json.fields, { limit: 'Die Seitengröße muss eine ganze Zahl von 1 bis 100 sein' });
  assert.equal(executed.length, 0);
});

test("a cursor the service cannot read is a 400 naming `cursor`, not the GraphQL argument 'after'", async () => {
  answer = {
    data: null,
    errors: [
      {
        message: 'validation.page.cursor',
        extensions: { code: 'BAD_USER_INPUT', fields: { after: 'validation.page.cursor' } },
      },
    ],
  };
  const refused = await call('GET', '/api/challenges?cursor=WyJ4Il0', { language: 'de' });
  assert.equal(refused.status, 400);
  assert.deepEqual(refused.json.fields, {
    cursor: 'Dieser Cursor ist ungültig: Nimm den der vorigen Seite oder lass ihn für die erste Seite weg',
  });
});

test('a write sent by a page of another site is refused with 403 and runs nothing', async () => {
  const crossSite: Record<string, string>[] = [
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
    { origin: 'https://evil.example' },
    { origin: 'null' },
    { referer: 'https://evil.example/page' },
  ];
  for (const headers of crossSite) {
    const { status, json } = await call('POST', `/api/teams/${TEAM}/join`, { user: ADA, headers });
    assert.equal(status, 403, JSON.stringify(headers));
    assert.equal(json.code, 'CROSS_SITE_REQUEST');
    assert.match(json.message, /another website/);
  }
  const german = await call('POST', '/api/projects/p1/like', {
    user: ADA,
    language: 'de',
    headers: { origin: 'https://evil.example' },
  });
  assert.match(german.json.message, /anderen Website/);
  assert.equal(executed.length, 0);
});

test('a write from the platform itself, or from a client that is not a browser, goes through', async () => {
  answer = { data: { joinTeam: team } };
  const host = new URL(baseUrl).host;
  const fromHere: Record<string, string>[] = [
    { 'sec-fetch-site': 'same-origin' },
    { origin: baseUrl },
    { origin: `https://${host}` },
    {},
  ];
  for (const headers of fromHere) {
    const { status } = await call('POST', `/api/teams/${TEAM}/join`, { user: ADA, headers });
    assert.equal(status, 200, JSON.stringify(headers));
  }
  assert.equal(executed.length, 4);
});

test('reads are not refused for coming from another site', async () => {
  answer = { data: { challenges: connection([]) } };
  const { status } = await call('GET', '/api/challenges', { headers: { 'sec-fetch-site': 'cross-site' } });
  assert.equal(status, 200);
});

test('a logout link on another site leads home but does not sign out', async () => {
  const response = await fetch(`${baseUrl}/api/logout`, {
    redirect: 'manual',
    headers: { 'x-test-user': ADA, 'sec-fetch-site': 'cross-site', cookie: 'sid=abc' },
  });
  assert.equal(response.status, 302);
  assert.equal(response.headers.get('set-cookie'), null);
  assert.equal(executed.length, 0);

  const own = await fetch(`${baseUrl}/api/logout`, {
    redirect: 'manual',
    headers: { 'x-test-user': ADA, 'sec-fetch-site': 'same-origin', cookie: 'sid=abc' },
  });
  assert.equal(own.status, 302);
  assert.match(own.headers.get('set-cookie') ?? '', /Expires=Thu, 01 Jan 1970/);
});
