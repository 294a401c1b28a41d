import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pagedList } from '../test/domainFixtures';
import { connection, emptyDashboard, makeUser } from '../test/fixtures';
import { gqlError } from '../test/mockGraphQL';
import { renderApp } from '../test/renderApp';
import { setScreenWidth } from '../test/screenWidth';

const me = { Me: () => ({ data: { me: makeUser() } }) };
const card = async (name: string) => within(await screen.findByRole('region', { name }, { timeout: 5_000 }));

const recommended = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    __typename: 'RecommendedUser',
    id: `r-${i}`,
    firstName: `Member${i}`,
    lastName: 'Test',
    role: i === 0 ? 'mentor' : 'student',
    experience: 'advanced',
    profileImageUrl: null,
    sharedSkills: i === 0 ? ['Python', 'React'] : [],
    sharedInterests: ['AI/ML'],
  }));

describe('dashboard', () => {
  it('greets the user and shows the phase banner and the brainstorm section', async () => {
    renderApp({ handlers: { ...me, ...emptyDashboard } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Challenge Discovery' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Challenge Brainstorm with Isla' })).toBeInTheDocument();
    // The side cards and Isla's card come right after the first paint (ui/AfterFirstPaint).
    expect(await screen.findByText('Start Conversation')).toBeInTheDocument();
    expect(screen.getByText('Identify Challenge').closest('a')).toHaveAttribute('href', '/challenges');
    expect(screen.getByText('Find Team').closest('a')).toHaveAttribute('href', '/teams');
    expect(screen.getByText('Build Prototype').closest('a')).toHaveAttribute('href', '/showcase');
  });

  it("greets a person who registered in this tab 'Willkommen, Ada', not 'Willkommen zurück'", async () => {
    window.localStorage.setItem('language', 'de');
    window.sessionStorage.setItem('newAccount', 'u-1');
    try {
      renderApp({ handlers: { ...me, ...emptyDashboard } });
      expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen, Ada' })).toBeInTheDocument();
    } finally {
      window.localStorage.removeItem('language');
      window.sessionStorage.removeItem('newAccount');
    }
  });

  it("on a phone, renders the side cards below the brainstorm and none of the large screens' sidebar", async () => {
    setScreenWidth(412);
    renderApp({ handlers: { ...me, ...emptyDashboard } });
    expect(await card('Recent Achievements')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Talk with Isla' })).toBeInTheDocument();
    expect(screen.queryByText('Start Conversation')).not.toBeInTheDocument();
    expect(screen.queryByText('Identify Challenge')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your Progress' })).not.toBeInTheDocument();
  });

  it('shows the empty state of every card', async () => {
    renderApp({ handlers: { ...me, ...emptyDashboard } });
    expect((await card('Recommended Team Members')).getByText('No recommendations yet')).toBeInTheDocument();
    const achievements = await card('Recent Achievements');
    expect(achievements.getByText('No achievements yet')).toBeInTheDocument();
    expect(achievements.getByText('Complete challenges to earn badges!')).toBeInTheDocument();
    expect((await card('Learning Resources')).getByText('No resources available')).toBeInTheDocument();
    const projects = await card('Featured Projects');
    expect(projects.getByText('No featured projects')).toBeInTheDocument();
    expect(projects.getByText('Submit your project to get featured!')).toBeInTheDocument();
  });

  it('shows the empty state when the other subgraphs fail, without breaking the rest', async () => {
    renderApp({
      handlers: {
        ...me,
        ...emptyDashboard,
        RecommendedUsers: () => ({ data: { recommendedUsers: connection(recommended(1)) } }),
        Resources: () =>
          gqlError('Cannot query field "resources" on type "Query".', { code: 'GRAPHQL_VALIDATION_FAILED' }),
        FeaturedProjects: () => Promise.reject(new TypeError('Failed to fetch')),
      },
    });
    // The cards' own chunks and answers may come after the card's heading on a busy machine: found, not got.
    const within5s = { timeout: 5_000 };
    expect(
      await (await card('Learning Resources')).findByText('No resources available', {}, within5s),
    ).toBeInTheDocument();
    expect(
      await (await card('Featured Projects')).findByText('No featured projects', {}, within5s),
    ).toBeInTheDocument();
    expect(
      await (await card('Recommended Team Members')).findByText('Member0 Test', {}, within5s),
    ).toBeInTheDocument();
  });

  it('lists the first 2 recommendations with role, experience and the shared skills', async () => {
    renderApp({
      handlers: {
        ...me,
        ...emptyDashboard,
        RecommendedUsers: pagedList('recommendedUsers', recommended(3)),
      },
    });
    const members = await card('Recommended Team Members');
    expect(await members.findByText('Member0 Test')).toBeInTheDocument();
    expect(members.getByText('Member1 Test')).toBeInTheDocument();
    expect(members.queryByText('Member2 Test')).not.toBeInTheDocument();
    expect(members.getByText('Mentor · Advanced')).toBeInTheDocument();
    expect(members.getByText('Shared skills: Python, React')).toBeInTheDocument();
    expect(members.getByText('Shared interests: AI/ML')).toBeInTheDocument();
  });

  it('lists the first 2 achievements, 3 resources and 2 featured projects, asking for no more', async () => {
    const { calls } = renderApp({
      handlers: {
        ...me,
        ...emptyDashboard,
        MyAchievements: pagedList(
          'myAchievements',
          [1, 2, 3].map((i) => ({
            __typename: 'Achievement',
            id: `a${i}`,
            title: `Badge ${i}`,
            description: `Earned ${i}`,
            icon: 'trophy',
            points: 10,
            earnedAt: null,
          })),
        ),
        Resources: pagedList(
          'resources',
          [1, 2, 3, 4].map((i) => ({
            __typename: 'Resource',
            id: `res${i}`,
            title: `Resource ${i}`,
            type: 'video',
            url: `https://example.com/${i}`,
            provider: 'YouTube',
            difficulty: 'beginner',
            duration: '45 min',
          })),
        ),
        FeaturedProjects: ({ first }) => ({
          data: {
            featuredProjects: [1, 2, 3].slice(0, first as number).map((i) => ({
              __typename: 'Project',
              id: `p${i}`,
              title: `Project ${i}`,
              likes: i,
              teamId: `t${i}`,
              team: { __typename: 'Team', id: `t${i}`, name: `Team ${i}` },
            })),
          },
        }),
      },
    });
    const achievements = await card('Recent Achievements');
    expect(await achievements.findByText('Badge 1')).toBeInTheDocument();
    expect(achievements.getByText('Earned 2')).toBeInTheDocument();
    expect(achievements.queryByText('Badge 3')).not.toBeInTheDocument();

    const resources = await card('Learning Resources');
    expect(await resources.findByRole('link', { name: /Resource 3/ })).toHaveAttribute(
      'href',
      'https://example.com/3',
    );
    expect(resources.queryByText('Resource 4')).not.toBeInTheDocument();
    expect(resources.getAllByText('Video · YouTube · 45 min')).toHaveLength(3);

    const projects = await card('Featured Projects');
    expect(await projects.findByText('Project 1')).toBeInTheDocument();
    expect(projects.getByText('by Team 2')).toBeInTheDocument();
    expect(projects.queryByText('Project 3')).not.toBeInTheDocument();

    // Your Progress counts only real data: the badges earned, all of them (the server's total).
    const progress = await card('Your Progress');
    expect(progress.getByText('Badges earned').nextSibling).toHaveTextContent('3');
    const asked = (name: string) => calls.find((c) => c.operationName === name)?.variables;
    expect(asked('MyAchievements')).toEqual({ first: 2 });
    expect(asked('Resources')).toEqual({ first: 3 });
    expect(asked('FeaturedProjects')).toEqual({ first: 2 });
    expect(asked('RecommendedUsers')).toEqual({ first: 2 });
  });
});
