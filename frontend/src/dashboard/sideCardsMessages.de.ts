import type { SideCardsMessageId } from './sideCardsMessages';

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
