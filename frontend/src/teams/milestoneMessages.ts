import type { TeamMilestone } from '@creators/contracts';
import type { FeatureMessages } from '../i18n/WithMessages';
import { useDomainT } from '../i18n/useDomainT';

/**
 * A team's milestones (docs/product.md §16.3: TEAM_MILESTONES; progress is the share reached), in English: their
 * names and what is missing while one is not reached. Loaded with the screens that show them (./TeamMilestones).
 */
export const milestonesEn = {
  'milestones.title': 'Milestones',
  'milestones.share': '{done} of {total}',
  'milestones.summary': 'Milestones: {done} of {total}',
  'milestones.summaryOf': 'Milestones of {team}: {done} of {total}',
  'milestones.done': 'Done',
  'milestones.missing': 'Missing',
  'milestones.item.done': '{name}: done',
  'milestones.item.missing': '{name}: missing',
  'milestones.members': 'At least two members',
  'milestones.challenge': 'Challenge chosen',
  'milestones.mentorMeeting': 'First mentor meeting held',
  'milestones.project': 'Project created',
  'milestones.submitted': 'Project submitted',
  'milestones.members.missing': 'Missing: a second member joins the team',
  'milestones.challenge.missing': 'Missing: the team chooses a challenge',
  'milestones.mentorMeeting.missing': 'Missing: a meeting with a mentor is held',
  'milestones.project.missing': 'Missing: the team creates its project',
  'milestones.submitted.missing': 'Missing: the project is submitted',
} as const;

export type MilestonesMessageId = keyof typeof milestonesEn;

export const milestonesDe: Record<MilestonesMessageId, string> = {
  'milestones.title': 'Meilensteine',
  'milestones.share': '{done} von {total}',
  'milestones.summary': 'Meilensteine: {done} von {total}',
  'milestones.summaryOf': 'Meilensteine von {team}: {done} von {total}',
  'milestones.done': 'Erledigt',
  'milestones.missing': 'Fehlt',
  'milestones.item.done': '{name}: erledigt',
  'milestones.item.missing': '{name}: fehlt',
  'milestones.members': 'Mindestens zwei Mitglieder',
  'milestones.challenge': 'Challenge gewählt',
  'milestones.mentorMeeting': 'Erstes Mentoring-Treffen',
  'milestones.project': 'Projekt angelegt',
  'milestones.submitted': 'Projekt eingereicht',
  'milestones.members.missing': 'Fehlt: ein zweites Mitglied tritt dem Team bei',
  'milestones.challenge.missing': 'Fehlt: das Team wählt eine Challenge',
  'milestones.mentorMeeting.missing': 'Fehlt: ein Treffen mit einem Mentor findet statt',
  'milestones.project.missing': 'Fehlt: das Team legt sein Projekt an',
  'milestones.submitted.missing': 'Fehlt: das Projekt wird eingereicht',
};

export const milestoneMessages: FeatureMessages = { en: milestonesEn, de: milestonesDe };

export const useMilestonesT = () => useDomainT<MilestonesMessageId>();

/** The milestones this client names; any other key (a newer server's) is shown as the server names it. */
const KNOWN: Record<TeamMilestone, true> = {
  members: true,
  challenge: true,
  mentorMeeting: true,
  project: true,
  submitted: true,
};

export const knownMilestone = (key: string): key is TeamMilestone => Object.hasOwn(KNOWN, key);
