import { MODERATION_ACTIONS, type ReportItemType } from '@creators/contracts';
import type { FeatureMessages } from '../i18n/WithMessages';
import { useDomainT } from '../i18n/useDomainT';
import type { PageMessageId } from '../i18n/pageMessages';
import type { SharedDomainMessageId } from '../i18n/sharedDomainMessages';
import type { ModerationMessageId } from './messages';
import type { ReportMessageId } from './reportMessages';

/** The staff page /staff (docs/product.md §14), in English; loaded with the page (i18n/WithMessages). */
export const staffEn = {
  'staff.title': 'Staff',
  'staff.subtitle': 'Reports, mentors to verify, cohort codes, programmes and the log of what staff did.',
  'staff.sections': 'Staff sections',
  'staff.tab.reports': 'Reports',
  'staff.tab.mentors': 'Mentors to verify',
  'staff.tab.cohorts': 'Cohort codes',
  'staff.tab.programmes': 'Programmes',
  'staff.tab.log': 'Audit log',

  'staff.item.challenge': 'Challenge',
  'staff.item.team': 'Team',
  'staff.item.project': 'Project',
  'staff.item.resource': 'Resource',
  'staff.item.comment': 'Comment',
  'staff.item.person': 'Person',
  'staff.item.gone': 'This item no longer exists.',
  'staff.item.hidden': 'Hidden',
  'staff.item.deletedComment': 'Deleted comment',

  'staff.reports.hint': 'Open reports, newest first, one group per reported item.',
  'staff.reports.list': 'Reported items',
  'staff.reports.empty': 'No open reports.',
  'staff.reports.summary': '{count, plural, one {# report} other {# reports}}, the latest {date}',
  'staff.reports.ofItem': 'Reports of {title}',
  'staff.reports.someone': 'A deleted account',
  'staff.reports.line': '{name} · {reason} · {date}',
  'staff.reports.note': 'Note: {note}',

  'staff.author': 'Author',
  'staff.history': 'History of {name}',
  'staff.history.hidden': '{count, plural, =0 {No hidden items} one {# hidden item} other {# hidden items}}',
  'staff.history.suspensions':
    '{count, plural, =0 {no suspensions} one {# suspension} other {# suspensions}}',
  'staff.history.reports':
    '{count, plural, =0 {never reported} one {reported once} other {reported # times}}',
  'staff.history.suspendedUntil': 'Suspended until {date}',
  'staff.history.suspendedForGood': 'Suspended for good',
  'staff.history.reason': 'Reason: {reason}',
  'staff.history.recent': 'Recent actions about {name}',

  'staff.action.hide': 'Hide',
  'staff.action.restore': 'Restore',
  'staff.action.dismiss': 'Dismiss',
  'staff.action.suspend': 'Suspend {name}',
  'staff.action.lift': 'Lift suspension of {name}',
  'staff.action.forItem': '{action}: {title}',

  'staff.hide.title': 'Hide {title}',
  'staff.hide.subtitle':
    'It disappears for everyone except its author and staff. Its open reports are closed. The author sees your reason.',
  'staff.hide.reason': 'Reason, shown to the author',
  'staff.reason.hint': '5 to 500 characters',
  'staff.hide.submit': 'Hide',
  'staff.hide.submitting': 'Hiding...',
  'staff.hide.done': 'Hidden. The author can see why.',
  'staff.restore.done': 'Restored. Everyone can see it again.',

  'staff.dismiss.title': 'Dismiss the reports of {title}',
  'staff.dismiss.subtitle': 'The item stays as it is; its open reports are closed.',
  'staff.dismiss.reason': 'Reason (optional)',
  'staff.dismiss.submit': 'Dismiss',
  'staff.dismiss.submitting': 'Dismissing...',
  'staff.dismiss.done': '{count, plural, one {# report dismissed} other {# reports dismissed}}',

  'staff.suspend.title': 'Suspend {name}',
  'staff.suspend.subtitle':
    '{name} is signed out everywhere and cannot sign in until the suspension ends. They see your reason.',
  'staff.suspend.period': 'For how long?',
  'staff.suspend.day': '1 day',
  'staff.suspend.week': '7 days',
  'staff.suspend.month': '30 days',
  'staff.suspend.date': 'Until a date',
  'staff.suspend.forGood': 'For good',
  'staff.suspend.until': 'Suspended until',
  'staff.suspend.reason': 'Reason, shown to {name}',
  'staff.suspend.submit': 'Suspend',
  'staff.suspend.submitting': 'Suspending...',
  'staff.suspend.done': '{name} is suspended.',
  'staff.lift.done': 'The suspension of {name} was lifted.',

  'staff.mentors.hint':
    'Verified mentors are listed in the mentors directory and can accept mentoring requests.',
  'staff.mentors.list': 'Mentors to verify',
  'staff.mentors.empty': 'No mentor waits to be verified.',
  'staff.mentors.registered': 'Registered {date}',
  'staff.mentors.verify': 'Verify',
  'staff.mentors.verifyNamed': 'Verify {name}',
  'staff.mentors.done': '{name} is verified.',

  'staff.cohorts.hint':
    'Students who register with a cohort code count against the code, not against the limit per network.',
  'staff.cohorts.table': 'Cohort codes',
  'staff.cohorts.empty': 'No cohort codes yet.',
  'staff.cohorts.name': 'Name',
  'staff.cohorts.code': 'Code',
  'staff.cohorts.validUntil': 'Valid until',
  'staff.cohorts.uses': 'Uses',
  'staff.cohorts.usesOf': '{uses} of {max}',
  'staff.cohorts.expired': 'Expired',
  'staff.cohorts.new': 'New cohort code',
  'staff.cohorts.new.subtitle': 'The code is made up for you. Share the registration link with the cohort.',
  'staff.cohorts.maxUses': 'Maximum uses',
  'staff.cohorts.maxUsesHint': '1 to 1000',
  'staff.cohorts.create': 'Create code',
  'staff.cohorts.creating': 'Creating...',
  'staff.cohorts.created': 'Cohort code {code} created',
  'staff.cohorts.createFailed': 'The cohort code could not be created.',
  'staff.cohorts.link': 'Registration link for {name}',
  'staff.cohorts.copy': 'Copy link',
  'staff.cohorts.copied': 'Link copied',

  'staff.log.hint': 'What staff and organisers did, newest first. It cannot be changed.',
  'staff.log.list': 'Audit log',
  'staff.log.empty': 'Nothing has happened yet.',
  'staff.log.by': 'By',
  'staff.log.concerns': 'Concerns',
  'staff.log.action.hide': 'Hidden',
  'staff.log.action.restore': 'Restored',
  'staff.log.action.suspend': 'Suspended',
  'staff.log.action.lift': 'Suspension lifted',
  'staff.log.action.dismiss': 'Reports dismissed',
  'staff.log.action.verify_mentor': 'Mentor verified',
  'staff.log.action.unverify_mentor': 'Mentor verification withdrawn',
  'staff.log.action.create_cohort_code': 'Cohort code created',
  'staff.log.action.programme_created': 'Programme created',
  'staff.log.action.programme_updated': 'Programme edited',
  'staff.log.action.programme_organiser_added': 'Organiser named',
  'staff.log.action.programme_announcement': 'Announcement sent',
  'staff.log.action.programme_judge_added': 'Judge named',
  'staff.log.action.programme_judging_assigned': 'Projects assigned to judges',
  'staff.log.action.programme_results_published': 'Results published',
} as const;

