import type { FeatureMessages } from '../../i18n/WithMessages';
import { useDomainT } from '../../i18n/useDomainT';

/**
 * A mentor's dashboard at `/` (docs/product.md §12, §16), in English: the teams they mentor, the requests waiting
 * for them and the feedback they owe. Loaded with it (its own chunk).
 */
export const mentorHomeEn = {
  'mentorHome.subtitle': 'Your teams, the requests waiting for you and what your programme has next.',
  'mentorHome.teams.title': 'Teams you mentor',
  'mentorHome.teams.empty': 'You do not mentor a team yet',
  'mentorHome.teams.emptyHint': 'Teams ask you from the mentors directory; you answer on the Mentoring page.',
  'mentorHome.teams.nextMeeting': 'Next meeting: {title}, {date}',
  'mentorHome.teams.noMeeting': 'No meeting planned',
  'mentorHome.requests.title': 'Requests waiting for you',
  'mentorHome.requests.empty': 'No requests waiting for you',
  'mentorHome.requests.from': 'From {name}',
  'mentorHome.requests.answer': 'Answer',
  'mentorHome.requests.answer.label': 'Answer the request of {team} on the Mentoring page',
  'mentorHome.requests.all': 'All requests on the Mentoring page',
  'mentorHome.feedback.title': 'Feedback to give',
  'mentorHome.feedback.empty': 'No projects waiting for your feedback',
  'mentorHome.feedback.team': 'by {team}',
} as const;

export type MentorHomeMessageId = keyof typeof mentorHomeEn;

export const mentorHomeDe: Record<MentorHomeMessageId, string> = {
  'mentorHome.subtitle':
    'Deine Teams, die Anfragen, die auf dich warten, und was als Nächstes in deinem Programm ansteht.',
  'mentorHome.teams.title': 'Teams, die du begleitest',
  'mentorHome.teams.empty': 'Du begleitest noch kein Team',
  'mentorHome.teams.emptyHint':
    'Teams fragen dich über das Mentorenverzeichnis an; du antwortest auf der Mentoring-Seite.',
  'mentorHome.teams.nextMeeting': 'Nächstes Treffen: {title}, {date}',
  'mentorHome.teams.noMeeting': 'Kein Treffen geplant',
  'mentorHome.requests.title': 'Anfragen, die auf dich warten',
  'mentorHome.requests.empty': 'Keine Anfragen warten auf dich',
  'mentorHome.requests.from': 'Von {name}',
  'mentorHome.requests.answer': 'Beantworten',
  'mentorHome.requests.answer.label': 'Anfrage von {team} auf der Mentoring-Seite beantworten',
  'mentorHome.requests.all': 'Alle Anfragen auf der Mentoring-Seite',
  'mentorHome.feedback.title': 'Offenes Feedback',
  'mentorHome.feedback.empty': 'Keine Projekte warten auf dein Feedback',
  'mentorHome.feedback.team': 'von {team}',
};

export const mentorHomeMessages: FeatureMessages = { en: mentorHomeEn, de: mentorHomeDe };

export const useMentorHomeT = () => useDomainT<MentorHomeMessageId>();
