import { useDomainT } from '../i18n/useDomainT';

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

export type SideCardsMessageId = keyof typeof sideCardsEn;

export const sideCardsDe: Record<SideCardsMessageId, string> = {
  'badge.first-challenge.title': 'Problemfinder',
  'badge.first-challenge.description':
    'Du hast deine erste Challenge veröffentlicht, damit andere mitmachen können.',
  'badge.first-team.title': 'Teamplayer',
  'badge.first-team.description': 'Du bist deinem ersten Team beigetreten.',
  'badge.first-project.title': 'Vorhang auf',
  'badge.first-project.description': 'Du hast dein erstes Projekt präsentiert.',
  'badge.first-like.title': 'Erster Fan',
  'badge.first-like.description': 'Eines deiner Projekte hat sein erstes Like bekommen.',
  'badge.five-likes.title': 'Publikumsliebling',
  'badge.five-likes.description': 'Eines deiner Projekte hat fünf Likes bekommen.',
  'badge.brainstorm-completed.title': 'Ideenentdecker',
  'badge.brainstorm-completed.description':
    'Du hast ein Brainstorming mit Isla abgeschlossen, aus dem eine veröffentlichte Challenge wurde.',
  'badge.first-mentored-meeting.title': 'Gut beraten',
  'badge.first-mentored-meeting.description':
    'Du hast an deinem ersten Meeting mit einem Mentor teilgenommen.',
  'badge.first-feedback.title': 'Helfende Hand',
  'badge.first-feedback.description':
    'Du hast als Mentor dein erstes Feedback zum Projekt eines Teams gegeben.',
  'dashboard.phase.teamFormation.name': 'Teambildung',
  'dashboard.phase.teamFormation.description':
    'Deine Challenge steht. Finde Leute, mit denen du arbeiten willst, und bring dein Team in Gang.',
  'dashboard.phase.prototyping.name': 'Prototyping',
  'dashboard.phase.prototyping.description':
    'Dein Team steht. Bau eine erste Version und zeig sie im Showcase.',
  'dashboard.phase.showcase.name': 'Showcase',
  'dashboard.phase.showcase.description':
    'Dein Projekt ist im Showcase. Sammle Feedback, verbessere es oder nimm eine neue Challenge an.',
  'dashboard.progress.challengePhase': 'Challenge-Phase',
  'dashboard.progress.teamFormation': 'Teambildung',
  'dashboard.progress.prototyping': 'Prototyping',
  'dashboard.progress.state.completed': 'Abgeschlossen',
  'dashboard.progress.state.inProgress': 'In Arbeit',
  'dashboard.progress.state.notStarted': 'Nicht begonnen',
  'dashboard.progress.state.locked': 'Gesperrt',
  'dashboard.progress.journey': 'Reise: {done} von {total} Schritten',
  'dashboard.progress.hint.challengePhase':
    'Erstelle eine Challenge oder tritt einem Team bei, das an einer arbeitet.',
  'dashboard.progress.hint.teamFormation': 'Tritt einem Team bei oder gründe eins.',
  'dashboard.progress.hint.prototyping': 'Präsentiere ein Projekt deines Teams.',
};

export const useSideCardsT = () => useDomainT<SideCardsMessageId>();
