import type { Locale } from '@creators/contracts';
import { brainstormMessages } from '../brainstorm/messages';
import { challengesDe, challengesEn } from '../challenges/messages';
import { invitationsDe, invitationsEn } from '../dashboard/invitationsMessages';
import { sideCardsDe, sideCardsEn } from '../dashboard/sideCardsMessages';
import { deSignedIn } from '../i18n/deSignedIn';
import { enSignedIn } from '../i18n/enSignedIn';
import { pageDe, pageEn } from '../i18n/pageMessages';
import { sharedDomainDe, sharedDomainEn } from '../i18n/sharedDomainMessages';
import { signedOutDe, signedOutEn } from '../layout/notifications/signedOutMessages';
import { resourcesDe, resourcesEn } from '../resources/messages';
import { showcaseDe, showcaseEn } from '../showcase/messages';
import { teamsDe, teamsEn } from '../teams/messages';
import { islaMessages } from '../isla/messages';
import { voiceMessages } from '../voice/messages';

type Catalogue = Record<Locale, Record<string, string>>;

/**
 * The message files of the challenges, teams, resources, showcase and dashboard screens. The pages of one
 * challenge, team, project or person, the discussion and the notifications (the bell's menu, the notifications page)
 * bring their own (i18n/WithMessages).
 */
export const domainMessages: Catalogue = {
  en: {
    ...sharedDomainEn,
    ...challengesEn,
    ...teamsEn,
    ...resourcesEn,
    ...showcaseEn,
    ...signedOutEn,
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
    ...signedOutDe,
    ...sideCardsDe,
    ...pageDe,
    ...invitationsDe,
  },
};

/**
 * What the signed-in screens add to the app's catalogue (SignedInApp), loaded with them: features own their texts.
 * The app assembles them here, so that i18n/ depends on no feature. The contracts' validation and server messages
 * follow right after the first paint (i18n/WithValidationMessagesSoon).
 */
export const signedInMessages: Catalogue = {
  en: {
    ...enSignedIn,
    ...brainstormMessages.en,
    ...voiceMessages.en,
    ...islaMessages.en,
    ...domainMessages.en,
  },
  de: {
    ...deSignedIn,
    ...brainstormMessages.de,
    ...voiceMessages.de,
    ...islaMessages.de,
    ...domainMessages.de,
  },
};
