import type { FeatureMessages } from '../i18n/WithMessages';
import { useDomainT } from '../i18n/useDomainT';
import type { PageMessageId } from '../i18n/pageMessages';
import type { SharedDomainMessageId } from '../i18n/sharedDomainMessages';

/** Inviting someone to a team (docs/product.md §11.3), in English; 'Invitation sent!' is the specification's. */
export const inviteEn = {
  'invite.button': 'Invite',
  'invite.toTeam': 'Invite to team',
  'invite.toTeam.label': 'Invite to team: {name}',
  'invite.title': 'Invite someone to {team}',
  'invite.subtitle':
    'Find a person by name. They are told at once and can accept or decline on their dashboard.',
  'invite.search': 'Name',
  'invite.search.hint': 'Type at least 2 letters of a first or last name.',
  'invite.results': 'People found',
  'invite.noResults': 'Nobody found with this name.',
  'invite.person': 'Invite {name}',
  'invite.person.title': 'Invite {name} to a team',
  'invite.person.subtitle': 'Choose one of your teams that is still forming and has open seats.',
  'invite.team': 'Team',
  'invite.send': 'Send invitation',
  'invite.sending': 'Sending...',
  'invite.sent.title': 'Invitation sent!',
  'invite.sent.description': 'The team invitation has been sent successfully.',
  'invite.failed': 'Failed to send team invitation.',
} as const;

export type InviteMessageId = keyof typeof inviteEn;

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

/** Loaded with the pages that invite (team, person, dashboard), not with the app's first page. */
export const inviteMessages: FeatureMessages = { en: inviteEn, de: inviteDe };

export const useInviteT = () => useDomainT<InviteMessageId | PageMessageId | SharedDomainMessageId>();
