import { MESSAGES, type Locale } from '@creators/contracts';
import { brainstormMessages } from '../brainstorm/messages';
import { challengesDe, challengesEn } from '../challenges/messages';
import { invitationsDe, invitationsEn } from '../dashboard/invitationsMessages';
import { sideCardsDe, sideCardsEn } from '../dashboard/sideCardsMessages';
import { deSignedIn } from '../i18n/deSignedIn';
import { enSignedIn } from '../i18n/enSignedIn';
import { pageDe, pageEn } from '../i18n/pageMessages';
import { sharedDomainDe, sharedDomainEn } from '../i18n/sharedDomainMessages';
import { notificationsDe, notificationsEn } from '../layout/notifications/messages';
import { resourcesDe, resourcesEn } from '../resources/messages';
import { showcaseDe, showcaseEn } from '../showcase/messages';
import { teamsDe, teamsEn } from '../teams/messages';
import { islaMessages } from '../isla/messages';
import { voiceMessages } from '../voice/messages';

type Catalogue = Record<Locale, Record<string, string>>;

/**
 * The message files of the challenges, teams, resources, showcase, notification and dashboard screens. The pages
 * of one challenge, team, project or person and the discussion bring their own (i18n/WithMessages).
 */
export const domainMessages: Catalogue = {
  en: {
    ...sharedDomainEn,
    ...challengesEn,
    ...teamsEn,
    ...resourcesEn,
    ...showcaseEn,
    ...notificationsEn,
    ...sideCardsEn,
    ...pageEn,
    ...invitationsEn,
  },
  de: {
    ...sharedDomainDe,
    ...challengesDe,
    ...teamsDe,
    ...resourcesDe,
    ...showcaseDe,
    ...notificationsDe,
    ...sideCardsDe,
    ...pageDe,
    ...invitationsDe,
  },
};

/**
 * What the signed-in screens add to the app's catalogue (SignedInApp), loaded with them: features own their texts,
 * with the contracts' validation and server messages. The app assembles them here, so that i18n/ depends on no feature.
 */
export const signedInMessages: Catalogue = {
  en: {
    ...MESSAGES.en,
    ...enSignedIn,
    ...brainstormMessages.en,
    ...voiceMessages.en,
    ...islaMessages.en,
    ...domainMessages.en,
  },
  de: {
    ...MESSAGES.de,
    ...deSignedIn,
    ...brainstormMessages.de,
    ...voiceMessages.de,
    ...islaMessages.de,
    ...domainMessages.de,
  },
};
