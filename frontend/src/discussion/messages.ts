import type { FeatureMessages } from '../i18n/WithMessages';
import { useDomainT } from '../i18n/useDomainT';
import type { PageMessageId } from '../i18n/pageMessages';
import type { SharedDomainMessageId } from '../i18n/sharedDomainMessages';

/** The discussion of a challenge or a project (docs/product.md §11.4), in English. */
export const discussionEn = {
  'discussion.title': 'Discussion',
  'discussion.titleWithCount': 'Discussion ({count})',
  'discussion.list': 'Comments',
  'discussion.replies': 'Replies to {name}',
  'discussion.commentBy': 'Comment by {name}',
  'discussion.unknownAuthor': 'A deleted member',
  'discussion.edited': 'edited',
  'discussion.editedAt': 'edited {date}',
  'discussion.deleted': 'This comment was deleted.',
  'discussion.empty': 'No comments yet. Start the discussion!',
  'discussion.loading': 'Loading comments...',
  'discussion.loadFailed': 'The comments could not be loaded.',
  'discussion.write': 'Write a comment',
  'discussion.post': 'Post comment',
  'discussion.reply': 'Reply',
  'discussion.writeReply': 'Write a reply',
  'discussion.postReply': 'Post reply',
  'discussion.edit': 'Edit',
  'discussion.editComment': 'Edit your comment',
  'discussion.save': 'Save',
  'discussion.delete': 'Delete',
  'discussion.delete.title': 'Delete comment',
  'discussion.delete.confirm': 'Delete your comment? This cannot be undone.',
  'discussion.deletedToast': 'Your comment was deleted.',
  'discussion.failed': 'Your comment could not be saved. Please try again.',
} as const;

export type DiscussionMessageId = keyof typeof discussionEn;

export const discussionDe: Record<DiscussionMessageId, string> = {
  'discussion.title': 'Diskussion',
  'discussion.titleWithCount': 'Diskussion ({count})',
  'discussion.list': 'Kommentare',
  'discussion.replies': 'Antworten an {name}',
  'discussion.commentBy': 'Kommentar von {name}',
  'discussion.unknownAuthor': 'Ein gelöschtes Mitglied',
  'discussion.edited': 'bearbeitet',
  'discussion.editedAt': 'bearbeitet am {date}',
  'discussion.deleted': 'Dieser Kommentar wurde gelöscht.',
  'discussion.empty': 'Noch keine Kommentare. Starte die Diskussion!',
  'discussion.loading': 'Kommentare werden geladen …',
  'discussion.loadFailed': 'Die Kommentare konnten nicht geladen werden.',
  'discussion.write': 'Kommentar schreiben',
  'discussion.post': 'Kommentar senden',
  'discussion.reply': 'Antworten',
  'discussion.writeReply': 'Antwort schreiben',
  'discussion.postReply': 'Antwort senden',
  'discussion.edit': 'Bearbeiten',
  'discussion.editComment': 'Deinen Kommentar bearbeiten',
  'discussion.save': 'Speichern',
  'discussion.delete': 'Löschen',
  'discussion.delete.title': 'Kommentar löschen',
  'discussion.delete.confirm': 'Deinen Kommentar löschen? Das lässt sich nicht rückgängig machen.',
  'discussion.deletedToast': 'Dein Kommentar wurde gelöscht.',
  'discussion.failed': 'Dein Kommentar konnte nicht gespeichert werden. Bitte versuche es erneut.',
};

/** Loaded with the page that shows them (i18n/WithMessages), not with the app's first page. */
export const discussionMessages: FeatureMessages = { en: discussionEn, de: discussionDe };

export const useDiscussionT = () => useDomainT<DiscussionMessageId | PageMessageId | SharedDomainMessageId>();
