import { screen, waitFor as waitForDefault, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  connection,
  deferred,
  makeChallenge,
  makeTeam,
  pagedList,
  signedInWithEmptyLists,
  uuid,
} from '../test/domainFixtures';
import { gqlError, type MockHandler } from '../test/mockGraphQL';
import { location, locationSearch, renderApp } from '../test/renderApp';
import { makeChallengePage, pageTeamRow } from '../test/pageFixtures';
import { filterChallenges } from './challengeFilters';

// The brainstorm is another screen's work: a stand-in that reports a created challenge, as the real dialog does.
vi.mock('../brainstorm/BrainstormDialog', () => ({
  BrainstormDialog: ({
    open,
    onCreated,
  }: {
    open: boolean;
    onCreated?(c: { id: string; title: string }): void;
  }) =>
    open ? (
      <div role="dialog" aria-label="Brainstorm">
        <button onClick={() => onCreated?.({ id: 'new', title: 'Quiet Study Rooms' })}>publish</button>
      </div>
    ) : null,
}));

/** Lists answer after a debounce and a round trip: generous on a busy machine. */
const waitFor = <T,>(check: () => T) => waitForDefault(check, { timeout: 5_000 });
const list = () => within(screen.getByRole('list', { name: 'Challenges' }));
/** The challenges list as the server answers it: filtered by search, category and author, paged. */
const challengesHandler = (challenges: ReturnType<typeof makeChallenge>[]) =>
  pagedList(
    'challenges',
    challenges,
    (c, v) =>
      filterChallenges([c], (v.search as string) ?? '', (v.category as string) ?? 'all').length > 0 &&
      (!v.createdBy || c.createdBy === v.createdBy),
  );
/** The challenges page, signed in, listing `challenges` (other lists empty unless `handlers` answer them). */
const renderChallenges = (
  challenges: ReturnType<typeof makeChallenge>[],
  handlers: Record<string, MockHandler> = {},
  path = '/challenges',
) =>
  renderApp({
    path,
    handlers: { ...signedInWithEmptyLists(), Challenges: challengesHandler(challenges), ...handlers },
  });
