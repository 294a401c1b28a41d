import type { ReportItemType } from '@creators/contracts';
import type { FeatureMessages } from '../i18n/WithMessages';
import { useDomainT } from '../i18n/useDomainT';
import type { SharedDomainMessageId } from '../i18n/sharedDomainMessages';

/**
 * Staff and moderation (docs/product.md §14): the few texts the pages of items show, in English: the 'Report'
 * button, the notice on a hidden item and its 'Restore' for staff. They come with the pages that show them
 * (withModerationMessages, i18n/WithMessages), not with the app's first page; the report dialog and the staff page
 * bring their own texts with their code (reportMessages, staffMessages).
 */
export const moderationEn = {
  'moderation.report': 'Report',
  'moderation.reportThis.challenge': 'Report this challenge',
  'moderation.reportThis.team': 'Report this team',
  'moderation.reportThis.project': 'Report this project',
  'moderation.reportThis.resource': 'Report this resource',
  'moderation.reportThis.comment': 'Report this comment',
  'moderation.reportThis.person': 'Report this person',
  'moderation.reportNamed': 'Report {title}',
  'moderation.hidden': "Hidden by the programme's staff: {reason}",
  'moderation.hiddenNoReason': "Hidden by the programme's staff.",
  /** Staff only, on the notice: the way back for an item whose reports hiding closed (docs/product.md §14). */
  'moderation.restore': 'Restore',
  'moderation.restoreNamed': 'Restore {title}',
  /** As the staff page says it (staff.restore.done). */
  'moderation.restored': 'Restored. Everyone can see it again.',
} as const;

export type ModerationMessageId = keyof typeof moderationEn;

export const moderationDe: Record<ModerationMessageId, string> = {
  'moderation.report': 'Melden',
  'moderation.reportThis.challenge': 'Diese Challenge melden',
  'moderation.reportThis.team': 'Dieses Team melden',
  'moderation.reportThis.project': 'Dieses Projekt melden',
  'moderation.reportThis.resource': 'Diese Ressource melden',
  'moderation.reportThis.comment': 'Diesen Kommentar melden',
  'moderation.reportThis.person': 'Diese Person melden',
  'moderation.reportNamed': '{title} melden',
  'moderation.hidden': 'Vom Team des Programms ausgeblendet: {reason}',
  'moderation.hiddenNoReason': 'Vom Team des Programms ausgeblendet.',
  'moderation.restore': 'Wiederherstellen',
  'moderation.restoreNamed': '{title} wiederherstellen',
  'moderation.restored': 'Wieder sichtbar für alle.',
};

export const moderationMessages: FeatureMessages = { en: moderationEn, de: moderationDe };

/** A page's texts with these: for the pages that show 'Report' or a hidden item's notice. */
export function withModerationMessages(page: FeatureMessages): FeatureMessages {
  return { en: { ...page.en, ...moderationEn }, de: { ...page.de, ...moderationDe } };
}

export const useModerationT = () => useDomainT<ModerationMessageId | SharedDomainMessageId>();

/** 'Report this challenge', 'Report this person', ...: the report button's name and the dialog's title. */
export const reportThisId = (itemType: ReportItemType): ModerationMessageId =>
  `moderation.reportThis.${itemType}`;
