import { useDomainT } from '../i18n/useDomainT';
import type { SharedDomainMessageId } from '../i18n/sharedDomainMessages';

/** The Challenges page (product.md §2.10) in English; the English UI wording is kept verbatim. */
export const challengesEn = {
  'challenges.aiBrainstorm': 'AI Brainstorm',
  'challenges.create': 'Create Challenge',
  'challenges.tabs.label': 'Challenge lists',
  'challenges.tabs.all': 'All Challenges',
  'challenges.tabs.mine': 'My Progress',
  'challenges.search.label': 'Search challenges',
  'challenges.search.placeholder': 'Search by title or description...',
  'challenges.filter.category': 'Category',
  'challenges.filter.allCategories': 'All Categories',
  'challenges.status.active': 'active',
  'challenges.teamCount': '{count, plural, one {# team} other {# teams}}',
  'challenges.moreTags': '+{count} more',
  'challenges.accept': 'Accept Challenge',
  'challenges.list.label': 'Challenges',
  'challenges.empty.title': 'No challenges found',
  'challenges.empty.first': 'Be the first to create a challenge and inspire others!',
  'challenges.empty.createFirst': 'Create First Challenge',
  'challenges.mine.empty.title': 'No challenges in progress yet',
  'challenges.mine.empty.hint':
    'Challenges you create, or whose teams you are in, appear here. Accept a challenge to start a team for it.',
  'challenges.form.title': 'Create a New Challenge',
  'challenges.form.subtitle': 'Describe a real problem worth solving, so that others can join you.',
  'challenges.form.titleLabel': 'Title',
  'challenges.form.titlePlaceholder': 'e.g. Reduce food waste in school cafeterias',
  'challenges.form.description': 'Description',
  'challenges.form.descriptionPlaceholder': 'What is the problem, who has it and why does it matter?',
  'challenges.form.category': 'Category',
  'challenges.form.tags': 'Tags',
  'challenges.form.tagsPlaceholder': 'e.g. recycling, community, app',
  'challenges.form.tagsHint': 'Separate tags with commas',
  'challenges.form.submit': 'Create Challenge',
  'challenges.form.submitting': 'Creating...',
  'challenges.created.title': 'Challenge created!',
  'challenges.created.description': 'Your challenge has been successfully created.',
  'challenges.createFailed': 'Failed to create challenge.',
  'challenges.published.title': 'Challenge Created!',
  'challenges.published.description': '"{title}" has been published for others to join.',
} as const;

export type ChallengesMessageId = keyof typeof challengesEn;

export const challengesDe: Record<ChallengesMessageId, string> = {
  'challenges.aiBrainstorm': 'KI-Brainstorming',
  'challenges.create': 'Challenge erstellen',
  'challenges.tabs.label': 'Challenge-Listen',
  'challenges.tabs.all': 'Alle Challenges',
  'challenges.tabs.mine': 'Mein Fortschritt',
  'challenges.search.label': 'Challenges durchsuchen',
  'challenges.search.placeholder': 'Nach Titel oder Beschreibung suchen...',
  'challenges.filter.category': 'Kategorie',
  'challenges.filter.allCategories': 'Alle Kategorien',
  'challenges.status.active': 'aktiv',
  'challenges.teamCount': '{count, plural, one {# Team} other {# Teams}}',
  'challenges.moreTags': '+{count} weitere',
  'challenges.accept': 'Challenge annehmen',
  'challenges.list.label': 'Challenges',
  'challenges.empty.title': 'Keine Challenges gefunden',
  'challenges.empty.first': 'Erstelle die erste Challenge und inspiriere andere!',
  'challenges.empty.createFirst': 'Erste Challenge erstellen',
  'challenges.mine.empty.title': 'Noch keine Challenges in Arbeit',
  'challenges.mine.empty.hint':
    'Hier erscheinen Challenges, die du erstellt hast oder in deren Teams du bist. Nimm eine Challenge an, um ein Team dafür zu gründen.',
  'challenges.form.title': 'Neue Challenge erstellen',
  'challenges.form.subtitle':
    'Beschreibe ein echtes Problem, das es wert ist, gelöst zu werden, damit andere mitmachen können.',
  'challenges.form.titleLabel': 'Titel',
  'challenges.form.titlePlaceholder': 'z. B. Lebensmittelverschwendung in der Schulmensa verringern',
  'challenges.form.description': 'Beschreibung',
  'challenges.form.descriptionPlaceholder':
    'Worin besteht das Problem, wen betrifft es und warum ist es wichtig?',
  'challenges.form.category': 'Kategorie',
  'challenges.form.tags': 'Tags',
  'challenges.form.tagsPlaceholder': 'z. B. Recycling, Gemeinschaft, App',
  'challenges.form.tagsHint': 'Tags durch Kommas trennen',
  'challenges.form.submit': 'Challenge erstellen',
  'challenges.form.submitting': 'Wird erstellt...',
  'challenges.created.title': 'Challenge erstellt!',
  'challenges.created.description': 'Deine Challenge wurde erfolgreich erstellt.',
  'challenges.createFailed': 'Die Challenge konnte nicht erstellt werden.',
  'challenges.published.title': 'Challenge erstellt!',
  'challenges.published.description': '„{title}“ wurde veröffentlicht, damit andere mitmachen können.',
};

export const useChallengesT = () => useDomainT<ChallengesMessageId | SharedDomainMessageId>();
