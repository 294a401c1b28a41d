import { z } from 'zod';
import { LIMITS, TEAM_STATUSES } from './enums.js';
import { msg, optionalText, text, uuid } from './common.js';
import { searchText } from './paging.js';

export const TEAM_LIMITS = { nameMin: 2, nameMax: 80, descriptionMax: 1000 } as const;

/** product.md §7 POST /api/teams. A new team always starts forming; its creator leads it and is its first member. */
export const createTeamSchema = z.strictObject(
  {
    name: text(TEAM_LIMITS.nameMin, TEAM_LIMITS.nameMax, 'validation.team.name'),
    description: optionalText(TEAM_LIMITS.descriptionMax),
    maxMembers: z.coerce
      .number(msg('validation.team.maxMembers'))
      .int(msg('validation.team.maxMembers'))
      .min(LIMITS.teamSizeMin, msg('validation.team.maxMembers'))
      .max(LIMITS.teamSizeMax, msg('validation.team.maxMembers'))
      .default(LIMITS.teamSizeDefault),
    status: z.literal('forming', msg('validation.status.invalid')).default('forming'),
    challengeId: uuid.optional().nullable(),
  },
  msg('validation.unknownField'),
);
export type CreateTeamInput = z.input<typeof createTeamSchema>;

/** product.md §7 POST /api/teams/invitations: userId; the team is the caller's (teamId picks one when they lead several). */
export const teamInvitationSchema = z.strictObject(
  { userId: uuid, teamId: uuid.optional() },
  msg('validation.unknownField'),
);
export type TeamInvitationInput = z.input<typeof teamInvitationSchema>;

/** The filters of the teams list (GraphQL `teams`, REST GET /api/teams); paging is pageArgsSchema. */
export const teamListSchema = z.strictObject(
  {
    search: searchText,
    status: z.enum(TEAM_STATUSES, msg('validation.team.statusFilter')).optional(),
  },
  msg('validation.unknownField'),
);
export type TeamListFilters = z.output<typeof teamListSchema>;
