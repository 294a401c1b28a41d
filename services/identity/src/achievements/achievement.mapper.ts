import type { Achievement as AchievementRow } from '../generated/prisma/client.js';
import { AchievementType } from './achievement.types.js';

/** The one place a catalogue row (and when the user earned it) becomes the GraphQL `Achievement`. */
export function toAchievementType(row: AchievementRow, earnedAt: Date | null = null): AchievementType {
  return Object.assign(new AchievementType(), {
    id: row.id,
    key: row.key,
    name: row.name,
    title: row.name,
    description: row.description,
    icon: row.icon,
    category: row.category,
    points: row.points,
    earnedAt,
  });
}
