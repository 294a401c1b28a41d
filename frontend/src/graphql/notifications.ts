import { graphql } from './generated';
import type { MyNotificationsQuery } from './generated/graphql';

/** One notification of the inbox (docs/product.md "Notification inbox"). */
export type InboxNotification = MyNotificationsQuery['myNotifications']['nodes'][number];

/** How many notifications the bell's menu shows (the newest). */
export const MENU_NOTIFICATIONS = 10;
/** How many the notifications page loads at a time. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export const MY_NOTIFICATIONS_QUERY = graphql(`
  query MyNotifications($first: Int, $after: String, $unread: Boolean) {
    myNotifications(first: $first, after: $after, unread: $unread) {
      nodes {
        id
        type
        createdAt
        read
        data
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
    }
  }
`);

export const UNREAD_NOTIFICATION_COUNT_QUERY = graphql(`
  query UnreadNotificationCount {
    unreadNotificationCount
  }
`);

export const MARK_NOTIFICATIONS_READ_MUTATION = graphql(`
  mutation MarkNotificationsRead($input: MarkNotificationsReadInput!) {
    markNotificationsRead(input: $input)
  }
`);

export const MARK_ALL_NOTIFICATIONS_READ_MUTATION = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead
  }
`);

export const NOTIFICATION_PREFERENCES_QUERY = graphql(`
  query NotificationPreferences {
    notificationPreferences {
      ...NotificationPreferencesFields
    }
  }
`);

export const UPDATE_NOTIFICATION_PREFERENCES_MUTATION = graphql(`
  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {
    updateNotificationPreferences(input: $input) {
      ...NotificationPreferencesFields
    }
  }
`);

export const NOTIFICATION_PREFERENCES_FIELDS = graphql(`
  fragment NotificationPreferencesFields on NotificationPreferences {
    teamJoins {
      inApp
      email
    }
    invitations {
      inApp
      email
    }
    likes {
      inApp
      email
    }
    badges {
      inApp
      email
    }
    newChallenges {
      inApp
      email
    }
    chatMentions {
      inApp
      email
    }
    programmes {
      inApp
      email
    }
    newChallengesDelivery
  }
`);
