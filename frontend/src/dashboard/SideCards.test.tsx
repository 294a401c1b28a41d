import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connection, makeChallenge, makeTeam, signedInWithEmptyLists } from '../test/domainFixtures';
import { renderApp } from '../test/renderApp';

const card = async (name: string) => within(await screen.findByRole('region', { name }));
const row = (progress: ReturnType<typeof within>, label: string) => progress.getByText(label).closest('li')!;

describe('dashboard side cards', () => {
  it("computes Your Progress from counts of the user's challenges and projects, and their teams", async () => {
    const team = makeTeam({ isMember: true, status: 'forming' });
    const { calls } = renderApp({
      handlers: {
        ...signedInWithEmptyLists(),
        CreatedChallengeCount: () => ({ data: { challenges: connection([], { totalCount: 1 }) } }),
        MyTeams: () => ({ data: { myTeams: connection([team]) } }),
        MyProjectCount: () => ({ data: { projects: connection([]) } }),
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
    // Counted by the servers, not downloaded: no list of challenges or projects is read.
    expect(calls.find((c) => c.operationName === 'CreatedChallengeCount')?.variables).toEqual({ me: 'u-1' });
    expect(calls.some((c) => c.operationName === 'Challenges' || c.operationName === 'Projects')).toBe(false);
  });

  it('shows Prototyping locked without a team, and everything completed once a team project is showcased', async () => {
    const counts = (challenges: number, projects: number) => ({
      CreatedChallengeCount: () => ({ data: { challenges: connection([], { totalCount: challenges }) } }),
      MyProjectCount: () => ({ data: { projects: connection([], { totalCount: projects }) } }),
    });
    const { unmount } = renderApp({ handlers: { ...signedInWithEmptyLists(), ...counts(0, 0) } });
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
        ...counts(0, 1),
        MyTeams: () => ({ data: { myTeams: connection([team]) } }),
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
            myAchievements: connection([
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
