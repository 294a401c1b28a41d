import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../ui/useRelogin';
import type { ListedResource } from '../graphql/showcase';
import { makeResource, pagedList, settle, signedInWithEmptyLists } from '../test/domainFixtures';
import { gqlError } from '../test/mockGraphQL';
import { locationSearch, renderApp } from '../test/renderApp';

/** A resource as the list answers it: with its version and whether the viewer may change it (someone else's). */
const listed = (overrides: Partial<ListedResource> = {}) => ({
  updatedAt: '2026-11-04T10:00:00.000Z',
  editedAt: null,
  canEdit: false,
  ...makeResource(overrides),
});
/** Lists answer after a debounce and a round trip: generous on a busy machine. */
const eventually = <T,>(check: () => T) => waitFor(check, { timeout: 5_000 });
/** The resources list as the server answers it: search on title, description or provider, type, level, paged. */
const resourcesHandler = (rows: ReturnType<typeof listed>[]) =>
  pagedList('resources', rows, (r, v) => {
    const needle = ((v.search as string) ?? '').toLowerCase();
    return (
      (!v.type || r.type === v.type) &&
      (!v.level || r.difficulty === v.level) &&
      (!needle || [r.title, r.description, r.provider].some((x) => (x ?? '').toLowerCase().includes(needle)))
    );
  });
