import type { ReportReason } from '@creators/contracts';
import type { FeatureMessages } from '../i18n/WithMessages';
import { useDomainT } from '../i18n/useDomainT';
import type { SharedDomainMessageId } from '../i18n/sharedDomainMessages';
import type { ModerationMessageId } from './messages';

/** The report dialog (docs/product.md §14), in English; loaded with the dialog's code, not with the page. */
export const reportEn = {
  'report.subtitle': "Tell the programme's staff what is wrong. They look at every report.",
  'report.reason': 'Why do you report it?',
  'report.reason.spam': 'Spam',
  'report.reason.harassment': 'Harassment or bullying',
  'report.reason.inappropriate': 'Inappropriate content',
  'report.reason.personal_data': 'Shares personal information',
  'report.reason.other': 'Something else',
  'report.note': 'Note (optional)',
  'report.noteHint': 'What should staff know? At most {max} characters.',
  'report.noteCount': '{count} of {max} characters',
  'report.send': 'Send report',
  'report.sending': 'Sending...',
  'report.sent': 'Thanks. Staff will look at it.',
  'report.failed': 'Your report could not be sent. Please try again.',
} as const;

export type ReportMessageId = keyof typeof reportEn;

export const reportDe: Record<ReportMessageId, string> = {
  'report.subtitle': 'Sag dem Team des Programms, was nicht stimmt. Es sieht sich jede Meldung an.',
  'report.reason': 'Warum meldest du es?',
  'report.reason.spam': 'Spam',
  'report.reason.harassment': 'Belästigung oder Mobbing',
  'report.reason.inappropriate': 'Unangemessener Inhalt',
  'report.reason.personal_data': 'Teilt persönliche Daten',
  'report.reason.other': 'Etwas anderes',
  'report.note': 'Notiz (optional)',
  'report.noteHint': 'Was sollte das Team wissen? Höchstens {max} Zeichen.',
  'report.noteCount': '{count} von {max} Zeichen',
  'report.send': 'Meldung senden',
  'report.sending': 'Wird gesendet...',
  'report.sent': 'Danke. Das Team des Programms sieht es sich an.',
  'report.failed': 'Deine Meldung konnte nicht gesendet werden. Bitte versuche es erneut.',
};

export const reportMessages: FeatureMessages = { en: reportEn, de: reportDe };

export const useReportT = () => useDomainT<ReportMessageId | ModerationMessageId | SharedDomainMessageId>();

export const reasonId = (reason: ReportReason): ReportMessageId => `report.reason.${reason}`;
