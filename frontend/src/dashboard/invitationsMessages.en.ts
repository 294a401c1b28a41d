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
