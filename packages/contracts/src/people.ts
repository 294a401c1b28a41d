/**
 * docs/product.md §11.3 invitations: a leader finds a person by name to invite; a search shorter than
 * PEOPLE_SEARCH_MIN_LENGTH finds nobody.
 */
export const PEOPLE_SEARCH_MIN_LENGTH = 2;
