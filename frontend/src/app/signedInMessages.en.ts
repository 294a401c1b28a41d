import { brainstormEn } from '../brainstorm/messages.en';
import { challengesEn } from '../challenges/messages.en';
import { sideCardsEn } from '../dashboard/sideCardsMessages.en';
import { enSignedIn } from '../i18n/enSignedIn';
import { pageEn } from '../i18n/pageMessages.en';
import { sharedDomainEn } from '../i18n/sharedDomainMessages.en';
import { inviteEn } from '../invitations/messages.en';
import { islaEn } from '../isla/messages.en';
import { inboxEn } from '../layout/notifications/inboxMessages.en';
import { signedOutEn } from '../layout/notifications/signedOutMessages.en';
import { resourcesEn } from '../resources/messages.en';
import { showcaseEn } from '../showcase/messages.en';
import { teamsEn } from '../teams/messages.en';
import { voiceEn } from '../voice/messages.en';

/** The English of the challenges, teams, resources, showcase and dashboard screens (./signedInMessages). */
export const domainEn: Record<string, string> = {
  ...sharedDomainEn,
  ...challengesEn,
  ...teamsEn,
  ...resourcesEn,
  ...showcaseEn,
  ...signedOutEn,
  ...sideCardsEn,
  ...pageEn,
  ...inviteEn,
  ...inboxEn,
};

/** What the signed-in screens add to the app's catalogue in English (./signedInMessages). */
export const signedInEn: Record<string, string> = {
  ...enSignedIn,
  ...brainstormEn,
  ...voiceEn,
  ...islaEn,
  ...domainEn,
};
