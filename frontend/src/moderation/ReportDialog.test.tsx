import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connection, signedInWithEmptyLists } from '../test/domainFixtures';
import { gqlError, type MockHandler } from '../test/mockGraphQL';
import { makeChallengePage, makePersonPage, person } from '../test/pageFixtures';
import { renderApp } from '../test/renderApp';
const eventually = <T,>(check: () => T) => waitFor(check, { timeout: 5_000 });
const CHALLENGE = '00000000-0000-4000-8000-00000000c0f1';

function renderChallenge(
  challenge = makeChallengePage({ id: CHALLENGE }),
  handlers: Record<string, MockHandler> = {},
) {
  return renderApp({
    path: `/challenges/${CHALLENGE}`,
    handlers: {
      ...signedInWithEmptyLists(),
      ChallengePage: () => ({ data: { challenge } }),
      Discussion: () => ({
        data: {
          comments: connection([]),
          challenge: { __typename: 'Challenge', id: CHALLENGE, commentCount: 0 },
        },
      }),
      ReportContent: () => ({ data: { reportContent: { __typename: 'Report', id: 'r-1' } } }),
      ...handlers,
    },
  });
}

async function openDialog(user: ReturnType<typeof renderApp>['user'], name = 'Report this challenge') {
  await user.click(await screen.findByRole('button', { name }));
  return within(await screen.findByRole('dialog'));
}

