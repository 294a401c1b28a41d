/**
 * What the challenge, team, project and person pages share (docs/product.md: pages with their own addresses;
 * owners change what they made), and the dashboard's invitations card. Merged into the catalogue by
 * app/messageCatalogue.
 */
export const pageEn = {
  'page.loadFailed': 'This page could not be loaded. Please try again.',
  'page.loading': 'Loading...',
  'page.published': 'Published {date}',
  'page.edited': 'edited {date}',
  'page.save': 'Save changes',
  'page.saving': 'Saving...',
  'page.saved.title': 'Changes saved',
  'page.saved.description': 'Everyone looking at it sees the change now.',
  'page.saveFailed': 'Your changes could not be saved.',
  'page.actionFailed': 'That did not work. Please try again.',
  /** Whom no one can find any more: their account was deleted (docs/product.md §15). */
  'page.unknownPerson': 'A deleted member',
  'page.none': 'None yet',
  'page.confirm': 'Confirm',
  'page.profileOf': 'Profile of {name}',
} as const;
