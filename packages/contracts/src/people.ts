import { z } from 'zod';
import { msg } from './common.js';
import { LOCALES } from './locale.js';
import { pageSize, searchText } from './paging.js';

/**
 * docs/product.md §11.3 invitations: a leader finds a person by name to invite. At most PEOPLE_SEARCH_MAX people,
 * first name, last name, id ascending; a search shorter than PEOPLE_SEARCH_MIN_LENGTH finds nobody.
 */
export const PEOPLE_SEARCH_MAX = 10;
export const PEOPLE_SEARCH_MIN_LENGTH = 2;

export const peopleSearchSchema = z.strictObject(
  {
    search: searchText,
    // A page size like every list's (1 to 100); more than PEOPLE_SEARCH_MAX gives PEOPLE_SEARCH_MAX.
    first: pageSize.default(PEOPLE_SEARCH_MAX),
  },
  msg('validation.unknownField'),
);
export type PeopleSearch = z.output<typeof peopleSearchSchema>;

/** docs/product.md §13.4: the language a person chooses for the interface and their mails (Settings, the switcher). */
export const languageSchema = z.strictObject(
  { language: z.enum(LOCALES, msg('validation.mentoring.language')) },
  msg('validation.unknownField'),
);
