import { SOCKET_EVENTS } from '@creators/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInWithEmptyLists } from '../../test/domainFixtures';
import { connection } from '../../test/fixtures';
import { gqlError, type MockHandler } from '../../test/mockGraphQL';
import { makePageMember, makeTeamPage, person } from '../../test/pageFixtures';
import { renderApp } from '../../test/renderApp';

const ID = '00000000-0000-4000-8000-00000000c001';
const eventually = <T,>(check: () => T) => waitFor(check, { timeout: 5_000 });

const message = (
  id: string,
  authorId: string,
  firstName: string,
  body: string,
  minute: number,
  own = false,
) => ({
  __typename: 'TeamMessage',
  id,
  teamId: ID,
  authorId,
  author: person(authorId, firstName),
  body,
  createdAt: `2026-11-26T10:${String(minute).padStart(2, '0')}:00.000Z`,
  editedAt: null,
  deleted: false,
  hidden: false,
  hiddenReason: null,
  canEdit: own,
});

/** Ada (u-1, signed in) and Alan (u-3) are members; Grace Hopper (u-7) mentors the team. */
const team = makeTeamPage({
  id: ID,
  isMember: true,
  members: [makePageMember('u-1', 'Ada', 'leader'), makePageMember('u-3', 'Alan')],
  mentorIds: ['u-7'],
  mentors: [person('u-7', 'Grace', 'Hopper')] as never,
});

const renderChat = (messages: MockHandler, handlers: Record<string, MockHandler> = {}) =>
  renderApp({
    path: `/teams/${ID}/chat`,
    handlers: {
      ...signedInWithEmptyLists(),
      TeamPage: () => ({ data: { team } }),
      TeamChatMessages: messages,
      MarkTeamChatReadNow: () => ({
        data: { markTeamChatRead: { __typename: 'TeamChatUnread', teamId: ID, unread: 0 } },
      }),
      MyTeamChatUnread: () => ({ data: { myTeamChatUnread: [] } }),
      ...handlers,
    },
  });

describe('team chat page (/teams/:id/chat)', () => {
  it('shows the newest at the bottom, loads older ones, marks the chat read and edits only one’s own', async () => {
    const newest = connection(
      [
        message('m-3', 'u-3', 'Alan', 'See https://example.org/plan', 3),
        message('m-2', 'u-1', 'Ada', 'Mine', 2, true),
      ],
      { endCursor: 'c-2', totalCount: 3 },
    );
    const older = connection([message('m-1', 'u-3', 'Alan', 'First of all', 1)]);
    const { user, calls } = renderChat((variables) =>
      variables.after ? { data: { teamMessages: older } } : { data: { teamMessages: newest } },
    );
    const log = await screen.findByRole('log', { name: 'Messages' });
    await eventually(() => expect(within(log).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByRole('heading', { level: 1, name: 'Chat of Waste Watchers' })).toBeInTheDocument();
    const items = () =>
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? '');
    expect(items()[0]).toMatch(/Mine/);
    expect(items()[1]).toMatch(/See https:\/\/example.org\/plan/);
    const link = within(log).getByRole('link', { name: /example.org\/plan/ });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    // Only Ada's own message has Edit and Delete.
    expect(within(log).getAllByRole('button', { name: 'Edit' })).toHaveLength(1);
    expect(within(log).getAllByRole('button', { name: 'Delete' })).toHaveLength(1);
    await eventually(() =>
      expect(calls.some((call) => call.operationName === 'MarkTeamChatReadNow')).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'Load older messages' }));
    await eventually(() => expect(items()).toHaveLength(3));
    expect(items()[0]).toMatch(/First of all/);
    expect(calls.find((call) => call.variables.after === 'c-2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });

  it('sends a message with the names of the readers it mentions, and reads the chat again on a live signal', async () => {
    let answers = 0;
    const { user, calls, socket } = renderChat(
      () => {
        answers += 1;
        return { data: { teamMessages: connection([]) } };
      },
      {
        PostTeamChatMessage: (variables) => ({
          data: {
            postTeamMessage: message(
              'm-9',
              'u-1',
              'Ada',
              String((variables.input as { body: string }).body),
              9,
              true,
            ),
          },
        }),
      },
    );
    expect(await screen.findByText('No messages yet. Say hello to your team!')).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '@grace hopper and @Alan, look');
    await user.click(send);
    await eventually(() =>
      expect(calls.some((call) => call.operationName === 'PostTeamChatMessage')).toBe(true),
    );
    const posted = calls.find((call) => call.operationName === 'PostTeamChatMessage')!;
    const input = posted.variables.input as { body: string; readers: { id: string }[] };
    expect(input.body).toBe('@grace hopper and @Alan, look');
    expect(input.readers.map((reader) => reader.id).sort()).toEqual(['u-1', 'u-3', 'u-7']);
    await eventually(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(''));

    const before = answers;
    act(() => socket.emit(SOCKET_EVENTS.teamChat, { teamId: ID, messageId: 'm-10', change: 'posted' }));
    await eventually(() => expect(answers).toBeGreaterThan(before));
  });

  it('says who may read the chat when the server refuses', async () => {
    renderChat(() =>
      gqlError("Only the team's members and mentors can read and write in its chat", { code: 'FORBIDDEN' }),
    );
    expect(
      await screen.findByText("Only the team's members and mentors can read and write in its chat"),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });
});
