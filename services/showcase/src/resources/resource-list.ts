import { z } from 'zod';
import { DIFFICULTIES, msg, RESOURCE_TYPES, searchText } from '@creators/contracts';

/** The filters of the resources list (GraphQL `resources`, REST GET /api/resources); paging is platform's parsePage. */
export const resourceListSchema = z.strictObject(
  {
    search: searchText,
    type: z.enum(RESOURCE_TYPES, msg('validation.resource.typeFilter')).optional(),
    level: z.enum(DIFFICULTIES, msg('validation.resource.levelFilter')).optional(),
  },
  msg('validation.unknownField'),
);
export type ResourceListFilters = z.output<typeof resourceListSchema>;
