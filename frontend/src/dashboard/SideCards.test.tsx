import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  connection,
  makeChallenge,
  makeProject,
  makeTeam,
  signedInWithEmptyLists,
} from '../test/domainFixtures';
import { renderApp } from '../test/renderApp';

const card = async (name: string) => within(await screen.findByRole('region', { name }));
const row = (progress: ReturnType<typeof within>, label: string) => progress.getByText(label).closest('li')!;

describe('dashboard side cards', () => {
  it("computes Your Progress from the user's challenges, teams and projects", async () => {
    const team = makeTeam({ isMember: true, status: 'forming' });
    renderApp({
      handlers: {
        ...signedInWithEmptyLists(),
        Challenges: () => ({
          data: { challenges: connection('Challenge', [makeChallenge({ createdBy: 'u-1' })]) },
        }),
        MyTeams: () => ({ data: { myTeams: connection('Team', [team]) } }),
      },
    });
    const progress = await card('Your Progress');
    expect(await progress.findByText('Journey: 1 of 3 steps')).toBeInTheDocument();
    expect(row(progress, 'Challenge Phase')).toHaveTextContent('Completed');
    expect(row(progress, 'Team Formation')).toHaveTextContent('In Progress');
    expect(row(progress, 'Prototyping')).toHaveTextContent('Not started');
    expect(progress.getByRole('progressbar', { name: 'Journey: 1 of 3 steps' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
  });

  it('shows Prototyping locked without a team, and everything completed once a team project is showcased', async () => {
    const { unmount } = renderApp({ handlers: signedInWithEmptyLists() });
    let progress = await card('Your Progress');
    expect(await progress.findByText('Journey: 0 of 3 steps')).toBeInTheDocument();
    expect(row(progress, 'Challenge Phase')).toHaveTextContent('Not started');
    expect(row(progress, 'Team Formation')).toHaveTextContent('Not started');
    expect(row(progress, 'Prototyping')).toHaveTextContent('Locked');
    unmount();

    const team = makeTeam({ isMember: true, status: 'active', challengeId: makeChallenge().id });
    renderApp({
      handlers: {
        ...signedInWithEmptyLists(),
        MyTeams: () => ({ data: { myTeams: connection('Team', [team]) } }),
        Projects: () => ({ data: { projects: connection('Project', [makeProject({ teamId: team.id })]) } }),
      },
    });
    progress = await card('Your Progress');
    expect(await progress.findByText('Journey: 3 of 3 steps')).toBeInTheDocument();
  });

  it('translates the badges by their key', async () => {
    localStorage.setItem('language', 'de');
    const id = '10000000-0000-4000-8000-000000000002';
    renderApp({
      handlers: {
        ...signedInWithEmptyLists(),
        MyAchievements: () => ({
          data: {
            myAchievements: connection('Achievement', [
              {
                __typename: 'Achievement',
                id,
                title: 'Team Player',
                description: 'Joined your first team.',
                icon: 'users',
                points: 30,
                earnedAt: null,
              },
            ]),
          },
        }),
        AchievementCatalogue: () => ({
          data: { achievements: [{ __typename: 'Achievement', id, key: 'first-team' }] },
        }),
      },
    });
    const achievements = await card('Neueste Erfolge');
    expect(await achievements.findByText('Teamplayer')).toBeInTheDocument();
    expect(achievements.getByText('Du bist deinem ersten Team beigetreten.')).toBeInTheDocument();
    expect(
      within(await screen.findByRole('region', { name: 'Dein Fortschritt' })).getByText('Verdiente Abzeichen')
        .nextSibling,
    ).toHaveTextContent('1');
  });
});
