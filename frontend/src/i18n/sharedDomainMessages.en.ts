/**
 * Strings shared by the challenges, teams, resources and showcase screens (difficulty labels, the write-failure
 * toasts of product.md §8, list states). Merged into the catalogue by app/messageCatalogue.
 */
export const sharedDomainEn = {
  'shared.error': 'Error',
  'shared.unauthorized.title': 'Unauthorized',
  'shared.unauthorized.description': 'You are logged out. Logging in again...',
  'shared.cancel': 'Cancel',
  'shared.retry': 'Try again',
  'shared.loadFailed': 'This list could not be loaded. Please try again.',
  'shared.loadingList': 'Loading...',
  'shared.loadMore': 'Load more',
  'shared.loadingMore': 'Loading more...',
  'shared.opensInNewTab': '(opens in a new tab)',
  'shared.filtered': 'Try adjusting your search or filters',
  'shared.createdOn': 'Created {date}',
  'shared.difficulty': 'Difficulty',
  'shared.difficulty.beginner': 'Beginner',
  'shared.difficulty.intermediate': 'Intermediate',
  'shared.difficulty.advanced': 'Advanced',
  'shared.category.technology': 'Technology',
  'shared.category.sustainability': 'Sustainability',
  'shared.category.education': 'Education',
  'shared.category.community': 'Community',
  'shared.category.health': 'Health',
} as const;
