import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInWithEmptyLists } from '../test/domainFixtures';
import { gqlError, type MockHandler, type MockResult } from '../test/mockGraphQL';
import { makeChallengePage, makeProjectPage, person } from '../test/pageFixtures';
import { renderApp } from '../test/renderApp';

const eventually = <T,>(check: () => T) => waitFor(check, { timeout: 5_000 });
const CHALLENGE = '00000000-0000-4000-8000-00000000c0a1';
const PROJECT = '00000000-0000-4000-8000-00000000b0a1';

type Subject = 'challenge' | 'project';

interface CommentRow {
  __typename: 'Comment';
  id: string;
  subjectType: Subject;
  subjectId: string;
  parentId: string | null;
  body: string;
  deleted: boolean;
  authorId: string | null;
  createdAt: string;
  updatedAt: string;
  editedAt: string | null;
  canEdit: boolean;
  canDelete: boolean;
  hidden: boolean;
  hiddenReason: string | null;
  author: ReturnType<typeof person> | null;
  replies: CommentRow[];
}

let sequence = 0;
const GRACE = person('u-2', 'Grace', 'Hopper');
const ADA = person('u-1', 'Ada', 'Lovelace');

function makeComment(overrides: Partial<CommentRow> = {}): CommentRow {
  sequence += 1;
  const at = new Date(Date.UTC(2026, 10, 3, 10, sequence)).toISOString();
  return {
    __typename: 'Comment',
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    subjectType: 'challenge',
    subjectId: CHALLENGE,
    parentId: null,
    body: `Comment ${sequence}`,
    deleted: false,
    authorId: GRACE.id,
    createdAt: at,
    updatedAt: at,
    editedAt: null,
    canEdit: false,
    canDelete: false,
    hidden: false,
    hiddenReason: null,
    author: GRACE,
    replies: [],
    ...overrides,
  };
}

/** The discussions service in memory: top-level comments oldest first, a page at a time, with the count. */
function discussionServer(threads: CommentRow[]) {
  const count = () => threads.reduce((sum, thread) => sum + 1 + thread.replies.length, 0);
  const find = (id: string) =>
    threads.flatMap((thread) => [thread, ...thread.replies]).find((comment) => comment.id === id);
  const Discussion: MockHandler = (variables) => {
    const start = typeof variables.after === 'string' ? Number(variables.after) : 0;
    const first = typeof variables.first === 'number' ? variables.first : 20;
    const nodes = threads.slice(start, start + first);
    const end = start + nodes.length;
    const data: Record<string, unknown> = {
      comments: {
        __typename: 'CommentConnection',
        nodes,
        pageInfo: {
          __typename: 'PageInfo',
          endCursor: end < threads.length ? String(end) : null,
          hasNextPage: end < threads.length,
        },
        totalCount: threads.length,
      },
    };
    const subject = { id: variables.subjectId, commentCount: count() };
    if (variables.isChallenge) data.challenge = { __typename: 'Challenge', ...subject };
    if (variables.isProject) data.project = { __typename: 'Project', ...subject };
    return { data };
  };
  const AddComment: MockHandler = (variables) => {
    const input = variables.input as {
      subjectType: Subject;
      subjectId: string;
      body: string;
      parentId?: string;
    };
    const added = makeComment({
      subjectType: input.subjectType,
      subjectId: input.subjectId,
      parentId: input.parentId ?? null,
      body: input.body,
      authorId: ADA.id,
      author: ADA,
      canEdit: true,
      canDelete: true,
    });
    if (input.parentId) find(input.parentId)!.replies.push(added);
    else threads.push(added);
    return { data: { addComment: { ...added, replies: undefined } } };
  };
  const EditComment: MockHandler = (variables) => {
    const comment = find(variables.id as string)!;
    comment.body = (variables.input as { body: string }).body;
    comment.editedAt = '2026-11-03T12:00:00.000Z';
    return { data: { editComment: { ...comment, replies: undefined } } };
  };
  const DeleteComment: MockHandler = (variables) => {
    const index = threads.findIndex((thread) => thread.id === variables.id);
    const comment = find(variables.id as string)!;
    Object.assign(comment, {
      deleted: true,
      body: '',
      author: null,
      authorId: null,
      canEdit: false,
      canDelete: false,
    });
    if (index >= 0 && threads[index].replies.length === 0) threads.splice(index, 1);
    return { data: { deleteComment: { ...comment, replies: undefined } } };
  };
  return { Discussion, AddComment, EditComment, DeleteComment };
}

