import { z } from 'zod';
import { LIMITS, TEAM_STATUSES } from './enums.js';
import { expectedUpdatedAt, msg, optionalText, text, uuid } from './common.js';
import { searchText } from './paging.js';

const TEAM_LIMITS = { nameMin: 2, nameMax: 80, descriptionMax: 1000 } as const;

/** The fields a team is made of, shared by creation and editing (same bounds, same messages). */
const teamName = text(TEAM_LIMITS.nameMin, TEAM_LIMITS.nameMax, 'validation.team.name');
const teamDescription = optionalText(TEAM_LIMITS.descriptionMax);
const teamMaxMembers = z.coerce
  .number(msg('validation.team.maxMembers'))
  .int(msg('validation.team.maxMembers'))
  .min(LIMITS.teamSizeMin, msg('validation.team.maxMembers'))
  .max(LIMITS.teamSizeMax, msg('validation.team.maxMembers'));
const teamChallengeId = uuid.optional().nullable();

/** product.md §7 POST /api/teams. A new team always starts forming; its creator leads it and is its first member. */
export const createTeamSchema = z.strictObject(
  {
    name: teamName,
    description: teamDescription,
    maxMembers: teamMaxMembers.default(LIMITS.teamSizeDefault),
    status: z.literal('forming', msg('validation.status.invalid')).default('forming'),
    challengeId: teamChallengeId,
  },
  msg('validation.unknownField'),
);
export type CreateTeamInput = z.input<typeof createTeamSchema>;

/** Empty text clears an optional field in an edit (null in the output); absent leaves it as it is (undefined). */
const clearable = <T extends z.ZodType>(field: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    field.nullable(),
  );

/**
 * The leader edits a team (docs/product.md, owners change what they made): expectedUpdatedAt (the version edited)
 * and any of the creation fields, with the same bounds and messages; an empty description or challengeId clears
 * it. status may move any way, but back to forming only while the team has open seats (checked by the service,
 * as is maxMembers never below the member count).
 */
export const updateTeamSchema = z.strictObject(
  {
    expectedUpdatedAt,
    name: teamName.optional(),
    description: clearable(teamDescription),
    maxMembers: teamMaxMembers.optional(),
    challengeId: clearable(teamChallengeId),
    status: z.enum(TEAM_STATUSES, msg('validation.status.invalid')).optional(),
  },
  msg('validation.unknownField'),
);
export type UpdateTeamInput = z.input<typeof updateTeamSchema>;
export type TeamUpdate = z.output<typeof updateTeamSchema>;

/** product.md §7 POST /api/teams/invitations: userId; the team is the caller's (teamId picks one when they lead several). */
export const teamInvitationSchema = z.strictObject(
  { userId: uuid, teamId: uuid.optional() },
  msg('validation.unknownField'),
);
export type TeamInvitationInput = z.input<typeof teamInvitationSchema>;

/** The filters of the teams list (GraphQL `teams`, REST GET /api/teams); paging is platform's parsePage. */
export const teamListSchema = z.strictObject(
  {
    search: searchText,
    status: z.enum(TEAM_STATUSES, msg('validation.team.statusFilter')).optional(),
  },
  msg('validation.unknownField'),
);
export type TeamListFilters = z.output<typeof teamListSchema>;
