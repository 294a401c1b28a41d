import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import type { Locale } from '@creators/contracts';
import { likesInOrderLink } from '../graphql/likesInOrder';
import { connectionPolicy } from '../graphql/paging';

interface Options {
  /** The current locale, sent as Accept-Language with every request (the server translates its messages). */
  getLocale: () => Locale;
  /** The terminating link; tests pass a mocked one. Defaults to HTTP to the gateway's /graphql. */
  terminatingLink?: ApolloLink;
}

/**
 * product.md §7: session credentials on every call; reads are never stale, are not refetched on focus, do not poll
 * and are not retried (no RetryLink, no refetch event manager).
 */
export function createApolloClient({ getLocale, terminatingLink }: Options): ApolloClient {
  const localeLink = new SetContextLink((previous) => ({
    headers: { ...(previous.headers as Record<string, string> | undefined), 'Accept-Language': getLocale() },
  }));
  const http = terminatingLink ?? new HttpLink({ uri: '/graphql', credentials: 'same-origin' });
  return new ApolloClient({
    link: ApolloLink.from([localeLink, likesInOrderLink(), http]),
    cache: new InMemoryCache({
      typePolicies: {
        // Paged lists: the pages of one set of filters are one list (keyArgs), a reload starts over.
        Query: {
          fields: {
            challenges: connectionPolicy(['search', 'category', 'createdBy']),
            teams: connectionPolicy(['search', 'status']),
            myTeams: connectionPolicy([]),
            myMeetings: connectionPolicy([]),
            resources: connectionPolicy(['search', 'type', 'level']),
            projects: connectionPolicy(['search', 'topic', 'sort', 'mine']),
            recommendedUsers: connectionPolicy([]),
            myAchievements: connectionPolicy([]),
            mentors: connectionPolicy(['search', 'expertise', 'language']),
            incomingMentoringRequests: connectionPolicy(['pendingOnly']),
            projectsAwaitingMyFeedback: connectionPolicy([]),
            // docs/product.md §14: the staff page's lists.
            moderationQueue: connectionPolicy([]),
            moderationLog: connectionPolicy([]),
            myNotifications: connectionPolicy(['unread', 'first']),
            unverifiedMentors: connectionPolicy([]),
            cohortCodes: connectionPolicy([]),
            // Programmes: the staff's list and a programme's cohort view.
            programmes: connectionPolicy([]),
            programmeMembers: connectionPolicy(['programmeId', 'filter']),
            programmeTeams: connectionPolicy(['programmeId']),
            programmeAnnouncements: connectionPolicy(['programmeId']),
          },
        },
        // docs/product.md §17: a programme's judging and results are one each, so that a write's answer shows at once.
        Judging: { keyFields: ['programmeId'] },
        ProgrammeResults: { keyFields: ['programmeId'] },
      },
    }),
    defaultOptions: {
      // Each screen asks the server when it mounts, then follows the cache (which mutations update).
      watchQuery: { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'network-only' },
    },
  });
}
