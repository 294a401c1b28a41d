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
  'projectPage.feedback': 'Mentor feedback',
  'projectPage.feedback.none': 'No mentor feedback yet.',
  'projectPage.feedback.given': '{date}',
  'projectPage.feedback.scores': 'Scores by {name}',
  'projectPage.feedback.score': '{label}: {value}/{max}',
  'projectPage.feedback.problem': 'Problem understood',
  'projectPage.feedback.solution': 'Solution fits',
  'projectPage.feedback.prototype': 'Prototype works',
  'projectPage.feedback.presentation': 'Presentation',
  'projectPage.feedback.give': 'Give feedback',
  'projectPage.feedback.hint':
    'The team sees your notes and scores; everyone else signed in sees your notes. Each feedback you send is kept with its date.',
  'projectPage.feedback.notes': 'Notes',
  'projectPage.feedback.choose': 'Choose a score',
  'projectPage.feedback.option': '{value} of {max}',
  'projectPage.feedback.send': 'Send feedback',
  'projectPage.feedback.sending': 'Sending...',
  'projectPage.feedback.sent': 'Feedback sent!',
  'projectPage.feedback.sentDescription': 'The team is told about it.',
  'projectPage.feedback.failed': 'Your feedback could not be sent.',
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
  'projectPage.feedback': 'Feedback der Mentoren',
  'projectPage.feedback.none': 'Noch kein Feedback von Mentoren.',
  'projectPage.feedback.given': '{date}',
  'projectPage.feedback.scores': 'Bewertung von {name}',
  'projectPage.feedback.score': '{label}: {value}/{max}',
  'projectPage.feedback.problem': 'Problem verstanden',
  'projectPage.feedback.solution': 'Lösung passt',
  'projectPage.feedback.prototype': 'Prototyp funktioniert',
  'projectPage.feedback.presentation': 'Präsentation',
  'projectPage.feedback.give': 'Feedback geben',
  'projectPage.feedback.hint':
    'Das Team sieht deine Notizen und Bewertungen; alle anderen Angemeldeten sehen deine Notizen. Jedes Feedback, das du sendest, bleibt mit seinem Datum erhalten.',
  'projectPage.feedback.notes': 'Notizen',
  'projectPage.feedback.choose': 'Bewertung wählen',
  'projectPage.feedback.option': '{value} von {max}',
  'projectPage.feedback.send': 'Feedback senden',
  'projectPage.feedback.sending': 'Wird gesendet...',
  'projectPage.feedback.sent': 'Feedback gesendet!',
  'projectPage.feedback.sentDescription': 'Das Team wird benachrichtigt.',
  'projectPage.feedback.failed': 'Dein Feedback konnte nicht gesendet werden.',
};

/** Loaded with the page that shows them (i18n/WithMessages), not with the app's first page. */
export const projectPageMessages: FeatureMessages = { en: projectPageEn, de: projectPageDe };

export const useProjectPageT = () =>
  useDomainT<ProjectPageMessageId | ShowcaseMessageId | PageMessageId | SharedDomainMessageId>();
