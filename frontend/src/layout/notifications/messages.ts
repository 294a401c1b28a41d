import type { FeatureMessages } from '../../i18n/WithMessages';

/**
 * Texts of the live notifications (docs/graphql-contract.md), rendered in the user's language: the bell's menu and
 * the notifications page load them (./handlers), the dashboard's first JavaScript does without them. The shell's
 * own notice is in ./signedOutMessages.en.ts and .de.ts.
 */
export const notificationsEn = {
  'notifications.event.memberJoined': '{name} joined your team {team}',
  'notifications.event.memberJoinedSomeone': 'Someone joined your team {team}',
  'notifications.event.invited': 'You were invited to {team}',
  'notifications.event.liked': 'Someone liked {title}',
  'notifications.event.achievement': 'You earned the badge {badge}',
  'notifications.event.challengePublished': 'New challenge published: {title}',
  'notifications.event.memberLeft': '{name} left your team {team}',
  'notifications.event.memberLeftSomeone': 'Someone left your team {team}',
  'notifications.event.removed': 'You were removed from the team {team}',
  'notifications.event.leadTransferred': 'You now lead the team {team}',
  'notifications.event.invitationAccepted': 'Your invitation to {team} was accepted',
  'notifications.event.invitationDeclined': 'Your invitation to {team} was declined',
  'notifications.event.invitationWithdrawn': 'Your invitation to {team} was withdrawn',
  'notifications.event.commented': 'New comment on {title}',
  'notifications.event.commentedBy': '{name} commented on {title}',
  'notifications.event.mentoringRequested': '{team} asked you to mentor them',
  'notifications.event.mentoringAccepted': '{name} accepted your mentoring request for {team}',
  'notifications.event.mentoringAcceptedSomeone': 'Your mentoring request for {team} was accepted',
  'notifications.event.mentoringDeclined': '{name} declined your mentoring request for {team}',
  'notifications.event.mentoringDeclinedSomeone': 'Your mentoring request for {team} was declined',
  'notifications.event.mentoringEnded': 'You no longer mentor {team}',
  'notifications.event.meetingScheduled': 'New meeting for {team}: {title}',
  'notifications.event.meetingRescheduled': 'Meeting moved: {title}',
  'notifications.event.meetingUpdated': 'Meeting changed: {title}',
  'notifications.event.meetingCancelled': 'Meeting cancelled: {title}',
  'notifications.event.meetingReminder': 'Meeting in {minutes} minutes: {title}',
  'notifications.event.feedbackGiven': 'New mentor feedback on {title}',
  'notifications.event.contentHidden':
    "Your {type, select, challenge {challenge} team {team} project {project} resource {resource} other {comment}} “{title}” was hidden by the programme's staff: {reason}",
  'notifications.event.contentHiddenNoReason':
    "Your {type, select, challenge {challenge} team {team} project {project} resource {resource} other {comment}} “{title}” was hidden by the programme's staff",
  'notifications.event.contentRestored':
    'Your {type, select, challenge {challenge} team {team} project {project} resource {resource} other {comment}} “{title}” can be seen again',
  'notifications.event.reportHidden':
    "We looked at your report: the programme's staff hid the {type, select, challenge {challenge} team {team} project {project} resource {resource} comment {comment} other {item}}",
  'notifications.event.reportSuspended':
    "We looked at your report: the programme's staff suspended the person",
  'notifications.event.reportDismissed': 'We looked at your report and left it as it is',
  // Programmes (docs/product.md §16) and the daily digest of new challenges
  'notifications.event.programmeAnnouncement': 'New announcement in {programme}: {title}',
  'notifications.event.deadlineReminder':
    'The submission deadline of {programme} is {days, plural, =0 {today} one {tomorrow} other {in # days}}',
  'notifications.event.deadlineAt': 'Submit by {when}',
  'notifications.event.resultsPublished': 'The results of {programme} are published: you received a badge',
  'notifications.event.resultsPublishedHint': 'Download it as a credential in Settings',
  'notifications.event.challengeDigest':
    '{count, plural, one {A new challenge was published} other {# new challenges were published}}',
  'notifications.event.challengeDigestMore': '{titles} and {more} more',
} as const;

export type NotificationsMessageId = keyof typeof notificationsEn;

