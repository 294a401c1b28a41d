import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServerError } from '@apollo/client/errors';
import { makeResource, pagedList, signedInWithEmptyLists } from '../test/domainFixtures';
import { makeUser } from '../test/fixtures';
import { gqlError } from '../test/mockGraphQL';
import { makeChallengePage, makeProjectPage, makeTeamPage, person } from '../test/pageFixtures';
import { renderApp } from '../test/renderApp';

const eventually = <T,>(check: () => T) => waitFor(check, { timeout: 5_000 });

const ID = '00000000-0000-4000-8000-00000000c0f3';
const REASON = 'Links to a shop';

/** docs/product.md §14: the author of a hidden item (and staff) still get it, with the notice. */
describe('hidden items', () => {
  it('tells the author of a hidden challenge why staff hid it', async () => {
    renderApp({
      path: `/challenges/${ID}`,
      handlers: {
        ...signedInWithEmptyLists(),
        ChallengePage: () => ({
          data: {
            challenge: makeChallengePage({
              id: ID,
              createdBy: 'u-1',
              canEdit: true,
              hidden: true,
              hiddenReason: REASON,
            }),
          },
        }),
      },
    });
    expect(await screen.findByText("Hidden by the programme's staff: Links to a shop")).toBeInTheDocument();
  });

  it('says so in German', async () => {
    localStorage.setItem('language', 'de');
    renderApp({
      path: `/teams/${ID}`,
      handlers: {
        ...signedInWithEmptyLists(),
        TeamPage: () => ({
          data: { team: makeTeamPage({ id: ID, isMember: true, hidden: true, hiddenReason: REASON }) },
        }),
      },
    });
    expect(
      await screen.findByText('Vom Team des Programms ausgeblendet: Links to a shop'),
    ).toBeInTheDocument();
  });

  it('shows no notice on an item that is not hidden, and one without a reason when none is given', async () => {
    const { unmount } = renderApp({
      path: `/projects/${ID}`,
      handlers: {
        ...signedInWithEmptyLists(),
        ProjectPage: () => ({ data: { project: makeProjectPage({ id: ID }) } }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Leftover Scale' })).toBeInTheDocument();
    expect(screen.queryByText(/Hidden by the programme's staff/)).not.toBeInTheDocument();
    unmount();

    renderApp({
      path: `/projects/${ID}`,
      handlers: {
        ...signedInWithEmptyLists(),
        ProjectPage: () => ({
          data: { project: makeProjectPage({ id: ID, canEdit: true, hidden: true, hiddenReason: null }) },
        }),
      },
    });
    expect(await screen.findByText("Hidden by the programme's staff.")).toBeInTheDocument();
  });

  it('marks a hidden resource on its card, and offers to report someone else’s', async () => {
    const row = (overrides: Parameters<typeof makeResource>[0] & { canEdit: boolean }) => ({
      updatedAt: '2026-11-04T10:00:00.000Z',
      editedAt: null,
      ...makeResource(overrides),
    });
    renderApp({
      path: '/resources',
      handlers: {
        ...signedInWithEmptyLists(),
        LearningResources: pagedList('resources', [
          row({ title: 'My notes', canEdit: true, hidden: true, hiddenReason: REASON }),
          row({ title: 'Clean Code', canEdit: false }),
        ]),
      },
    });
    const mine = within(await screen.findByRole('article', { name: 'My notes' }));
    expect(mine.getByText("Hidden by the programme's staff: Links to a shop")).toBeInTheDocument();
    expect(mine.queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
    const theirs = within(screen.getByRole('article', { name: 'Clean Code' }));
    expect(theirs.getByRole('button', { name: 'Report Clean Code' })).toHaveTextContent('Report');
  });
});

const STAFF = makeUser({ isStaff: true });
const NOT_HIDDEN = { challenge: false, team: false, project: false, resource: false, comment: false };

/** A hidden comment on the challenge ID, as the discussions service answers it to its author and staff. */
const hiddenComment = {
  __typename: 'Comment',
  id: '00000000-0000-4000-8000-00000000cc01',
  subjectType: 'challenge',
  subjectId: ID,
  parentId: null,
  body: 'Call me at 0170 1234567',
  deleted: false,
  authorId: 'u-3',
  createdAt: '2026-11-03T10:00:00.000Z',
  updatedAt: '2026-11-03T10:00:00.000Z',
  editedAt: null,
  canEdit: false,
  canDelete: false,
  hidden: true,
  hiddenReason: 'Phone number',
  author: person('u-3', 'Mallory', 'Jones'),
  replies: [],
};

/**
 * docs/product.md §14: hiding closes the item's reports, so the staff page's queue no longer shows it; staff restore
 * it from its notice.
 */
describe('restoring a hidden item from its notice (staff)', () => {
  it('gives staff Restore, which calls the staff mutation, says so and takes the notice away', async () => {
    let hidden = true;
    const { user, calls } = renderApp({
      path: `/challenges/${ID}`,
      handlers: {
        ...signedInWithEmptyLists(),
        Me: () => ({ data: { me: STAFF } }),
        ChallengePage: () => ({
          data: {
            challenge: makeChallengePage({
              id: ID,
              title: 'Buy cheap watches',
              hidden,
              hiddenReason: hidden ? REASON : null,
            }),
          },
        }),
        SetItemHidden: () => {
          hidden = false;
          return {
            data: {
              setChallengeHidden: { __typename: 'Challenge', id: ID, hidden: false, hiddenReason: null },
            },
          };
        },
      },
    });
    const notice = within(
      (await screen.findByText("Hidden by the programme's staff: Links to a shop")).closest(
        '[role="status"]',
      ) as HTMLElement,
    );
    const restore = notice.getByRole('button', { name: 'Restore Buy cheap watches' });
    expect(restore).toHaveTextContent('Restore');

    await user.click(restore);
    expect(await screen.findByText('Restored. Everyone can see it again.')).toBeInTheDocument();
    expect(
      calls.filter((call) => call.operationName === 'SetItemHidden').map((call) => call.variables),
    ).toEqual([{ id: ID, hidden: false, ...NOT_HIDDEN, challenge: true }]);
    await eventually(() =>
      expect(screen.queryByText(/Hidden by the programme's staff/)).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: /^Restore/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Buy cheap watches' })).toBeInTheDocument();
  });

  it('restores a hidden comment and a hidden resource of their type', async () => {
    let commentHidden = true;
    const { user, calls, unmount } = renderApp({
      path: `/challenges/${ID}`,
      handlers: {
        ...signedInWithEmptyLists(),
        Me: () => ({ data: { me: STAFF } }),
        ChallengePage: () => ({ data: { challenge: makeChallengePage({ id: ID }) } }),
        Discussion: () => ({
          data: {
            comments: {
              __typename: 'CommentConnection',
              nodes: [{ ...hiddenComment, hidden: commentHidden }],
              pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
              totalCount: 1,
            },
            challenge: { __typename: 'Challenge', id: ID, commentCount: 1 },
          },
        }),
        SetItemHidden: () => {
          commentHidden = false;
          return {
            data: {
              setCommentHidden: {
                __typename: 'Comment',
                id: hiddenComment.id,
                hidden: false,
                hiddenReason: null,
              },
            },
          };
        },
      },
    });
    const comment = within(await screen.findByRole('article', { name: /Mallory Jones/ }));
    expect(comment.getByText("Hidden by the programme's staff: Phone number")).toBeInTheDocument();
    const restore = comment.getByRole('button', { name: 'Restore' });
    expect(restore).toHaveAccessibleDescription(/Mallory Jones/);
    await user.click(restore);
    expect(await screen.findByText('Restored. Everyone can see it again.')).toBeInTheDocument();
    expect(calls.find((call) => call.operationName === 'SetItemHidden')?.variables).toEqual({
      id: hiddenComment.id,
      hidden: false,
      ...NOT_HIDDEN,
      comment: true,
    });
    await eventually(() =>
      expect(comment.queryByText(/Hidden by the programme's staff/)).not.toBeInTheDocument(),
    );
    unmount();

    const resource = { updatedAt: '2026-11-04T10:00:00.000Z', editedAt: null, canEdit: false };
    const second = renderApp({
      path: '/resources',
      handlers: {
        ...signedInWithEmptyLists(),
        Me: () => ({ data: { me: STAFF } }),
        LearningResources: pagedList('resources', [
          {
            ...resource,
            ...makeResource({ id: 'r-1', title: 'Free crypto course', hidden: true, hiddenReason: REASON }),
          },
        ]),
        SetItemHidden: () => ({
          data: {
            setResourceHidden: { __typename: 'Resource', id: 'r-1', hidden: false, hiddenReason: null },
          },
        }),
      },
    });
    const card = within(await screen.findByRole('article', { name: 'Free crypto course' }));
    await second.user.click(card.getByRole('button', { name: 'Restore Free crypto course' }));
    expect(await screen.findByText('Restored. Everyone can see it again.')).toBeInTheDocument();
    expect(second.calls.find((call) => call.operationName === 'SetItemHidden')?.variables).toEqual({
      id: 'r-1',
      hidden: false,
      ...NOT_HIDDEN,
      resource: true,
    });
  });

  it('offers no Restore to authors who are not staff', async () => {
    const { unmount } = renderApp({
      path: `/projects/${ID}`,
      handlers: {
        ...signedInWithEmptyLists(),
        ProjectPage: () => ({
          data: { project: makeProjectPage({ id: ID, canEdit: true, hidden: true, hiddenReason: REASON }) },
        }),
      },
    });
    expect(await screen.findByText("Hidden by the programme's staff: Links to a shop")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Restore/ })).not.toBeInTheDocument();
    unmount();

    renderApp({
      path: '/resources',
      handlers: {
        ...signedInWithEmptyLists(),
        LearningResources: pagedList('resources', [
          {
            updatedAt: '2026-11-04T10:00:00.000Z',
            editedAt: null,
            canEdit: true,
            ...makeResource({ title: 'My notes', hidden: true, hiddenReason: REASON }),
          },
        ]),
      },
    });
    const mine = within(await screen.findByRole('article', { name: 'My notes' }));
    expect(mine.getByText("Hidden by the programme's staff: Links to a shop")).toBeInTheDocument();
    expect(mine.queryByRole('button', { name: /Restore/ })).not.toBeInTheDocument();
  });

  it('shows the server’s message when the restore is refused, and keeps the notice', async () => {
    const { user } = renderApp({
      path: `/teams/${ID}`,
      handlers: {
        ...signedInWithEmptyLists(),
        Me: () => ({ data: { me: STAFF } }),
        TeamPage: () => ({
          data: { team: makeTeamPage({ id: ID, hidden: true, hiddenReason: REASON }) },
        }),
        SetItemHidden: () => gqlError("Only the programme's staff can do this", { code: 'NOT_FOUND' }),
      },
    });
    const restore = await screen.findByRole('button', { name: 'Restore Waste Watchers' });
    await user.click(restore);
    expect(await screen.findByText("Only the programme's staff can do this")).toBeInTheDocument();
    expect(screen.getByText("Hidden by the programme's staff: Links to a shop")).toBeInTheDocument();
    await eventually(() => expect(restore).toBeEnabled());
  });

  it('says it in German', async () => {
    localStorage.setItem('language', 'de');
    const { user, calls } = renderApp({
      path: `/teams/${ID}`,
      handlers: {
        ...signedInWithEmptyLists(),
        Me: () => ({ data: { me: STAFF } }),
        TeamPage: () => ({
          data: { team: makeTeamPage({ id: ID, hidden: true, hiddenReason: REASON }) },
        }),
        SetItemHidden: () => ({
          data: { setTeamHidden: { __typename: 'Team', id: ID, hidden: false, hiddenReason: null } },
        }),
      },
    });
    const restore = await screen.findByRole('button', { name: 'Waste Watchers wiederherstellen' });
    expect(restore).toHaveTextContent('Wiederherstellen');
    await user.click(restore);
    expect(await screen.findByText('Wieder sichtbar für alle.')).toBeInTheDocument();
    expect(calls.find((call) => call.operationName === 'SetItemHidden')?.variables).toMatchObject({
      id: ID,
      hidden: false,
      team: true,
    });
  });
});

/** docs/product.md §14: a suspended person's sign-in is refused with the server's words. */
describe('suspended sign-in', () => {
  it('shows the server’s message', async () => {
    const { user } = renderApp({
      path: '/login',
      handlers: {
        Me: () => ({ data: { me: null } }),
        Login: () => gqlError('Your account is suspended until 1 December 2026.', { code: 'FORBIDDEN' }),
      },
    });
    await user.type(await screen.findByLabelText('Email'), 'mallory@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your account is suspended until 1 December 2026.')).toBeInTheDocument();
  });

  it('shows it when the gateway answers 403 with a GraphQL body', async () => {
    const { user } = renderApp({
      path: '/login',
      handlers: {
        Me: () => ({ data: { me: null } }),
        Login: () => {
          const bodyText = JSON.stringify({
            errors: [{ message: 'Your account is suspended.', extensions: { code: 'FORBIDDEN' } }],
          });
          return Promise.reject(
            new ServerError('Response not successful: Received status code 403', {
              response: new Response(bodyText, { status: 403 }),
              bodyText,
            }),
          );
        },
      },
    });
    await user.type(await screen.findByLabelText('Email'), 'mallory@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your account is suspended.')).toBeInTheDocument();
  });
});
