import type { RegistrationInput } from '@creators/contracts';

/** The columns a registration writes; optional mentor fields only when given. */
export function registrationData(input: RegistrationInput, passwordHash: string) {
  return {
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    passwordHash,
    role: input.role,
    experience: input.experience,
    bio: input.bio,
    skills: input.skills,
    interests: input.interests,
    yearsExperience: input.role === 'mentor' ? input.yearsExperience : null,
    currentRole: input.role === 'mentor' ? input.currentRole : null,
    company: input.role === 'mentor' ? input.company || null : null,
  };
}
