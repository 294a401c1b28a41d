import type { Locale } from './locale.js';

/**
 * Every user-facing message that can come from validation or from a server, in English and German.
 * Zod schemas carry the key as their message; servers and the front end translate it with `translate`.
 * product.md §5 and §8 give the English wording, which is kept verbatim.
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
    'validation.mentorBio.min':
      'Please provide detailed information about your background (at least 20 characters)',
    'validation.bio.max': 'Bio must be at most 2000 characters',
    'validation.yearsExperience.min': 'Please specify your years of experience',
    'validation.currentRole.min': 'Please specify your current role',
    'validation.text.max': 'This text is too long',
    'validation.studentSkills.min': 'Skills required: Please select at least one skill or area of interest.',
    'validation.mentorSkills.min':
      'Skills required: Please select at least 2 skills to mentor others effectively.',
    'validation.list.item': 'Each entry must be between 1 and 50 characters',
    'validation.list.max': 'At most 30 entries are allowed',
    'validation.required': 'This field is required',
    'validation.unknownField': 'This field is not accepted',
    'validation.invalid': 'This value is not valid',
    'validation.edit.version':
      'Please send expectedUpdatedAt: the updatedAt of the version you edited (an ISO date and time)',
    'error.edit.stale':
      'Someone changed this since you opened it. Reload to see the latest version, then make your change again.',
    'validation.text.nullCharacter': 'Please remove the null character (U+0000) from this text',
    'validation.text.brokenCharacter':
      'This text holds a broken character (a lone UTF-16 surrogate): please type it again',
    'error.auth.invalidCredentials': 'Invalid email or password',
    'error.auth.emailTaken': 'An account with this email already exists. Please sign in instead.',
    'error.auth.rateLimited': 'Too many attempts. Please wait a minute and try again.',
    'error.auth.accountDelayed':
      'Too many failed sign-ins for this email address. Please wait a moment before you try again.',
    'error.auth.unauthorized': 'Unauthorized',
    'error.request.invalid': 'The request is not valid',
    'error.request.tooLarge': 'The request body is too large',
    'error.request.headersTooLarge': 'The address or headers of this request are too long',
    'error.request.bodyTooDeep': 'The request body nests too deeply: at most 32 levels of objects and lists',
    'error.request.notAcceptable':
      'This request must accept a JSON answer: send Accept: application/json, or no Accept header',
    'error.request.crossSite':
      'This request came from another website and was refused. Please use the platform itself.',
    'error.request.notFound': 'Not found',
    'error.internal': 'Something went wrong on our side. Please try again.',
    'validation.url.invalid': 'Please enter a valid link starting with http:// or https://',
    'validation.id.invalid': 'This id is not valid',
    'validation.page.first': 'The page size must be a whole number from 1 to 100',
    'validation.page.cursor':
      'This cursor is not valid: use the one from the previous page, or leave it out for the first page',
    'validation.page.search': 'The search text must be at most 100 characters',
    'validation.challenge.categoryFilter':
      'Unknown category: use technology, sustainability, education, community or health',
    'validation.team.statusFilter': 'Unknown status: use forming, active or completed',
    'validation.tags.max': 'At most 10 tags are allowed',
    'validation.difficulty.invalid': 'Please choose a difficulty: Beginner, Intermediate or Advanced',
    'validation.status.invalid': 'This status cannot be set here',
    'validation.challenge.title': 'Title must be between 3 and 120 characters',
    'validation.challenge.description': 'Please describe the problem in at least 10 characters',
    'validation.challenge.category': 'Please choose a category',
    'validation.team.name': 'Team name must be between 2 and 80 characters',
    'validation.team.maxMembers': 'A team has between 2 and 6 members',
    'validation.resource.title': 'Title must be between 2 and 120 characters',
    'validation.resource.type': 'Please choose a type: video, article, book, course or tool',
    'validation.project.title': 'Title must be between 2 and 120 characters',
    'validation.project.description': 'Please describe the project in at least 10 characters',
    'validation.project.team': 'Please choose one of your teams',
    'validation.project.topicFilter':
      'Unknown topic: use sustainability, education, health, technology or community',
    'validation.project.sortFilter': 'Unknown sort: use recent or popular',
    'validation.project.featuredFirst': 'The number of featured projects must be a whole number from 1 to 10',
    'validation.resource.typeFilter': 'Unknown type: use video, article, book, course or tool',
    'validation.resource.levelFilter': 'Unknown level: use beginner, intermediate or advanced',
    'error.team.notForming': 'This team is no longer looking for members',
    'error.team.full': 'This team is already full',
    'error.team.alreadyMember': 'You are already a member of this team',
    'error.team.notFound': 'This team does not exist',
    'error.team.notMember': 'You can only do this for a team you belong to',
    'error.team.notLeader': 'Only the team leader can invite members',
    'error.team.inviteSelf': 'You cannot invite yourself',
    'error.team.alreadyInvited': 'This person has already been invited to the team',
    'error.team.inviteeAlreadyMember': 'This person is already a member of the team',
    'error.team.notLeaderEdit': 'Only the team leader can change the team',
    'error.team.sizeBelowMembers':
      'The team already has more members than that. Choose a size of at least its member count.',
    'error.team.noOpenSeats':
      'The team has no open seats, so it cannot look for members. Make it bigger first, or wait until someone leaves.',
    'error.team.removedRecently':
      'You were removed from this team less than 24 hours ago. You can join again later, or when the leader invites you.',
    'error.team.invitationExpired': 'This invitation has expired. Ask the team leader to invite you again.',
    'error.team.invitationAnswered': 'This invitation has already been answered or withdrawn',
    'error.team.invitationNotFound': 'This invitation does not exist',
    'error.team.notInvited': 'Only the invited person can answer this invitation',
    'error.team.leaderCannotRemoveSelf':
      'You cannot remove yourself. To go, hand the lead to another member or leave the team.',
    'error.team.memberNotFound': 'This person is not a member of the team',
    'error.team.notLeaderManage': 'Only the team leader can do this',
    'error.challenge.closed': 'This challenge is closed and takes no new teams',
    'error.user.notFound': 'This user does not exist',
    'error.challenge.notFound': 'This challenge does not exist',
    'error.challenge.notAuthor': 'Only the author of this challenge can change it',
    'error.project.notFound': 'This project does not exist',
    'error.project.notAuthor': 'Only the person who showcased this project can change or remove it',
    'validation.comment.body': 'Please write a comment of at most 2000 characters',
    'error.comment.notFound': 'This comment does not exist',
    'error.comment.notAuthor': 'Only the person who wrote this comment can change or delete it',
    'error.comment.editWindow': 'Comments can be edited for 15 minutes after writing them',
    'error.comment.replyDepth': 'Replies are one level deep: please reply to the comment itself',
    'error.comment.subjectClosed': 'This discussion is closed and takes no new comments',
    'error.resource.notFound': 'This resource does not exist',
    'error.resource.notAuthor': 'Only the person who added this resource can change or remove it',
    'error.service.unavailable':
      'This part of the platform is not available right now. Please try again in a moment.',
    'error.ai.unavailable': 'Isla cannot answer right now. Please try again in a moment.',
    'error.speech.unavailable': 'Isla cannot speak right now.',
    'error.isla.rateLimited': 'You are sending Isla a lot at once. Please wait a moment and try again.',
    'error.isla.busy': 'Isla has a lot to do right now. Please try again in a moment.',
    'error.create.rateLimited': 'You have created a lot in a short time. Please wait a while and try again.',
    'error.profile.mentorRequirements':
      'A mentor profile needs what mentor registration asks for: years of experience, a current role, a bio of at least 20 characters, at least 2 skills and intermediate or advanced experience.',
    'error.request.tooManyAliases':
      'This request uses too many aliases. Please split it into smaller requests.',
    'error.request.tooDeep': 'This request is nested too deeply. Please ask for fewer levels at once.',
    'error.request.tooCostly':
      'This request asks for too much at once. Please ask for fewer items or fields.',
    'error.request.tooManyDirectives': 'This request uses too many directives. Please remove some.',
    'error.request.invalidVariables':
      'A value sent with this request is missing or has the wrong type. Please check the request.',
    'validation.isla.prompt': 'Please write a message for Isla',
    'validation.isla.phase': 'Unknown brainstorm phase',
    'validation.isla.speech': 'There is no text to speak',
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
    'validation.studentSkills.min':
      'Fähigkeiten erforderlich: Bitte wähle mindestens eine Fähigkeit oder ein Interessengebiet.',
    'validation.mentorSkills.min':
      'Fähigkeiten erforderlich: Bitte wähle mindestens 2 Fähigkeiten, um andere wirksam zu betreuen.',
    'validation.list.item': 'Jeder Eintrag muss zwischen 1 und 50 Zeichen lang sein',
    'validation.list.max': 'Höchstens 30 Einträge sind erlaubt',
    'validation.required': 'Dieses Feld ist erforderlich',
    'validation.unknownField': 'Dieses Feld wird nicht akzeptiert',
    'validation.invalid': 'Dieser Wert ist ungültig',
    'validation.edit.version':
      'Bitte sende expectedUpdatedAt: das updatedAt der Fassung, die du bearbeitet hast (Datum und Uhrzeit im ISO-Format)',
    'error.edit.stale':
      'Jemand hat das geändert, seit du es geöffnet hast. Lade neu, um die aktuelle Fassung zu sehen, und ändere es dann noch einmal.',
    'validation.text.nullCharacter': 'Bitte entferne das Nullzeichen (U+0000) aus diesem Text',
    'validation.text.brokenCharacter':
      'Dieser Text enthält ein defektes Zeichen (ein einzelnes UTF-16-Surrogat): bitte gib ihn erneut ein',
    'error.auth.invalidCredentials': 'E-Mail oder Passwort ist falsch',
    'error.auth.emailTaken': 'Mit dieser E-Mail gibt es bereits ein Konto. Bitte melde dich stattdessen an.',
    'error.auth.rateLimited': 'Zu viele Versuche. Bitte warte eine Minute und versuche es erneut.',
    'error.auth.accountDelayed':
      'Zu viele fehlgeschlagene Anmeldungen für diese E-Mail-Adresse. Bitte warte einen Moment, bevor du es erneut versuchst.',
    'error.auth.unauthorized': 'Nicht angemeldet',
    'error.request.invalid': 'Die Anfrage ist ungültig',
    'error.request.tooLarge': 'Der Anfrageinhalt ist zu groß',
    'error.request.headersTooLarge': 'Die Adresse oder die Kopfzeilen dieser Anfrage sind zu lang',
    'error.request.bodyTooDeep':
      'Der Anfrageinhalt ist zu tief verschachtelt: höchstens 32 Ebenen aus Objekten und Listen',
    'error.request.notAcceptable':
      'Diese Anfrage muss eine JSON-Antwort annehmen: sende Accept: application/json oder keinen Accept-Header',
    'error.request.crossSite':
      'Diese Anfrage kam von einer anderen Website und wurde abgelehnt. Bitte nutze die Plattform selbst.',
    'error.request.notFound': 'Nicht gefunden',
    'error.internal': 'Bei uns ist etwas schiefgelaufen. Bitte versuche es erneut.',
    'validation.url.invalid': 'Bitte gib einen gültigen Link ein, der mit http:// oder https:// beginnt',
    'validation.id.invalid': 'Diese ID ist ungültig',
    'validation.page.first': 'Die Seitengröße muss eine ganze Zahl von 1 bis 100 sein',
    'validation.page.cursor':
      'Dieser Cursor ist ungültig: Nimm den der vorigen Seite oder lass ihn für die erste Seite weg',
    'validation.page.search': 'Der Suchtext darf höchstens 100 Zeichen lang sein',
    'validation.challenge.categoryFilter':
      'Unbekannte Kategorie: Nimm technology, sustainability, education, community oder health',
    'validation.team.statusFilter': 'Unbekannter Status: Nimm forming, active oder completed',
    'validation.tags.max': 'Höchstens 10 Tags sind erlaubt',
    'validation.difficulty.invalid': 'Bitte wähle eine Schwierigkeit: Anfänger, Fortgeschritten oder Experte',
    'validation.status.invalid': 'Dieser Status kann hier nicht gesetzt werden',
    'validation.challenge.title': 'Der Titel muss zwischen 3 und 120 Zeichen lang sein',
    'validation.challenge.description': 'Bitte beschreibe das Problem mit mindestens 10 Zeichen',
    'validation.challenge.category': 'Bitte wähle eine Kategorie',
    'validation.team.name': 'Der Teamname muss zwischen 2 und 80 Zeichen lang sein',
    'validation.team.maxMembers': 'Ein Team hat zwischen 2 und 6 Mitglieder',
    'validation.resource.title': 'Der Titel muss zwischen 2 und 120 Zeichen lang sein',
    'validation.resource.type': 'Bitte wähle einen Typ: Video, Artikel, Buch, Kurs oder Tool',
    'validation.project.title': 'Der Titel muss zwischen 2 und 120 Zeichen lang sein',
    'validation.project.description': 'Bitte beschreibe das Projekt mit mindestens 10 Zeichen',
    'validation.project.team': 'Bitte wähle eines deiner Teams',
    'validation.project.topicFilter':
      'Unbekanntes Thema: Nimm sustainability, education, health, technology oder community',
    'validation.project.sortFilter': 'Unbekannte Sortierung: Nimm recent oder popular',
    'validation.project.featuredFirst':
      'Die Zahl der hervorgehobenen Projekte muss eine ganze Zahl von 1 bis 10 sein',
    'validation.resource.typeFilter': 'Unbekannter Typ: Nimm video, article, book, course oder tool',
    'validation.resource.levelFilter': 'Unbekanntes Niveau: Nimm beginner, intermediate oder advanced',
    'error.team.notForming': 'Dieses Team sucht keine Mitglieder mehr',
    'error.team.full': 'Dieses Team ist bereits voll',
    'error.team.alreadyMember': 'Du bist bereits Mitglied dieses Teams',
    'error.team.notFound': 'Dieses Team gibt es nicht',
    'error.team.notMember': 'Das geht nur für ein Team, zu dem du gehörst',
    'error.team.notLeader': 'Nur die Teamleitung kann Mitglieder einladen',
    'error.team.inviteSelf': 'Du kannst dich nicht selbst einladen',
    'error.team.alreadyInvited': 'Diese Person wurde bereits in das Team eingeladen',
    'error.team.inviteeAlreadyMember': 'Diese Person ist bereits Mitglied des Teams',
    'error.team.notLeaderEdit': 'Nur die Teamleitung kann das Team ändern',
    'error.team.sizeBelowMembers':
      'Das Team hat schon mehr Mitglieder. Wähle eine Größe, die mindestens der Zahl der Mitglieder entspricht.',
    'error.team.noOpenSeats':
      'Das Team hat keine freien Plätze und kann daher keine Mitglieder suchen. Vergrößere es zuerst oder warte, bis jemand geht.',
    'error.team.removedRecently':
      'Du wurdest vor weniger als 24 Stunden aus diesem Team entfernt. Du kannst später wieder beitreten oder sobald dich die Teamleitung einlädt.',
    'error.team.invitationExpired':
      'Diese Einladung ist abgelaufen. Bitte die Teamleitung, dich noch einmal einzuladen.',
    'error.team.invitationAnswered': 'Diese Einladung wurde bereits beantwortet oder zurückgezogen',
    'error.team.invitationNotFound': 'Diese Einladung gibt es nicht',
    'error.team.notInvited': 'Nur die eingeladene Person kann diese Einladung beantworten',
    'error.team.leaderCannotRemoveSelf':
      'Du kannst dich nicht selbst entfernen. Übergib die Leitung an ein anderes Mitglied oder verlasse das Team.',
    'error.team.memberNotFound': 'Diese Person ist kein Mitglied des Teams',
    'error.team.notLeaderManage': 'Das kann nur die Teamleitung',
    'error.challenge.closed': 'Diese Challenge ist geschlossen und nimmt keine neuen Teams mehr auf',
    'error.user.notFound': 'Diese Person gibt es nicht',
    'error.challenge.notFound': 'Diese Challenge gibt es nicht',
    'error.challenge.notAuthor': 'Nur die Person, die diese Challenge erstellt hat, kann sie ändern',
    'error.project.notFound': 'Dieses Projekt gibt es nicht',
    'error.project.notAuthor':
      'Nur die Person, die dieses Projekt vorgestellt hat, kann es ändern oder entfernen',
    'validation.comment.body': 'Bitte schreib einen Kommentar mit höchstens 2000 Zeichen',
    'error.comment.notFound': 'Diesen Kommentar gibt es nicht',
    'error.comment.notAuthor':
      'Nur die Person, die diesen Kommentar geschrieben hat, kann ihn ändern oder löschen',
    'error.comment.editWindow': 'Kommentare können bis 15 Minuten nach dem Schreiben bearbeitet werden',
    'error.comment.replyDepth':
      'Antworten gehen nur eine Ebene tief: Bitte antworte auf den Kommentar selbst',
    'error.comment.subjectClosed':
      'Diese Diskussion ist geschlossen und nimmt keine neuen Kommentare mehr auf',
    'error.resource.notFound': 'Diese Ressource gibt es nicht',
    'error.resource.notAuthor':
      'Nur die Person, die diese Ressource hinzugefügt hat, kann sie ändern oder entfernen',
    'error.service.unavailable':
      'Dieser Teil der Plattform ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
    'error.ai.unavailable': 'Isla kann gerade nicht antworten. Bitte versuche es gleich noch einmal.',
    'error.speech.unavailable': 'Isla kann gerade nicht sprechen.',
    'error.isla.rateLimited':
      'Du schickst Isla gerade sehr viel auf einmal. Bitte warte kurz und versuche es erneut.',
    'error.isla.busy': 'Isla hat gerade viel zu tun. Bitte versuche es gleich noch einmal.',
    'error.create.rateLimited':
      'Du hast in kurzer Zeit sehr viel erstellt. Bitte warte eine Weile und versuche es dann erneut.',
    'error.profile.mentorRequirements':
      'Ein Mentor-Profil braucht, was die Mentor-Registrierung verlangt: Berufserfahrung in Jahren, eine aktuelle Rolle, eine Beschreibung mit mindestens 20 Zeichen, mindestens 2 Fähigkeiten und mittlere oder fortgeschrittene Erfahrung.',
    'error.request.tooManyAliases':
      'Diese Anfrage enthält zu viele Aliase. Bitte teile sie in kleinere Anfragen auf.',
    'error.request.tooDeep':
      'Diese Anfrage ist zu tief verschachtelt. Bitte frage weniger Ebenen auf einmal ab.',
    'error.request.tooCostly':
      'Diese Anfrage verlangt zu viel auf einmal. Bitte frage weniger Einträge oder Felder ab.',
    'error.request.tooManyDirectives': 'Diese Anfrage enthält zu viele Direktiven. Bitte entferne einige.',
    'error.request.invalidVariables':
      'Ein mit dieser Anfrage gesendeter Wert fehlt oder hat den falschen Typ. Bitte prüfe die Anfrage.',
    'validation.isla.prompt': 'Bitte schreib eine Nachricht an Isla',
    'validation.isla.phase': 'Unbekannte Brainstorm-Phase',
    'validation.isla.speech': 'Es gibt keinen Text zum Vorlesen',
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
