import { useDomainT } from '../i18n/useDomainT';
import type { PageMessageId } from '../i18n/pageMessages';
import type { SharedDomainMessageId } from '../i18n/sharedDomainMessages';

/** The dashboard's team invitations card (docs/product.md: invitations), in English. */
export const invitationsEn = {
  'invitations.title': 'Team invitations',
  'invitations.from': '{name} invited you to {team}',
  'invitations.to': 'You are invited to {team}',
  'invitations.expires': 'Expires {date}',
  'invitations.accept': 'Accept',
  'invitations.accept.label': 'Accept the invitation to {team}',
  'invitations.decline': 'Decline',
  'invitations.decline.label': 'Decline the invitation to {team}',
  'invitations.accepted': 'Welcome to {team}!',
  'invitations.declined': 'You declined the invitation to {team}.',
  'invitations.failed': 'The invitation could not be answered.',
} as const;

export type InvitationsMessageId = keyof typeof invitationsEn;

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

export const useInvitationsT = () =>
  useDomainT<InvitationsMessageId | PageMessageId | SharedDomainMessageId>();
