import type { FeatureMessages } from '../i18n/WithMessages';
import { useDomainT } from '../i18n/useDomainT';
import type { PageMessageId } from '../i18n/pageMessages';
import type { SharedDomainMessageId } from '../i18n/sharedDomainMessages';
import type { TeamsMessageId } from './messages';

/** The team page (docs/product.md: pages with their own addresses; teams change who is in them), in English. */
export const teamPageEn = {
  'teamPage.about': 'About this team',
  'teamPage.members': 'Members',
  'teamPage.membersCount': '{count}/{max} members',
  'teamPage.openSeats': '{count, plural, =0 {No open seats} one {# open seat} other {# open seats}}',
  'teamPage.status': 'Status',
  'teamPage.progress': 'Progress: {value}%',
  'teamPage.challenge': 'Challenge',
  'teamPage.noChallenge': 'This team has not chosen a challenge yet.',
  'teamPage.challengeArchived': 'This challenge is archived.',
  'teamPage.projects': 'Projects',
  'teamPage.noProjects': 'No project showcased yet.',
  'teamPage.meetings': 'Upcoming Meetings',
  'teamPage.noMeetings': 'No meetings planned.',
  'teamPage.meetingWhen': '{date}, {minutes} min',
  'teamPage.joinMeeting': 'Join {title}',
  'teamPage.you': '{name} (you)',
  'teamPage.skills': 'Skills: {value}',
  'teamPage.leave': 'Leave team',
  'teamPage.leave.confirm': 'Leave "{team}"? If you lead it, the member who joined first leads it next.',
  'teamPage.left': 'You left {team}.',
  'teamPage.notJoinable': 'This team is not taking new members right now.',
  'teamPage.leaderActions': 'Leader actions',
  'teamPage.edit': 'Edit team',
  'teamPage.edit.subtitle': 'Change what your team says about itself; its members see the change at once.',
  'teamPage.toActive': 'Mark as active',
  'teamPage.toCompleted': 'Mark as completed',
  'teamPage.toForming': 'Back to forming',
  'teamPage.toForming.hint': 'A team goes back to forming only while it has open seats.',
  'teamPage.statusChanged': 'The team is now: {value}.',
  'teamPage.remove': 'Remove {name}',
  'teamPage.remove.confirm':
    'Remove {name} from "{team}"? They cannot join this team again for 24 hours unless you invite them.',
  'teamPage.removed': '{name} is no longer in the team.',
  'teamPage.makeLeader': 'Hand the lead to {name}',
  'teamPage.makeLeader.confirm': 'Hand the lead of "{team}" to {name}? You stay a member.',
  'teamPage.leadHandedOver': '{name} leads the team now.',
  'teamPage.invitations': 'Invitations',
  'teamPage.noInvitations': 'No invitations sent yet.',
  'teamPage.invitation.pending': 'Pending',
  'teamPage.invitation.accepted': 'Accepted',
  'teamPage.invitation.declined': 'Declined',
  'teamPage.invitation.withdrawn': 'Withdrawn',
  'teamPage.invitation.expired': 'Expired',
  'teamPage.invitation.sent': 'Invited {date}',
  'teamPage.invitation.withdraw': 'Withdraw the invitation of {name}',
  'teamPage.invitation.withdrawn.toast': 'The invitation of {name} was withdrawn.',
} as const;

export type TeamPageMessageId = keyof typeof teamPageEn;

export const teamPageDe: Record<TeamPageMessageId, string> = {
  'teamPage.about': 'Über dieses Team',
  'teamPage.members': 'Mitglieder',
  'teamPage.membersCount': '{count}/{max} Mitglieder',
  'teamPage.openSeats':
    '{count, plural, =0 {Keine freien Plätze} one {# freier Platz} other {# freie Plätze}}',
  'teamPage.status': 'Status',
  'teamPage.progress': 'Fortschritt: {value} %',
  'teamPage.challenge': 'Challenge',
  'teamPage.noChallenge': 'Dieses Team hat noch keine Challenge gewählt.',
  'teamPage.challengeArchived': 'Diese Challenge ist archiviert.',
  'teamPage.projects': 'Projekte',
  'teamPage.noProjects': 'Noch kein Projekt präsentiert.',
  'teamPage.meetings': 'Anstehende Meetings',
  'teamPage.noMeetings': 'Keine Meetings geplant.',
  'teamPage.meetingWhen': '{date}, {minutes} Min.',
  'teamPage.joinMeeting': '{title} beitreten',
  'teamPage.you': '{name} (du)',
  'teamPage.skills': 'Fähigkeiten: {value}',
  'teamPage.leave': 'Team verlassen',
  'teamPage.leave.confirm':
    '„{team}“ verlassen? Wenn du es leitest, übernimmt das Mitglied die Leitung, das zuerst beigetreten ist.',
  'teamPage.left': 'Du hast {team} verlassen.',
  'teamPage.notJoinable': 'Dieses Team nimmt gerade keine neuen Mitglieder auf.',
  'teamPage.leaderActions': 'Aktionen der Teamleitung',
  'teamPage.edit': 'Team bearbeiten',
  'teamPage.edit.subtitle':
    'Ändere, was dein Team über sich sagt; seine Mitglieder sehen die Änderung sofort.',
  'teamPage.toActive': 'Als aktiv markieren',
  'teamPage.toCompleted': 'Als abgeschlossen markieren',
  'teamPage.toForming': 'Zurück in Gründung',
  'teamPage.toForming.hint': 'Ein Team geht nur zurück in Gründung, solange es freie Plätze hat.',
  'teamPage.statusChanged': 'Das Team ist jetzt: {value}.',
  'teamPage.remove': '{name} entfernen',
  'teamPage.remove.confirm':
    '{name} aus „{team}“ entfernen? Ohne deine Einladung kann diese Person dem Team 24 Stunden lang nicht wieder beitreten.',
  'teamPage.removed': '{name} ist nicht mehr im Team.',
  'teamPage.makeLeader': 'Leitung an {name} übergeben',
  'teamPage.makeLeader.confirm': 'Die Leitung von „{team}“ an {name} übergeben? Du bleibst Mitglied.',
  'teamPage.leadHandedOver': '{name} leitet das Team jetzt.',
  'teamPage.invitations': 'Einladungen',
  'teamPage.noInvitations': 'Noch keine Einladungen verschickt.',
  'teamPage.invitation.pending': 'Offen',
  'teamPage.invitation.accepted': 'Angenommen',
  'teamPage.invitation.declined': 'Abgelehnt',
  'teamPage.invitation.withdrawn': 'Zurückgezogen',
  'teamPage.invitation.expired': 'Abgelaufen',
  'teamPage.invitation.sent': 'Eingeladen am {date}',
  'teamPage.invitation.withdraw': 'Einladung von {name} zurückziehen',
  'teamPage.invitation.withdrawn.toast': 'Die Einladung von {name} wurde zurückgezogen.',
};

/** Loaded with the page that shows them (i18n/WithMessages), not with the app's first page. */
export const teamPageMessages: FeatureMessages = { en: teamPageEn, de: teamPageDe };

export const useTeamPageT = () =>
  useDomainT<TeamPageMessageId | TeamsMessageId | PageMessageId | SharedDomainMessageId>();
