import type { InvitationsMessageId } from './invitationsMessages';

export const invitationsDe: Record<InvitationsMessageId, string> = {
  'invitations.title': 'Team-Einladungen',
  'invitations.from': '{name} hat dich zu {team} eingeladen',
  'invitations.to': 'Du bist zu {team} eingeladen',
  'invitations.expires': 'Läuft am {date} ab',
  'invitations.accept': 'Annehmen',
  'invitations.accept.label': 'Einladung zu {team} annehmen',
  'invitations.decline': 'Ablehnen',
  'invitations.decline.label': 'Einladung zu {team} ablehnen',
  'invitations.accepted': 'Willkommen bei {team}!',
  'invitations.declined': 'Du hast die Einladung zu {team} abgelehnt.',
  'invitations.failed': 'Die Einladung konnte nicht beantwortet werden.',
};
