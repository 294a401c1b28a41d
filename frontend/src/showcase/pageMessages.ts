import type { FeatureMessages } from '../i18n/WithMessages';
import { useDomainT } from '../i18n/useDomainT';
import type { PageMessageId } from '../i18n/pageMessages';
import type { SharedDomainMessageId } from '../i18n/sharedDomainMessages';
import type { ShowcaseMessageId } from './messages';

/** The project page (docs/product.md: pages with their own addresses) and its author's actions, in English. */
export const projectPageEn = {
  'projectPage.about': 'About this project',
  'projectPage.team': 'Team',
  'projectPage.challenge': 'Challenge',
  'projectPage.madeBy': 'Made by',
  'projectPage.links': 'Links',
  'projectPage.noLinks': 'No links shared yet.',
  'projectPage.imageAlt': 'Picture of {title}',
  'projectPage.actions': 'Author actions',
  'projectPage.edit': 'Edit project',
  'projectPage.edit.subtitle': 'Change the description or the links; everyone looking at it sees the change.',
  'projectPage.remove': 'Remove project',
  'projectPage.remove.confirm':
    'Remove "{title}" from the showcase? Its likes and the badges already earned stay.',
  'projectPage.removed': '"{title}" was removed from the showcase.',
} as const;

export type ProjectPageMessageId = keyof typeof projectPageEn;

export const projectPageDe: Record<ProjectPageMessageId, string> = {
  'projectPage.about': 'Über dieses Projekt',
  'projectPage.team': 'Team',
  'projectPage.challenge': 'Challenge',
  'projectPage.madeBy': 'Gemacht von',
  'projectPage.links': 'Links',
  'projectPage.noLinks': 'Noch keine Links geteilt.',
  'projectPage.imageAlt': 'Bild von {title}',
  'projectPage.actions': 'Aktionen der Autorin oder des Autors',
  'projectPage.edit': 'Projekt bearbeiten',
  'projectPage.edit.subtitle':
    'Ändere die Beschreibung oder die Links; alle, die es gerade ansehen, sehen die Änderung.',
  'projectPage.remove': 'Projekt entfernen',
  'projectPage.remove.confirm':
    '„{title}“ aus dem Showcase entfernen? Seine Likes und die bereits verdienten Abzeichen bleiben.',
  'projectPage.removed': '„{title}“ wurde aus dem Showcase entfernt.',
};

/** Loaded with the page that shows them (i18n/WithMessages), not with the app's first page. */
export const projectPageMessages: FeatureMessages = { en: projectPageEn, de: projectPageDe };

export const useProjectPageT = () =>
  useDomainT<ProjectPageMessageId | ShowcaseMessageId | PageMessageId | SharedDomainMessageId>();