const browse = () => within(screen.getByRole('region', { name: 'Browse by Category' }));
const titles = () =>
  within(screen.getByRole('list', { name: 'Resources' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

const resources = [
  listed({
    title: 'React Basics',
    type: 'video',
    difficulty: 'beginner',
    provider: 'YouTube',
    duration: '45 min',
    tags: ['react', 'web', 'ui'],
    url: 'https://example.com/react',
  }),
  listed({
    title: 'Clean Code',
    type: 'book',
    difficulty: 'advanced',
    provider: 'Prentice Hall',
    description: 'Writing READABLE software',
  }),
  listed({ title: 'Figma', type: 'tool', difficulty: 'intermediate', provider: 'Figma Inc.' }),
];

describe('resources page', () => {
  it('shows 6 skeleton cards while loading, and the featured resources as real links', async () => {
    renderApp({
      path: '/resources',
      handlers: { ...signedInWithEmptyLists(), LearningResources: () => new Promise(() => {}) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Learning Resources' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(6);
    const featured = within(screen.getByRole('region', { name: 'Featured Resources' }));
    const cards = featured.getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('Self-paced')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('45 min')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Video · Stanford d.school')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('40 hours')).toBeInTheDocument();
    for (const card of cards) {
      expect(within(card).getByText('Beginner')).toBeInTheDocument();
      const link = within(card).getByRole('link', { name: /Access Resource/ });
      expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('invites to add the first resource, of the chosen type', async () => {
    const { user } = renderApp({ path: '/resources', handlers: signedInWithEmptyLists() });
    expect(await screen.findByText('No resources found')).toBeInTheDocument();
    expect(browse().getByText('Be the first to add a resource!')).toBeInTheDocument();
    await user.click(browse().getByRole('tab', { name: 'Videos' }));
    expect(await browse().findByText('No videos found')).toBeInTheDocument();
    expect(browse().getByText('Be the first to add a video!')).toBeInTheDocument();
    await user.selectOptions(browse().getByRole('combobox', { name: 'Type' }), 'article');
    expect(browse().getByRole('tab', { name: 'Articles' })).toHaveAttribute('aria-selected', 'true');
    expect(await browse().findByText('Be the first to add an article!')).toBeInTheDocument();
    await user.type(browse().getByRole('searchbox', { name: 'Search resources' }), 'zzz');
    await eventually(() => expect(browse().getByText('Try adjusting your search terms')).toBeInTheDocument());
    expect(browse().getByText('No articles found')).toBeInTheDocument();
    await user.click(browse().getByRole('button', { name: 'Add Resource' }));
    expect(screen.getByRole('dialog', { name: 'Add a Learning Resource' })).toBeInTheDocument();
  });

  it('shows each card with type, difficulty, provider, description, duration, two tags and the link', async () => {
    renderApp({
      path: '/resources',
      handlers: { ...signedInWithEmptyLists(), LearningResources: resourcesHandler(resources) },
    });
    const card = within(await screen.findByRole('article', { name: 'React Basics' }));
    expect(card.getByText('Video')).toBeInTheDocument();
    expect(card.getByText('Beginner')).toBeInTheDocument();
    expect(card.getByText('YouTube')).toBeInTheDocument();
    expect(card.getByText('Learn something useful.')).toBeInTheDocument();
    expect(card.getByText('45 min')).toBeInTheDocument();
    expect(card.getByText('react')).toBeInTheDocument();
    expect(card.getByText('web')).toBeInTheDocument();
    expect(card.queryByText('ui')).not.toBeInTheDocument();
    const link = card.getByRole('link', { name: 'Access Resource (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://example.com/react');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(screen.getByRole('article', { name: 'Figma' })).getByText('Tool')).toBeInTheDocument();
  });

  it('searches, and filters by type (tabs and select alike) and level', async () => {
    const { user } = renderApp({
      path: '/resources',
      handlers: { ...signedInWithEmptyLists(), LearningResources: resourcesHandler(resources) },
    });
    await screen.findByRole('article', { name: 'React Basics' });
    expect(
      within(browse().getByRole('combobox', { name: 'Type' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Types', 'Video', 'Article', 'Book', 'Course', 'Tool']);
    expect(
      within(browse().getByRole('combobox', { name: 'Level' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Levels', 'Beginner', 'Intermediate', 'Advanced']);
    expect(
      browse()
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'Videos', 'Articles', 'Books', 'Courses', 'Tools']);

    await user.type(browse().getByRole('searchbox', { name: 'Search resources' }), 'readable');
    await eventually(() => expect(titles()).toEqual(['Clean Code']));
    await user.clear(browse().getByRole('searchbox', { name: 'Search resources' }));
    await user.click(browse().getByRole('tab', { name: 'Tools' }));
    await eventually(() => expect(titles()).toEqual(['Figma']));
    expect(browse().getByRole('combobox', { name: 'Type' })).toHaveValue('tool');
    expect(locationSearch()).toBe('?type=tool');
    await user.selectOptions(browse().getByRole('combobox', { name: 'Type' }), 'all');
    await user.selectOptions(browse().getByRole('combobox', { name: 'Level' }), 'advanced');
    await eventually(() => expect(titles()).toEqual(['Clean Code']));
    expect(locationSearch()).toBe('?level=advanced');
  });

  it('validates and adds a resource (no tags), then toasts and refetches', async () => {
    const { user, calls } = renderApp({
      path: '/resources',
      handlers: {
        ...signedInWithEmptyLists(),
        CreateResource: () => ({ data: { createResource: { __typename: 'Resource', id: 'r-new' } } }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Resource' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add a Learning Resource' }));
    expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveValue('article');
    expect(dialog.getByRole('combobox', { name: 'Difficulty' })).toHaveValue('beginner');
    expect(dialog.queryByRole('textbox', { name: /Tags/ })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Add Resource' }));
    expect(await dialog.findByText('Title must be between 2 and 120 characters')).toBeInTheDocument();
    expect(
      dialog.getByText('Please enter a valid link starting with http:// or https://'),
    ).toBeInTheDocument();

    await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'MDN Web Docs');
    await user.type(dialog.getByRole('textbox', { name: 'URL' }), 'https://developer.mozilla.org');
    await user.type(dialog.getByRole('textbox', { name: 'Provider' }), 'Mozilla');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Type' }), 'tool');
    const reads = calls.filter((c) => c.operationName === 'LearningResources').length;
    await user.click(dialog.getByRole('button', { name: 'Add Resource' }));
    expect(within(await screen.findByRole('status')).getByText('Resource added!')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'CreateResource')?.variables).toEqual({
      input: {
        title: 'MDN Web Docs',
        type: 'tool',
        url: 'https://developer.mozilla.org',
        provider: 'Mozilla',
        difficulty: 'beginner',
      },
    });
    await waitFor(() =>
      expect(calls.filter((c) => c.operationName === 'LearningResources').length).toBeGreaterThan(reads),
    );
  });

  it('says "Failed to add resource." when adding fails', async () => {
    const { user } = renderApp({
      path: '/resources',
      handlers: { ...signedInWithEmptyLists(), CreateResource: () => gqlError('boom') },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Resource' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add a Learning Resource' }));
    await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'MDN Web Docs');
    await user.type(dialog.getByRole('textbox', { name: 'URL' }), 'https://developer.mozilla.org');
    await user.click(dialog.getByRole('button', { name: 'Add Resource' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to add resource.');
  });

  it('on a signed-out add says so and goes to /api/login after 500 ms', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { user } = renderApp({
      path: '/resources',
      handlers: {
        ...signedInWithEmptyLists(),
        CreateResource: () => gqlError('Unauthorized', { code: 'UNAUTHENTICATED' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Resource' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add a Learning Resource' }));
    await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'MDN Web Docs');
    await user.type(dialog.getByRole('textbox', { name: 'URL' }), 'https://developer.mozilla.org');
    vi.useFakeTimers();
    fireEvent.click(dialog.getByRole('button', { name: 'Add Resource' }));
    await settle();
    expect(
      within(screen.getByRole('region', { name: 'Notifications (F8)', hidden: true })).getByText(
        'You are logged out. Logging in again...',
      ),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(assign).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(assign).toHaveBeenCalledWith('/api/login');
  });
});

describe('resources page: paging and the URL', () => {
  const many = Array.from({ length: 45 }, (_, i) =>
    listed({ title: `Resource number ${i + 1}`, type: i % 3 ? 'article' : 'video' }),
  );

  it('opens with the type and search of the URL, and loads more with the button', async () => {
    const { user } = renderApp({
      path: '/resources?type=article&search=number',
      handlers: { ...signedInWithEmptyLists(), LearningResources: resourcesHandler(many) },
    });
    await eventually(() => expect(titles()).toHaveLength(20));
    expect(browse().getByRole('tab', { name: 'Articles' })).toHaveAttribute('aria-selected', 'true');
    expect(browse().getByRole('searchbox', { name: 'Search resources' })).toHaveValue('number');
    await user.click(browse().getByRole('button', { name: 'Load more' }));
    await eventually(() => expect(titles()).toHaveLength(30));
    expect(browse().queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