export type StaffMessageId = keyof typeof staffEn;

export const staffDe: Record<StaffMessageId, string> = {
  'staff.title': 'Team des Programms',
  'staff.subtitle':
    'Meldungen, zu prüfende Mentoren, Kohortencodes, Programme und das Protokoll der Eingriffe.',
  'staff.sections': 'Bereiche für das Team des Programms',
  'staff.tab.reports': 'Meldungen',
  'staff.tab.mentors': 'Mentoren prüfen',
  'staff.tab.cohorts': 'Kohortencodes',
  'staff.tab.programmes': 'Programme',
  'staff.tab.log': 'Protokoll',

  'staff.item.challenge': 'Challenge',
  'staff.item.team': 'Team',
  'staff.item.project': 'Projekt',
  'staff.item.resource': 'Ressource',
  'staff.item.comment': 'Kommentar',
  'staff.item.person': 'Person',
  'staff.item.gone': 'Das gibt es nicht mehr.',
  'staff.item.hidden': 'Ausgeblendet',
  'staff.item.deletedComment': 'Gelöschter Kommentar',

  'staff.reports.hint': 'Offene Meldungen, die neuesten zuerst, eine Gruppe je gemeldetem Inhalt.',
  'staff.reports.list': 'Gemeldete Inhalte',
  'staff.reports.empty': 'Keine offenen Meldungen.',
  'staff.reports.summary': '{count, plural, one {# Meldung} other {# Meldungen}}, die letzte am {date}',
  'staff.reports.ofItem': 'Meldungen zu {title}',
  'staff.reports.someone': 'Ein gelöschtes Konto',
  'staff.reports.line': '{name} · {reason} · {date}',
  'staff.reports.note': 'Notiz: {note}',

  'staff.author': 'Verfasst von',
  'staff.history': 'Verlauf von {name}',
  'staff.history.hidden':
    '{count, plural, =0 {Keine ausgeblendeten Inhalte} one {# ausgeblendeter Inhalt} other {# ausgeblendete Inhalte}}',
  'staff.history.suspensions': '{count, plural, =0 {keine Sperren} one {# Sperre} other {# Sperren}}',
  'staff.history.reports': '{count, plural, =0 {nie gemeldet} one {einmal gemeldet} other {#-mal gemeldet}}',
  'staff.history.suspendedUntil': 'Gesperrt bis {date}',
  'staff.history.suspendedForGood': 'Dauerhaft gesperrt',
  'staff.history.reason': 'Grund: {reason}',
  'staff.history.recent': 'Letzte Eingriffe zu {name}',

  'staff.action.hide': 'Ausblenden',
  'staff.action.restore': 'Wiederherstellen',
  'staff.action.dismiss': 'Verwerfen',
  'staff.action.suspend': '{name} sperren',
  'staff.action.lift': 'Sperre von {name} aufheben',
  'staff.action.forItem': '{action}: {title}',

  'staff.hide.title': '{title} ausblenden',
  'staff.hide.subtitle':
    'Es verschwindet für alle außer den Verfassenden und dem Team des Programms. Die offenen Meldungen werden geschlossen. Die Verfassenden sehen deinen Grund.',
  'staff.hide.reason': 'Grund, den die Verfassenden sehen',
  'staff.reason.hint': '5 bis 500 Zeichen',
  'staff.hide.submit': 'Ausblenden',
  'staff.hide.submitting': 'Wird ausgeblendet...',
  'staff.hide.done': 'Ausgeblendet. Die Verfassenden sehen, warum.',
  'staff.restore.done': 'Wieder sichtbar für alle.',

  'staff.dismiss.title': 'Meldungen zu {title} verwerfen',
  'staff.dismiss.subtitle': 'Der Inhalt bleibt, wie er ist; die offenen Meldungen werden geschlossen.',
  'staff.dismiss.reason': 'Grund (optional)',
  'staff.dismiss.submit': 'Verwerfen',
  'staff.dismiss.submitting': 'Wird verworfen...',
  'staff.dismiss.done': '{count, plural, one {# Meldung verworfen} other {# Meldungen verworfen}}',

  'staff.suspend.title': '{name} sperren',
  'staff.suspend.subtitle':
    '{name} wird überall abgemeldet und kann sich bis zum Ende der Sperre nicht anmelden. Der Grund wird angezeigt.',
  'staff.suspend.period': 'Wie lange?',
  'staff.suspend.day': '1 Tag',
  'staff.suspend.week': '7 Tage',
  'staff.suspend.month': '30 Tage',
  'staff.suspend.date': 'Bis zu einem Datum',
  'staff.suspend.forGood': 'Dauerhaft',
  'staff.suspend.until': 'Gesperrt bis',
  'staff.suspend.reason': 'Grund, den {name} sieht',
  'staff.suspend.submit': 'Sperren',
  'staff.suspend.submitting': 'Wird gesperrt...',
  'staff.suspend.done': '{name} ist gesperrt.',
  'staff.lift.done': 'Die Sperre von {name} ist aufgehoben.',

  'staff.mentors.hint':
    'Geprüfte Mentoren stehen im Mentorenverzeichnis und können Mentoring-Anfragen annehmen.',
  'staff.mentors.list': 'Zu prüfende Mentoren',
  'staff.mentors.empty': 'Kein Mentor wartet auf die Prüfung.',
  'staff.mentors.registered': 'Registriert am {date}',
  'staff.mentors.verify': 'Bestätigen',
  'staff.mentors.verifyNamed': '{name} bestätigen',
  'staff.mentors.done': '{name} ist bestätigt.',

  'staff.cohorts.hint':
    'Wer sich mit einem Kohortencode registriert, zählt für den Code, nicht für die Grenze je Netzwerk.',
  'staff.cohorts.table': 'Kohortencodes',
  'staff.cohorts.empty': 'Noch keine Kohortencodes.',
  'staff.cohorts.name': 'Name',
  'staff.cohorts.code': 'Code',
  'staff.cohorts.validUntil': 'Gültig bis',
  'staff.cohorts.uses': 'Verwendet',
  'staff.cohorts.usesOf': '{uses} von {max}',
  'staff.cohorts.expired': 'Abgelaufen',
  'staff.cohorts.new': 'Neuer Kohortencode',
  'staff.cohorts.new.subtitle':
    'Der Code wird für dich erzeugt. Teile den Registrierungslink mit der Kohorte.',
  'staff.cohorts.maxUses': 'Höchstens so oft verwendbar',
  'staff.cohorts.maxUsesHint': '1 bis 1000',
  'staff.cohorts.create': 'Code erstellen',
  'staff.cohorts.creating': 'Wird erstellt...',
  'staff.cohorts.created': 'Kohortencode {code} erstellt',
  'staff.cohorts.createFailed': 'Der Kohortencode konnte nicht erstellt werden.',
  'staff.cohorts.link': 'Registrierungslink für {name}',
  'staff.cohorts.copy': 'Link kopieren',
  'staff.cohorts.copied': 'Link kopiert',

  'staff.log.hint':
    'Was das Team des Programms und die Organisatoren getan haben, das Neueste zuerst. Es lässt sich nicht ändern.',
  'staff.log.list': 'Protokoll',
  'staff.log.empty': 'Noch ist nichts geschehen.',
  'staff.log.by': 'Von',
  'staff.log.concerns': 'Betrifft',
  'staff.log.action.hide': 'Ausgeblendet',
  'staff.log.action.restore': 'Wieder sichtbar',
  'staff.log.action.suspend': 'Gesperrt',
  'staff.log.action.lift': 'Sperre aufgehoben',
  'staff.log.action.dismiss': 'Meldungen verworfen',
  'staff.log.action.verify_mentor': 'Mentor bestätigt',
  'staff.log.action.unverify_mentor': 'Mentor-Bestätigung zurückgenommen',
  'staff.log.action.create_cohort_code': 'Kohortencode erstellt',
  'staff.log.action.programme_created': 'Programm erstellt',
  'staff.log.action.programme_updated': 'Programm bearbeitet',
  'staff.log.action.programme_organiser_added': 'Organisator benannt',
  'staff.log.action.programme_announcement': 'Ankündigung gesendet',
  'staff.log.action.programme_judge_added': 'Jurymitglied benannt',
  'staff.log.action.programme_judging_assigned': 'Projekte der Jury zugeteilt',
  'staff.log.action.programme_results_published': 'Ergebnisse veröffentlicht',
};

/** Loaded with the staff page, not with the app's first page. */
export const staffMessages: FeatureMessages = { en: staffEn, de: staffDe };

export const useStaffT = () =>
  useDomainT<
    StaffMessageId | ReportMessageId | ModerationMessageId | PageMessageId | SharedDomainMessageId
  >();

export const itemTypeId = (itemType: ReportItemType): StaffMessageId => `staff.item.${itemType}`;

/** The log's name of an action; an action this client does not know yet is shown as the server names it. */
export const actionId = (action: string): StaffMessageId | null =>
  (MODERATION_ACTIONS as readonly string[]).includes(action)
    ? (`staff.log.action.${action}` as StaffMessageId)
    : null;
