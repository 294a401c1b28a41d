/**
 * The badges by their stable key (docs/graphql-contract.md: Achievement.key) and the states of 'Your Progress'.
 * A badge whose key is not listed here is shown with the server's (English) title and description.
 */
export const sideCardsEn = {
  'badge.first-challenge.title': 'Problem Spotter',
  'badge.first-challenge.description': 'Published your first challenge for others to join.',
  'badge.first-team.title': 'Team Player',
  'badge.first-team.description': 'Joined your first team.',
  'badge.first-project.title': 'Show and Tell',
  'badge.first-project.description': 'Showcased your first project.',
  'badge.first-like.title': 'First Fan',
  'badge.first-like.description': 'Received the first like on one of your projects.',
  'badge.five-likes.title': 'Crowd Favourite',
  'badge.five-likes.description': 'Received five likes on one of your projects.',
  'badge.brainstorm-completed.title': 'Idea Explorer',
  'badge.brainstorm-completed.description':
    'Completed a brainstorm with Isla that ended in a published challenge.',
  'badge.first-mentored-meeting.title': 'Mentored',
  'badge.first-mentored-meeting.description': 'Took part in your first meeting with a mentor.',
  'badge.first-feedback.title': 'Helping Hand',
  'badge.first-feedback.description': 'Gave your first feedback on a team’s project as a mentor.',
  'dashboard.phase.teamFormation.name': 'Team Formation',
  'dashboard.phase.teamFormation.description':
    'Your challenge is set. Find people to work with and get your team going.',
  'dashboard.phase.prototyping.name': 'Prototyping',
  'dashboard.phase.prototyping.description': 'Your team is ready. Build a first version and showcase it.',
  'dashboard.phase.showcase.name': 'Showcase',
  'dashboard.phase.showcase.description':
    'Your project is in the showcase. Gather feedback, improve it, or take on a new challenge.',
  'dashboard.progress.challengePhase': 'Challenge Phase',
  'dashboard.progress.teamFormation': 'Team Formation',
  'dashboard.progress.prototyping': 'Prototyping',
  'dashboard.progress.state.completed': 'Completed',
  'dashboard.progress.state.inProgress': 'In Progress',
  'dashboard.progress.state.notStarted': 'Not started',
  'dashboard.progress.state.locked': 'Locked',
  'dashboard.progress.journey': 'Journey: {done} of {total} steps',
  'dashboard.progress.hint.challengePhase': 'Create a challenge or join a team that works on one.',
  'dashboard.progress.hint.teamFormation': 'Join or start a team.',
  'dashboard.progress.hint.prototyping': 'Showcase a project of your team.',
} as const;
