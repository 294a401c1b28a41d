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
    'validation.password.current': 'Your current password is not correct',
    'validation.password.currentRequired': 'Please enter your current password',
    'validation.password.same': 'Your new password must be different from your current one',
    'validation.password.common':
      'This password is one of the most common ones and easy to guess. Please choose another one.',
    'error.session.notFound': 'This session does not exist or has already ended',
    'error.session.current': 'This is the session you are using now. To end it, sign out.',
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
    'validation.chat.body': 'Please write a message of at most 2000 characters',
    'error.chat.forbidden': "Only the team's members and mentors can read and write in its chat",
    'error.chat.notFound': 'This message does not exist',
    'error.chat.notAuthor': 'Only the person who wrote this message can change or delete it',
    'error.chat.rateLimited': 'You are sending a lot of messages. Please wait a minute and try again.',
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
    'error.brainstorm.notFound': 'This brainstorm does not exist or has ended. Start a new one.',
    'error.brainstorm.turnInProgress':
      'Isla is still answering your last message. Please wait for her reply, then send the next one.',
    'error.create.rateLimited': 'You have created a lot in a short time. Please wait a while and try again.',
    'error.profile.mentorRequirements':
      'A mentor profile needs what mentor registration asks for: years of experience, a current role, a bio of at least 20 characters, at least 2 skills and intermediate or advanced experience.',
    'error.request.tooManyAliases':
      'This request uses too many aliases. Please split it into smaller requests.',
    'error.request.tooDeep': 'This request is nested too deeply. Please ask for fewer levels at once.',
    'error.request.tooCostly':
      'This request asks for too much at once. Please ask for fewer items or fields.',
    'error.request.tooManyDirectives': 'This request uses too many directives. Please remove some.',
    'error.request.repeatedFields':
      'This request asks for the same field too many times. Please ask for each field once.',
    'error.request.invalidVariables':
      'A value sent with this request is missing or has the wrong type. Please check the request.',
    'validation.isla.prompt': 'Please write a message for Isla',
    'validation.isla.phase': 'Unknown brainstorm phase',
    'validation.isla.speech': 'There is no text to speak',
    'validation.mentoring.slot':
      'Each time slot needs a weekday and a start before its end (HH:MM), at least 15 minutes long',
    'validation.mentoring.slotsMax': 'At most 21 time slots are allowed',
    'validation.mentoring.slotOverlap': 'Two time slots on the same day overlap: please join or move them',
    'validation.mentoring.timeZone': 'Please choose a time zone such as Europe/Berlin',
    'validation.mentoring.maxTeams': 'A mentor takes between 1 and 10 teams at a time',
    'validation.mentoring.notAvailableUntil': 'Please give a date (ISO format) or leave it empty',
    'validation.mentoring.language': 'Unknown language: use en or de',
    'validation.mentoring.message': 'Please tell the mentor what you need in 10 to 500 characters',
    'validation.mentoring.topics': "Please pick 1 to 5 topics from the mentor's expertise",
    'validation.meeting.title': 'A meeting title has 2 to 120 characters',
    'validation.meeting.time': 'Please give the meeting time as a date and time (ISO format)',
    'validation.meeting.duration': 'A meeting lasts between 15 and 240 minutes',
    'validation.feedback.notes': 'Please write feedback of 10 to 4000 characters',
    'validation.feedback.score': 'Each score is a whole number from 1 to 4',
    'error.mentoring.mentorsOnly': 'Only mentors can do this',
    'error.mentoring.notMentor': 'This person is not a mentor',
    'error.mentoring.paused': 'This mentor is not taking requests right now',
    'error.mentoring.topicNotExpertise': "Please pick topics from the mentor's expertise",
    'error.mentoring.alreadyRequested':
      'Your team has already asked this mentor and is waiting for an answer',
    'error.mentoring.alreadyMentor': 'This mentor already mentors your team',
    'error.mentoring.teamFull': 'A team has at most 2 mentors',
    'error.mentoring.mentorFull': 'This mentor already mentors as many teams as they take at a time',
    'error.mentoring.requestNotFound': 'This mentoring request does not exist',
    'error.mentoring.notAddressee': 'Only the mentor who was asked can answer this request',
    'error.mentoring.requestAnswered': 'This request has already been answered or withdrawn',
    'error.mentoring.requestExpired': 'This request has expired. The team can ask again.',
    'error.mentoring.notRequester': 'Only a member of the team that asked can withdraw this request',
    'error.mentoring.notTeamMentor': 'This mentor does not mentor the team',
    'error.meeting.notFound': 'This meeting does not exist',
    'error.meeting.notAttendee': "Only the team's members and mentors can see or change its meetings",
    'error.meeting.past': 'Please choose a time in the future (at most 180 days ahead)',
    'error.meeting.outsideSlots': "Please choose a time inside one of the mentor's free slots",
    'error.meeting.slotTaken': 'The mentor already has a meeting at this time. Please choose another slot.',
    'error.meeting.cancelled': 'This meeting was cancelled',
    'error.meeting.over': 'This meeting is over: only its notes can be changed',
    'error.feedback.notTeamMentor': "Only the team's mentors can give feedback on its project",
    // Staff and moderation (docs/product.md §14)
    'validation.report.itemType':
      'Please say what you report: a challenge, team, project, resource, comment or person',
    'validation.report.reason': 'Please choose a reason',
    'validation.report.note': 'A note has at most 500 characters',
    'validation.moderation.reason': 'Please give a reason of 5 to 500 characters',
    'validation.moderation.until': 'Please give an end date and time in the future, or choose for good',
    'validation.moderation.untilTooFar': 'A suspension ends at most a year ahead: choose for good for longer',
    'validation.moderation.itemType':
      'Please say what it is: a challenge, team, project, resource, comment or person',
    'error.staff.only': "Only the programme's staff can do this",
    'error.report.duplicate': 'You have already reported this. Staff will look at it.',
    'error.report.self': 'You cannot report yourself',
    'error.auth.suspended': 'Your account is suspended until {date}.',
    'error.auth.suspendedForGood': 'Your account is suspended.',
    'error.auth.suspensionReason': 'Reason: {reason}',
    'error.moderation.notSelf': 'You cannot suspend yourself',
    'error.moderation.staffTarget': 'Staff cannot be suspended: an operator manages staff accounts',
    'error.moderation.notFound': 'This person does not exist or has deleted their account',
    'validation.cohort.code': 'A cohort code has 4 to 32 letters, digits or dashes',
    'validation.cohort.name': 'A cohort name has 2 to 80 characters',
    'validation.cohort.validUntil': 'Please give a date in the future, at most a year ahead',
    'validation.cohort.maxUses': 'A cohort code is used at least once and at most 1000 times',
    // Verified mentors and cohort codes (docs/product.md §14)
    'validation.cohort.invalid': 'This cohort code is not valid or has been used up',
    'error.cohort.codeTaken': 'This cohort code exists already: please choose another',
    'error.rateLimit.wait':
      'Too many attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
    'error.mentoring.notVerified': 'Staff have not verified your mentor account yet',
    'error.mentoring.mentorNotVerified': 'Staff have not verified this mentor yet: they cannot take requests',
    // Mail and forgotten passwords (docs/product.md §13)
    'error.reset.invalid': 'This link has expired or was already used. Please ask for a new one.',
    'error.reset.rateLimited':
      'You asked for too many reset links. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
    'error.reset.unavailable':
      "Resetting a password by email is not available here. Please ask the programme's staff for help.",
    'notice.reset.sent':
      'If an account exists for this address, we sent a link to reset its password. It is valid for 30 minutes.',
    // Data export and erasure (docs/product.md §15)
    'error.export.rateLimited': 'You can download your data 5 times an hour. Please try again later.',
    'error.export.unavailable':
      'Your data could not be gathered because part of the platform is not answering right now. Nothing was downloaded: please try again in a few minutes.',
    'validation.erase.confirmation': 'Please type the e-mail address of your account to confirm',
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
    'validation.password.current': 'Dein aktuelles Passwort ist nicht korrekt',
    'validation.password.currentRequired': 'Bitte gib dein aktuelles Passwort ein',
    'validation.password.same': 'Dein neues Passwort muss sich von deinem aktuellen unterscheiden',
    'validation.password.common':
      'Dieses Passwort gehört zu den häufigsten und ist leicht zu erraten. Bitte wähle ein anderes.',
    'error.session.notFound': 'Diese Sitzung gibt es nicht oder sie wurde bereits beendet',
    'error.session.current': 'Das ist die Sitzung, die du gerade benutzt. Um sie zu beenden, melde dich ab.',
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
    'validation.difficulty.invalid':
      'Bitte wähle eine Schwierigkeit: Einsteiger, Fortgeschritten oder Experte',
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
    'validation.chat.body': 'Bitte schreib eine Nachricht mit höchstens 2000 Zeichen',
    'error.chat.forbidden':
      'Nur die Mitglieder und die Mentorinnen und Mentoren des Teams können in seinem Chat lesen und schreiben',
    'error.chat.notFound': 'Diese Nachricht gibt es nicht',
    'error.chat.notAuthor':
      'Nur die Person, die diese Nachricht geschrieben hat, kann sie ändern oder löschen',
    'error.chat.rateLimited':
      'Du schickst gerade sehr viele Nachrichten. Bitte warte eine Minute und versuch es noch einmal.',
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
    'error.brainstorm.notFound': 'Dieses Brainstorming gibt es nicht oder es ist beendet. Starte ein neues.',
    'error.brainstorm.turnInProgress':
      'Isla antwortet noch auf deine letzte Nachricht. Bitte warte ihre Antwort ab und schicke dann die nächste.',
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
    'error.request.repeatedFields':
      'Diese Anfrage fragt dasselbe Feld zu oft ab. Bitte frage jedes Feld nur einmal ab.',
    'error.request.invalidVariables':
      'Ein mit dieser Anfrage gesendeter Wert fehlt oder hat den falschen Typ. Bitte prüfe die Anfrage.',
    'validation.isla.prompt': 'Bitte schreib eine Nachricht an Isla',
    'validation.isla.phase': 'Unbekannte Brainstorm-Phase',
    'validation.isla.speech': 'Es gibt keinen Text zum Vorlesen',
    'validation.mentoring.slot':
      'Jedes Zeitfenster braucht einen Wochentag und einen Beginn vor dem Ende (HH:MM), mindestens 15 Minuten lang',
    'validation.mentoring.slotsMax': 'Höchstens 21 Zeitfenster sind erlaubt',
    'validation.mentoring.slotOverlap':
      'Zwei Zeitfenster am selben Tag überschneiden sich: Bitte füge sie zusammen oder verschiebe eines',
    'validation.mentoring.timeZone': 'Bitte wähle eine Zeitzone wie Europe/Berlin',
    'validation.mentoring.maxTeams': 'Ein Mentor betreut zwischen 1 und 10 Teams gleichzeitig',
    'validation.mentoring.notAvailableUntil': 'Bitte gib ein Datum an (ISO-Format) oder lass das Feld leer',
    'validation.mentoring.language': 'Unbekannte Sprache: Nimm en oder de',
    'validation.mentoring.message': 'Bitte schreib dem Mentor in 10 bis 500 Zeichen, was dein Team braucht',
    'validation.mentoring.topics': 'Bitte wähle 1 bis 5 Themen aus dem Fachgebiet des Mentors',
    'validation.meeting.title': 'Ein Treffen braucht einen Titel mit 2 bis 120 Zeichen',
    'validation.meeting.time': 'Bitte gib die Zeit des Treffens als Datum und Uhrzeit an (ISO-Format)',
    'validation.meeting.duration': 'Ein Treffen dauert zwischen 15 und 240 Minuten',
    'validation.feedback.notes': 'Bitte schreib ein Feedback mit 10 bis 4000 Zeichen',
    'validation.feedback.score': 'Jede Bewertung ist eine ganze Zahl von 1 bis 4',
    'error.mentoring.mentorsOnly': 'Das können nur Mentoren',
    'error.mentoring.notMentor': 'Diese Person ist kein Mentor',
    'error.mentoring.paused': 'Dieser Mentor nimmt gerade keine Anfragen an',
    'error.mentoring.topicNotExpertise': 'Bitte wähle Themen aus dem Fachgebiet des Mentors',
    'error.mentoring.alreadyRequested':
      'Dein Team hat diesen Mentor bereits gefragt und wartet auf eine Antwort',
    'error.mentoring.alreadyMentor': 'Dieser Mentor betreut dein Team bereits',
    'error.mentoring.teamFull': 'Ein Team hat höchstens 2 Mentoren',
    'error.mentoring.mentorFull': 'Dieser Mentor betreut bereits so viele Teams, wie er gleichzeitig annimmt',
    'error.mentoring.requestNotFound': 'Diese Mentoring-Anfrage gibt es nicht',
    'error.mentoring.notAddressee': 'Nur der angefragte Mentor kann diese Anfrage beantworten',
    'error.mentoring.requestAnswered': 'Diese Anfrage wurde bereits beantwortet oder zurückgezogen',
    'error.mentoring.requestExpired': 'Diese Anfrage ist abgelaufen. Das Team kann erneut fragen.',
    'error.mentoring.notRequester': 'Nur ein Mitglied des anfragenden Teams kann diese Anfrage zurückziehen',
    'error.mentoring.notTeamMentor': 'Dieser Mentor betreut das Team nicht',
    'error.meeting.notFound': 'Dieses Treffen gibt es nicht',
    'error.meeting.notAttendee':
      'Nur die Mitglieder und Mentoren des Teams können seine Treffen sehen oder ändern',
    'error.meeting.past': 'Bitte wähle eine Zeit in der Zukunft (höchstens 180 Tage voraus)',
    'error.meeting.outsideSlots': 'Bitte wähle eine Zeit in einem der freien Zeitfenster des Mentors',
    'error.meeting.slotTaken':
      'Der Mentor hat zu dieser Zeit schon ein Treffen. Bitte wähle ein anderes Zeitfenster.',
    'error.meeting.cancelled': 'Dieses Treffen wurde abgesagt',
    'error.meeting.over': 'Dieses Treffen ist vorbei: Nur die Notizen können noch geändert werden',
    'error.feedback.notTeamMentor': 'Nur die Mentoren des Teams können Feedback zu seinem Projekt geben',
    // Staff and moderation (docs/product.md §14)
    'validation.report.itemType':
      'Bitte gib an, was du meldest: eine Challenge, ein Team, ein Projekt, eine Ressource, einen Kommentar oder eine Person',
    'validation.report.reason': 'Bitte wähle einen Grund',
    'validation.report.note': 'Eine Notiz hat höchstens 500 Zeichen',
    'validation.moderation.reason': 'Bitte gib einen Grund mit 5 bis 500 Zeichen an',
    'validation.moderation.until': 'Bitte gib ein Ende in der Zukunft an oder wähle „dauerhaft“',
    'validation.moderation.untilTooFar':
      'Eine Sperre endet höchstens ein Jahr im Voraus: Wähle für länger „dauerhaft“',
    'validation.moderation.itemType':
      'Bitte gib an, was es ist: eine Challenge, ein Team, ein Projekt, eine Ressource, ein Kommentar oder eine Person',
    'error.staff.only': 'Nur das Team des Programms kann das tun',
    'error.report.duplicate': 'Du hast das schon gemeldet. Das Team des Programms sieht es sich an.',
    'error.report.self': 'Du kannst dich nicht selbst melden',
    'error.auth.suspended': 'Dein Konto ist bis {date} gesperrt.',
    'error.auth.suspendedForGood': 'Dein Konto ist gesperrt.',
    'error.auth.suspensionReason': 'Grund: {reason}',
    'error.moderation.notSelf': 'Du kannst dich nicht selbst sperren',
    'error.moderation.staffTarget':
      'Das Team des Programms kann nicht gesperrt werden: Diese Konten verwaltet der Betrieb',
    'error.moderation.notFound': 'Diese Person gibt es nicht oder sie hat ihr Konto gelöscht',
    'validation.cohort.code': 'Ein Kohortencode hat 4 bis 32 Buchstaben, Ziffern oder Bindestriche',
    'validation.cohort.name': 'Ein Kohortenname hat 2 bis 80 Zeichen',
    'validation.cohort.validUntil': 'Bitte gib ein Datum in der Zukunft an, höchstens ein Jahr voraus',
    'validation.cohort.maxUses': 'Ein Kohortencode wird mindestens einmal und höchstens 1000-mal verwendet',
    // Verified mentors and cohort codes (docs/product.md §14)
    'validation.cohort.invalid': 'Dieser Kohortencode ist ungültig oder schon aufgebraucht',
    'error.cohort.codeTaken': 'Diesen Kohortencode gibt es schon: Bitte wähle einen anderen',
    'error.rateLimit.wait':
      'Zu viele Versuche. Bitte versuche es in {minutes, plural, one {# Minute} other {# Minuten}} erneut.',
    'error.mentoring.notVerified': 'Das Team des Programms hat dein Mentorenkonto noch nicht verifiziert',
    'error.mentoring.mentorNotVerified':
      'Das Team des Programms hat diesen Mentor noch nicht verifiziert: Er kann noch keine Anfragen annehmen',
    // Mail and forgotten passwords (docs/product.md §13)
    'error.reset.invalid':
      'Dieser Link ist abgelaufen oder wurde schon verwendet. Bitte fordere einen neuen an.',
    'error.reset.rateLimited':
      'Du hast zu viele Links zum Zurücksetzen angefordert. Bitte versuche es in {minutes, plural, one {# Minute} other {# Minuten}} erneut.',
    'error.reset.unavailable':
      'Das Zurücksetzen des Passworts per E-Mail ist hier nicht verfügbar. Bitte wende dich an das Team des Programms.',
    'notice.reset.sent':
      'Falls es ein Konto mit dieser Adresse gibt, haben wir dir einen Link zum Zurücksetzen des Passworts geschickt. Er ist 30 Minuten gültig.',
    // Data export and erasure (docs/product.md §15)
    'error.export.rateLimited':
      'Du kannst deine Daten 5-mal pro Stunde herunterladen. Bitte versuche es später noch einmal.',
    'error.export.unavailable':
      'Deine Daten konnten nicht zusammengestellt werden, weil ein Teil der Plattform gerade nicht antwortet. Es wurde nichts heruntergeladen: Bitte versuche es in ein paar Minuten noch einmal.',
    'validation.erase.confirmation': 'Bitte gib zur Bestätigung die E-Mail-Adresse deines Kontos ein',
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
