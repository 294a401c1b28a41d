import type { Locale } from './locale.js';

/**
 * Every user-facing message that can come from validation or from a server, in English and German.
 * Zod schemas carry the key as their message; servers and the front end translate it with `translate`.
 * SPEC 5 and SPEC 8 give the English wording, which is kept verbatim.
 */
export const MESSAGES = {
  en: {
    'validation.email.invalid': 'Please enter a valid email address',
    'validation.password.min': 'Password must be at least 6 characters',
    'validation.password.max': 'Password must be at most 128 characters',
    'validation.firstName.min': 'First name must be at least 2 characters',
    'validation.lastName.min': 'Last name must be at least 2 characters',
    'validation.name.max': 'Names must be at most 80 characters',
    'validation.confirmPassword.mismatch': "Passwords don't match",
    'validation.experience.invalid': 'Please choose an experience level',
    'validation.role.invalid': 'Please choose a role: Student, Mentor or Creator',
    'validation.studentBio.min': 'Please tell us a bit about yourself (at least 10 characters)',
    'validation.mentorBio.min': 'Please provide detailed information about your background (at least 20 characters)',
    'validation.bio.max': 'Bio must be at most 2000 characters',
    'validation.yearsExperience.min': 'Please specify your years of experience',
    'validation.currentRole.min': 'Please specify your current role',
    'validation.text.max': 'This text is too long',
    'validation.studentSkills.min': 'Skills required: Please select at least one skill or area of interest.',
    'validation.mentorSkills.min': 'Skills required: Please select at least 2 skills to mentor others effectively.',
    'validation.list.item': 'Each entry must be between 1 and 50 characters',
    'validation.list.max': 'At most 30 entries are allowed',
    'validation.required': 'This field is required',
    'validation.unknownField': 'This field is not accepted',
    'validation.invalid': 'This value is not valid',
    'error.auth.invalidCredentials': 'Invalid email or password',
    'error.auth.emailTaken': 'An account with this email already exists. Please sign in instead.',
    'error.auth.rateLimited': 'Too many attempts. Please wait a minute and try again.',
    'error.auth.unauthorized': 'Unauthorized',
    'error.request.invalid': 'The request is not valid',
    'error.request.tooLarge': 'The request body is too large',
    'error.request.notFound': 'Not found',
    'error.internal': 'Something went wrong on our side. Please try again.',
  },
  de: {
    'validation.email.invalid': 'Bitte gib eine gültige E-Mail-Adresse ein',
    'validation.password.min': 'Das Passwort muss mindestens 6 Zeichen lang sein',
    'validation.password.max': 'Das Passwort darf höchstens 128 Zeichen lang sein',
    'validation.firstName.min': 'Der Vorname muss mindestens 2 Zeichen lang sein',
    'validation.lastName.min': 'Der Nachname muss mindestens 2 Zeichen lang sein',
    'validation.name.max': 'Namen dürfen höchstens 80 Zeichen lang sein',
    'validation.confirmPassword.mismatch': 'Die Passwörter stimmen nicht überein',
    'validation.experience.invalid': 'Bitte wähle eine Erfahrungsstufe',
    'validation.role.invalid': 'Bitte wähle eine Rolle: Student, Mentor oder Creator',
    'validation.studentBio.min': 'Bitte erzähl uns etwas über dich (mindestens 10 Zeichen)',
    'validation.mentorBio.min': 'Bitte beschreibe deinen Hintergrund ausführlich (mindestens 20 Zeichen)',
    'validation.bio.max': 'Die Beschreibung darf höchstens 2000 Zeichen lang sein',
    'validation.yearsExperience.min': 'Bitte gib deine Berufserfahrung in Jahren an',
    'validation.currentRole.min': 'Bitte gib deine aktuelle Rolle an',
    'validation.text.max': 'Dieser Text ist zu lang',
    'validation.studentSkills.min': 'Fähigkeiten erforderlich: Bitte wähle mindestens eine Fähigkeit oder ein Interessengebiet.',
    'validation.mentorSkills.min': 'Fähigkeiten erforderlich: Bitte wähle mindestens 2 Fähigkeiten, um andere wirksam zu betreuen.',
    'validation.list.item': 'Jeder Eintrag muss zwischen 1 und 50 Zeichen lang sein',
    'validation.list.max': 'Höchstens 30 Einträge sind erlaubt',
    'validation.required': 'Dieses Feld ist erforderlich',
    'validation.unknownField': 'Dieses Feld wird nicht akzeptiert',
    'validation.invalid': 'Dieser Wert ist ungültig',
    'error.auth.invalidCredentials': 'E-Mail oder Passwort ist falsch',
    'error.auth.emailTaken': 'Mit dieser E-Mail gibt es bereits ein Konto. Bitte melde dich stattdessen an.',
    'error.auth.rateLimited': 'Zu viele Versuche. Bitte warte eine Minute und versuche es erneut.',
    'error.auth.unauthorized': 'Nicht angemeldet',
    'error.request.invalid': 'Die Anfrage ist ungültig',
    'error.request.tooLarge': 'Der Anfrageinhalt ist zu groß',
    'error.request.notFound': 'Nicht gefunden',
    'error.internal': 'Bei uns ist etwas schiefgelaufen. Bitte versuche es erneut.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type MessageKey = keyof (typeof MESSAGES)['en'];

export function isMessageKey(value: string): value is MessageKey {
  return value in MESSAGES.en;
}

/** Translates a message key; text that is not a key is returned unchanged. */
export function translate(keyOrText: string, locale: Locale): string {
  return isMessageKey(keyOrText) ? MESSAGES[locale][keyOrText] : keyOrText;
}
