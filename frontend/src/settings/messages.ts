import type { FeatureMessages } from '../i18n/WithMessages';
import { useDomainT } from '../i18n/useDomainT';
import type { PageMessageId } from '../i18n/pageMessages';
import type { SharedDomainMessageId } from '../i18n/sharedDomainMessages';

/** The Settings page (/settings): the password and the signed-in browsers, in English. */
export const settingsEn = {
  'settings.title': 'Settings',
  'settings.subtitle': 'Your password and the browsers you are signed in with.',
  'settings.password.title': 'Change password',
  'settings.password.hint': 'When you change it, every other browser you are signed in with is signed out.',
  'settings.password.current': 'Current password',
  'settings.password.new': 'New password',
  'settings.password.newHint': '6 to 128 characters',
  'settings.password.confirm': 'Confirm new password',
  'settings.password.showCurrent': 'Show current password',
  'settings.password.hideCurrent': 'Hide current password',
  'settings.password.showNew': 'Show new password',
  'settings.password.hideNew': 'Hide new password',
  'settings.password.showConfirm': 'Show confirmed password',
  'settings.password.hideConfirm': 'Hide confirmed password',
  'settings.password.submit': 'Change password',
  'settings.password.submitting': 'Changing...',
  'settings.password.changed.title': 'Password changed',
  'settings.password.changed.description': 'Your other sessions were signed out.',
  'settings.password.failed': 'Your password could not be changed.',
  'settings.sessions.title': 'Your sessions',
  'settings.sessions.hint': 'The browsers you are signed in with, the most recent first.',
  'settings.sessions.list': 'Signed-in browsers',
  'settings.sessions.current': 'This browser',
  'settings.sessions.network': 'Network {network}',
  'settings.sessions.unknownBrowser': 'Unknown browser',
  'settings.sessions.unknownNetwork': 'Unknown network',
  'settings.sessions.signedIn': 'Signed in {date}',
  'settings.sessions.lastSeen': 'Last seen {date}',
  'settings.sessions.signOut': 'Sign out',
  'settings.sessions.signOutNamed': 'Sign out {browser}',
  'settings.sessions.signedOut': 'Signed out {browser}',
  'settings.sessions.onlyThis': 'You are signed in with this browser only.',
  'settings.sessions.signOutOthers': 'Sign out everywhere else',
  'settings.sessions.signOutOthers.confirm':
    'Every other browser you are signed in with is signed out. This browser stays signed in.',
  'settings.sessions.signedOutOthers.title': 'Signed out everywhere else',
  'settings.sessions.signedOutOthers.description':
    '{count, plural, one {# session was signed out.} other {# sessions were signed out.}}',
  // Download my data
  'settings.download.title': 'Download my data',
  'settings.download.hint':
    'One JSON file with everything the platform holds about you: your profile, sessions, badges, challenges, teams, invitations, meetings, mentoring requests, projects, likes, feedback, resources, comments and brainstorms with Isla.',
  'settings.download.button': 'Download my data',
  'settings.download.preparing': 'Preparing your file...',
  'settings.download.done': 'Your data was downloaded.',
  'settings.download.failed': 'Your data could not be downloaded. Please try again.',
  // Delete my account
  'settings.delete.title': 'Delete my account',
  'settings.delete.hint':
    'Your account and what only you made are deleted for good. Where others built on what you made, it stays and shows you as “a deleted member”.',
  'settings.delete.open': 'Delete my account',
  'settings.delete.dialog.title': 'Delete your account?',
  'settings.delete.dialog.subtitle': 'This cannot be undone. You may want to download your data first.',
  'settings.delete.dialog.gone':
    'Deleted: your profile, your sessions (you are signed out everywhere), your brainstorms with Isla, your likes and views, your resources, the reports you made, and the challenges, teams, projects and comments nobody else built on.',
  'settings.delete.dialog.kept':
    'Kept, showing you as “a deleted member”: the teams you were in with others, challenges that teams work on, projects of teams with other members, and comments that have replies.',
  'settings.delete.password': 'Your password',
  'settings.delete.showPassword': 'Show password',
  'settings.delete.hidePassword': 'Hide password',
  'settings.delete.confirmation': 'Type your e-mail address to confirm',
  'settings.delete.confirmationHint': 'The address you sign in with',
  'settings.delete.submit': 'Delete my account',
  'settings.delete.submitting': 'Deleting...',
  'settings.delete.failed': 'Your account could not be deleted.',
  'settings.delete.done.title': 'Your account was deleted',
  'settings.delete.done.description': 'You are signed out. Thank you for being part of the programme.',
} as const;

export type SettingsMessageId = keyof typeof settingsEn;

