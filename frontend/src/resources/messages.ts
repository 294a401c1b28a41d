import { useDomainT } from '../i18n/useDomainT';
import type { SharedDomainMessageId } from '../i18n/sharedDomainMessages';

/** The Resources page (product.md §2.12) in English; the English UI wording is kept verbatim. Type names come from resourceType.* (en.ts). */
export const resourcesEn = {
  'resources.add': 'Add Resource',
  'resources.search.label': 'Search resources',
  'resources.search.placeholder': 'Search by title, description or provider...',
  'resources.filter.type': 'Type',
  'resources.filter.allTypes': 'All Types',
  'resources.filter.level': 'Level',
  'resources.filter.allLevels': 'All Levels',
  'resources.featured.title': 'Featured Resources',
  'resources.featured.swiftCourse.title': 'Learn Swift',
  'resources.featured.swiftCourse.description':
    'An interactive introduction to Swift programming for complete beginners.',
  'resources.featured.designVideo.title': 'Design Thinking Crash Course',
  'resources.featured.designVideo.description':
    'A hands-on video introduction to design thinking from the Stanford d.school.',
  'resources.featured.swiftFundamentals.title': 'Develop in Swift Fundamentals',
  'resources.featured.swiftFundamentals.description':
    "Apple's course on the fundamentals of Swift and building your first iOS apps.",
  'resources.duration.selfPaced': 'Self-paced',
  'resources.duration.minutes': '{count} min',
  'resources.duration.hours': '{count} hours',
  'resources.browse.title': 'Browse by Category',
  'resources.tab.all': 'All',
  'resources.tab.video': 'Videos',
  'resources.tab.article': 'Articles',
  'resources.tab.book': 'Books',
  'resources.tab.course': 'Courses',
  'resources.tab.tool': 'Tools',
  'resources.access': 'Access Resource',
  'resources.list.label': 'Resources',
  'resources.empty.title':
    '{type, select, video {No videos found} article {No articles found} book {No books found} course {No courses found} tool {No tools found} other {No resources found}}',
  'resources.empty.search': 'Try adjusting your search terms',
  'resources.empty.first':
    '{type, select, video {Be the first to add a video!} article {Be the first to add an article!} book {Be the first to add a book!} course {Be the first to add a course!} tool {Be the first to add a tool!} other {Be the first to add a resource!}}',
  'resources.form.title': 'Add a Learning Resource',
  'resources.form.subtitle': 'Share something that helped you learn.',
  'resources.form.titleLabel': 'Title',
  'resources.form.description': 'Description',
  'resources.form.type': 'Type',
  'resources.form.url': 'URL',
  'resources.form.provider': 'Provider',
  'resources.form.providerPlaceholder': 'e.g. YouTube, Coursera, MDN',
  'resources.form.duration': 'Duration',
  'resources.form.durationPlaceholder': 'e.g. 45 min, 6 weeks',
  'resources.form.submit': 'Add Resource',
  'resources.form.submitting': 'Adding...',
  'resources.added.title': 'Resource added!',
  'resources.added.description': 'Thank you for sharing it with the community.',
  'resources.addFailed': 'Failed to add resource.',
} as const;

export type ResourcesMessageId = keyof typeof resourcesEn;

export const resourcesDe: Record<ResourcesMessageId, string> = {
  'resources.add': 'Ressource hinzufügen',
  'resources.search.label': 'Ressourcen durchsuchen',
  'resources.search.placeholder': 'Nach Titel, Beschreibung oder Anbieter suchen...',
  'resources.filter.type': 'Typ',
  'resources.filter.allTypes': 'Alle Typen',
  'resources.filter.level': 'Niveau',
  'resources.filter.allLevels': 'Alle Niveaus',
  'resources.featured.title': 'Empfohlene Ressourcen',
  'resources.featured.swiftCourse.title': 'Learn Swift',
  'resources.featured.swiftCourse.description':
    'Eine interaktive Einführung in die Programmierung mit Swift für absolute Anfänger.',
  'resources.featured.designVideo.title': 'Design Thinking Crash Course',
  'resources.featured.designVideo.description':
    'Eine praktische Video-Einführung in Design Thinking von der d.school in Stanford.',
  'resources.featured.swiftFundamentals.title': 'Develop in Swift Fundamentals',
  'resources.featured.swiftFundamentals.description':
    'Apples Kurs zu den Grundlagen von Swift und deinen ersten iOS-Apps.',
  'resources.duration.selfPaced': 'Im eigenen Tempo',
  'resources.duration.minutes': '{count} Min.',
  'resources.duration.hours': '{count} Stunden',
  'resources.browse.title': 'Nach Kategorie stöbern',
  'resources.tab.all': 'Alle',
  'resources.tab.video': 'Videos',
  'resources.tab.article': 'Artikel',
  'resources.tab.book': 'Bücher',
  'resources.tab.course': 'Kurse',
  'resources.tab.tool': 'Tools',
  'resources.access': 'Ressource öffnen',
  'resources.list.label': 'Ressourcen',
  'resources.empty.title':
    '{type, select, video {Keine Videos gefunden} article {Keine Artikel gefunden} book {Keine Bücher gefunden} course {Keine Kurse gefunden} tool {Keine Tools gefunden} other {Keine Ressourcen gefunden}}',
  'resources.empty.search': 'Passe deine Suchbegriffe an',
  'resources.empty.first':
    '{type, select, video {Füge das erste Video hinzu!} article {Füge den ersten Artikel hinzu!} book {Füge das erste Buch hinzu!} course {Füge den ersten Kurs hinzu!} tool {Füge das erste Tool hinzu!} other {Füge die erste Ressource hinzu!}}',
  'resources.form.title': 'Lernressource hinzufügen',
  'resources.form.subtitle': 'Teile etwas, das dir beim Lernen geholfen hat.',
  'resources.form.titleLabel': 'Titel',
  'resources.form.description': 'Beschreibung',
  'resources.form.type': 'Typ',
  'resources.form.url': 'URL',
  'resources.form.provider': 'Anbieter',
  'resources.form.providerPlaceholder': 'z. B. YouTube, Coursera, MDN',
  'resources.form.duration': 'Dauer',
  'resources.form.durationPlaceholder': 'z. B. 45 Min., 6 Wochen',
  'resources.form.submit': 'Ressource hinzufügen',
  'resources.form.submitting': 'Wird hinzugefügt...',
  'resources.added.title': 'Ressource hinzugefügt!',
  'resources.added.description': 'Danke, dass du sie mit der Community teilst.',
  'resources.addFailed': 'Die Ressource konnte nicht hinzugefügt werden.',
};

export const useResourcesT = () => useDomainT<ResourcesMessageId | SharedDomainMessageId>();
