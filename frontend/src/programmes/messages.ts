import {
  ANNOUNCEMENT_AUDIENCES,
  PROGRAMME_PHASES,
  TEAM_MILESTONES,
  type AnnouncementAudience,
  type ProgrammePhase,
  type TeamMilestone,
} from '@creators/contracts';
import { lazyMessages } from '../i18n/lazyMessages';
import { useDomainT } from '../i18n/useDomainT';
import type { PageMessageId } from '../i18n/pageMessages';
import type { SharedDomainMessageId } from '../i18n/sharedDomainMessages';
import type { programmesEn } from './messages.en';

export type ProgrammesMessageId = keyof typeof programmesEn;

/** The programmes' texts, one module per language, loaded with the screens that show them (in the language shown). */
export const programmesMessages = lazyMessages({
  en: () => import('./messages.en').then((texts) => texts.programmesEn),
  de: () => import('./messages.de').then((texts) => texts.programmesDe),
});

export const useProgrammesT = () => useDomainT<ProgrammesMessageId | PageMessageId | SharedDomainMessageId>();

/** A phase's name; a phase this client does not know yet is shown as the server names it. */
export const phaseId = (phase: string): ProgrammesMessageId | null =>
  (PROGRAMME_PHASES as readonly string[]).includes(phase)
    ? `programmes.phase.${phase as ProgrammePhase}`
    : null;

export const milestoneId = (key: string): ProgrammesMessageId | null =>
  (TEAM_MILESTONES as readonly string[]).includes(key)
    ? `programmes.milestone.${key as TeamMilestone}`
    : null;

export const audienceId = (audience: string): ProgrammesMessageId | null =>
  (ANNOUNCEMENT_AUDIENCES as readonly string[]).includes(audience)
    ? `programmes.audience.${audience as AnnouncementAudience}`
    : null;

/** A known value's text, else the value itself. */
export function labelOf(
  t: ReturnType<typeof useProgrammesT>,
  id: ProgrammesMessageId | null,
  value: string,
  values?: Record<string, string | number>,
): string {
  return id ? t(id, values) : value;
}
