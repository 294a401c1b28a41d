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
};

/** Loaded with the Settings page (i18n/WithMessages), not with the app's first page. */
export const settingsMessages: FeatureMessages = { en: settingsEn, de: settingsDe };

export const useSettingsT = () => useDomainT<SettingsMessageId | PageMessageId | SharedDomainMessageId>();
