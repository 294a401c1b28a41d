import { z } from 'zod';
import { msg, ROSTER_FILTERS } from '@creators/contracts';

/** A roster filter (GraphQL programmeMembers(filter:)); anything else is refused on the field. */
export const rosterFilterSchema = z.enum(ROSTER_FILTERS, msg('validation.programme.filter'));
