import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connection, signedInWithEmptyLists } from '../test/domainFixtures';
import { gqlError, type MockHandler } from '../test/mockGraphQL';
import { makePersonPage } from '../test/pageFixtures';
import { renderApp } from '../test/renderApp';

const renderPerson = (answer: MockHandler) =>
  renderApp({ path: '/people/u-2', handlers: { ...signedInWithEmptyLists(), PersonPage: answer } });

describe('person page (/people/:id)', () => {
  it('shows a skeleton while loading', async () => {
    renderPerson(() => new Promise(() => {}));
    expect(await screen.findByTestId('page-skeleton')).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown id', async () => {
    renderPerson(() => ({ data: { user: null, challenges: connection([]) } }));
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    renderPerson(() => gqlError('down'));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows name, role, skills, interests, bio, badges, teams, challenges and projects in one operation', async () => {
    const { calls } = renderPerson(() => ({
      data: {
        user: makePersonPage({
          achievements: [
            { __typename: 'Achievement', id: 'a-1', key: 'first-team', title: 'x', description: 'y' },
          ] as never,
          teams: [{ __typename: 'Team', id: 't-1', name: 'Waste Watchers', status: 'forming' }] as never,
          projects: [{ __typename: 'Project', id: 'p-1', title: 'Leftover Scale' }] as never,
        }),
        challenges: connection([
          { __typename: 'Challenge', id: 'c-1', title: 'Reduce food waste', status: 'active' },
        ]),
      },
    }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByText('Mentor')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Skills' })).getByText('COBOL')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Interests' })).getByText('Education'),
    ).toBeInTheDocument();
    expect(screen.getByText('I found a moth.')).toBeInTheDocument();
    expect(screen.getByText('Team Player')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Waste Watchers' })).toHaveAttribute('href', '/teams/t-1');
    expect(screen.getByRole('link', { name: 'Reduce food waste' })).toHaveAttribute(
      'href',
      '/challenges/c-1',
    );
    expect(screen.getByRole('link', { name: 'Leftover Scale' })).toHaveAttribute('href', '/projects/p-1');
    expect(calls.filter((c) => c.operationName === 'PersonPage')).toHaveLength(1);
    expect(calls.find((c) => c.operationName === 'PersonPage')?.variables).toEqual({ id: 'u-2' });
  });
});