const cardTitles = () =>
  list()
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('challenges page', () => {
  it('shows 6 skeleton cards while loading', async () => {
    renderApp({
      path: '/challenges',
      handlers: { ...signedInWithEmptyLists(), Challenges: () => new Promise(() => {}) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Challenges' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(6);
  });

  it('invites to create the first challenge when there is none', async () => {
    const { user } = renderApp({ path: '/challenges', handlers: signedInWithEmptyLists() });
    expect(await screen.findByText('No challenges found')).toBeInTheDocument();
    expect(screen.getByText('Be the first to create a challenge and inspire others!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create First Challenge' }));
    expect(screen.getByRole('dialog', { name: 'Create a New Challenge' })).toBeInTheDocument();
  });

  it('shows a card with emoji, category, difficulty, 3 tags and +N more, real team count, date and status', async () => {
    renderChallenges([
      makeChallenge({
        title: 'Smart Bins',
        category: 'sustainability',
        difficulty: 'intermediate',
        tags: ['a', 'b', 'c', 'd', 'e'],
        teamCount: 3,
      }),
      makeChallenge({ title: 'Study Buddy', category: 'education', teamCount: 1 }),
    ]);
    const card = within((await screen.findByRole('heading', { name: 'Smart Bins' })).closest('article')!);
    expect(card.getByText('🌱')).toBeInTheDocument();
    expect(card.getByText('Sustainability')).toBeInTheDocument();
    expect(card.getByText('Intermediate')).toBeInTheDocument();
    expect(['a', 'b', 'c'].every((tag) => card.queryByText(tag))).toBe(true);
    expect(card.queryByText('d')).not.toBeInTheDocument();
    expect(card.getByText('+2 more')).toBeInTheDocument();
    expect(card.getByText('3 teams')).toBeInTheDocument();
    expect(card.getByText('Created Nov 1, 2026')).toBeInTheDocument();
    expect(card.getByText('active').closest('.MuiChip-root')).toHaveClass('MuiChip-colorPrimary');
    const other = within(screen.getByRole('heading', { name: 'Study Buddy' }).closest('article')!);
    expect(other.getByText('📚')).toBeInTheDocument();
    expect(other.getByText('1 team')).toBeInTheDocument();
  });

  it('shows the challenges without team counts while the teams service is down', async () => {
    // What the gateway answers then: teamCount null on each challenge, with an error at its path.
    const challenges = [makeChallenge({ title: 'Smart Bins' }), makeChallenge({ title: 'Study Buddy' })];
    renderChallenges([], {
      Challenges: () => ({
        data: { challenges: connection(challenges.map((c) => ({ ...c, teamCount: null }))) },
        errors: challenges.map((_, i) => ({
          message: 'This part of the platform is not available right now. Please try again in a moment.',
          path: ['challenges', 'nodes', i, 'teamCount'],
          extensions: { code: 'SERVICE_UNAVAILABLE' },
        })),
      }),
    });
    await waitFor(() => expect(cardTitles()).toEqual(['Smart Bins', 'Study Buddy']));
    expect(screen.queryByText(/\d+ teams?$/)).not.toBeInTheDocument();
    expect(screen.queryByText('This list could not be loaded. Please try again.')).not.toBeInTheDocument();
  });

  it('searches title or description (case-insensitive) and filters by category', async () => {
    const { user } = renderChallenges([
      makeChallenge({ title: 'Smart Bins', category: 'technology' }),
      makeChallenge({
        title: 'Clean Park',
        description: 'More RECYCLING in the park',
        category: 'sustainability',
      }),
      makeChallenge({ title: 'Healthy Lunch', category: 'health' }),
    ]);
    await screen.findByRole('heading', { name: 'Smart Bins' });
    expect(
      within(screen.getByRole('combobox', { name: 'Category' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Categories', 'Technology', 'Sustainability', 'Education', 'Community', 'Health']);
    await user.type(screen.getByRole('searchbox', { name: 'Search challenges' }), 'recycl');
    await waitFor(() => expect(cardTitles()).toEqual(['Clean Park']));
    await user.clear(screen.getByRole('searchbox', { name: 'Search challenges' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search challenges' }), 'BINS');
    await waitFor(() => expect(cardTitles()).toEqual(['Smart Bins']));
    await user.clear(screen.getByRole('searchbox', { name: 'Search challenges' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'health');
    await waitFor(() => expect(cardTitles()).toEqual(['Healthy Lunch']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'community');
    expect(await screen.findByText('No challenges found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create First Challenge' })).not.toBeInTheDocument();
  });

  it('lists under My Progress the challenges the user created or whose teams they are in', async () => {
    const linked = makeChallenge({ title: 'Linked Through Team' });
    const { user } = renderChallenges(
      [makeChallenge({ title: 'Mine', createdBy: 'u-1' }), linked, makeChallenge({ title: 'Not Mine' })],
      {
        MyTeamChallenges: () => ({
          data: { myTeams: connection([{ ...makeTeam({ isMember: true }), challenge: linked }]) },
        }),
      },
    );
    await screen.findByRole('heading', { name: 'Not Mine' });
    await user.click(screen.getByRole('tab', { name: 'My Progress' }));
    expect(screen.getByRole('tab', { name: 'My Progress' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(cardTitles().sort()).toEqual(['Linked Through Team', 'Mine']));
  });

  it('says so when the user has no challenge in progress', async () => {
    const { user } = renderChallenges([makeChallenge({ title: 'Not Mine' })]);
    await screen.findByRole('heading', { name: 'Not Mine' });
    await user.click(screen.getByRole('tab', { name: 'My Progress' }));
    expect(await screen.findByText('No challenges in progress yet')).toBeInTheDocument();
  });

  it('validates the create form with the translated messages and sends nothing', async () => {
    const { user, calls } = renderApp({ path: '/challenges', handlers: signedInWithEmptyLists() });
    await user.click(await screen.findByRole('button', { name: 'Create Challenge' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Create a New Challenge' }));
    expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveValue('technology');
    expect(dialog.getByRole('combobox', { name: 'Difficulty' })).toHaveValue('beginner');
    await user.click(dialog.getByRole('button', { name: 'Create Challenge' }));
    expect(await dialog.findByText('Title must be between 3 and 120 characters')).toBeInTheDocument();
    expect(dialog.getByText('Please describe the problem in at least 10 characters')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.operationName === 'CreateChallenge')).toBe(false);
  });

  it('creates a challenge with the tags split on commas, then toasts, closes and refetches the list', async () => {
    const { user, calls } = renderApp({
      path: '/challenges',
      handlers: {
        ...signedInWithEmptyLists(),
        CreateChallenge: () => ({
          data: { createChallenge: { __typename: 'Challenge', id: uuid(), title: 'Quiet rooms' } },
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Create Challenge' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Create a New Challenge' }));
    await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'Quiet rooms');
    await user.type(
      dialog.getByRole('textbox', { name: 'Description' }),
      'Students have nowhere quiet to study.',
    );
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Category' }), 'education');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Difficulty' }), 'advanced');
    await user.type(dialog.getByRole('textbox', { name: 'Tags' }), 'alpha, beta, ,gamma');
    const listReads = calls.filter((c) => c.operationName === 'Challenges').length;
    await user.click(dialog.getByRole('button', { name: 'Create Challenge' }));

    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Challenge created!')).toBeInTheDocument();
    expect(within(toast).getByText('Your challenge has been successfully created.')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'CreateChallenge')?.variables).toEqual({
      input: {
        title: 'Quiet rooms',
        description: 'Students have nowhere quiet to study.',
        category: 'education',
        difficulty: 'advanced',
        status: 'active',
        tags: ['alpha', 'beta', 'gamma'],
      },
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Create a New Challenge' })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.operationName === 'Challenges').length).toBeGreaterThan(listReads),
    );

    // Opened again, the form is empty.
    await user.click(screen.getByRole('button', { name: 'Create Challenge' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Create a New Challenge' })).getByRole('textbox', {
        name: 'Title',
      }),
    ).toHaveValue('');
  });

  it("links the toast to the new challenge's page, which the link opens", async () => {
    const id = uuid();
    let created = 0;
    const { user, calls } = renderApp({
      path: '/challenges',
      handlers: {
        ...signedInWithEmptyLists(),
        CreateChallenge: () => {
          created += 1;
          return { data: { createChallenge: { __typename: 'Challenge', id, title: 'Quiet rooms' } } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Create Challenge' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Create a New Challenge' }));
    await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'Quiet rooms');
    await user.type(dialog.getByRole('textbox', { name: 'Description' }), 'Students have nowhere quiet.');
    await user.click(dialog.getByRole('button', { name: 'Create Challenge' }));
    const toast = await screen.findByRole('status');
    expect(within(toast).getByRole('link', { name: 'View challenge' })).toHaveAttribute(
      'href',
      `/challenges/${id}`,
    );
    expect(created).toBe(1);
    await user.click(within(toast).getByRole('link', { name: 'View challenge' }));
    await waitFor(() => expect(calls.some((c) => c.operationName === 'ChallengePage')).toBe(true));
  });

  it('says "Failed to create challenge." when the create fails', async () => {
    const { user } = renderApp({
      path: '/challenges',
      handlers: {
        ...signedInWithEmptyLists(),
        CreateChallenge: () => gqlError('boom', { code: 'INTERNAL_SERVER_ERROR' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Create Challenge' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Create a New Challenge' }));
    await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'Quiet rooms');
    await user.type(
      dialog.getByRole('textbox', { name: 'Description' }),
      'Students have nowhere quiet to study.',
    );
    await user.click(dialog.getByRole('button', { name: 'Create Challenge' }));
    // In the dialog (announced), and as the toast behind it.
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to create challenge.');
    const toast = within(screen.getByRole('region', { name: 'Notifications (F8)', hidden: true }));
    expect(toast.getByText('Error')).toBeInTheDocument();
    expect(toast.getByText('Failed to create challenge.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create a New Challenge' })).toBeInTheDocument();
  });

  it('shows "Creating..." while the challenge is saved', async () => {
    const answer = deferred<never>();
    const { user } = renderApp({
      path: '/challenges',
      handlers: { ...signedInWithEmptyLists(), CreateChallenge: () => answer.promise },
    });
    await user.click(await screen.findByRole('button', { name: 'Create Challenge' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Create a New Challenge' }));
    await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'Quiet rooms');
    await user.type(
      dialog.getByRole('textbox', { name: 'Description' }),
      'Students have nowhere quiet to study.',
    );
    await user.click(dialog.getByRole('button', { name: 'Create Challenge' }));
    expect(await dialog.findByRole('button', { name: 'Creating...' })).toBeDisabled();
  });

  it('starts a team for an accepted challenge', async () => {
    const challenge = makeChallenge({ title: 'Smart Bins' });
    const { user, calls } = renderChallenges([challenge], {
      CreateTeam: () => ({
        data: { createTeam: makeTeam({ name: 'Bin Team', challengeId: challenge.id, isMember: true }) },
      }),
    });
    const card = within((await screen.findByRole('heading', { name: 'Smart Bins' })).closest('article')!);
    await user.click(card.getByRole('button', { name: 'Accept Challenge' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Create a New Team' }));
    expect(dialog.getByRole('combobox', { name: 'Challenge (optional)' })).toHaveValue(challenge.id);
    await user.type(dialog.getByRole('textbox', { name: 'Team Name' }), 'Bin Team');
    await user.click(dialog.getByRole('button', { name: 'Create Team' }));
    expect(within(await screen.findByRole('status')).getByText('Team created!')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'CreateTeam')?.variables).toEqual({
      input: { name: 'Bin Team', maxMembers: 4, status: 'forming', challengeId: challenge.id },
    });
  });

  it('offers to join a team with open seats already on an accepted challenge, or to start a new one', async () => {
    const challenge = makeChallenge({ title: 'Smart Bins', teamCount: 3 });
    const { user, calls } = renderChallenges([challenge], {
      ChallengePage: () => ({
        data: {
          challenge: makeChallengePage({
            id: challenge.id,
            title: 'Smart Bins',
            teamCount: 3,
            teams: {
              nodes: [
                pageTeamRow('t-open', 'Open Owls'),
                { ...pageTeamRow('t-full', 'Full Foxes'), memberCount: 4 },
                { ...pageTeamRow('t-busy', 'Busy Bees'), status: 'active' },
              ],
              totalCount: 3,
            },
          }),
        },
      }),
      JoinTeam: () => ({ data: { joinTeam: makeTeam({ id: 't-open', name: 'Open Owls', isMember: true }) } }),
    });
    const card = within((await screen.findByRole('heading', { name: 'Smart Bins' })).closest('article')!);
    await user.click(card.getByRole('button', { name: 'Accept Challenge' }));
    const chooser = within(await screen.findByRole('dialog', { name: 'Join a team or start one' }));
    expect(await chooser.findByRole('button', { name: 'Join Open Owls' })).toBeInTheDocument();
    expect(chooser.queryByRole('button', { name: 'Join Full Foxes' })).not.toBeInTheDocument();
    expect(chooser.queryByRole('button', { name: 'Join Busy Bees' })).not.toBeInTheDocument();
    await user.click(chooser.getByRole('button', { name: 'Start a New Team' }));
    const create = within(await screen.findByRole('dialog', { name: 'Create a New Team' }));
    expect(create.getByRole('combobox', { name: 'Challenge (optional)' })).toHaveValue(challenge.id);
    await user.click(create.getByRole('button', { name: 'Cancel' }));

    await user.click(await card.findByRole('button', { name: 'Accept Challenge' }));
    const again = within(await screen.findByRole('dialog', { name: 'Join a team or start one' }));
    await user.click(await again.findByRole('button', { name: 'Join Open Owls' }));
    expect(within(await screen.findByRole('status')).getByText('Joined team!')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'JoinTeam')?.variables).toEqual({ teamId: 't-open' });
    await waitFor(() => expect(location()).toBe('/teams/t-open'));
  });

  it('opens the AI brainstorm and announces the published challenge', async () => {
    const { user, calls } = renderApp({ path: '/challenges', handlers: signedInWithEmptyLists() });
    await user.click(await screen.findByRole('button', { name: 'AI Brainstorm' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Brainstorm' }));
    const listReads = calls.filter((c) => c.operationName === 'Challenges').length;
    await user.click(dialog.getByRole('button', { name: 'publish' }));
    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Challenge Created!')).toBeInTheDocument();
    expect(
      within(toast).getByText('"Quiet Study Rooms" has been published for others to join.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.operationName === 'Challenges').length).toBeGreaterThan(listReads),
    );
  });
});

describe('challenges page: paging and the URL', () => {
  const many = Array.from({ length: 45 }, (_, i) =>
    makeChallenge({ title: `Challenge number ${i + 1}`, category: i % 2 ? 'health' : 'technology' }),
  );

  it('loads the next page with the Load more button and asks the server for 20 at a time', async () => {
    const { user, calls } = renderChallenges(many);
    await screen.findByRole('heading', { name: 'Challenge number 1' });
    expect(list().getAllByRole('article')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(list().getAllByRole('article')).toHaveLength(40));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(list().getAllByRole('article')).toHaveLength(45));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(
      calls
        .filter((c) => c.operationName === 'Challenges')
        .map((c) => [c.variables.first, c.variables.after]),
    ).toEqual([
      [20, undefined],
      [20, '20'],
      [20, '40'],
    ]);
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    const observers: Array<{ callback: IntersectionObserverCallback; element?: Element }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        entry: { callback: IntersectionObserverCallback; element?: Element };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback };
          observers.push(this.entry);
        }
        observe(element: Element) {
          this.entry.element = element;
        }
        disconnect() {
          observers.splice(observers.indexOf(this.entry), 1);
        }
      },
    );
    try {
      renderChallenges(many);
      await screen.findByRole('heading', { name: 'Challenge number 1' });
      await waitFor(() => expect(observers).toHaveLength(1));
      const [{ callback, element }] = observers;
      callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as never);
      await waitFor(() => expect(list().getAllByRole('article')).toHaveLength(40));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps the search, category and tab in the URL, and shows the same list from such a URL', async () => {
    const { user, calls } = renderChallenges(many);
    await screen.findByRole('heading', { name: 'Challenge number 1' });
    await user.type(screen.getByRole('searchbox', { name: 'Search challenges' }), 'number 1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'health');
    await waitFor(() => expect(locationSearch()).toBe('?search=number+1&category=health'));
    // The server filters, once the typing pauses: no request per keystroke.
    await waitFor(() =>
      expect(calls.at(-1)?.variables).toMatchObject({ search: 'number 1', category: 'health', first: 20 }),
    );
    expect(calls.filter((c) => c.operationName === 'Challenges' && c.variables.search === 'n')).toEqual([]);
    await waitFor(() =>
      expect(cardTitles()).toEqual([
        'Challenge number 10',
        'Challenge number 12',
        'Challenge number 14',
        'Challenge number 16',
        'Challenge number 18',
      ]),
    );
  });

  it('opens with the list a shared link names', async () => {
    renderChallenges(many, {}, '/challenges?search=NUMBER%204&category=health');
    await waitFor(() =>
      expect(cardTitles()).toEqual([
        'Challenge number 4',
        'Challenge number 40',
        'Challenge number 42',
        'Challenge number 44',
      ]),
    );
    expect(screen.getByRole('searchbox', { name: 'Search challenges' })).toHaveValue('NUMBER 4');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('health');
  });

  it('opens My Progress from the URL, asking for the challenges the user created', async () => {
    const { calls } = renderChallenges(
      [makeChallenge({ title: 'Mine', createdBy: 'u-1' }), makeChallenge({ title: 'Not Mine' })],
      {},
      '/challenges?tab=mine',
    );
    await waitFor(() => expect(cardTitles()).toEqual(['Mine']));
    expect(screen.getByRole('tab', { name: 'My Progress' })).toHaveAttribute('aria-selected', 'true');
    expect(calls.find((c) => c.operationName === 'Challenges')?.variables).toMatchObject({
      createdBy: 'u-1',
    });
  });
});