describe('report dialog (docs/product.md §14)', () => {
  it('offers "Report" on someone else’s challenge, not on one’s own', async () => {
    const { unmount } = renderChallenge();
    expect(await screen.findByRole('button', { name: 'Report this challenge' })).toHaveTextContent('Report');
    unmount();

    renderChallenge(makeChallengePage({ id: CHALLENGE, createdBy: 'u-1', canEdit: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reduce food waste' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report this challenge' })).not.toBeInTheDocument();
  });

  it('asks why, with the five reasons, and says so when none is chosen', async () => {
    const { user, calls } = renderChallenge();
    const dialog = await openDialog(user);
    expect(screen.getByRole('dialog', { name: 'Report this challenge' })).toBeInTheDocument();
    const reasons = within(dialog.getByRole('radiogroup', { name: 'Why do you report it?' }));
    expect(reasons.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Spam',
      'Harassment or bullying',
      'Inappropriate content',
      'Shares personal information',
      'Something else',
    ]);
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByText('Please choose a reason')).toBeInTheDocument();
    expect(calls.some((call) => call.operationName === 'ReportContent')).toBe(false);
  });

  it('counts the note and refuses one longer than 500 characters', async () => {
    const { user, calls } = renderChallenge();
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('radio', { name: 'Spam' }));
    const note = dialog.getByRole('textbox', { name: 'Note (optional)' });
    fireEvent.change(note, { target: { value: 'x'.repeat(501) } });
    expect(dialog.getByText(/501 of 500 characters/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByText('A note has at most 500 characters')).toBeInTheDocument();
    expect(calls.some((call) => call.operationName === 'ReportContent')).toBe(false);
  });

  it('sends the report and thanks the person', async () => {
    const { user, calls } = renderChallenge();
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('radio', { name: 'Harassment or bullying' }));
    await user.type(dialog.getByRole('textbox', { name: 'Note (optional)' }), ' Mean words ');
    await user.click(dialog.getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText('Thanks. Staff will look at it.')).toBeInTheDocument();
    await eventually(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.operationName === 'ReportContent')?.variables).toEqual({
      input: {
        itemType: 'challenge',
        itemId: CHALLENGE,
        reason: 'harassment',
        note: 'Mean words',
      },
    });
  });

  it('leaves an empty note out', async () => {
    const { user, calls } = renderChallenge();
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('radio', { name: 'Spam' }));
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    await eventually(() =>
      expect(calls.find((call) => call.operationName === 'ReportContent')?.variables).toEqual({
        input: { itemType: 'challenge', itemId: CHALLENGE, reason: 'spam' },
      }),
    );
  });

  it('shows the server’s message when the item was reported already', async () => {
    const duplicate = 'You have already reported this. Staff will look at it.';
    const { user } = renderChallenge(undefined, {
      ReportContent: () => gqlError(duplicate, { code: 'CONFLICT' }),
    });
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('radio', { name: 'Spam' }));
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByText(duplicate)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('speaks German', async () => {
    localStorage.setItem('language', 'de');
    const { user, calls } = renderChallenge();
    const button = await screen.findByRole('button', { name: 'Diese Challenge melden' });
    expect(button).toHaveTextContent('Melden');
    const dialog = await openDialog(user, 'Diese Challenge melden');
    expect(dialog.getByRole('radiogroup', { name: 'Warum meldest du es?' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Meldung senden' }));
    expect(await dialog.findByText('Bitte wähle einen Grund')).toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: 'Belästigung oder Mobbing' }));
    await user.click(dialog.getByRole('button', { name: 'Meldung senden' }));
    expect(await screen.findByText('Danke. Das Team des Programms sieht es sich an.')).toBeInTheDocument();
    expect(calls.find((call) => call.operationName === 'ReportContent')?.variables).toMatchObject({
      input: { reason: 'harassment' },
    });
  });

  it('offers "Report this person" on someone else’s page only', async () => {
    const grace = makePersonPage({ id: 'u-2' });
    const { unmount } = renderApp({
      path: '/people/u-2',
      handlers: {
        ...signedInWithEmptyLists(),
        PersonPage: () => ({ data: { user: grace, challenges: connection([]) } }),
      },
    });
    expect(await screen.findByRole('button', { name: 'Report this person' })).toBeInTheDocument();
    unmount();

    renderApp({
      path: '/people/u-1',
      handlers: {
        ...signedInWithEmptyLists(),
        PersonPage: () => ({
          data: { user: makePersonPage({ id: 'u-1', firstName: 'Ada' }), challenges: connection([]) },
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: /Ada/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report this person' })).not.toBeInTheDocument();
  });

  it('reports a comment of someone else, named by its author and time', async () => {
    const comment = (id: string, author: ReturnType<typeof person>) => ({
      __typename: 'Comment',
      id,
      subjectType: 'challenge',
      subjectId: CHALLENGE,
      parentId: null,
      body: `Comment ${id}`,
      deleted: false,
      authorId: author.id,
      createdAt: '2026-11-03T10:00:00.000Z',
      updatedAt: '2026-11-03T10:00:00.000Z',
      editedAt: null,
      canEdit: author.id === 'u-1',
      canDelete: author.id === 'u-1',
      hidden: false,
      hiddenReason: null,
      author,
      replies: [],
    });
    const { user, calls } = renderChallenge(undefined, {
      Discussion: () => ({
        data: {
          comments: connection([
            comment('c-1', person('u-2', 'Grace', 'Hopper')),
            comment('c-2', person('u-1', 'Ada')),
          ]),
          challenge: { __typename: 'Challenge', id: CHALLENGE, commentCount: 2 },
        },
      }),
    });
    const grace = await screen.findByRole('article', { name: /Grace Hopper/ });
    const report = within(grace).getByRole('button', { name: 'Report this comment' });
    expect(report).toHaveAccessibleDescription(/Grace Hopper/);
    expect(
      within(screen.getByRole('article', { name: /Ada/ })).queryByRole('button', {
        name: 'Report this comment',
      }),
    ).not.toBeInTheDocument();
    await user.click(report);
    const dialog = within(await screen.findByRole('dialog', { name: 'Report this comment' }));
    await user.click(dialog.getByRole('radio', { name: 'Something else' }));
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    await eventually(() =>
      expect(calls.find((call) => call.operationName === 'ReportContent')?.variables).toEqual({
        input: { itemType: 'comment', itemId: 'c-1', reason: 'other' },
      }),
    );
  });

  it('is not offered to a signed-out visitor (who sees no such page)', async () => {
    renderApp({ path: `/challenges/${CHALLENGE}`, handlers: { Me: () => ({ data: { me: null } }) } });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
  });
});
