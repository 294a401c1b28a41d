import type { Locale } from '@creators/contracts';
import { challengesDe, challengesEn } from '../challenges/messages';
import { sideCardsDe, sideCardsEn } from '../dashboard/sideCardsMessages';
import { notificationsDe, notificationsEn } from '../layout/notifications/messages';
import { resourcesDe, resourcesEn } from '../resources/messages';
import { showcaseDe, showcaseEn } from '../showcase/messages';
import { teamsDe, teamsEn } from '../teams/messages';
import { sharedDomainDe, sharedDomainEn } from './sharedDomainMessages';

/** The message files of the challenges, teams, resources, showcase, notification and dashboard side-card screens. */
export const domainMessages: Record<Locale, Record<string, string>> = {
  en: { ...sharedDomainEn, ...challengesEn, ...teamsEn, ...resourcesEn, ...showcaseEn, ...notificationsEn, ...sideCardsEn },
  de: { ...sharedDomainDe, ...challengesDe, ...teamsDe, ...resourcesDe, ...showcaseDe, ...notificationsDe, ...sideCardsDe },
};
