import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { judge, judgeTeamsAnswer, PATHS_WITHOUT_TEAMS } from './teams-down.mjs';

const unavailable = { en: 'The service is unavailable.', de: 'Der Dienst ist nicht erreichbar.' };
const error = (path, locale = 'en') => ({
  message: unavailable[locale],
  path,
  extensions: { code: 'SERVICE_UNAVAILABLE' },
});
/** The query's answer with teams down: the other services' data, null and an error at every teams field. */
const partial = (locale) => ({
  data: {
    me: { id: 'u1', firstName: 'Vi' },
    challenges: { nodes: [{ id: 'c1', title: 'C', teamCount: null }] },
    resources: { nodes: [] },
    projects: { nodes: [] },
    team: null,
  },
  errors: [error(['team'], locale), error(['challenges', 'nodes', 0, 'teamCount'], locale)],
});
const fine = {
  window: { start: 0, end: 10_000 },
  answers: ['en', 'de'].map((locale) => ({ locale, body: partial(locale), message: unavailable[locale] })),
  statuses: PATHS_WITHOUT_TEAMS.map(() => 200),
  teamsList: { outcome: 'clean-503', status: 503 },
  browser: { line: 'browser: /teams (en) "…"', problems: [] },
  started: true,
  recoveredAt: 11_500,
  verdict: { total: 70, clean503: 15, unexpected: [] },
};

describe('fault 4, teams killed: judgeTeamsAnswer', () => {
  it('wants an error at the teams fields of lists that had rows only', () => {
    assert.equal(judgeTeamsAnswer(partial('en'), unavailable.en).ok, true);
    const withProjects = partial('en');
    withProjects.data.projects.nodes = [{ id: 'p1', title: 'P', team: { id: 't', name: 'T' } }];
    assert.deepEqual(judgeTeamsAnswer(withProjects, unavailable.en).problems, [
      'no error on projects.nodes.*.team',
    ]);
  });

  it('refuses a message in the wrong language', () => {
    assert.equal(judgeTeamsAnswer(partial('en'), unavailable.de).ok, false);
  });
});

describe('fault 4, teams killed: judge', () => {
  it('passes when the rest answered, /api/teams was a clean 503 and everything recovered', () => {
    const result = judge(fine);
    assert.deepEqual(result.problems, []);
    assert.deepEqual(result.details, [
      'SIGKILL, held 10.0 s',
      '70 requests, 15 clean 503s, 0 unexpected',
      'GraphQL: data for me, challenges, resources, projects, null and SERVICE_UNAVAILABLE at the 2 teams fields (en, de)',
      'REST 4/4 other paths 200, /api/teams 503',
      'browser: /teams (en) "…"',
      'recovered 1.5 s after teams was ready',
    ]);
  });

  it('fails each thing that went wrong while teams was down and after, in the order it was seen', () => {
    const result = judge({
      ...fine,
      answers: [{ locale: 'de', body: { data: null, errors: [] }, message: unavailable.de }],
      statuses: [200, 502, 200, 200],
      teamsList: { outcome: 'error', status: 500 },
      browser: { line: 'browser: nothing shown', problems: ['/teams (en): Timeout'] },
      started: false,
      recoveredAt: null,
      verdict: { ...fine.verdict, unexpected: [{}] },
    });
    assert.deepEqual(result.problems, [
      'GraphQL (de): no data for me, no data for challenges, no data for resources',
      '/api/resources not 200 while teams was down',
      'GET /api/teams answered 500, not a clean 503',
      '/teams (en): Timeout',
      'teams did not come back ready',
      'GraphQL or /api/teams still failing 30 s after teams came back',
      '1 unexpected answers',
    ]);
    assert.equal(result.details.at(-1), 'browser: nothing shown', 'no recovery time without a recovery');
  });
});
