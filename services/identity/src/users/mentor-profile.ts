import { mentorRegistrationSchema } from '@creators/contracts';

/**
 * What a mentor's profile holds, however the role was chosen: mentor registration's own rules for experience, bio,
 * years of experience, current role and skills. A profile update that makes or keeps someone a mentor is checked
 * with it against the whole profile as it would be after the update (product.md §6).
 */
export const mentorProfileSchema = mentorRegistrationSchema.pick({
  experience: true,
  bio: true,
  yearsExperience: true,
  currentRole: true,
  skills: true,
});
