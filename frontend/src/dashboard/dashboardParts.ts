/**
 * The dashboard's parts fetched beside it (DashboardPage), one small chunk: the phase banner's text of the person's
 * current programme (docs/product.md §16), the mentor's dashboard (whose sections come in a chunk of their own), and
 * what the parts loaded later share: the current programme and the person's team in it, the texts, the countdown,
 * the live refetch. Those parts (the pinned announcements, 'Your Progress' in a programme, the mentor's sections)
 * import them from here, never from the modules themselves: a module that two of those chunks import would become a
 * chunk of its own, and each chunk the dashboard may load adds to its initial JavaScript (its name is in the list of
 * what to preload with the part that needs it).
 */
export { MentorDashboard } from './mentor/MentorDashboard';
export { NextDate, ProgrammePhase, ProgrammePhaseText } from './ProgrammeBanner';
export { phaseName, programmeDashboardMessages, useProgrammeDashboardT } from './programmeMessages';
export { programmeDashboardDe, programmeDashboardEn } from './programmeMessages';
export { useCurrentProgramme, useProgrammeTeam } from './useCurrentProgramme';
export { useRefetchOnNotification } from './useRefetchOnNotification';
