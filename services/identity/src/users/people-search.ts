import { z } from 'zod';
import { msg, pageSize, searchText } from '@creators/contracts';

/**
 * docs/product.md §11.3 invitations: a leader finds a person by name to invite. At most PEOPLE_SEARCH_MAX people,
 * first name, last name, id ascending; a search shorter than PEOPLE_SEARCH_MIN_LENGTH (contracts) finds nobody.
 */
export const PEOPLE_SEARCH_MAX = 10;

export const peopleSearchSchema = z.strictObject(
  {
    search: searchText,
    // A page size like every list's (1 to 100); more than PEOPLE_SEARCH_MAX gives PEOPLE_SEARCH_MAX.
    first: pageSize.default(PEOPLE_SEARCH_MAX),
  },
  msg('validation.unknownField'),
);
export type PeopleSearch = z.output<typeof peopleSearchSchema>;
