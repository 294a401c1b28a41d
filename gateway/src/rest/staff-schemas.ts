import { z } from 'zod';
import {
  MODERATION_ACTIONS,
  REPORT_ITEM_TYPES,
  REPORT_REASONS,
  dismissReportsSchema,
  msg,
  uuid,
} from '@creators/contracts';
import type {
  RestModeratedUserFragment,
  RestModerationActionFragment,
  RestReportedItemFragment,
  RestReportFragment,
} from '../graphql-types/graphql.js';
import { describes } from './describes.js';
import { userSummaryResponse } from './schemas.js';

/**
 * Request and response shapes of the staff and reports rows (docs/product.md §14), checked against the generated
 * types like those of schemas.ts.
 */

const dateTime = () => z.string().meta({ format: 'date-time' });

/** POST /api/staff/reports/dismiss: which item, and why (optional). */
export const dismissReportsBody = dismissReportsSchema.extend({
  itemType: z.enum(REPORT_ITEM_TYPES, msg('validation.moderation.itemType')),
  itemId: uuid,
});

export const reportResponse = describes<RestReportFragment>()(
  z
    .object({
      id: z.string(),
      itemType: z.enum(REPORT_ITEM_TYPES),
      itemId: z.string(),
      reason: z.enum(REPORT_REASONS),
      note: z.string().nullable(),
      status: z.enum(['open', 'dismissed', 'actioned']),
      createdAt: dateTime(),
    })
    .meta({ id: 'Report', description: 'A report of an item (docs/product.md §14.1).' }),
);

export const reportedItemResponse = describes<RestReportedItemFragment>()(
  z
    .object({
      itemType: z.enum(REPORT_ITEM_TYPES),
      itemId: z.string(),
      reportCount: z.number().int().meta({ description: 'How many open reports it has.' }),
      latestAt: dateTime().meta({ description: 'When the newest of them was made.' }),
      reports: z
        .array(
          z.object({
            id: z.string(),
            reason: z.enum(REPORT_REASONS),
            note: z.string().nullable(),
            createdAt: dateTime(),
            reporter: userSummaryResponse.nullable(),
          }),
        )
        .meta({ description: 'Its open reports, newest first, at most 20.' }),
      challenge: z.object({ id: z.string(), title: z.string() }).nullable(),
      team: z.object({ id: z.string(), name: z.string() }).nullable(),
      project: z.object({ id: z.string(), title: z.string() }).nullable(),
      resource: z.object({ id: z.string(), title: z.string() }).nullable(),
      comment: z
        .object({
          id: z.string(),
          body: z.string(),
          subjectType: z.string().meta({ description: 'challenge or project' }),
          subjectId: z.string(),
        })
        .nullable(),
      person: userSummaryResponse.nullable(),
    })
    .meta({
      id: 'ReportedItem',
      description:
        'An item with open reports; of challenge, team, project, resource, comment and person the one of its type is set (null when it is gone).',
    }),
);

export const moderationActionResponse = describes<RestModerationActionFragment>()(
  z
    .object({
      id: z.string(),
      action: z.enum(MODERATION_ACTIONS),
      itemType: z.string().nullable(),
      itemId: z.string().nullable(),
      reason: z.string().nullable(),
      details: z.string().meta({ description: 'More about it, as a JSON object.' }),
      createdAt: dateTime(),
      actor: userSummaryResponse.nullable(),
      subject: userSummaryResponse.nullable().meta({ description: 'Whom it concerns.' }),
    })
    .meta({ id: 'ModerationAction', description: 'An entry of the staff audit log.' }),
);

export const moderatedUserResponse = describes<RestModeratedUserFragment>()(
  z
    .object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      profileImageUrl: z.string().nullable(),
      moderationHistory: z
        .object({
          hiddenCount: z.number().int(),
          suspensionCount: z.number().int(),
          reportCount: z.number().int(),
          suspendedUntil: dateTime().nullable(),
          suspendedForGood: z.boolean(),
          suspensionReason: z.string().nullable(),
        })
        .nullable(),
    })
    .meta({ id: 'ModeratedUser', description: 'A person as staff see them: card and moderation history.' }),
);

export const dismissedReportsResponse = z
  .object({ dismissed: z.number().int().meta({ description: 'How many open reports were closed.' }) })
  .meta({ id: 'DismissedReports' });
