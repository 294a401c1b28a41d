// The smoke journey through the gateway's published port, as the front end makes it (docs/product.md): Ada
// registers, brainstorms with Isla (the phase machine of @creators/contracts decides what to ask; the built-in
// engine answers offline) up to a draft she publishes as a challenge, and creates a team; Bob registers and joins
// it; Ada's open socket receives the live notification that Bob joined.
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

const NOTIFICATION_WAIT_MS = 30_000;

/**
 * Runs the journey; never throws for what the system answers (the judge says what went wrong).
 * @returns {Promise<object>} what was seen, for judgeJourney and for the persistence phase (Ada, her challenge)
 */
export async function runJourney({ baseUrl, log }) {
  const contracts = await import('@creators/contracts');
  const recorder = new Recorder();
  const seen = { phases: [], islaReplies: 0, islaStatuses: [] };
  const ada = new Person({ baseUrl, recorder, name: 'Ada' });
  seen.adaRegistered = (await ada.register()).status;
  if (seen.adaRegistered !== 201) return { ...seen, ada };

  const ctx = { locale: 'en' };
  let state = contracts.createBrainstorm({ locale: 'en', firstName: 'Ada' });
  const used = { ideation: 0, validation: 0, refinement: 0 };
  seen.phases.push(state.phase);
  while (state.phase !== 'creation') {
    const text = ADA_SAYS[state.phase]?.[used[state.phase]++];
    if (!text) break; // Isla stays in a phase Ada has nothing more to say in: the judge reports where it stopped
    const { state: next, turn } = contracts.submitMessage(state, text, ctx);
    state = next;
    if (turn.validation) {
      const answer = await ada.request('POST /api/perplexity/validate-challenge', {
        method: 'POST',
        path: '/api/perplexity/validate-challenge',
        body: turn.validation,
      });
      seen.islaStatuses.push(answer.status);
    }
    if (turn.reply) {
      const answer = await ada.request('POST /api/perplexity/generate-response', {
        method: 'POST',
        path: '/api/perplexity/generate-response',
        body: turn.reply,
      });
      seen.islaStatuses.push(answer.status);
      if (answer.status !== 200) break;
      seen.islaReplies += 1;
      state = contracts.applyReply(state, answer.body, ctx);
    }
    if (seen.phases.at(-1) !== state.phase) seen.phases.push(state.phase);
  }
  log(`journey: Isla answered ${seen.islaReplies} times, phases ${seen.phases.join(' → ')}`);
  if (state.phase !== 'creation') return { ...seen, ada };

  // Published as the creation form does with Isla's draft.
  const { draft } = state;
  const created = await ada.request('POST /api/challenges', {
    method: 'POST',
    path: '/api/challenges',
    body: {
      title: draft.title,
      description: draft.description,
      category: draft.category,
      tags: draft.tags,
      difficulty: draft.difficulty,
      status: 'active',
      brainstormSession: contracts.sessionMessages(state),
      validatedInsights: contracts.validatedInsights(state),
    },
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
  if (!expect(seen.phases.at(-1) === 'creation', `the brainstorm stopped in ${seen.phases.at(-1)}`))
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
