import type { ProgrammePhase } from '@creators/contracts';
import type { FeatureMessages } from '../i18n/WithMessages';
import { useDomainT } from '../i18n/useDomainT';

/**
 * The dashboard's programme (docs/product.md §16): the phase banner of the person's current programme with the
 * countdown to its next date, and the announcements pinned on the dashboard, in English. Loaded with the parts
 * that show them, after the dashboard's first paint (its initial JavaScript stays within its budget).
 */
export const programmeDashboardEn = {
  // The four phases, as the landing page's journey names them.
  'dashboardProgramme.phase.identify': 'Identify',
  'dashboardProgramme.phase.collaborate': 'Collaborate',
  'dashboardProgramme.phase.prototype': 'Prototype',
  'dashboardProgramme.phase.showcase': 'Showcase',
  'dashboardProgramme.phase.notStarted': 'Not started yet',
  'dashboardProgramme.label': 'Current phase of {programme}',
  // The next date still ahead ({when}: 'in 3 days', 'tomorrow', 'in 5 hours').
  'dashboardProgramme.next.submission': 'Submission deadline {when}',
  'dashboardProgramme.next.phaseEnd': '{phase} ends {when}',
  'dashboardProgramme.next.judgingEnd': 'Judging ends {when}',
  'dashboardProgramme.next.results': 'Results {when}',
  'dashboardProgramme.next.other': 'Next date {when}',
  'dashboardProgramme.next.at': '{date} ({timeZone})',
  // Announcements pinned on the dashboard.
  'announcements.title': 'Announcements',
  'announcements.dismiss': 'Dismiss',
  'announcements.dismiss.label': 'Dismiss the announcement {title}',
  'announcements.dismissFailed': 'The announcement could not be dismissed.',
} as const;

export type ProgrammeDashboardMessageId = keyof typeof programmeDashboardEn;

export const programmeDashboardDe: Record<ProgrammeDashboardMessageId, string> = {
  'dashboardProgramme.phase.identify': 'Erkennen',
  'dashboardProgramme.phase.collaborate': 'Zusammenarbeiten',
  'dashboardProgramme.phase.prototype': 'Prototypen bauen',
  'dashboardProgramme.phase.showcase': 'Präsentieren',
  'dashboardProgramme.phase.notStarted': 'Noch nicht begonnen',
  'dashboardProgramme.label': 'Aktuelle Phase von {programme}',
  'dashboardProgramme.next.submission': 'Abgabe {when}',
  'dashboardProgramme.next.phaseEnd': '{phase} endet {when}',
  'dashboardProgramme.next.judgingEnd': 'Bewertung endet {when}',
  'dashboardProgramme.next.results': 'Ergebnisse {when}',
  'dashboardProgramme.next.other': 'Nächster Termin {when}',
  'dashboardProgramme.next.at': '{date} ({timeZone})',
  'announcements.title': 'Ankündigungen',
  'announcements.dismiss': 'Ausblenden',
  'announcements.dismiss.label': 'Ankündigung {title} ausblenden',
  'announcements.dismissFailed': 'Die Ankündigung konnte nicht ausgeblendet werden.',
};

export const programmeDashboardMessages: FeatureMessages = {
  en: programmeDashboardEn,
  de: programmeDashboardDe,
};

export const useProgrammeDashboardT = () => useDomainT<ProgrammeDashboardMessageId>();

/** The phases this client names (PROGRAMME_PHASES); any other (a newer server's) is shown as the server names it. */
const PHASES: Record<ProgrammePhase, true> = {
  identify: true,
  collaborate: true,
  prototype: true,
  showcase: true,
};

/** A phase's name in the language shown; null (not started yet) reads 'Not started yet'. */
export function phaseName(t: ReturnType<typeof useProgrammeDashboardT>, phase: string | null): string {
  if (phase === null) return t('dashboardProgramme.phase.notStarted');
  return Object.hasOwn(PHASES, phase) ? t(`dashboardProgramme.phase.${phase as ProgrammePhase}`) : phase;
}