export const notificationsDe: Record<NotificationsMessageId, string> = {
  'notifications.event.memberJoined': '{name} ist deinem Team {team} beigetreten',
  'notifications.event.memberJoinedSomeone': 'Jemand ist deinem Team {team} beigetreten',
  'notifications.event.invited': 'Du wurdest zu {team} eingeladen',
  'notifications.event.liked': 'Jemandem gefällt {title}',
  'notifications.event.achievement': 'Du hast das Abzeichen {badge} erhalten',
  'notifications.event.challengePublished': 'Neue Challenge veröffentlicht: {title}',
  'notifications.event.memberLeft': '{name} hat dein Team {team} verlassen',
  'notifications.event.memberLeftSomeone': 'Jemand hat dein Team {team} verlassen',
  'notifications.event.removed': 'Du wurdest aus dem Team {team} entfernt',
  'notifications.event.leadTransferred': 'Du leitest jetzt das Team {team}',
  'notifications.event.invitationAccepted': 'Deine Einladung zu {team} wurde angenommen',
  'notifications.event.invitationDeclined': 'Deine Einladung zu {team} wurde abgelehnt',
  'notifications.event.invitationWithdrawn': 'Deine Einladung zu {team} wurde zurückgezogen',
  'notifications.event.commented': 'Neuer Kommentar zu {title}',
  'notifications.event.commentedBy': 'Neuer Kommentar von {name} zu {title}',
  'notifications.event.mentoringRequested': '{team} möchte von dir betreut werden',
  'notifications.event.mentoringAccepted': '{name} hat eure Mentoring-Anfrage für {team} angenommen',
  'notifications.event.mentoringAcceptedSomeone': 'Eure Mentoring-Anfrage für {team} wurde angenommen',
  'notifications.event.mentoringDeclined': '{name} hat eure Mentoring-Anfrage für {team} abgelehnt',
  'notifications.event.mentoringDeclinedSomeone': 'Eure Mentoring-Anfrage für {team} wurde abgelehnt',
  'notifications.event.mentoringEnded': 'Du betreust {team} nicht mehr',
  'notifications.event.meetingScheduled': 'Neues Meeting für {team}: {title}',
  'notifications.event.meetingRescheduled': 'Meeting verschoben: {title}',
  'notifications.event.meetingUpdated': 'Meeting geändert: {title}',
  'notifications.event.meetingCancelled': 'Meeting abgesagt: {title}',
  'notifications.event.meetingReminder': 'Meeting in {minutes} Minuten: {title}',
  'notifications.event.feedbackGiven': 'Neues Feedback eines Mentors zu {title}',
  'notifications.event.contentHidden':
    '{type, select, challenge {Deine Challenge} team {Dein Team} project {Dein Projekt} resource {Deine Ressource} other {Dein Kommentar}} „{title}“ wurde vom Team des Programms ausgeblendet: {reason}',
  'notifications.event.contentHiddenNoReason':
    '{type, select, challenge {Deine Challenge} team {Dein Team} project {Dein Projekt} resource {Deine Ressource} other {Dein Kommentar}} „{title}“ wurde vom Team des Programms ausgeblendet',
  'notifications.event.contentRestored':
    '{type, select, challenge {Deine Challenge} team {Dein Team} project {Dein Projekt} resource {Deine Ressource} other {Dein Kommentar}} „{title}“ ist wieder sichtbar',
  'notifications.event.reportHidden':
    'Wir haben uns deine Meldung angesehen: Das Team des Programms hat {type, select, challenge {die Challenge} team {das Team} project {das Projekt} resource {die Ressource} comment {den Kommentar} other {den Inhalt}} ausgeblendet',
  'notifications.event.reportSuspended':
    'Wir haben uns deine Meldung angesehen: Das Team des Programms hat die Person gesperrt',
  'notifications.event.reportDismissed': 'Wir haben uns deine Meldung angesehen und alles so gelassen',
  'notifications.event.programmeAnnouncement': 'Neue Ankündigung in {programme}: {title}',
  'notifications.event.deadlineReminder':
    'Die Abgabefrist von {programme} endet {days, plural, =0 {heute} one {morgen} other {in # Tagen}}',
  'notifications.event.deadlineAt': 'Abgabe bis {when}',
  'notifications.event.resultsPublished':
    'Die Ergebnisse von {programme} sind veröffentlicht: Du hast ein Abzeichen bekommen',
  'notifications.event.resultsPublishedHint': 'In den Einstellungen kannst du es als Nachweis herunterladen',
  'notifications.event.challengeDigest':
    '{count, plural, one {Eine neue Challenge wurde veröffentlicht} other {# neue Challenges wurden veröffentlicht}}',
  'notifications.event.challengeDigestMore': '{titles} und {more} weitere',
};

/** The notifications' texts in both languages, for i18n/WithMessages. */
export const notificationMessages: FeatureMessages = { en: notificationsEn, de: notificationsDe };
