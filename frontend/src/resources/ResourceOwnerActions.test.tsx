import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListedResource } from '../graphql/showcase';
import { makeResource, pagedList, signedInWithEmptyLists } from '../test/domainFixtures';
import { gqlError, type MockHandler } from '../test/mockGraphQL';
import { renderApp } from '../test/renderApp';

/** product.md §11.2: the person who added a resource edits or removes it from its card. */

const VERSION = '2026-11-05T09:30:00.000Z';
const listed = (overrides: Partial<ListedResource> = {}) => ({
  updatedAt: VERSION,
  editedAt: null,
  canEdit: false,
  ...makeResource(overrides),
});

const mine = listed({
  title: 'MDN Web Docs',
  type: 'article',
  url: 'https://developer.mozilla.org',
  provider: 'Mozilla',
  difficulty: 'beginner',
  duration: '2 hours',
  description: 'The reference for the web.',
  canEdit: true,
});
const theirs = listed({ title: 'Clean Code', type: 'book', canEdit: false });

const STALE =
  'Someone changed this since you opened it. Reload to see the latest version, then make your change again.';

/** The resources page with a list that the handlers may change (a removed resource leaves it). */
function renderResources(handlers: Record<string, MockHandler> = {}, browserLanguage?: string) {
  const rows = [mine, theirs];
  const view = renderApp({
    path: '/resources',
    browserLanguage,
    handlers: {
      ...signedInWithEmptyLists(),
      LearningResources: (variables) => pagedList('resources', rows)(variables),
      ...handlers,
    },
  });
  const reads = () => view.calls.filter((c) => c.operationName === 'LearningResources').length;
  return { ...view, rows, reads };
}

describe('resources page: the author edits and removes', () => {
  it('shows Edit and Remove, named by the title, to the person who added it, and to no one else', async () => {
    renderResources();
    const card = within(await screen.findByRole('article', { name: 'MDN Web Docs' }));
    expect(card.getByRole('button', { name: 'Edit MDN Web Docs' })).toHaveTextContent('Edit');
    expect(card.getByRole('button', { name: 'Remove MDN Web Docs' })).toHaveTextContent('Remove');
    const other = within(screen.getByRole('article', { name: 'Clean Code' }));
    expect(other.queryByRole('button', { name: /Edit|Remove/ })).not.toBeInTheDocument();
  });

  it('names the buttons in German too', async () => {
    renderResources({}, 'de-DE');
    const card = within(await screen.findByRole('article', { name: 'MDN Web Docs' }));
    expect(card.getByRole('button', { name: 'MDN Web Docs bearbeiten' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'MDN Web Docs entfernen' })).toBeInTheDocument();
  });

  it('edits with the fields and rules of Add Resource, sends the version and what changed, toasts and reads the list again', async () => {
    const updates: Array<Record<string, unknown>> = [];
    const { user, reads } = renderResources({
      UpdateResource: (variables) => {
        updates.push(variables);
        return {
          data: {
            updateResource: { ...mine, title: 'MDN', type: 'tool', provider: null, updatedAt: VERSION },
          },
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit MDN Web Docs' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Resource' }));
    const title = dialog.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('MDN Web Docs');
    expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue('The reference for the web.');
    expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveValue('article');
    expect(dialog.getByRole('combobox', { name: 'Difficulty' })).toHaveValue('beginner');
    expect(dialog.getByRole('textbox', { name: 'URL' })).toHaveValue('https://developer.mozilla.org');
    expect(dialog.getByRole('textbox', { name: 'Provider' })).toHaveValue('Mozilla');
    expect(dialog.getByRole('textbox', { name: 'Duration' })).toHaveValue('2 hours');

    // Creation's rules and messages.
    await user.clear(title);
    await user.clear(dialog.getByRole('textbox', { name: 'URL' }));
    await user.type(dialog.getByRole('textbox', { name: 'URL' }), 'ftp://example.com');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await dialog.findByText('Title must be between 2 and 120 characters')).toBeInTheDocument();
    expect(
      dialog.getByText('Please enter a valid link starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(updates).toHaveLength(0);

    await user.type(title, 'MDN');
    await user.clear(dialog.getByRole('textbox', { name: 'URL' }));
    await user.type(dialog.getByRole('textbox', { name: 'URL' }), 'https://developer.mozilla.org');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Type' }), 'tool');
    await user.clear(dialog.getByRole('textbox', { name: 'Provider' }));
    const before = reads();
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(within(await screen.findByRole('status')).getByText('Changes saved')).toBeInTheDocument();
    // Only what changed; the emptied provider as empty text, which clears it.
    expect(updates).toEqual([
      {
        id: mine.id,
        input: { expectedUpdatedAt: VERSION, title: 'MDN', type: 'tool', provider: '' },
      },
    ]);
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a stale edit’s message in the form and keeps it open', async () => {
    const { user } = renderResources({
      UpdateResource: () => gqlError(STALE, { code: 'CONFLICT' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit MDN Web Docs' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Resource' }));
    await user.type(dialog.getByRole('textbox', { name: 'Title' }), ' (2026)');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(STALE);
    expect(screen.getByRole('dialog', { name: 'Edit Resource' })).toBeInTheDocument();
  });

  it('shows a refusal (someone else’s) in the form', async () => {
    const refusal = 'Only the person who added this resource may change it.';
    const { user } = renderResources({
      UpdateResource: () => gqlError(refusal, { code: 'FORBIDDEN' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit MDN Web Docs' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Resource' }));
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(refusal);
  });

  it('removes only after confirming, then the resource leaves the list', async () => {
    const removals: Array<Record<string, unknown>> = [];
    const { user, rows } = renderResources({
      RemoveResource: (variables) => {
        removals.push(variables);
        rows.splice(
          rows.findIndex((row) => row.id === variables.id),
          1,
        );
        return { data: { removeResource: true } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove MDN Web Docs' }));
    let confirm = within(screen.getByRole('dialog', { name: 'Remove resource' }));
    expect(confirm.getByText('Remove "MDN Web Docs"? It leaves the list for everyone.')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(removals).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove MDN Web Docs' }));
    confirm = within(screen.getByRole('dialog', { name: 'Remove resource' }));
    await user.click(confirm.getByRole('button', { name: 'Remove' }));
    expect(
      within(await screen.findByRole('status')).getByText('"MDN Web Docs" was removed.'),
    ).toBeInTheDocument();
    expect(removals).toEqual([{ id: mine.id }]);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'MDN Web Docs' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Clean Code' })).toBeInTheDocument();
  });
});
