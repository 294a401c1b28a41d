import type { AvailabilityView } from './mentor-availability.js';
import { MentorAvailabilityType, MentorSlotType } from './mentor.types.js';

/** The one place an availability becomes the GraphQL `MentorAvailability`. */
export function toMentorAvailabilityType(view: AvailabilityView): MentorAvailabilityType {
  return Object.assign(new MentorAvailabilityType(), {
    slots: view.slots.map((slot) => Object.assign(new MentorSlotType(), slot)),
    timeZone: view.timeZone,
    maxTeams: view.maxTeams,
    notAvailableUntil: view.notAvailableUntil,
    languages: [...view.languages],
    updatedAt: view.updatedAt,
  });
}
