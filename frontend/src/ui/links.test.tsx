import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  connection,
  makeChallenge,
  makeMember,
  makeProject,
  makeTeam,
  signedInWithEmptyLists,
} from '../test/domainFixtures';
import { location, renderApp } from '../test/renderApp';

/** Lists answer after a debounce and a round trip: generous on a busy machine. */
const eventually = <T,>(check: () => T) => waitFor(check, { timeout: 5_000 });
const card = async (name: string) => within(await screen.findByRole('article', { name }));

// docs/product.md (pages with their own addresses): every card, name and avatar that shows a challenge, team,
// project or person is a real link to its page, named by what it shows.
describe('links from the lists to the pages of one thing', () => {
  it("links a challenge card's title to the challenge and follows it", async () => {
    const challenge = makeChallenge({ id: 'c-1', title: 'Quiet rooms' });
    const { user } = renderApp({
      path: '/challenges',
      handlers: {
        ...signedInWithEmptyLists(),
        Challenges: () => ({ data: { challenges: connection([challenge]) } }),
      },
    });
    const link = (await card('Quiet rooms')).getByRole('link', { name: 'Quiet rooms' });
    expect(link).toHaveAttribute('href', '/challenges/c-1');
    await user.click(link);
    await eventually(() => expect(location()).toBe('/challenges/c-1'));
  });

  it("links team names, a team's challenge and its members to their pages", async () => {
    const challenge = { __typename: 'Challenge', id: 'c-9', title: 'Clean river' } as const;
    const mine = makeTeam({
      id: 't-1',
      name: 'River Crew',
      isMember: true,
      challengeId: 'c-9',
      challenge,
      members: [makeMember('u-7', 'Lin', 'Park', 'leader')],
    });
    const other = makeTeam({ id: 't-2', name: 'Night Owls' });
    const { user } = renderApp({
      path: '/teams',
      handlers: {
        ...signedInWithEmptyLists(),
        Teams: () => ({ data: { teams: connection([mine, other]) } }),
        MyTeams: () => ({ data: { myTeams: connection([mine]) } }),
      },
    });
    const discover = within(await screen.findByRole('region', { name: 'Discover Teams' }));
    await eventually(() =>
      expect(discover.getByRole('link', { name: 'Night Owls' })).toHaveAttribute('href', '/teams/t-2'),
    );
    const riverCard = within(discover.getByRole('article', { name: 'River Crew' }));
    expect(riverCard.getByRole('link', { name: 'River Crew' })).toHaveAttribute('href', '/teams/t-1');
    expect(riverCard.getByRole('link', { name: 'Clean river' })).toHaveAttribute('href', '/challenges/c-9');

    const myTeams = within(screen.getByRole('region', { name: 'My Teams' }));
    expect(myTeams.getByRole('link', { name: 'River Crew' })).toHaveAttribute('href', '/teams/t-1');
    await user.click(myTeams.getByRole('button', { name: 'Show the members of River Crew' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('link', { name: 'Lin Park' })).toHaveAttribute('href', '/people/u-7');
  });

  it("links a project card's title, team and member avatars", async () => {
    const withMembers = makeProject({ id: 'p-1', title: 'Smart Bins', teamId: 't-5' });
    withMembers.team = {
      __typename: 'Team',
      id: 't-5',
      name: 'Bin Squad',
      members: [makeMember('u-3', 'Ada', 'Test'), { ...makeMember('u-4', 'X'), user: null }],
    } as unknown as typeof withMembers.team;
    const noMembers = makeProject({ id: 'p-2', title: 'Lonely', teamId: 't-6' });
    noMembers.team = { __typename: 'Team', id: 't-6', name: 'Solo', members: [] } as never;
    renderApp({
      path: '/showcase',
      handlers: {
        ...signedInWithEmptyLists(),
        Projects: () => ({ data: { projects: connection([withMembers, noMembers]) } }),
      },
    });
    const projectList = () => within(screen.getByRole('list', { name: 'Projects' }));
    await eventually(() => projectList().getByRole('article', { name: 'Smart Bins' }));
    const smart = within(projectList().getByRole('article', { name: 'Smart Bins' }));
    expect(smart.getByRole('link', { name: 'Smart Bins' })).toHaveAttribute('href', '/projects/p-1');
    expect(smart.getByRole('link', { name: 'Bin Squad' })).toHaveAttribute('href', '/teams/t-5');
    const members = within(smart.getByRole('group', { name: 'Team members' }));
    // A known person's avatar is a link named by the person; an unknown one is no link.
    expect(members.getAllByRole('link')).toHaveLength(1);
    expect(members.getByRole('link', { name: 'Ada Test' })).toHaveAttribute('href', '/people/u-3');
    expect(members.getByRole('img', { name: 'Ada Test' })).toBeInTheDocument();

    const lonely = within(projectList().getByRole('article', { name: 'Lonely' }));
    expect(lonely.getByRole('link', { name: 'Solo' })).toHaveAttribute('href', '/teams/t-6');
  });

  it('links recommended members, featured projects and their teams on the dashboard', async () => {
    renderApp({
      handlers: {
        ...signedInWithEmptyLists(),
        RecommendedUsers: () => ({
          data: {
            recommendedUsers: connection([
              {
                __typename: 'RecommendedUser',
                id: 'u-8',
                firstName: 'Mia',
                lastName: 'Lopez',
                role: 'mentor',
                experience: 'advanced',
                profileImageUrl: null,
                sharedSkills: [],
                sharedInterests: [],
              },
            ]),
          },
        }),
        FeaturedProjects: () => ({
          data: {
            featuredProjects: [
              {
                __typename: 'Project',
                id: 'p-3',
                title: 'Garden App',
                likes: 2,
                teamId: 't-3',
                team: { __typename: 'Team', id: 't-3', name: 'Green Team' },
              },
            ],
          },
        }),
      },
    });
    const recommended = within(await screen.findByRole('region', { name: 'Recommended Team Members' }));
    expect(await recommended.findByRole('link', { name: 'Mia Lopez' })).toHaveAttribute(
      'href',
      '/people/u-8',
    );
    const projects = within(screen.getByRole('region', { name: 'Featured Projects' }));
    expect(await projects.findByRole('link', { name: 'Garden App' })).toHaveAttribute(
      'href',
      '/projects/p-3',
    );
    expect(projects.getByRole('link', { name: 'by Green Team' })).toHaveAttribute('href', '/teams/t-3');
  });
});
