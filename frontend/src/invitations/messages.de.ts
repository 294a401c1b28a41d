import type { InviteMessageId } from './messages';

export const inviteDe: Record<InviteMessageId, string> = {
  'invite.button': 'Einladen',
  'invite.toTeam': 'In ein Team einladen',
  'invite.toTeam.label': 'In ein Team einladen: {name}',
  'invite.title': 'Jemanden zu {team} einladen',
  'invite.subtitle':
    'Suche eine Person nach ihrem Namen. Die Person erfährt es sofort und kann auf ihrem Dashboard annehmen oder ablehnen.',
  'invite.search': 'Name',
  'invite.search.hint': 'Gib mindestens 2 Buchstaben eines Vor- oder Nachnamens ein.',
  'invite.results': 'Gefundene Personen',
  'invite.noResults': 'Niemand mit diesem Namen gefunden.',
  'invite.person': '{name} einladen',
  'invite.person.title': '{name} in ein Team einladen',
  'invite.person.subtitle': 'Wähle eines deiner Teams, das sich noch bildet und freie Plätze hat.',
  'invite.team': 'Team',
  'invite.send': 'Einladung senden',
  'invite.sending': 'Wird gesendet...',
  'invite.sent.title': 'Einladung gesendet!',
  'invite.sent.description': 'Die Team-Einladung wurde erfolgreich gesendet.',
  'invite.failed': 'Die Team-Einladung konnte nicht gesendet werden.',
};
