import { brainstormDe } from '../brainstorm/messages.de';
import { challengesDe } from '../challenges/messages.de';
import { sideCardsDe } from '../dashboard/sideCardsMessages.de';
import { deSignedIn } from '../i18n/deSignedIn';
import { pageDe } from '../i18n/pageMessages.de';
import { sharedDomainDe } from '../i18n/sharedDomainMessages.de';
import { inviteDe } from '../invitations/messages.de';
import { islaDe } from '../isla/messages.de';
import { inboxDe } from '../layout/notifications/inboxMessages.de';
import { signedOutDe } from '../layout/notifications/signedOutMessages.de';
import { resourcesDe } from '../resources/messages.de';
import { showcaseDe } from '../showcase/messages.de';
import { teamsDe } from '../teams/messages.de';
import { voiceDe } from '../voice/messages.de';

/** The German of the challenges, teams, resources, showcase and dashboard screens (./signedInMessages). */
export const domainDe: Record<string, string> = {
  ...sharedDomainDe,
  ...challengesDe,
  ...teamsDe,
  ...resourcesDe,
  ...showcaseDe,
  ...signedOutDe,
  ...sideCardsDe,
  ...pageDe,
  ...inviteDe,
  ...inboxDe,
};

/** What the signed-in screens add to the app's catalogue in German (./signedInMessages). */
export const signedInDe: Record<string, string> = {
  ...deSignedIn,
  ...brainstormDe,
  ...voiceDe,
  ...islaDe,
  ...domainDe,
};
