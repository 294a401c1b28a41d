import type { PageMessageId } from './pageMessages';

export const pageDe: Record<PageMessageId, string> = {
  'page.loadFailed': 'Diese Seite konnte nicht geladen werden. Bitte versuche es erneut.',
  'page.loading': 'Wird geladen...',
  'page.published': 'Veröffentlicht am {date}',
  'page.edited': 'bearbeitet am {date}',
  'page.save': 'Änderungen speichern',
  'page.saving': 'Wird gespeichert...',
  'page.saved.title': 'Änderungen gespeichert',
  'page.saved.description': 'Alle, die es gerade ansehen, sehen die Änderung jetzt.',
  'page.saveFailed': 'Deine Änderungen konnten nicht gespeichert werden.',
  'page.actionFailed': 'Das hat nicht geklappt. Bitte versuche es erneut.',
  'page.unknownPerson': 'Ein gelöschtes Mitglied',
  'page.none': 'Noch keine',
  'page.confirm': 'Bestätigen',
  'page.profileOf': 'Profil von {name}',
};
