import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../ui/useRelogin';
import {
  connection,
  deferred,
  makeMember,
  makeProject,
  makeStats,
  makeTeam,
  pagedList,
  settle,
  signedInWithEmptyLists,
} from '../test/domainFixtures';
import { award, PROJECT_ID, winner } from '../judging/testing';
import { myProgramme, OTHER_PROGRAMME_ID, PROGRAMME_ID } from '../programmes/testing';
import { gqlError } from '../test/mockGraphQL';
import { location, locationSearch, renderApp } from '../test/renderApp';

/** Lists answer after a debounce and a round trip: generous on a busy machine. */
const eventually = <T,>(check: () => T) => waitFor(check, { timeout: 5_000 });
type TestProject = ReturnType<typeof makeProject>;
/** The projects list as the server answers it: search, topic against the tags, sorted recent or popular, paged. */
const projectsHandler = (rows: TestProject[]) => {
  const time = (p: TestProject) => new Date(p.updatedAt).getTime();
  return (variables: Record<string, unknown>) => {
    const sorted = [...rows].sort(
      (a, b) => (variables.sort === 'popular' ? b.likes - a.likes : 0) || time(b) - time(a),
    );
    return pagedList('projects', sorted, (p, v) => {
      const needle = ((v.search as string) ?? '').toLowerCase();
      const topic = ((v.topic as string) ?? '').toLowerCase();
      return (
        (!topic || p.tags.some((tag) => tag.toLowerCase().includes(topic))) &&
        (!needle || `${p.title} ${p.description}`.toLowerCase().includes(needle))
      );
    })(variables);
  };
};
const allProjects = () => within(screen.getByRole('region', { name: 'All Projects' }));
const titles = () =>
  within(screen.getByRole('list', { name: 'Projects' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const projectCard = async (name: string) =>
  within(
    await within(await screen.findByRole('region', { name: 'All Projects' })).findByRole('article', { name }),
  );
const toastRegion = () => within(screen.getByRole('region', { name: 'Notifications (F8)', hidden: true }));

describe('showcase page', () => {
  it('shows 9 skeleton cards while loading', async () => {
    renderApp({
      path: '/showcase',
      handlers: { ...signedInWithEmptyLists(), Projects: () => new Promise(() => {}) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Project Showcase' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(9);
  });

  it('shows the real totals and "No projects found"', async () => {
    renderApp({
      path: '/showcase',
      handlers: {
        ...signedInWithEmptyLists(),
        ShowcaseStats: () => ({
          data: { showcaseStats: makeStats({ projects: 4, totalLikes: 12, views: 1345 }) },
        }),
        // 'Teams' is the Teams page's number: every team, not only those that showcased a project.
        ProgrammeTeamCount: () => ({ data: { teams: connection([], { totalCount: 12 }) } }),
      },
    });
    expect(await screen.findByText('No projects found')).toBeInTheDocument();
    expect(screen.getByText('Be the first to showcase your project!')).toBeInTheDocument();
    const stats = within(screen.getByRole('region', { name: 'Showcase in numbers' }));
    expect(stats.getByText('Projects').nextSibling).toHaveTextContent('4');
    expect(stats.getByText('Total Likes').nextSibling).toHaveTextContent('12');
    expect(stats.getByText('Views').nextSibling).toHaveTextContent('1,345');
    expect(stats.getByText('Teams').nextSibling).toHaveTextContent('12');
    expect(screen.getByText('Showing 0 projects')).toBeInTheDocument();
  });

  it('searches, filters by topic against the tags, and sorts by recent or popular', async () => {
    const { user } = renderApp({
      path: '/showcase',
      handlers: {
        ...signedInWithEmptyLists(),
        Projects: projectsHandler([
          makeProject({
            title: 'Old Popular',
            likes: 9,
            tags: ['Health'],
            updatedAt: '2026-01-01T00:00:00.000Z',
          }),
          makeProject({
            title: 'New Quiet',
            likes: 1,
            tags: ['Sustainability Goals', 'iot'],
            updatedAt: '2026-11-01T00:00:00.000Z',
          }),
          makeProject({
            title: 'Middle',
            likes: 5,
            description: 'An EDUCATION helper',
            tags: ['school'],
            updatedAt: '2026-06-01T00:00:00.000Z',
          }),
        ]),
      },
    });
    await screen.findByRole('article', { name: 'Old Popular' });
    expect(titles()).toEqual(['New Quiet', 'Middle', 'Old Popular']);
    expect(screen.getByText('Showing 3 projects')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'popular');
    await eventually(() => expect(titles()).toEqual(['Old Popular', 'Middle', 'New Quiet']));
    expect(locationSearch()).toBe('?sort=popular');

    const topic = screen.getByRole('combobox', { name: 'Topic' });
    expect(
      within(topic)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Projects', 'Sustainability', 'Education', 'Health', 'Technology', 'Community']);
    await user.selectOptions(topic, 'sustainability');
    await eventually(() => expect(titles()).toEqual(['New Quiet']));
    expect(screen.getByText('Showing 1 project')).toBeInTheDocument();
    await user.selectOptions(topic, 'all');
    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'education');
    await eventually(() => expect(titles()).toEqual(['Middle']));
    expect(locationSearch()).toBe('?sort=popular&search=education');
    await user.selectOptions(topic, 'community');
    await eventually(() => expect(allProjects().getByText('No projects found')).toBeInTheDocument());
    expect(allProjects().getByText('Try adjusting your search or filters')).toBeInTheDocument();
  });

  it('shows the image, 3 tags, 3 member avatars and +N others, real views, and counts a demo view', async () => {
    const members = ['Ada', 'Lena', 'Max', 'Noor', 'Sam'].map((name, i) =>
      makeMember(`m-${i}`, name, 'Test'),
    );
    const withTeam = makeProject({
      title: 'Smart Bins',
      imageUrl: 'https://example.com/bins.png',
      demoUrl: 'https://demo.example.com',
      tags: ['a', 'b', 'c', 'd'],
      views: 12,
    });
    withTeam.team!.members = members;
    const teamless = makeProject({ title: 'Lonely', team: null, teamId: 'team-42' });
    const { user, calls } = renderApp({
      path: '/showcase',
      handlers: {
        ...signedInWithEmptyLists(),
        Projects: () => ({ data: { projects: connection([withTeam, teamless]) } }),
        RecordProjectView: () => ({
          data: { recordProjectView: { __typename: 'Project', id: withTeam.id, views: 13 } },
        }),
      },
    });
    const card = await projectCard('Smart Bins');
    expect(screen.getByRole('article', { name: 'Smart Bins' }).querySelector('img')).toHaveAttribute(
      'src',
      'https://example.com/bins.png',
    );
    expect(['a', 'b', 'c'].every((tag) => card.queryByText(tag))).toBe(true);
    expect(card.queryByText('d')).not.toBeInTheDocument();
    const avatars = within(card.getByRole('group', { name: 'Team members' })).getAllByRole('img');
    expect(avatars.map((a) => a.textContent)).toEqual(['AT', 'LT', 'MT']);
    expect(avatars[0]).toHaveAccessibleName('Ada Test');
    expect(card.getByText('+2 others')).toBeInTheDocument();
    expect(card.getByText('12 views')).toBeInTheDocument();
    expect((await projectCard('Lonely')).getByText('Team of team-42')).toBeInTheDocument();

    const demo = card.getByRole('link', { name: 'View Demo (opens in a new tab)' });
    expect(demo).toHaveAttribute('href', 'https://demo.example.com');
    expect(demo).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(demo);
    expect(await card.findByText('13 views')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'RecordProjectView')?.variables).toEqual({
      id: withTeam.id,
    });
  });

  it('flips the like at once and settles on the server answer', async () => {
    const project = makeProject({ title: 'Smart Bins', likes: 3 });
    const answer = deferred<{ data: unknown }>();
    const { user, calls } = renderApp({
      path: '/showcase',
      handlers: {
        ...signedInWithEmptyLists(),
        Projects: () => ({ data: { projects: connection([project]) } }),
        LikeProject: () => answer.promise as never,
      },
    });
    const card = await projectCard('Smart Bins');
    const like = card.getByRole('button', { name: 'Like Smart Bins' });
    // The count is shown beside the button (whose name is its label only) and read as its description.
    const count = card.getByTestId('like-count');
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(like).toHaveAccessibleDescription('3 likes');
    expect(count).toHaveTextContent(/^3$/);
    await user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveAccessibleDescription('4 likes');
    expect(count).toHaveTextContent(/^4$/);
    expect(calls.find((c) => c.operationName === 'LikeProject')?.variables).toEqual({ id: project.id });
    answer.resolve({
      data: { likeProject: { __typename: 'Project', id: project.id, likes: 7, likedByMe: true } },
    });
    await waitFor(() => expect(like).toHaveAccessibleDescription('7 likes'));
    expect(like).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps a like that a page of projects asked before it answers after it', async () => {
    const project = makeProject({ title: 'Smart Bins', likes: 3 });
    const before = { ...project, likes: 3, likedByMe: false };
    const after = { ...project, likes: 4, likedByMe: true };
    // The list is asked again just before the like (a notification of another change, say) and answers last.
    const stale = deferred<{ data: unknown }>();
    let asked = 0;
    const { user, calls, client } = renderApp({
      path: '/showcase',
      handlers: {
        ...signedInWithEmptyLists(),
        Projects: () => {
          asked++;
          if (asked === 2) return stale.promise as never;
          return { data: { projects: connection([asked === 1 ? before : after]) } };
        },
        LikeProject: () => ({
          data: { likeProject: { __typename: 'Project', id: project.id, likes: 4, likedByMe: true } },
        }),
      },
    });
    const like = (await projectCard('Smart Bins')).getByRole('button', { name: 'Like Smart Bins' });
    void client.refetchQueries({ include: ['Projects'] });
    await eventually(() => expect(asked).toBe(2));
    await user.click(like);
    await eventually(() => expect(calls.some((c) => c.operationName === 'LikeProject')).toBe(true));
    const likeButton = async () =>
      (await projectCard('Smart Bins')).getByRole('button', { name: 'Like Smart Bins' });
    await act(async () => stale.resolve({ data: { projects: connection([before]) } }));
    await eventually(async () => expect(await likeButton()).toHaveAccessibleDescription('4 likes'));
    expect(await likeButton()).toHaveAttribute('aria-pressed', 'true');
  });

  it('rolls a failed like back silently', async () => {
    const project = makeProject({ title: 'Smart Bins', likes: 3 });
    const { user } = renderApp({
      path: '/showcase',
      handlers: {
        ...signedInWithEmptyLists(),
        Projects: () => ({ data: { projects: connection([project]) } }),
        LikeProject: () => gqlError('boom'),
      },
    });
    const like = (await projectCard('Smart Bins')).getByRole('button', { name: 'Like Smart Bins' });
    await user.click(like);
    await waitFor(() => expect(like).toHaveAccessibleDescription('3 likes'));
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('on a signed-out like says so and goes to /api/login after 500 ms', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const project = makeProject({ title: 'Smart Bins', likes: 3 });
    renderApp({
      path: '/showcase',
      handlers: {
        ...signedInWithEmptyLists(),
        Projects: () => ({ data: { projects: connection([project]) } }),
        LikeProject: () => gqlError('Unauthorized', { code: 'UNAUTHENTICATED' }),
      },
    });
    const like = (await projectCard('Smart Bins')).getByRole('button', { name: 'Like Smart Bins' });
    vi.useFakeTimers();
    fireEvent.click(like);
    await settle();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Unauthorized')).toBeInTheDocument();
    expect(within(alert).getByText('You are logged out. Logging in again...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(assign).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(assign).toHaveBeenCalledExactlyOnceWith('/api/login');
  });

  it('features up to 3 projects beside the default awards, not awarded yet, for someone without a programme', async () => {
    renderApp({
      path: '/showcase',
      handlers: {
        ...signedInWithEmptyLists(),
        ShowcaseFeaturedProjects: () => ({
          data: { featuredProjects: [1, 2, 3, 4].map((i) => makeProject({ title: `Featured ${i}` })) },
        }),
      },
    });
    const featured = within(await screen.findByRole('region', { name: 'Featured Projects' }));
    expect(await featured.findByRole('article', { name: 'Featured 3' })).toBeInTheDocument();
    expect(featured.queryByRole('article', { name: 'Featured 4' })).not.toBeInTheDocument();
    const awards = within(screen.getByRole('region', { name: 'Awards' }));
    expect(awards.getByText("The programme's award categories")).toBeInTheDocument();
    expect(awards.getByRole('heading', { name: 'Overall Winner' })).toBeInTheDocument();
    expect(awards.getByRole('heading', { name: 'Innovation Award' })).toBeInTheDocument();
    expect(awards.getByRole('heading', { name: 'Technical Excellence' })).toBeInTheDocument();
    expect(awards.getByRole('heading', { name: "People's Choice" })).toBeInTheDocument();
    expect(awards.getAllByText('Not awarded yet')).toHaveLength(4);
    expect(awards.queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows the awards of the viewer's current programme, winners linked to their projects once published", async () => {
    const { calls } = renderApp({
      path: '/showcase',
      handlers: {
        ...signedInWithEmptyLists(),
        MyProgrammes: () => ({
          data: {
            myProgrammes: [
              myProgramme({ id: OTHER_PROGRAMME_ID, name: 'Earlier Cohort' }),
              myProgramme({ id: PROGRAMME_ID, name: 'Berlin Spring Cohort' }, { current: true }),
            ],
          },
        }),
        ProgrammeAwards: () => ({
          data: {
            programmeAwards: [
              award({ winner: winner(PROJECT_ID, 'Sun Tracker', 'Solar Sisters') }),
              award({
                key: 'design',
                name: 'Best Design',
                nameDe: 'Bestes Design',
                kind: 'criterion',
                criterion: 'presentation',
              }),
            ],
          },
        }),
      },
    });
    const awards = within(await screen.findByRole('region', { name: 'Awards' }));
    expect(await awards.findByRole('heading', { name: 'Best Design' })).toBeInTheDocument();
    expect(awards.getByRole('heading', { name: 'Overall Winner' })).toBeInTheDocument();
    expect(awards.getByRole('link', { name: 'Sun Tracker' })).toHaveAttribute(
      'href',
      `/projects/${PROJECT_ID}`,
    );
    expect(awards.getByText(/Team Solar Sisters/)).toBeInTheDocument();
    expect(awards.getAllByText('Not awarded yet')).toHaveLength(1);
    expect(awards.getByRole('link', { name: 'See the results' })).toHaveAttribute(
      'href',
      `/programmes/${PROGRAMME_ID}/results`,
    );
    expect(calls.find((c) => c.operationName === 'ProgrammeAwards')?.variables).toEqual({
      programmeId: PROGRAMME_ID,
    });
  });

  it('explains that a project needs a team, and links to /teams', async () => {
    const { user } = renderApp({ path: '/showcase', handlers: signedInWithEmptyLists() });
    await user.click(await screen.findByRole('button', { name: 'Showcase Project' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Showcase Your Project' }));
    expect(await dialog.findByText(/you are not in a team yet/)).toBeInTheDocument();
    await user.click(dialog.getByRole('link', { name: 'Find or create a team' }));
    expect(location()).toBe('/teams');
  });

  it('validates and showcases a project for one of my teams, then toasts and refetches', async () => {
    const teams = [
      makeTeam({ name: 'Waste Watchers', isMember: true }),
      makeTeam({ name: 'Study Circle', isMember: true }),
    ];
    const { user, calls } = renderApp({
      path: '/showcase',
      handlers: {
        ...signedInWithEmptyLists(),
        MyTeams: () => ({ data: { myTeams: connection(teams) } }),
        CreateProject: () => ({ data: { createProject: { __typename: 'Project', id: 'p-new' } } }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Showcase Project' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Showcase Your Project' }));
    const team = await dialog.findByRole('combobox', { name: 'Team' });
    expect(
      within(team)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose one of your teams', 'Waste Watchers', 'Study Circle']);
    await user.click(dialog.getByRole('button', { name: 'Showcase Project' }));
    expect(await dialog.findByText('Title must be between 2 and 120 characters')).toBeInTheDocument();
    expect(dialog.getByText('Please describe the project in at least 10 characters')).toBeInTheDocument();
    expect(dialog.getByText('Please choose one of your teams')).toBeInTheDocument();

    await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'Smart Bins');
    await user.type(
      dialog.getByRole('textbox', { name: 'Description' }),
      'Bins that say when they are full.',
    );
    await user.selectOptions(team, teams[1]!.id);
    await user.type(dialog.getByRole('textbox', { name: 'Demo URL' }), 'not a link');
    await user.click(dialog.getByRole('button', { name: 'Showcase Project' }));
    expect(
      await dialog.findByText('Please enter a valid link starting with http:// or https://'),
    ).toBeInTheDocument();
    await user.clear(dialog.getByRole('textbox', { name: 'Demo URL' }));
    await user.type(dialog.getByRole('textbox', { name: 'Demo URL' }), 'https://bins.example.com');
    const reads = calls.filter((c) => c.operationName === 'Projects').length;
    await user.click(dialog.getByRole('button', { name: 'Showcase Project' }));

    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Project showcased!')).toBeInTheDocument();
    expect(
      within(toast).getByText('Your project has been successfully added to the showcase.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'CreateProject')?.variables).toEqual({
      input: {
        title: 'Smart Bins',
        description: 'Bins that say when they are full.',
        teamId: teams[1]!.id,
        status: 'showcased',
        demoUrl: 'https://bins.example.com',
      },
    });
    await waitFor(() =>
      expect(calls.filter((c) => c.operationName === 'Projects').length).toBeGreaterThan(reads),
    );
  });

  it('says "Failed to showcase project." when it fails, and re-logs in when signed out', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    let answer = gqlError('boom');
    const team = makeTeam({ name: 'Waste Watchers', isMember: true });
    const { user } = renderApp({
      path: '/showcase',
      handlers: {
        ...signedInWithEmptyLists(),
        MyTeams: () => ({ data: { myTeams: connection([team]) } }),
        CreateProject: () => answer,
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Showcase Project' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Showcase Your Project' }));
    expect(await dialog.findByRole('combobox', { name: 'Team' })).toHaveValue(team.id);
    await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'Smart Bins');
    await user.type(
      dialog.getByRole('textbox', { name: 'Description' }),
      'Bins that say when they are full.',
    );
    await user.click(dialog.getByRole('button', { name: 'Showcase Project' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to showcase project.');
    expect(toastRegion().getByText('Failed to showcase project.')).toBeInTheDocument();

    answer = gqlError('Unauthorized', { code: 'UNAUTHENTICATED' });
    vi.useFakeTimers();
    fireEvent.click(dialog.getByRole('button', { name: 'Showcase Project' }));
    await settle();
    expect(toastRegion().getByText('You are logged out. Logging in again...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(assign).toHaveBeenCalledWith('/api/login');
  });
});

describe('showcase page: paging and the URL', () => {
  const many = Array.from({ length: 26 }, (_, i) =>
    makeProject({
      title: `Project number ${i + 1}`,
      updatedAt: `2026-11-${String(i + 1).padStart(2, '0')}T00:00:00.000Z`,
    }),
  );

  it("says how many projects match in all (the server's total), and loads more with the button", async () => {
    const { user, calls } = renderApp({
      path: '/showcase',
      handlers: { ...signedInWithEmptyLists(), Projects: projectsHandler(many) },
    });
    await eventually(() => expect(titles()).toHaveLength(20));
    expect(screen.getByText('Showing 26 projects')).toBeInTheDocument();
    await user.click(allProjects().getByRole('button', { name: 'Load more' }));
    await eventually(() => expect(titles()).toHaveLength(26));
    expect(titles().at(-1)).toBe('Project number 1');
    expect(calls.filter((c) => c.operationName === 'Projects').map((c) => c.variables)).toEqual([
      { first: 20, sort: 'recent' },
      { first: 20, sort: 'recent', after: '20' },
    ]);
  });

  it('opens with the search, topic and sort of a shared link', async () => {
    renderApp({
      path: '/showcase?sort=popular&topic=health&search=x',
      handlers: { ...signedInWithEmptyLists(), Projects: projectsHandler(many) },
    });
    expect(await screen.findByText('No projects found')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('popular');
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveValue('health');
    expect(screen.getByRole('searchbox', { name: 'Search projects' })).toHaveValue('x');
  });
});
