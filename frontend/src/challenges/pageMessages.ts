import type { FeatureMessages } from '../i18n/WithMessages';
import { useDomainT } from '../i18n/useDomainT';
import type { PageMessageId } from '../i18n/pageMessages';
import type { SharedDomainMessageId } from '../i18n/sharedDomainMessages';
import type { ChallengesMessageId } from './messages';

/** The challenge page (docs/product.md: pages with their own addresses) and its author's actions, in English. */
export const challengePageEn = {
  'challengePage.author': 'Created by',
  /** The author deleted their account (docs/product.md §15): the challenge stays, as teams work on it. */
  'challengePage.authorDeleted': 'Created by a deleted member',
  'challengePage.details': 'About this challenge',
  'challengePage.insights': 'Insights from the brainstorm',
  'challengePage.teams': 'Teams working on it',
  'challengePage.noTeams': 'No team works on this challenge yet.',
  'challengePage.teamLine': '{count}/{max} members, {value}% progress',
  'challengePage.projects': 'Projects built for it',
  'challengePage.noProjects': 'No project has been showcased for it yet.',
  'challengePage.status.active': 'Active',
  'challengePage.status.closed': 'Closed',
  'challengePage.status.archived': 'Archived',
  'challengePage.status.hidden': 'Hidden by staff',
  'challengePage.archivedNotice':
    'This challenge is archived: it is no longer listed. Its teams and projects stay, and this page stays reachable.',
  'challengePage.closedNotice': 'This challenge is closed and takes no new teams.',
  'challengePage.actions': 'Author actions',
  'challengePage.edit': 'Edit challenge',
  'challengePage.edit.subtitle':
    'Correct or complete your challenge; everyone looking at it sees the change.',
  'challengePage.close': 'Close challenge',
  'challengePage.archive': 'Archive challenge',
  'challengePage.reopen': 'Reopen challenge',
  'challengePage.archive.confirm':
    'Archive "{title}"? It leaves the lists; its teams and projects stay and its page stays reachable.',
  'challengePage.statusChanged': 'The challenge is now {value}.',
} as const;

export type ChallengePageMessageId = keyof typeof challengePageEn;

export const challengePageDe: Record<ChallengePageMessageId, string> = {
  'challengePage.author': 'Erstellt von',
  'challengePage.authorDeleted': 'Erstellt von einem gelöschten Mitglied',
  'challengePage.details': 'Über diese Challenge',
  'challengePage.insights': 'Erkenntnisse aus dem Brainstorming',
  'challengePage.teams': 'Teams, die daran arbeiten',
  'challengePage.noTeams': 'Noch arbeitet kein Team an dieser Challenge.',
  'challengePage.teamLine': '{count}/{max} Mitglieder, {value} % Fortschritt',
  'challengePage.projects': 'Projekte dazu',
  'challengePage.noProjects': 'Dafür wurde noch kein Projekt präsentiert.',
  'challengePage.status.active': 'Aktiv',
  'challengePage.status.closed': 'Geschlossen',
  'challengePage.status.archived': 'Archiviert',
  'challengePage.status.hidden': 'Vom Team des Programms ausgeblendet',
  'challengePage.archivedNotice':
    'Diese Challenge ist archiviert: Sie wird nicht mehr aufgelistet. Ihre Teams und Projekte bleiben, und diese Seite bleibt erreichbar.',
  'challengePage.closedNotice': 'Diese Challenge ist geschlossen und nimmt keine neuen Teams auf.',
  'challengePage.actions': 'Aktionen der Autorin oder des Autors',
  'challengePage.edit': 'Challenge bearbeiten',
  'challengePage.edit.subtitle':
    'Korrigiere oder ergänze deine Challenge; alle, die sie gerade ansehen, sehen die Änderung.',
  'challengePage.close': 'Challenge schließen',
  'challengePage.archive': 'Challenge archivieren',
  'challengePage.reopen': 'Challenge wieder öffnen',
  'challengePage.archive.confirm':
    '„{title}“ archivieren? Sie verschwindet aus den Listen; ihre Teams und Projekte bleiben, und ihre Seite bleibt erreichbar.',
  'challengePage.statusChanged': 'Die Challenge ist jetzt: {value}.',
};

/** Loaded with the page that shows them (i18n/WithMessages), not with the app's first page. */
export const challengePageMessages: FeatureMessages = { en: challengePageEn, de: challengePageDe };

export const useChallengePageT = () =>
  useDomainT<ChallengePageMessageId | ChallengesMessageId | PageMessageId | SharedDomainMessageId>();
