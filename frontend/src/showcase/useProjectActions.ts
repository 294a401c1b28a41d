import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { LIKE_PROJECT_MUTATION, RECORD_PROJECT_VIEW_MUTATION, type Project } from '../graphql/showcase';
import { refetchActive } from '../graphql/writeFailures';
import { useRelogin } from '../ui/useRelogin';

/**
 * The project lists besides the one whose card changed. The like answer carries the exact count, so the cached
 * project is already right; featured order and the totals are read again (product.md §7: featured projects).
 */
export const AFTER_LIKE_LISTS = ['ShowcaseFeaturedProjects', 'FeaturedProjects', 'ShowcaseStats'] as const;

/** Like (optimistic, settled by the server's answer) and view counting of a project card. */
export function useProjectActions() {
  const client = useApolloClient();
  const { handleUnauthorized } = useRelogin();
  const [likeProject] = useMutation(LIKE_PROJECT_MUTATION);
  const [recordProjectView] = useMutation(RECORD_PROJECT_VIEW_MUTATION);

  const toggleLike = useCallback(
    async (project: Pick<Project, 'id' | 'likes' | 'likedByMe'>) => {
      try {
        await likeProject({
          variables: { id: project.id },
          // The heart and the count flip at once; the answer (likes, likedByMe) replaces the guess.
          optimisticResponse: {
            likeProject: {
              __typename: 'Project',
              id: project.id,
              likes: Math.max(0, project.likes + (project.likedByMe ? -1 : 1)),
              likedByMe: !project.likedByMe,
            },
          },
        });
        void refetchActive(client, AFTER_LIKE_LISTS);
      } catch (error) {
        // product.md §8: signed out → toast and re-login; any other failure is silent (the guess is rolled back).
        handleUnauthorized(error);
      }
    },
    [client, likeProject, handleUnauthorized],
  );

  /** A person opened the project's demo: counted once per user and day by the server. Failures are silent. */
  const recordView = useCallback(
    (projectId: string) => {
      recordProjectView({ variables: { id: projectId } }).then(
        () => void refetchActive(client, ['ShowcaseStats']),
        () => undefined,
      );
    },
    [client, recordProjectView],
  );

  return { toggleLike, recordView };
}
