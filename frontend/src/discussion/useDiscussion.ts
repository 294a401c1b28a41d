import { useCallback, useEffect, useRef } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { ServerError } from '@apollo/client/errors';
import {
  ADD_COMMENT_MUTATION,
  DELETE_COMMENT_MUTATION,
  DISCUSSION_QUERY,
  EDIT_COMMENT_MUTATION,
  type DiscussionThread,
} from '../graphql/discussion';
import { serverFieldErrors, serverMessage } from '../graphql/errors';
import { LIST_PAGE_SIZE, useLoadMore } from '../graphql/paging';
import { errorCode } from '../graphql/writeFailures';
import { useRelogin } from '../ui/useRelogin';
import { useLiveRefetch } from '../layout/notifications/useLiveRefetch';
import { usePageAction } from '../ui/usePageAction';
import { useDiscussionT } from './messages';

/** What is discussed: a challenge or a project (docs/product.md §11.4). */
export type DiscussionSubjectType = 'challenge' | 'project';

/** The most top-level comments one read may ask for (the API's `first` is 1 to 100). */
const MAX_FIRST = 100;

/** The refusals whose message the server words for the person (400, 403, 404, 409, 429), shown as it is. */
const WORDED_CODES = new Set(['BAD_USER_INPUT', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'TOO_MANY_REQUESTS']);
const WORDED_STATUSES = new Set([400, 403, 404, 409, 429]);

/**
 * How a write went: done, or refused with the message the person reads under the field: the server's own for a
 * refusal (too long, gone, past the edit window, too many), else a general one; null when signed out, as the
 * re-login takes over (docs/product.md §8).
 */
export type WriteResult = { ok: true } | { ok: false; message: string | null };

/**
 * The discussion of a challenge or a project (docs/product.md §11.4): its top-level comments oldest first, 20 at a
 * time, with their replies and the total count; read again live on the socket's `changed` {type, id} of the
 * subject (the page's own watch, shared), and after each write. Reading again keeps as many comments as are shown.
 */
export function useDiscussion(subjectType: DiscussionSubjectType, subjectId: string) {
  const t = useDiscussionT();
  const { handleUnauthorized } = useRelogin();
  const runAction = usePageAction();
  const query = useQuery(DISCUSSION_QUERY, {
    variables: {
      subjectType,
      subjectId,
      first: LIST_PAGE_SIZE,
      isChallenge: subjectType === 'challenge',
      isProject: subjectType === 'project',
    },
    errorPolicy: 'all',
  });
  const { refetch, fetchMore } = query;
  // Reading again with more or fewer comments (other variables) has no answer in the cache until it arrives: the
  // comments shown stay meanwhile, so that neither the list nor a form open in it is replaced by the skeleton.
  const previous = query.previousData;
  const data =
    query.data ??
    (query.loading && (previous?.challenge ?? previous?.project)?.id === subjectId ? previous : undefined);
  const comments = data?.comments;
  const subject = subjectType === 'challenge' ? data?.challenge : data?.project;

  // How many top-level comments are on screen, and whether that is all of them: reading the discussion again keeps
  // the pages loaded and, when the last one is on screen, shows the comments written since (they come last).
  const shown = useRef({ count: 0, all: false });
  useEffect(() => {
    shown.current = { count: comments?.nodes.length ?? 0, all: comments?.pageInfo.hasNextPage === false };
  });
  const reload = useCallback(() => {
    const { count, all } = shown.current;
    const first = Math.min(MAX_FIRST, Math.max(LIST_PAGE_SIZE, count + (all ? LIST_PAGE_SIZE : 0)));
    return refetch({ first }).catch(() => undefined);
  }, [refetch]);
  useLiveRefetch(subjectType, subjectId, reload);

  const fetchNextPage = useCallback(
    ({ variables }: { variables: { after: string } }) =>
      fetchMore({
        variables: { ...variables, first: LIST_PAGE_SIZE },
        updateQuery: (previous, { fetchMoreResult }) => {
          const known = new Set(previous.comments.nodes.map((node) => node.id));
          return {
            ...fetchMoreResult,
            comments: {
              ...fetchMoreResult.comments,
              nodes: [
                ...previous.comments.nodes,
                ...fetchMoreResult.comments.nodes.filter((node) => !known.has(node.id)),
              ],
            },
          };
        },
      }),
    [fetchMore],
  );
  const paging = useLoadMore(comments, fetchNextPage);

  const [addComment] = useMutation(ADD_COMMENT_MUTATION);
  const [editComment] = useMutation(EDIT_COMMENT_MUTATION);
  const [deleteComment] = useMutation(DELETE_COMMENT_MUTATION);

  const failure = useCallback(
    (error: unknown): WriteResult => {
      if (handleUnauthorized(error)) return { ok: false, message: null };
      const code = errorCode(error);
      const worded =
        (code && WORDED_CODES.has(code)) || (ServerError.is(error) && WORDED_STATUSES.has(error.statusCode));
      const message = worded ? (serverFieldErrors(error).body ?? serverMessage(error)) : undefined;
      return { ok: false, message: message ?? t('discussion.failed') };
    },
    [handleUnauthorized, t],
  );

  /** A new top-level comment, or a reply to the top-level comment `parentId`. */
  const post = useCallback(
    async (body: string, parentId?: string): Promise<WriteResult> => {
      try {
        await addComment({ variables: { input: { subjectType, subjectId, body: body.trim(), parentId } } });
      } catch (error) {
        return failure(error);
      }
      // A new top-level comment comes last: it shows when the last page is on screen.
      await reload();
      return { ok: true };
    },
    [addComment, failure, reload, subjectId, subjectType],
  );

  /** Its author's edit (the answer updates the comment in the cache). */
  const edit = useCallback(
    async (id: string, body: string): Promise<WriteResult> => {
      try {
        await editComment({ variables: { id, input: { body: body.trim() } } });
      } catch (error) {
        return failure(error);
      }
      return { ok: true };
    },
    [editComment, failure],
  );

  /** Its author's deletion, confirmed before; a toast says how it went. */
  const remove = useCallback(
    async (id: string) => {
      const done = await runAction(() => deleteComment({ variables: { id } }), {
        done: t('discussion.deletedToast'),
        lists: [],
      });
      await reload();
      return done;
    },
    [deleteComment, reload, runAction, t],
  );

  return {
    /** undefined until the first answer (and after a first answer that failed). */
    threads: comments?.nodes as readonly DiscussionThread[] | undefined,
    /** Every comment of the subject, replies included; null while unknown. */
    count: subject?.commentCount ?? null,
    error: query.error,
    paging,
    retry: () => void reload(),
    post,
    edit,
    remove,
  };
}

export type DiscussionState = ReturnType<typeof useDiscussion>;
