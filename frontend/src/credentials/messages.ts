import type { FeatureMessages } from '../i18n/WithMessages';
import { useDomainT } from '../i18n/useDomainT';

/** Badges as verifiable credentials (docs/product.md §17.4): the Settings section and the public verify page. */
export const credentialsEn = {
  'credentials.section.title': 'Your credentials',
  'credentials.section.hint':
    'Each of your badges as an Open Badges 3.0 credential, signed by the platform: keep it, or show it to anyone, who can check it without asking us.',
  'credentials.section.empty': 'You have no badges yet.',
  'credentials.section.loadFailed': 'Your credentials could not be loaded.',
  'credentials.section.list': 'Your badges as credentials',
  'credentials.section.download': 'Download credential',
  'credentials.section.downloadNamed': 'Download credential: {badge}',
  'credentials.section.revoked': 'Revoked',
  'credentials.section.earned': 'Earned {date}',
  'credentials.section.verifyLink': 'Check a credential',
  'credentials.kind.achievement': 'Badge',
  'credentials.kind.award': 'Award',
  'credentials.kind.completed': 'Programme completed',
  'credentials.verify.title': 'Check a credential',
  'credentials.verify.subtitle':
    'Open a badge credential file, or paste its text, to see whether this platform issued it and whether it still holds.',
  'credentials.verify.file': 'Credential file',
  'credentials.verify.paste': 'Or paste the credential (JSON)',
  'credentials.verify.submit': 'Check',
  'credentials.verify.checking': 'Checking...',
  'credentials.verify.notJson': 'This is not JSON: open the .credential.json file as downloaded.',
  'credentials.verify.failed': 'The credential could not be checked. Please try again.',
  'credentials.verify.valid': 'Valid',
  'credentials.verify.invalid': 'Not valid',
  'credentials.verify.achievement': 'Badge',
  'credentials.verify.issuer': 'Issuer',
  'credentials.verify.holder': 'Holder',
  'credentials.verify.validFrom': 'Earned',
};

export type CredentialsMessageId = keyof typeof credentialsEn;

export const credentialsDe: Record<CredentialsMessageId, string> = {
  'credentials.section.title': 'Deine Nachweise',
  'credentials.section.hint':
    'Jedes deiner Abzeichen als Open-Badges-3.0-Nachweis, signiert von der Plattform: Bewahre ihn auf oder zeige ihn anderen, die ihn prüfen können, ohne uns zu fragen.',
  'credentials.section.empty': 'Du hast noch keine Abzeichen.',
  'credentials.section.loadFailed': 'Deine Nachweise konnten nicht geladen werden.',
  'credentials.section.list': 'Deine Abzeichen als Nachweise',
  'credentials.section.download': 'Nachweis herunterladen',
  'credentials.section.downloadNamed': 'Nachweis herunterladen: {badge}',
  'credentials.section.revoked': 'Widerrufen',
  'credentials.section.earned': 'Erhalten am {date}',
  'credentials.section.verifyLink': 'Einen Nachweis prüfen',
  'credentials.kind.achievement': 'Abzeichen',
  'credentials.kind.award': 'Auszeichnung',
  'credentials.kind.completed': 'Programm abgeschlossen',
  'credentials.verify.title': 'Einen Nachweis prüfen',
  'credentials.verify.subtitle':
    'Öffne die Datei eines Abzeichen-Nachweises oder füge ihren Text ein, um zu sehen, ob diese Plattform ihn ausgestellt hat und ob er noch gilt.',
  'credentials.verify.file': 'Nachweis-Datei',
  'credentials.verify.paste': 'Oder füge den Nachweis ein (JSON)',
  'credentials.verify.submit': 'Prüfen',
  'credentials.verify.checking': 'Wird geprüft...',
  'credentials.verify.notJson':
    'Das ist kein JSON: Öffne die .credential.json-Datei, wie sie heruntergeladen wurde.',
  'credentials.verify.failed': 'Der Nachweis konnte nicht geprüft werden. Bitte versuche es noch einmal.',
  'credentials.verify.valid': 'Gültig',
  'credentials.verify.invalid': 'Nicht gültig',
  'credentials.verify.achievement': 'Abzeichen',
  'credentials.verify.issuer': 'Aussteller',
  'credentials.verify.holder': 'Inhaber',
  'credentials.verify.validFrom': 'Erhalten',
};

/** Loaded with the Settings section and the verify page (i18n/WithMessages). */
export const credentialsMessages: FeatureMessages = { en: credentialsEn, de: credentialsDe };

export const useCredentialsT = () => useDomainT<CredentialsMessageId>();