function renderDiscussion(
  threads: CommentRow[],
  {
    handlers = {},
    browserLanguage,
  }: { handlers?: Record<string, MockHandler>; browserLanguage?: string } = {},
) {
  return renderApp({
    path: `/challenges/${CHALLENGE}`,
    browserLanguage,
    handlers: {
      ...signedInWithEmptyLists(),
      ChallengePage: () => ({ data: { challenge: makeChallengePage({ id: CHALLENGE }) } }),
      ...discussionServer(threads),
      ...handlers,
    },
  });
}

const discussionSection = async (name: string | RegExp = /^Discussion/) =>
  within(await screen.findByRole('region', { name }));
const commentList = () => screen.findByRole('list', { name: 'Comments' });

describe('the discussion of a challenge or a project (docs/product.md §11.4)', () => {
  it('lists the comments oldest first with their replies indented under them, and the count', async () => {
    const reply = makeComment({
      body: 'A reply',
      author: ADA,
      authorId: ADA.id,
      editedAt: '2026-11-03T11:00:00.000Z',
    });
    const threads = [
      makeComment({ body: 'First comment', replies: [reply] }),
      makeComment({ body: 'Second comment' }),
    ];
    reply.parentId = threads[0].id;
    const { calls } = renderDiscussion(threads);
    const section = await discussionSection('Discussion (3)');
    const list = within(await commentList());
    const items = list.getAllByRole('article');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('First comment'),
      expect.stringContaining('A reply'),
      expect.stringContaining('Second comment'),
    ]);
    const replies = within(section.getByRole('list', { name: 'Replies to Grace Hopper' }));
    const replyItem = within(replies.getByRole('article', { name: 'Comment by Ada Lovelace' }));
    expect(replyItem.getByText('A reply')).toBeInTheDocument();
    expect(replyItem.getByText('edited')).toBeInTheDocument();
    expect(replyItem.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/people/u-1');
    const first = within(list.getAllByRole('article', { name: 'Comment by Grace Hopper' })[0]);
    expect(first.getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', '/people/u-2');
    expect(first.queryByText('edited')).not.toBeInTheDocument();
    expect(first.getByText(/2026/)).toBeInTheDocument();
    // Someone else's comments: no Edit, no Delete; a signed-in person may reply to top-level ones only.
    expect(section.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(section.getAllByRole('button', { name: 'Reply' })).toHaveLength(2);
    expect(calls.find((c) => c.operationName === 'Discussion')?.variables).toEqual({
      subjectType: 'challenge',
      subjectId: CHALLENGE,
      first: 20,
      isChallenge: true,
      isProject: false,
    });
  });

  it('shows 20 comments at a time with Load more', async () => {
    const threads = Array.from({ length: 23 }, () => makeComment());
    const { user } = renderDiscussion(threads);
    const list = within(await commentList());
    expect(list.getAllByRole('article')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await eventually(() => expect(list.getAllByRole('article')).toHaveLength(23));
    expect(list.getAllByRole('article').at(-1)).toHaveTextContent(threads[22].body);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows markup in a comment as the text it is, line breaks kept', async () => {
    const body = '<b>bold</b> <img src="x" onerror="alert(1)">\n<script>alert(2)</script>';
    renderDiscussion([makeComment({ body })]);
    const list = within(await commentList());
    const text = list.getByText((_, element) => element?.textContent === body && element.tagName === 'P');
    expect(text).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(text.querySelector('b, img, script')).toBeNull();
  });

  it('says so when there is no comment yet, and posts the first one', async () => {
    const threads: CommentRow[] = [];
    const { user, calls } = renderDiscussion(threads);
    const section = await discussionSection('Discussion (0)');
    expect(await section.findByText('No comments yet. Start the discussion!')).toBeInTheDocument();
    const field = section.getByRole('textbox', { name: 'Write a comment' });
    const post = section.getByRole('button', { name: 'Post comment' });
    expect(post).toBeDisabled();
    await user.type(field, '   ');
    expect(post).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'Count the trays{enter}before lunch');
    await user.click(post);
    const added = within(await section.findByRole('article', { name: 'Comment by Ada Lovelace' }));
    expect(added.getByText('Count the trays before lunch')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(calls.find((c) => c.operationName === 'AddComment')?.variables).toEqual({
      input: { subjectType: 'challenge', subjectId: CHALLENGE, body: 'Count the trays\nbefore lunch' },
    });
    expect(await screen.findByRole('region', { name: 'Discussion (1)' })).toBeInTheDocument();
  });

  it('replies to a top-level comment in a small form under it', async () => {
    const threads = [makeComment({ body: 'Who weighs the waste?' })];
    const { user, calls } = renderDiscussion(threads);
    const list = within(await commentList());
    await user.click(list.getByRole('button', { name: 'Reply' }));
    const field = list.getByRole('textbox', { name: 'Write a reply' });
    expect(field).toHaveFocus();
    await user.type(field, 'I do');
    await user.click(list.getByRole('button', { name: 'Post reply' }));
    const replies = within(await list.findByRole('list', { name: 'Replies to Grace Hopper' }));
    expect(replies.getByText('I do')).toBeInTheDocument();
    expect(list.queryByRole('textbox', { name: 'Write a reply' })).not.toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'AddComment')?.variables).toEqual({
      input: { subjectType: 'challenge', subjectId: CHALLENGE, body: 'I do', parentId: threads[0].id },
    });
    // Replies are one level deep: a reply offers no Reply of its own.
    expect(list.getAllByRole('button', { name: 'Reply' })).toHaveLength(1);
  });

  it('lets the author edit their comment inline while they may, or cancel', async () => {
    const threads = [
      makeComment({ body: 'Tpyo here', author: ADA, authorId: ADA.id, canEdit: true, canDelete: true }),
    ];
    const { user, calls } = renderDiscussion(threads);
    const list = within(await commentList());
    await user.click(list.getByRole('button', { name: 'Edit' }));
    await user.click(list.getByRole('button', { name: 'Cancel' }));
    expect(list.getByText('Tpyo here')).toBeInTheDocument();
    expect(list.getByRole('button', { name: 'Edit' })).toHaveFocus();

    await user.click(list.getByRole('button', { name: 'Edit' }));
    const field = list.getByRole('textbox', { name: 'Edit your comment' });
    expect(field).toHaveValue('Tpyo here');
    await user.clear(field);
    expect(list.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(field, 'Typo fixed');
    await user.click(list.getByRole('button', { name: 'Save' }));
    // The saved comment is drawn again (the list may re-render meanwhile): look it up afresh each time.
    await waitFor(() => {
      const saved = within(screen.getByRole('list', { name: 'Comments' }));
      expect(saved.getByText('Typo fixed')).toBeInTheDocument();
      expect(saved.getByText('edited')).toBeInTheDocument();
    });
    expect(calls.find((c) => c.operationName === 'EditComment')?.variables).toEqual({
      id: threads[0].id,
      input: { body: 'Typo fixed' },
    });
  });

  it('shows the server’s refusal of an edit under the field and keeps the text', async () => {
    const message = 'Comments can be edited for 15 minutes after writing them';
    const threads = [makeComment({ author: ADA, authorId: ADA.id, canEdit: true, canDelete: true })];
    const { user } = renderDiscussion(threads, {
      handlers: { EditComment: () => gqlError(message, { code: 'FORBIDDEN' }) },
    });
    const list = within(await commentList());
    await user.click(list.getByRole('button', { name: 'Edit' }));
    const field = list.getByRole('textbox', { name: 'Edit your comment' });
    await user.type(field, ' more');
    await user.click(list.getByRole('button', { name: 'Save' }));
    expect(await list.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(message);
    expect(field).toHaveValue(`${threads[0].body} more`);
  });

  it('deletes the author’s comment after confirming; one with replies stays as deleted', async () => {
    const mine = makeComment({ body: 'Mine alone', author: ADA, authorId: ADA.id, canDelete: true });
    const answered = makeComment({ body: 'Mine, answered', author: ADA, authorId: ADA.id, canDelete: true });
    answered.replies.push(makeComment({ body: 'An answer', parentId: answered.id }));
    const { user, calls } = renderDiscussion([mine, answered]);
    const list = within(await commentList());
    expect(list.getAllByRole('article')).toHaveLength(3);

    const first = within(list.getAllByRole('article', { name: 'Comment by Ada Lovelace' })[0]);
    await user.click(first.getByRole('button', { name: 'Delete' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete comment' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await eventually(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.operationName === 'DeleteComment')).toBe(false);

    await user.click(first.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete comment' })).getByRole('button', { name: 'Delete' }),
    );
    await eventually(() => expect(list.queryByText('Mine alone')).not.toBeInTheDocument());
    expect(calls.find((c) => c.operationName === 'DeleteComment')?.variables).toEqual({ id: mine.id });

    await user.click(list.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete comment' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await list.findByText('This comment was deleted.')).toBeInTheDocument();
    expect(list.queryByText('Mine, answered')).not.toBeInTheDocument();
    expect(list.getByText('An answer')).toBeInTheDocument();
    expect(list.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('shows the server’s message under the field when a comment is refused (400, 429)', async () => {
    const answers: MockResult[] = [
      gqlError('Bad input', {
        code: 'BAD_USER_INPUT',
        fields: { body: 'Please write a comment of at most 2000 characters' },
      }),
      gqlError('You are writing a lot. Please wait a little.', { code: 'TOO_MANY_REQUESTS' }),
    ];
    const { user } = renderDiscussion([], { handlers: { AddComment: () => answers.shift()! } });
    const section = await discussionSection();
    const field = await section.findByRole('textbox', { name: 'Write a comment' });
    await user.type(field, 'Hello');
    await user.click(section.getByRole('button', { name: 'Post comment' }));
    expect(await section.findByText('Please write a comment of at most 2000 characters')).toBeInTheDocument();
    expect(field).toHaveValue('Hello');
    await user.click(section.getByRole('button', { name: 'Post comment' }));
    expect(await section.findByText('You are writing a lot. Please wait a little.')).toBeInTheDocument();
    expect(section.queryByText('Please write a comment of at most 2000 characters')).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading', async () => {
    renderDiscussion([], { handlers: { Discussion: () => new Promise(() => {}) } });
    expect(await screen.findByTestId('discussion-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Discussion' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Write a comment' })).not.toBeInTheDocument();
  });

  it('says when the comments could not be loaded, and tries again', async () => {
    const threads = [makeComment({ body: 'Here at last' })];
    const server = discussionServer(threads);
    let fail = true;
    const { user } = renderDiscussion(threads, {
      handlers: { Discussion: (variables) => (fail ? gqlError('down') : server.Discussion(variables)) },
    });
    const section = await discussionSection();
    expect(await section.findByText('The comments could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(section.getByRole('button', { name: 'Try again' }));
    expect(await section.findByText('Here at last')).toBeInTheDocument();
    expect(section.queryByText('The comments could not be loaded.')).not.toBeInTheDocument();
  });

  it('reads the discussion again on the socket’s change of the subject', async () => {
    const threads = [makeComment({ body: 'Before' })];
    const { socket, calls } = renderDiscussion(threads);
    const list = within(await commentList());
    await eventually(() =>
      expect(socket.published).toContainEqual({
        event: 'watch',
        payload: { type: 'challenge', id: CHALLENGE },
      }),
    );
    // Someone else writes a comment: it shows for everyone on the page.
    threads.push(makeComment({ body: 'Written elsewhere' }));
    act(() => socket.emit('changed', { type: 'challenge', id: CHALLENGE }));
    expect(await list.findByText('Written elsewhere')).toBeInTheDocument();
    expect(calls.filter((c) => c.operationName === 'Discussion').length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the pages loaded when it reads the discussion again', async () => {
    const threads = Array.from({ length: 23 }, () => makeComment());
    const { user, socket, calls } = renderDiscussion(threads);
    const list = within(await commentList());
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await eventually(() => expect(list.getAllByRole('article')).toHaveLength(23));
    threads.push(makeComment({ body: 'The newest' }));
    act(() => socket.emit('changed', { type: 'challenge', id: CHALLENGE }));
    // All pages were on screen: what was written since shows at the end.
    expect(await list.findByText('The newest')).toBeInTheDocument();
    expect(list.getAllByRole('article')).toHaveLength(24);
    expect(calls.filter((c) => c.operationName === 'Discussion').at(-1)?.variables).toMatchObject({
      first: 43,
      isChallenge: true,
    });
  });

  it('reads again only the pages on screen while more are to come', async () => {
    const threads = Array.from({ length: 23 }, () => makeComment());
    const { socket, calls } = renderDiscussion(threads);
    const list = within(await commentList());
    threads[0].body = 'Changed meanwhile';
    act(() => socket.emit('changed', { type: 'challenge', id: CHALLENGE }));
    expect(await list.findByText('Changed meanwhile')).toBeInTheDocument();
    expect(list.getAllByRole('article')).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    expect(calls.filter((c) => c.operationName === 'Discussion').at(-1)?.variables).toMatchObject({
      first: 20,
    });
  });

  it('is on the project page too', async () => {
    const threads = [makeComment({ subjectType: 'project', subjectId: PROJECT, body: 'Nice scale' })];
    const { calls } = renderApp({
      path: `/projects/${PROJECT}`,
      handlers: {
        ...signedInWithEmptyLists(),
        ProjectPage: () => ({ data: { project: makeProjectPage({ id: PROJECT }) } }),
        RecordProjectView: () => ({
          data: { recordProjectView: { __typename: 'Project', id: PROJECT, views: 1 } },
        }),
        ...discussionServer(threads),
      },
    });
    const section = await discussionSection('Discussion (1)');
    expect(await section.findByText('Nice scale')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'Discussion')?.variables).toMatchObject({
      subjectType: 'project',
      subjectId: PROJECT,
      isChallenge: false,
      isProject: true,
    });
  });

  it('speaks German', async () => {
    const threads = [
      makeComment({ body: 'Hallo', author: ADA, authorId: ADA.id, canEdit: true, canDelete: true }),
    ];
    const { user } = renderDiscussion(threads, { browserLanguage: 'de-DE' });
    const section = await discussionSection('Diskussion (1)');
    const list = within(await screen.findByRole('list', { name: 'Kommentare' }));
    expect(list.getByRole('article', { name: 'Kommentar von Ada Lovelace' })).toBeInTheDocument();
    expect(list.getByRole('button', { name: 'Antworten' })).toBeInTheDocument();
    expect(list.getByRole('button', { name: 'Bearbeiten' })).toBeInTheDocument();
    await user.click(list.getByRole('button', { name: 'Löschen' }));
    expect(screen.getByRole('dialog', { name: 'Kommentar löschen' })).toHaveTextContent(
      'Deinen Kommentar löschen? Das lässt sich nicht rückgängig machen.',
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Abbrechen' }));
    await eventually(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(section.getByRole('textbox', { name: 'Kommentar schreiben' })).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Kommentar senden' })).toBeDisabled();
  });
});
