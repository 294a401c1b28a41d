// The smoke journey through the gateway's published port, as the front end makes it (docs/product.md): Ada
// registers, brainstorms with Isla through the GraphQL brainstorm API (startBrainstorm, then sendBrainstormMessage:
// brainstorm-ai runs the phase rules and Isla's replies; the built-in engine answers offline) up to a draft she
// publishes as a challenge, and creates a team; Bob registers and joins it; Ada's open socket receives the live
// notification that Bob joined.
import { sessionMessages, validatedInsights } from '@creators/contracts';
import { Person, Recorder } from '../scale/client.mjs';
import { openLiveSocket } from '../scale/load.mjs';

/** What Ada tells Isla in each phase (her replies decide when the phase changes): the next unused line. */
const ADA_SAYS = {
  ideation: [
    'Every Saturday after the youth football matches at our sports club, the bins overflow with plastic water bottles and snack wrappers, and the wind blows the plastic waste all over the pitch.',
    'It is not just me: the volunteers, the groundskeeper and the parents who run the kiosk all complain about it, and about 200 players and their families come to the club every weekend.',
    'It happens on every match day, so at least twice a week, and cleaning up the plastic takes three of us about an hour each time; the club also pays extra for a second waste collection.',
    'We put up a sign asking people to take their rubbish home, but nobody reads it and the bins are still full of plastic.',
  ],
  validation: [
    'Last season we put up a sign and a recycling bin next to the kiosk, but after one match the bin was full of mixed waste and the sign was ignored.',
    'I counted the bottles last Saturday: 140 single-use plastic bottles in one afternoon, most of them bought at our own kiosk because there is no water fountain.',
    'I talked to the kiosk team and the groundskeeper, and they all said the plastic bottles are the biggest part of the waste.',
  ],
  refinement: [
    'The groundskeeper suffers most: he spends his Sunday mornings picking plastic bottles out of the hedges, because the kiosk only sells drinks in single-use plastic bottles.',
    'We would know it is solved when the plastic waste after a match day fits into one bin instead of six, and nobody has to pick bottles off the pitch.',
    'The smallest first step would be a refill station for water bottles next to the kiosk.',
  ],
};

/**
 * Isla reads the challenge back before the draft and asks whether it is right (product.md §4.3); the brainstorm says
 * so (awaitingConfirmation): Ada agrees.
 */
const ADA_AGREES = "Yes, that's right.";
/** Enough messages for every phase and a read-back; more means Isla stays in a phase. */
const MAX_MESSAGES = 16;

const NOTIFICATION_WAIT_MS = 30_000;

/** The brainstorm fields the creation form publishes with the challenge (the front end's BrainstormShownFields). */
const BRAINSTORM_FIELDS = `id phase messages { id message sender timestamp type phase }
  draft { title description category difficulty tags } insights awaitingConfirmation`;
const START = `mutation JourneyStartBrainstorm($input: StartBrainstormInput) {
  startBrainstorm(input: $input) { ${BRAINSTORM_FIELDS} } }`;
const SEND = `mutation JourneySendBrainstormMessage($input: SendBrainstormMessageInput!) {
  sendBrainstormMessage(input: $input) { ${BRAINSTORM_FIELDS} } }`;

/**
 * One GraphQL operation as the front end sends it (POST /graphql with the session cookie). Returns the field's
 * data, and `status`: 200 when it came, else the HTTP status or the first error's code.
 */
export async function graphql(person, name, query, variables) {
  const answer = await person.request(`POST /graphql ${name}`, {
    method: 'POST',
    path: '/graphql',
    body: { query, operationName: name, variables },
  });
  const data = answer.body?.data ? Object.values(answer.body.data)[0] : null;
  if (answer.status === 200 && data) return { status: 200, data };
  return { status: answer.body?.errors?.[0]?.extensions?.code ?? answer.status, data: null };
}

/**
 * The challenge the creation form publishes from a brainstorm in creation: Isla's draft, with the messages and
 * insights as @creators/contracts cuts them to product.md §7's limits (brainstormSession, validatedInsights).
 */
export function challengeFromBrainstorm(brainstorm) {
  const { draft } = brainstorm;
  return {
    title: draft.title,
    description: draft.description,
    category: draft.category,
    tags: draft.tags,
    difficulty: draft.difficulty,
    status: 'active',
    brainstormSession: sessionMessages(brainstorm),
    validatedInsights: validatedInsights(brainstorm),
  };
}

/**
 * Runs the journey; never throws for what the system answers (the judge says what went wrong).
 * @returns {Promise<object>} what was seen, for judgeJourney and for the persistence phase (Ada, her challenge)
 */
