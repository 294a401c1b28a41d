import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROGRAMME_ID } from '../programmes/testing';
import { signedInWithEmptyLists } from '../test/domainFixtures';
import { gqlError, type MockHandler } from '../test/mockGraphQL';
import { renderApp } from '../test/renderApp';
import {
  award,
  awards,
  OTHER_PROJECT_ID,
  PROJECT_ID,
  rankedProject,
  results,
  resultsProgramme,
  winner,
} from './testing';

const renderResults = (handlers: Record<string, MockHandler>) =>
  renderApp({
    path: `/programmes/${PROGRAMME_ID}/results`,
    handlers: {
      ...signedInWithEmptyLists(),
      ResultsProgramme: () => ({ data: { programme: resultsProgramme() } }),
      ...handlers,
    },
  });

const published = () =>
  results({
    awards: [
      award({ winner: winner(PROJECT_ID, 'Sun Tracker', 'Solar Sisters') }),
      ...awards().slice(1, 3),
      award({
        key: 'peoples-choice',
        name: "People's Choice",
        nameDe: 'Publikumspreis',
        kind: 'vote',
        winner: winner(OTHER_PROJECT_ID, 'Rain Barrel', 'Drop Squad'),
      }),
    ],
    ranking: [
      rankedProject(),
      rankedProject({
        rank: 2,
        projectId: OTHER_PROJECT_ID,
        projectTitle: 'Rain Barrel',
        teamName: 'Drop Squad',
        normalised: -0.71,
      }),
    ],
  });

describe('a programme’s results (/programmes/:id/results)', () => {
  it('shows the awards with their winners linked and the ranking, once published', async () => {
    renderResults({ ProgrammeResults: () => ({ data: { programmeResults: published() } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Results' })).toBeInTheDocument();
    expect(screen.getByText('Berlin Spring Cohort')).toBeInTheDocument();
    const awardsSection = within(await screen.findByRole('region', { name: 'Awards' }));
    expect(awardsSection.getByRole('heading', { name: 'Overall Winner' })).toBeInTheDocument();
    expect(awardsSection.getByRole('link', { name: 'Sun Tracker' })).toHaveAttribute(
      'href',
      `/projects/${PROJECT_ID}`,
    );
    expect(awardsSection.getByRole('link', { name: 'Rain Barrel' })).toHaveAttribute(
      'href',
      `/projects/${OTHER_PROJECT_ID}`,
    );
    expect(awardsSection.getAllByText('Not awarded yet')).toHaveLength(2);
    const table = within(screen.getByRole('table', { name: 'Ranking of Berlin Spring Cohort' }));
    const rows = table.getAllByRole('row');
    expect(within(rows[1]!).getByRole('link', { name: 'Sun Tracker' })).toHaveAttribute(
      'href',
      `/projects/${PROJECT_ID}`,
    );
    expect(within(rows[1]!).getByText('0.71')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('-0.71')).toBeInTheDocument();
    // Only organisers see the raw means, spreads and under-judged projects.
    expect(table.queryByRole('columnheader', { name: 'Raw mean' })).not.toBeInTheDocument();
    expect(table.queryByRole('columnheader', { name: 'Spread' })).not.toBeInTheDocument();
  });

  it('tells anyone else that the results are not published yet, not an error', async () => {
    renderResults({
      ProgrammeResults: () =>
        gqlError('The results of this programme are not published yet', { code: 'FORBIDDEN' }),
    });
    expect(await screen.findByText('The results are not published yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Results' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows its organisers the standing before publication, with raw means, spreads and under-judged projects', async () => {
    renderResults({
      ResultsProgramme: () => ({ data: { programme: resultsProgramme({ viewerIsOrganiser: true }) } }),
      ProgrammeResults: () => ({
        data: {
          programmeResults: results({
            publishedAt: null,
            awards: [award({ winner: winner(PROJECT_ID, 'Sun Tracker', 'Solar Sisters') })],
            ranking: [rankedProject({ underJudged: true, judgeCount: 1, spread: 0 })],
          }),
        },
      }),
    });
    expect(
      await screen.findByText('Not published yet: only the organisers see this standing.'),
    ).toBeInTheDocument();
    const table = within(screen.getByRole('table', { name: 'Ranking of Berlin Spring Cohort' }));
    expect(table.getByRole('columnheader', { name: 'Raw mean' })).toBeInTheDocument();
    expect(table.getByRole('columnheader', { name: 'Spread' })).toBeInTheDocument();
    const row = within(table.getAllByRole('row')[1]!);
    expect(row.getByText('4.25')).toBeInTheDocument();
    expect(row.getByText('0.00')).toBeInTheDocument();
    expect(row.getByText('Under-judged')).toBeInTheDocument();
  });

  it('is the not-found page for an unknown programme', async () => {
    renderResults({
      ResultsProgramme: () => gqlError('This programme does not exist', { code: 'NOT_FOUND' }),
      ProgrammeResults: () => gqlError('This programme does not exist', { code: 'NOT_FOUND' }),
    });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });
});