export const settingsDe: Record<SettingsMessageId, string> = {
  'settings.title': 'Einstellungen',
  'settings.subtitle': 'Dein Passwort und die Browser, in denen du angemeldet bist.',
  'settings.password.title': 'Passwort ändern',
  'settings.password.hint': 'Wenn du es änderst, wirst du in allen anderen Browsern abgemeldet.',
  'settings.password.current': 'Aktuelles Passwort',
  'settings.password.new': 'Neues Passwort',
  'settings.password.newHint': '6 bis 128 Zeichen',
  'settings.password.confirm': 'Neues Passwort bestätigen',
  'settings.password.showCurrent': 'Aktuelles Passwort anzeigen',
  'settings.password.hideCurrent': 'Aktuelles Passwort verbergen',
  'settings.password.showNew': 'Neues Passwort anzeigen',
  'settings.password.hideNew': 'Neues Passwort verbergen',
  'settings.password.showConfirm': 'Bestätigtes Passwort anzeigen',
  'settings.password.hideConfirm': 'Bestätigtes Passwort verbergen',
  'settings.password.submit': 'Passwort ändern',
  'settings.password.submitting': 'Wird geändert...',
  'settings.password.changed.title': 'Passwort geändert',
  'settings.password.changed.description': 'Deine anderen Sitzungen wurden abgemeldet.',
  'settings.password.failed': 'Dein Passwort konnte nicht geändert werden.',
  'settings.sessions.title': 'Deine Sitzungen',
  'settings.sessions.hint': 'Die Browser, in denen du angemeldet bist, die neuesten zuerst.',
  'settings.sessions.list': 'Angemeldete Browser',
  'settings.sessions.current': 'Dieser Browser',
  'settings.sessions.network': 'Netz {network}',
  'settings.sessions.unknownBrowser': 'Unbekannter Browser',
  'settings.sessions.unknownNetwork': 'Unbekanntes Netz',
  'settings.sessions.signedIn': 'Angemeldet am {date}',
  'settings.sessions.lastSeen': 'Zuletzt aktiv am {date}',
  'settings.sessions.signOut': 'Abmelden',
  'settings.sessions.signOutNamed': '{browser} abmelden',
  'settings.sessions.signedOut': '{browser} abgemeldet',
  'settings.sessions.onlyThis': 'Du bist nur in diesem Browser angemeldet.',
  'settings.sessions.signOutOthers': 'Überall sonst abmelden',
  'settings.sessions.signOutOthers.confirm':
    'Alle anderen Browser, in denen du angemeldet bist, werden abgemeldet. Dieser Browser bleibt angemeldet.',
  'settings.sessions.signedOutOthers.title': 'Überall sonst abgemeldet',
  'settings.sessions.signedOutOthers.description':
    '{count, plural, one {# Sitzung wurde abgemeldet.} other {# Sitzungen wurden abgemeldet.}}',
  // Download my data
  'settings.download.title': 'Meine Daten herunterladen',
  'settings.download.hint':
    'Eine JSON-Datei mit allem, was die Plattform über dich gespeichert hat: dein Profil, Sitzungen, Abzeichen, Challenges, Teams, Einladungen, Treffen, Mentoring-Anfragen, Projekte, Likes, Feedback, Ressourcen, Kommentare und Brainstormings mit Isla.',
  'settings.download.button': 'Meine Daten herunterladen',
  'settings.download.preparing': 'Deine Datei wird erstellt...',
  'settings.download.done': 'Deine Daten wurden heruntergeladen.',
  'settings.download.failed':
    'Deine Daten konnten nicht heruntergeladen werden. Bitte versuche es noch einmal.',
  // Delete my account
  'settings.delete.title': 'Mein Konto löschen',
  'settings.delete.hint':
    'Dein Konto und was nur du gemacht hast, werden endgültig gelöscht. Wo andere auf dem aufgebaut haben, was du gemacht hast, bleibt es erhalten und zeigt dich als „ein gelöschtes Mitglied“.',
  'settings.delete.open': 'Mein Konto löschen',
  'settings.delete.dialog.title': 'Dein Konto löschen?',
  'settings.delete.dialog.subtitle':
    'Das kann nicht rückgängig gemacht werden. Lade vorher deine Daten herunter, wenn du sie behalten möchtest.',
  'settings.delete.dialog.gone':
    'Gelöscht werden: dein Profil, deine Sitzungen (du wirst überall abgemeldet), deine Brainstormings mit Isla, deine Likes und Aufrufe, deine Ressourcen, deine Meldungen und die Challenges, Teams, Projekte und Kommentare, auf denen niemand sonst aufgebaut hat.',
  'settings.delete.dialog.kept':
    'Erhalten bleiben, mit dir als „ein gelöschtes Mitglied“: die Teams, in denen du mit anderen warst, Challenges, an denen Teams arbeiten, Projekte von Teams mit weiteren Mitgliedern und Kommentare mit Antworten.',
  'settings.delete.password': 'Dein Passwort',
  'settings.delete.showPassword': 'Passwort anzeigen',
  'settings.delete.hidePassword': 'Passwort verbergen',
  'settings.delete.confirmation': 'Gib zur Bestätigung deine E-Mail-Adresse ein',
  'settings.delete.confirmationHint': 'Die Adresse, mit der du dich anmeldest',
  'settings.delete.submit': 'Mein Konto löschen',
  'settings.delete.submitting': 'Wird gelöscht...',
  'settings.delete.failed': 'Dein Konto konnte nicht gelöscht werden.',
  'settings.delete.done.title': 'Dein Konto wurde gelöscht',
  'settings.delete.done.description': 'Du bist abgemeldet. Danke, dass du beim Programm dabei warst.',
};

/** Loaded with the Settings page (i18n/WithMessages), not with the app's first page. */
export const settingsMessages: FeatureMessages = { en: settingsEn, de: settingsDe };

export const useSettingsT = () => useDomainT<SettingsMessageId | PageMessageId | SharedDomainMessageId>();