export async function runJourney({ baseUrl, log }) {
  const recorder = new Recorder();
  const seen = { phases: [], islaReplies: 0, islaStatuses: [] };
  const ada = new Person({ baseUrl, recorder, name: 'Ada' });
  seen.adaRegistered = (await ada.register()).status;
  if (seen.adaRegistered !== 201) return { ...seen, ada };

  // Isla's opening names Ada: the gateway forwards who is signed in, the client sends no name.
  const started = await graphql(ada, 'JourneyStartBrainstorm', START, { input: { language: 'en' } });
  seen.islaStatuses.push(started.status);
  let brainstorm = started.data;
  const used = { ideation: 0, validation: 0, refinement: 0 };
  if (brainstorm) seen.phases.push(brainstorm.phase);
  for (
    let sentCount = 0;
    brainstorm && brainstorm.phase !== 'creation' && sentCount < MAX_MESSAGES;
    sentCount++
  ) {
    const text = brainstorm.awaitingConfirmation
      ? ADA_AGREES
      : ADA_SAYS[brainstorm.phase]?.[used[brainstorm.phase]++];
    if (!text) break; // Isla stays in a phase Ada has nothing more to say in: the judge reports where it stopped
    const sent = await graphql(ada, 'JourneySendBrainstormMessage', SEND, {
      input: { brainstormId: brainstorm.id, text, language: 'en' },
    });
    seen.islaStatuses.push(sent.status);
    if (!sent.data) break;
    seen.islaReplies += 1;
    brainstorm = sent.data;
    if (seen.phases.at(-1) !== brainstorm.phase) seen.phases.push(brainstorm.phase);
  }
  log(`journey: Isla answered ${seen.islaReplies} times, phases ${seen.phases.join(' → ')}`);
  if (brainstorm?.phase !== 'creation') return { ...seen, ada };

  // Published as the creation form does with Isla's draft.
  const created = await ada.request('POST /api/challenges', {
    method: 'POST',
    path: '/api/challenges',
    body: challengeFromBrainstorm(brainstorm),
  });
  seen.challengePublished = created.status;
  const challenge = created.status === 201 ? { id: created.body.id, title: created.body.title } : null;
  const listed = await ada.request('GET /api/challenges', { path: '/api/challenges' });
  seen.challengeListed = Array.isArray(listed.body) && listed.body.some((c) => c.id === challenge?.id);

  // Ada's live socket, open before Bob joins.
  const notifications = [];
  const live = openLiveSocket(baseUrl, ada.cookie, (notification) => notifications.push(notification));
  seen.socketConnected = await new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), 15_000);
    live.socket.once('connect', () => (clearTimeout(timer), resolve(true)));
  });
  try {
    const team = await ada.request('POST /api/teams', {
      method: 'POST',
      path: '/api/teams',
      body: { name: `Refill station crew ${Date.now()}`, maxMembers: 4, challengeId: challenge?.id },
    });
    seen.teamCreated = team.status;
    const bob = new Person({ baseUrl, recorder, name: 'Bob' });
    seen.bobRegistered = (await bob.register()).status;
    if (team.status === 201 && seen.bobRegistered === 201) {
      const joined = await bob.request('POST /api/teams/:id/join', {
        method: 'POST',
        path: `/api/teams/${team.body.id}/join`,
      });
      seen.bobJoined = joined.status;
      const start = Date.now();
      while (Date.now() - start < NOTIFICATION_WAIT_MS && !findJoin(notifications, team.body.id, bob.id)) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      seen.notifiedMs = findJoin(notifications, team.body.id, bob.id) ? Date.now() - start : null;
    }
  } finally {
    live.close();
  }
  return { ...seen, ada, challenge };
}

const findJoin = (notifications, teamId, userId) =>
  notifications.find(
    (n) => n.type === 'team.member_joined' && n.data?.teamId === teamId && n.data?.userId === userId,
  );

/** What went wrong in the journey, in order; empty when it went through. */
export function judgeJourney(seen) {
  const problems = [];
  const expect = (ok, problem) => {
    if (!ok) problems.push(problem);
    return ok;
  };
  if (!expect(seen.adaRegistered === 201, `Ada's registration answered ${seen.adaRegistered}`))
    return problems;
  expect(
    seen.islaStatuses.every((status) => status === 200),
    `Isla answered ${seen.islaStatuses.filter((s) => s !== 200).join(', ')}`,
  );
  if (
    !expect(
      seen.phases.at(-1) === 'creation',
      `the brainstorm stopped in ${seen.phases.at(-1) ?? 'its start'}`,
    )
  )
    return problems;
  expect(seen.challengePublished === 201, `publishing the challenge answered ${seen.challengePublished}`);
  expect(seen.challengeListed === true, 'the published challenge is not listed');
  expect(seen.socketConnected === true, "Ada's socket did not connect");
  expect(seen.teamCreated === 201, `creating the team answered ${seen.teamCreated}`);
  expect(seen.bobRegistered === 201, `Bob's registration answered ${seen.bobRegistered}`);
  expect(seen.bobJoined === 200, `Bob joining answered ${seen.bobJoined}`);
  if (seen.bobJoined === 200)
    expect(
      typeof seen.notifiedMs === 'number',
      `Ada got no live notification within ${NOTIFICATION_WAIT_MS / 1000} s`,
    );
  return problems;
}
