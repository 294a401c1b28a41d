import type { ApolloClient } from '@apollo/client';
import type { ModeratedItemType } from '@creators/contracts';
import { SET_ITEM_HIDDEN_MUTATION } from './graphql';
import { hiddenVariables, type ModeratedItemRef } from './hiddenVariables';

/**
 * The lists on screen that show an item of each type (the pages' own *_LISTS, named here so that this module does
 * not load their dialogs). The page the item is on also follows the live `changed` event by itself.
 */
const ITEM_LISTS: Record<ModeratedItemType, readonly string[]> = {
  challenge: ['ChallengePage', 'Challenges', 'MyTeamChallenges'],
  team: ['TeamPage', 'Teams', 'MyTeams', 'Challenges', 'MyTeamChallenges', 'ChallengePage'],
  project: [
    'ProjectPage',
    'Projects',
    'ShowcaseFeaturedProjects',
    'FeaturedProjects',
    'ShowcaseStats',
    'TeamPage',
    'ChallengePage',
  ],
  resource: ['LearningResources', 'Resources'],
  comment: ['Discussion'],
};

/**
 * Reads those of the lists that are on screen again; never rejects. graphql/writeFailures' refetchActive does the
 * same, but importing it (and its toasts) here regrouped the MUI chunks and made the landing page's larger.
 */
function readAgain(client: ApolloClient, queryNames: readonly string[]): Promise<unknown> {
  return client
    .refetchQueries({
      include: 'active',
      onQueryUpdated: (observableQuery) => queryNames.includes(observableQuery.queryName ?? ''),
    })
    .catch(() => undefined);
}

/** The staff page's lists a restore changes (the audit log gains an entry); read afresh when the page next shows. */
const STAFF_FIELDS = ['moderationQueue', 'moderationLog'] as const;

/**
 * docs/product.md §14: staff restore a hidden item from its notice (HiddenNotice), with the staff page's mutation.
 * Loaded on the first press of 'Restore', so that the moderation operations (src/moderation/operations) stay out of the
 * pages' chunks. The answer ({id, hidden: false}) updates the item in the cache, so its notice goes at
 * once; the lists that show it are read again. Rejects with the server's error; the lists are read again then too
 * (someone else may have restored it already).
 */
export async function restoreItem(client: ApolloClient, item: ModeratedItemRef): Promise<void> {
  try {
    await client.mutate({ mutation: SET_ITEM_HIDDEN_MUTATION, variables: hiddenVariables(item, false) });
  } catch (error) {
    void readAgain(client, ITEM_LISTS[item.itemType]);
    throw error;
  }
  for (const fieldName of STAFF_FIELDS) client.cache.evict({ id: 'ROOT_QUERY', fieldName });
  client.cache.gc();
  void readAgain(client, ITEM_LISTS[item.itemType]);
}
