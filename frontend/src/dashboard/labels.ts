import { EXPERIENCE_LEVELS, RESOURCE_TYPES, USER_ROLES } from '@creators/contracts';
import type { MessageId } from '../i18n/en';

type T = (id: MessageId) => string;

/** Known enum values are translated; anything else (data from a newer server) is shown as it is. */
export function roleLabel(t: T, role: string | null | undefined): string | null {
  if (!role) return null;
  return (USER_ROLES as readonly string[]).includes(role) ? t(`role.${role}` as MessageId) : role;
}

export function experienceLabel(t: T, experience: string | null | undefined): string | null {
  if (!experience) return null;
  return (EXPERIENCE_LEVELS as readonly string[]).includes(experience)
    ? t(`experience.${experience}` as MessageId)
    : experience;
}

export function resourceTypeLabel(t: T, type: string): string {
  return (RESOURCE_TYPES as readonly string[]).includes(type) ? t(`resourceType.${type}` as MessageId) : type;
}
