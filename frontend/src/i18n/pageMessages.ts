import { useDomainT } from './useDomainT';
import type { SharedDomainMessageId } from './sharedDomainMessages';

/**
 * What the challenge, team, project and person pages share (docs/product.md: pages with their own addresses;
 * owners change what they made), and the dashboard's invitations card. Merged into the catalogue by
 * app/messageCatalogue.
 */
export const pageEn = {
  'page.loadFailed': 'This page could not be loaded. Please try again.',
  'page.loading': 'Loading...',
  'page.published': 'Published {date}',
  'page.edited': 'edited {date}',
  'page.save': 'Save changes',
  'page.saving': 'Saving...',
  'page.saved.title': 'Changes saved',
  'page.saved.description': 'Everyone looking at it sees the change now.',
  'page.saveFailed': 'Your changes could not be saved.',
  'page.actionFailed': 'That did not work. Please try again.',
  /** Whom no one can find any more: their account was deleted (docs/product.md §15). */
  'page.unknownPerson': 'A deleted member',
  'page.none': 'None yet',
  'page.confirm': 'Confirm',
  'page.profileOf': 'Profile of {name}',
} as const;

export type PageMessageId = keyof typeof pageEn;

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

export const usePageT = () => useDomainT<PageMessageId | SharedDomainMessageId>();
