import type { FeatureMessages } from '../../i18n/WithMessages';
import { useDomainT } from '../../i18n/useDomainT';

/** A team's chat (docs/product.md §11.6) in English. */
export const teamChatEn = {
  'teamChat.title': 'Team chat',
  'teamChat.heading': 'Chat of {team}',
  'teamChat.backToTeam': 'Back to {team}',
  'teamChat.messages': 'Messages',
  'teamChat.loadOlder': 'Load older messages',
  'teamChat.loadingOlder': 'Loading...',
  'teamChat.empty': 'No messages yet. Say hello to your team!',
  'teamChat.message': 'Message',
  'teamChat.placeholder': 'Write a message... (@name mentions someone)',
  'teamChat.send': 'Send',
  'teamChat.sending': 'Sending...',
  'teamChat.edit': 'Edit',
  'teamChat.editMessage': 'Edit message',
  'teamChat.save': 'Save',
  'teamChat.cancel': 'Cancel',
  'teamChat.delete': 'Delete',
  'teamChat.delete.confirm': 'Delete this message? Your team will see that it was deleted.',
  'teamChat.deleted': 'This message was deleted.',
  'teamChat.hidden': 'This message was hidden by staff.',
  'teamChat.hiddenReason': 'Hidden by staff: {reason}',
  'teamChat.hide': 'Hide',
  'teamChat.restore': 'Restore',
  'teamChat.hide.title': 'Hide this message',
  'teamChat.hide.reason': 'Reason (shown to its author)',
  'teamChat.edited': '(edited)',
  'teamChat.unknownAuthor': 'A deleted person',
  'teamChat.failed': 'The message could not be sent.',
  'teamChat.forbidden': "Only the team's members and mentors can read this chat.",
  'teamChat.counter': '{count}/{max}',
  'teamChat.newLink': 'opens in a new tab',
  'teamChat.loadFailed': 'The chat could not be loaded. Please try again.',
};

export type TeamChatMessageId = keyof typeof teamChatEn;

const teamChatDe: Record<TeamChatMessageId, string> = {
  'teamChat.title': 'Team-Chat',
  'teamChat.heading': 'Chat von {team}',
  'teamChat.backToTeam': 'Zurück zu {team}',
  'teamChat.messages': 'Nachrichten',
  'teamChat.loadOlder': 'Ältere Nachrichten laden',
  'teamChat.loadingOlder': 'Wird geladen...',
  'teamChat.empty': 'Noch keine Nachrichten. Sag deinem Team Hallo!',
  'teamChat.message': 'Nachricht',
  'teamChat.placeholder': 'Schreib eine Nachricht... (@Name erwähnt jemanden)',
  'teamChat.send': 'Senden',
  'teamChat.sending': 'Wird gesendet...',
  'teamChat.edit': 'Bearbeiten',
  'teamChat.editMessage': 'Nachricht bearbeiten',
  'teamChat.save': 'Speichern',
  'teamChat.cancel': 'Abbrechen',
  'teamChat.delete': 'Löschen',
  'teamChat.delete.confirm': 'Diese Nachricht löschen? Dein Team sieht, dass sie gelöscht wurde.',
  'teamChat.deleted': 'Diese Nachricht wurde gelöscht.',
  'teamChat.hidden': 'Diese Nachricht wurde vom Team der Plattform ausgeblendet.',
  'teamChat.hiddenReason': 'Vom Team der Plattform ausgeblendet: {reason}',
  'teamChat.hide': 'Ausblenden',
  'teamChat.restore': 'Wiederherstellen',
  'teamChat.hide.title': 'Diese Nachricht ausblenden',
  'teamChat.hide.reason': 'Grund (wird der Person gezeigt, die sie geschrieben hat)',
  'teamChat.edited': '(bearbeitet)',
  'teamChat.unknownAuthor': 'Eine gelöschte Person',
  'teamChat.failed': 'Die Nachricht konnte nicht gesendet werden.',
  'teamChat.forbidden': 'Nur die Mitglieder und Mentorinnen und Mentoren des Teams können diesen Chat lesen.',
  'teamChat.counter': '{count}/{max}',
  'teamChat.newLink': 'öffnet in einem neuen Tab',
  'teamChat.loadFailed': 'Der Chat konnte nicht geladen werden. Bitte versuche es erneut.',
};

/** Loaded with the chat (i18n/WithMessages). */
export const teamChatMessages: FeatureMessages = { en: teamChatEn, de: teamChatDe };

export const useTeamChatT = () => useDomainT<TeamChatMessageId>();
