import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connection, signedInWithEmptyLists } from '../test/domainFixtures';
import { gqlError, type MockHandler } from '../test/mockGraphQL';
import { makePersonPage } from '../test/pageFixtures';
import { renderApp } from '../test/renderApp';
import { makeUser } from '../test/fixtures';
import { makeAvailability, slot } from '../mentoring/testing';

const renderPerson = (answer: MockHandler) =>
  renderApp({
    path: '/people/u-2',
    handlers: {
      ...signedInWithEmptyLists(),
      MentoringTeamChoices: () => ({ data: { myTeams: connection([]) } }),
      PersonPage: answer,
    },
  });

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
          programmeBadges: [
            {
              __typename: 'ProgrammeBadge',
              id: 'pb-1',
              kind: 'award',
              name: 'Innovation Award',
              description: 'Awarded Innovation Award in Spring 2027 for Leftover Scale',
            },
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
    expect(screen.getByText('Innovation Award')).toBeInTheDocument();
    expect(
      screen.getByText('Awarded Innovation Award in Spring 2027 for Leftover Scale'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Waste Watchers' })).toHaveAttribute('href', '/teams/t-1');
    expect(screen.getByRole('link', { name: 'Reduce food waste' })).toHaveAttribute(
      'href',
      '/challenges/c-1',
    );
    expect(screen.getByRole('link', { name: 'Leftover Scale' })).toHaveAttribute('href', '/projects/p-1');
    expect(calls.filter((c) => c.operationName === 'PersonPage')).toHaveLength(1);
    expect(calls.find((c) => c.operationName === 'PersonPage')?.variables).toEqual({ id: 'u-2' });
  });

  it('shows a mentor’s role, company, availability and "Request mentoring" with its dialog', async () => {
    const { user } = renderPerson(() => ({
      data: {
        user: makePersonPage({
          currentRole: 'Staff Engineer',
          company: 'Navy',
          mentorAvailability: makeAvailability({
            slots: [slot(2, '09:00', '11:00')],
            languages: ['de'],
          }) as never,
        }),
        challenges: connection([]),
      },
    }));
    expect(await screen.findByText('Staff Engineer · Navy')).toBeInTheDocument();
    const mentoring = within(screen.getByRole('region', { name: 'Mentoring' }));
    expect(mentoring.getByText('Deutsch')).toBeInTheDocument();
    expect(
      within(mentoring.getByRole('list', { name: 'Available' })).getByRole('listitem').textContent,
    ).toMatch(/Tue.*9:00.*11:00/);
    await user.click(mentoring.getByRole('button', { name: 'Request mentoring' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Request mentoring' }));
    expect(dialog.getByText('Ask Grace Hopper to mentor one of your teams.')).toBeInTheDocument();
    // Ada has no team yet (MentoringTeamChoices answers none).
    expect(await dialog.findByText('Join or create a team first')).toBeInTheDocument();
  });

  it('offers the mentor’s expertise as the topics of a request', async () => {
    const { user } = renderApp({
      path: '/people/u-2',
      handlers: {
        ...signedInWithEmptyLists(),
        MentoringTeamChoices: () => ({
          data: {
            myTeams: connection([{ __typename: 'Team', id: 't-1', name: 'Waste Watchers', mentorIds: [] }]),
          },
        }),
        PersonPage: () => ({
          data: {
            user: makePersonPage({ mentorAvailability: makeAvailability() as never }),
            challenges: connection([]),
          },
        }),
      },
    });
    const mentoring = within(await screen.findByRole('region', { name: 'Mentoring' }));
    await user.click(mentoring.getByRole('button', { name: 'Request mentoring' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Request mentoring' }));
    expect(await dialog.findByRole('option', { name: 'Waste Watchers' })).toBeInTheDocument();
    const topics = within(dialog.getByRole('group', { name: 'What do you need help with?' }));
    expect(topics.getAllByRole('button').map((b) => b.textContent)).toEqual(['COBOL', 'Compilers']);
  });

  it('offers no request to a mentor looking at another mentor, and no section for a non-mentor', async () => {
    renderApp({
      path: '/people/u-2',
      handlers: {
        ...signedInWithEmptyLists(),
        Me: () => ({ data: { me: makeUser({ role: 'mentor' }) } }),
        PersonPage: () => ({
          data: {
            user: makePersonPage({ mentorAvailability: makeAvailability() as never }),
            challenges: connection([]),
          },
        }),
      },
    });
    const mentoring = within(await screen.findByRole('region', { name: 'Mentoring' }));
    expect(mentoring.getByText('No times set yet')).toBeInTheDocument();
    expect(mentoring.queryByRole('button', { name: 'Request mentoring' })).not.toBeInTheDocument();
  });

  it('shows a mentor staff have not verified as "Mentor, not yet verified", with no request (docs/product.md §14)', async () => {
    renderPerson(() => ({
      data: {
        user: makePersonPage({ mentorVerified: false, mentorAvailability: makeAvailability() as never }),
        challenges: connection([]),
      },
    }));
    expect(await screen.findByText('Mentor, not yet verified')).toBeInTheDocument();
    expect(screen.queryByText('Mentor')).not.toBeInTheDocument();
    const mentoring = within(screen.getByRole('region', { name: 'Mentoring' }));
    expect(
      mentoring.getByText('Teams can ask for mentoring once staff have verified this mentor.'),
    ).toBeInTheDocument();
    expect(mentoring.queryByRole('button', { name: 'Request mentoring' })).not.toBeInTheDocument();
  });

  it('shows no mentoring section for someone who is not a mentor', async () => {
    renderPerson(() => ({
      data: { user: makePersonPage({ role: 'student' }), challenges: connection([]) },
    }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Mentoring' })).not.toBeInTheDocument();
  });
});
