import type { IntlShape } from 'react-intl';
import { CHALLENGE_CATEGORIES, DIFFICULTIES } from '@creators/contracts';

/** Known values are translated; anything else (data from a newer server) is shown as it is. */
export function difficultyLabel(intl: IntlShape, difficulty: string): string {
  return (DIFFICULTIES as readonly string[]).includes(difficulty)
    ? intl.formatMessage({ id: `shared.difficulty.${difficulty}` })
    : difficulty;
}

export function categoryLabel(intl: IntlShape, category: string): string {
  return (CHALLENGE_CATEGORIES as readonly string[]).includes(category)
    ? intl.formatMessage({ id: `shared.category.${category}` })
    : category;
}

/** A date as the user's locale writes it (e.g. 'Nov 22, 2026' / '22.11.2026'); nothing for an invalid one. */
export function formatDay(intl: IntlShape, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : intl.formatDate(date, { dateStyle: 'medium' });
}

export const DIFFICULTY_COLORS: Record<string, 'success' | 'warning' | 'error'> = {
  beginner: 'success',
  intermediate: 'warning',
  advanced: 'error',
};
