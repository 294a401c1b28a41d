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
