import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInWithEmptyLists } from '../test/domainFixtures';
import { gqlError, type MockHandler } from '../test/mockGraphQL';
import { makeChallengePage, pageTeamRow } from '../test/pageFixtures';
import { location, renderApp } from '../test/renderApp';

const eventually = <T,>(check: () => T) => waitFor(check, { timeout: 5_000 });
const ID = '00000000-0000-4000-8000-00000000c001';

const renderChallenge = (answer: MockHandler, handlers: Record<string, MockHandler> = {}) =>
  renderApp({
    path: `/challenges/${ID}`,
    handlers: { ...signedInWithEmptyLists(), ChallengePage: answer, ...handlers },
  });

describe('challenge page (/challenges/:id)', () => {
  it('shows a skeleton while loading', async () => {
    renderChallenge(() => new Promise(() => {}));
    expect(await screen.findByTestId('page-skeleton')).toBeInTheDocument();
  });

  it('shows the whole challenge, its author, teams and projects, read in one operation', async () => {
    const challenge = makeChallengePage({
      id: ID,
      editedAt: '2026-11-02T12:30:00.000Z',
      validatedInsights: ['Students care about waste'],
      teams: {
        nodes: [pageTeamRow('t-1', 'Waste Watchers', [{ id: 'p-1', title: 'Leftover Scale' }])],
        totalCount: 1,
      } as never,
    });
    const { calls } = renderChallenge(() => ({ data: { challenge } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reduce food waste' })).toBeInTheDocument();
    expect(screen.getByText('Cafeterias throw away a third of the food.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Grace Hopper/ })).toHaveAttribute('href', '/people/u-2');
    expect(screen.getByText('Students care about waste')).toBeInTheDocument();
    expect(screen.getByText(/edited/)).toBeInTheDocument();
    const teams = within(screen.getByRole('list', { name: 'Teams working on it' }));
    expect(teams.getByRole('link', { name: 'Waste Watchers' })).toHaveAttribute('href', '/teams/t-1');
    const projects = within(screen.getByRole('list', { name: 'Projects built for it' }));
    expect(projects.getByRole('link', { name: 'Leftover Scale' })).toHaveAttribute('href', '/projects/p-1');
    expect(screen.getByRole('button', { name: 'Accept Challenge' })).toBeEnabled();
    // Not the author: no author actions.
    expect(screen.queryByRole('button', { name: 'Edit challenge' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.operationName === 'ChallengePage')).toHaveLength(1);
    expect(calls.find((c) => c.operationName === 'ChallengePage')?.variables).toEqual({ id: ID });
  });

  it('shows the not-found page for an unknown or hidden id', async () => {
    renderChallenge(() => ({ data: { challenge: null } }));
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('shows an error with a retry that reads the page again', async () => {
    let fail = true;
    const { user } = renderChallenge(() =>
      fail ? gqlError('down') : { data: { challenge: makeChallengePage({ id: ID }) } },
    );
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('This page could not be loaded. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reduce food waste' })).toBeInTheDocument();
  });

  it('says an archived challenge is archived and a closed one takes no new teams', async () => {
    renderChallenge(() => ({ data: { challenge: makeChallengePage({ id: ID, status: 'archived' }) } }));
    expect(await screen.findByText(/This challenge is archived/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept Challenge' })).toBeDisabled();
  });

  it('shows its author a hidden challenge as hidden by staff, not as active', async () => {
    const challenge = makeChallengePage({
      id: ID,
      status: 'active',
      hidden: true,
      hiddenReason: 'Spam',
    } as never);
    renderChallenge(() => ({ data: { challenge } }));
    expect(await screen.findByText('Hidden by staff')).toBeInTheDocument();
    expect(screen.queryByText('Active')).not.toBeInTheDocument();
  });

  it('lets the author edit with the version loaded, and shows a stale edit’s message in the form', async () => {
    const challenge = makeChallengePage({ id: ID, canEdit: true, createdBy: 'u-1' });
    const updates: Array<Record<string, unknown>> = [];
    const { user } = renderChallenge(() => ({ data: { challenge } }), {
      UpdateChallenge: (variables) => {
        updates.push(variables);
        return gqlError('Someone changed this since you loaded it. Reload and try again.', {
          code: 'CONFLICT',
        });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit challenge' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit challenge' }));
    const title = dialog.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Reduce food waste');
    await user.clear(title);
    await user.type(title, 'Reduce food waste at school');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(
      await dialog.findByText('Someone changed this since you loaded it. Reload and try again.'),
    ).toBeInTheDocument();
    expect(updates[0]).toEqual({
      id: ID,
      input: {
        expectedUpdatedAt: challenge.updatedAt,
        title: 'Reduce food waste at school',
        description: challenge.description,
        category: 'sustainability',
        difficulty: 'intermediate',
        tags: ['food', 'schools'],
      },
    });
  });

  it('checks an edit with the rules and messages of creation', async () => {
    const { user, calls } = renderChallenge(() => ({
      data: { challenge: makeChallengePage({ id: ID, canEdit: true }) },
    }));
    await user.click(await screen.findByRole('button', { name: 'Edit challenge' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit challenge' }));
    await user.clear(dialog.getByRole('textbox', { name: 'Title' }));
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await dialog.findByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.operationName === 'UpdateChallenge')).toBe(false);
  });

  it('lets the author close the challenge', async () => {
    const challenge = makeChallengePage({ id: ID, canEdit: true });
    let status = 'active';
    const { user, calls } = renderChallenge(() => ({ data: { challenge: { ...challenge, status } } }), {
      UpdateChallenge: (variables) => {
        status = (variables.input as { status: string }).status;
        return {
          data: {
            updateChallenge: {
              ...challenge,
              status,
              updatedAt: '2026-11-02T10:00:00.000Z',
            },
          },
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Close challenge' }));
    expect(await screen.findByText('This challenge is closed and takes no new teams.')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'UpdateChallenge')?.variables).toEqual({
      id: ID,
      input: { expectedUpdatedAt: challenge.updatedAt, status: 'closed' },
    });
    expect(screen.getByRole('button', { name: 'Reopen challenge' })).toBeInTheDocument();
  });

  it('watches the challenge while shown, reads it again on a change, and unwatches on leaving', async () => {
    let title = 'Reduce food waste';
    const { socket, user } = renderChallenge(() => ({
      data: { challenge: makeChallengePage({ id: ID, title }) },
    }));
    await screen.findByRole('heading', { level: 1, name: 'Reduce food waste' });
    await eventually(() =>
      expect(socket.published).toContainEqual({ event: 'watch', payload: { type: 'challenge', id: ID } }),
    );
    title = 'Reduce food waste, edited';
    act(() => socket.emit('changed', { type: 'challenge', id: ID }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reduce food waste, edited' }),
    ).toBeInTheDocument();
    // A change is not a notification.
    expect(screen.queryByText(/changed/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /Grace Hopper/ }));
    await eventually(() => expect(location()).toBe('/people/u-2'));
    expect(socket.published).toContainEqual({ event: 'unwatch', payload: { type: 'challenge', id: ID } });
  });
});
