// The mixed load: a fixed number of simulated people, each registered once, with a live socket through the proxy,
// doing a weighted mix of reads and writes (the writes record domain events; brainstorm messages queue worker jobs).
import { io } from 'socket.io-client';
import { Person } from './client.mjs';

const LISTS = [
  '/api/challenges',
  '/api/teams',
  '/api/projects',
  '/api/resources',
  '/api/auth/user',
  '/api/users/me/achievements',
];
const CATEGORIES = ['technology', 'sustainability', 'education', 'community', 'health'];

/** What people do, with how often (weights) and what counts as a normal refusal. */
export const ACTIONS = [
  { name: 'browse', weight: 34 },
  { name: 'createChallenge', weight: 8 },
  { name: 'createTeam', weight: 6 },
  { name: 'joinTeam', weight: 10 },
  { name: 'showcaseProject', weight: 5 },
  { name: 'likeProject', weight: 12 },
  { name: 'brainstorm', weight: 12 },
  { name: 'signIn', weight: 3 },
];

/** The action for a random number in [0, 1): by weight. */
export function pickAction(random, actions = ACTIONS) {
  const total = actions.reduce((sum, action) => sum + action.weight, 0);
  let point = random * total;
  for (const action of actions) {
    if (point < action.weight) return action.name;
    point -= action.weight;
  }
  return actions[actions.length - 1].name;
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens a socket.io connection (path /ws, the session cookie sent along) that counts each live notification by id.
 * @returns {{ socket: import('socket.io-client').Socket, received: Map<string, number>, close: () => void }}
 */
export function openLiveSocket(baseUrl, cookie, onNotification = () => {}) {
  const received = new Map();
  const socket = io(baseUrl, {
    path: '/ws',
    transports: ['websocket'],
    extraHeaders: { cookie },
    reconnectionDelay: 500,
    reconnectionDelayMax: 2_000,
  });
  socket.on('notification', (notification) => {
    received.set(notification.id, (received.get(notification.id) ?? 0) + 1);
    onNotification(notification);
  });
  return { socket, received, close: () => socket.close() };
}

/**
 * One person's next request for `action`, using and feeding `shared` (teams with room, showcased projects).
 * @param {Person} person
 * @param {{ teams: string[], projects: string[] }} shared
 * @param {{ teams: string[], n: number }} own  the person's teams and how many actions it did
 */
async function act(action, person, shared, own) {
  const tag = `${person.name}-${own.n}`;
  switch (action) {
    case 'createChallenge':
      return person.request('POST /api/challenges', {
        method: 'POST',
        path: '/api/challenges',
        body: {
          title: `Scale challenge ${tag}`,
          description: 'A challenge made by the scale check while parts come and go.',
          category: pick(CATEGORIES),
          tags: ['scale'],
        },
      });
    case 'createTeam': {
      const result = await person.request('POST /api/teams', {
        method: 'POST',
        path: '/api/teams',
        body: { name: `Scale team ${tag}`, maxMembers: 6 },
      });
      if (result.status === 201) {
        shared.teams.push(result.body.id);
        own.teams.push(result.body.id);
      }
      return result;
    }
    case 'joinTeam': {
      const teamId = pick(shared.teams.filter((id) => !own.teams.includes(id)));
      if (!teamId) return null;
      // 409: the team is full, no longer forming, or this person is in it already.
      const result = await person.request('POST /api/teams/:id/join', {
        method: 'POST',
        path: `/api/teams/${teamId}/join`,
        expected: [409],
      });
      if (result.status === 200) own.teams.push(teamId);
      const index = shared.teams.indexOf(teamId);
      if (result.status === 409 && index >= 0) shared.teams.splice(index, 1);
      return result;
    }
    case 'showcaseProject': {
      const teamId = pick(own.teams);
      if (!teamId) return null;
      // 403 until showcase has heard of the membership (team.created / team.member_joined are on their way).
      const result = await person.request('POST /api/projects', {
        method: 'POST',
        path: '/api/projects',
        body: {
          title: `Scale project ${tag}`,
          description: 'A project showcased by the scale check.',
          teamId,
        },
        expected: [403],
      });
      if (result.status === 201) shared.projects.push(result.body.id);
      return result;
    }
    case 'likeProject': {
      const projectId = pick(shared.projects);
      if (!projectId) return null;
      return person.request('POST /api/projects/:id/like', {
        method: 'POST',
        path: `/api/projects/${projectId}/like`,
      });
    }
    case 'brainstorm':
      return person.request('POST /api/perplexity/generate-response', {
        method: 'POST',
        path: '/api/perplexity/generate-response',
        body: { prompt: `Idea ${tag}: a tool library for the village`, phase: 'ideation', language: 'en' },
      });
    case 'speak':
      // A new text each time: a text spoken before would come from the clip cache, without a job.
      return person.request('POST /api/elevenlabs/speak', {
        method: 'POST',
        path: '/api/elevenlabs/speak',
        body: { text: `Tell me more about idea ${tag}.`, language: 'en' },
      });
    case 'signIn':
      return person.signIn();
    default: {
      const path = pick(LISTS);
      return person.request(`GET ${path}`, { path });
    }
  }
}

/** What people do in a conversation with Isla: brainstorm messages and her spoken replies. */
export const CONVERSATION = [
  { name: 'brainstorm', weight: 2 },
  { name: 'speak', weight: 1 },
];

/**
 * Runs `people` simulated people against `baseUrl` until `running()` turns false. Each registers, opens its live
 * socket, then acts (an action of `actions`, by weight) and thinks (`thinkMs` on average) in turn.
 * @returns {Promise<{ people: number, sockets: { received: Map<string, number> }[] }>}
 */
export async function runLoad({
  baseUrl,
  recorder,
  people,
  running,
  thinkMs = 300,
  shared = { teams: [], projects: [] },
  actions = ACTIONS,
  name = 'Load',
}) {
  const sockets = [];
  await Promise.all(
    Array.from({ length: people }, async (_, index) => {
      await sleep(Math.random() * thinkMs * 3); // people arrive over a moment
      const person = new Person({ baseUrl, recorder, name: `${name}${index + 1}` });
      const registered = await person.register();
      if (registered.status !== 201) return;
      const live = openLiveSocket(baseUrl, person.cookie);
      sockets.push(live);
      const own = { teams: [], n: 0 };
      while (running()) {
        own.n += 1;
        await act(pickAction(Math.random(), actions), person, shared, own);
        await sleep(thinkMs * (0.5 + Math.random()));
      }
    }),
  );
  for (const live of sockets) live.close();
  return { people, sockets };
}
