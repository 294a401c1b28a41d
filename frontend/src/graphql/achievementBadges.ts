import { graphql } from './generated';
import type { IntlShape } from 'react-intl';

/**
 * Every badge with its stable key (identity: Query.achievements, Achievement.key). Achievements are normalized by
 * id, so reading this once gives the key of any badge on screen, and of the badge an 'achievement.earned'
 * notification names by id.
 */
export const ACHIEVEMENT_CATALOGUE_QUERY = graphql(`
  query AchievementCatalogue {
    achievements {
      id
      key
    }
  }
`);

/** The badge's text in the user's language when its key is known, otherwise the server's text. */
export function badgeText(
  intl: IntlShape,
  key: string | null | undefined,
  part: 'title' | 'description',
  fallback: string,
): string {
  const id = `badge.${key}.${part}`;
  return key && id in intl.messages ? intl.formatMessage({ id }) : fallback;
}
