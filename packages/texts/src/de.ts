import type { MessageKey } from '@creators/contracts';

/** Every message of ./en.ts in German (informal "du", as the front end's texts). */
export const de: Record<MessageKey, string> = {
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
  'validation.difficulty.invalid': 'Bitte wähle eine Schwierigkeit: Einsteiger, Fortgeschritten oder Experte',
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
  'error.chat.notAuthor': 'Nur die Person, die diese Nachricht geschrieben hat, kann sie ändern oder löschen',
  'error.chat.rateLimited':
    'Du schickst gerade sehr viele Nachrichten. Bitte warte eine Minute und versuch es noch einmal.',
  'error.comment.editWindow': 'Kommentare können bis 15 Minuten nach dem Schreiben bearbeitet werden',
  'error.comment.replyDepth': 'Antworten gehen nur eine Ebene tief: Bitte antworte auf den Kommentar selbst',
  'error.comment.subjectClosed': 'Diese Diskussion ist geschlossen und nimmt keine neuen Kommentare mehr auf',
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
    'Der Mentor hat zu dieser Zeit schon ein Treffen ({time}). Bitte wähle ein anderes Zeitfenster.',
  'error.meeting.overlap':
    'Das überschneidet sich mit dem Treffen „{title}“ am {time}. Bitte wähle eine andere Zeit.',
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
  // Programme (docs/product.md §16)
  'validation.programme.name': 'Ein Programmname hat 2 bis 120 Zeichen',
  'validation.programme.date': 'Bitte gib Datum und Uhrzeit an (ISO 8601, mit Zeitzonen-Abstand)',
  'validation.programme.phases':
    'Ein Programm hat die vier Phasen Erkennen, Zusammenarbeiten, Prototypen bauen und Präsentieren, jede einmal und in dieser Reihenfolge',
  'validation.programme.phaseEnd': 'Eine Phase muss nach ihrem Beginn enden',
  'validation.programme.phaseOverlap': 'Eine Phase darf nicht vor dem Ende der vorherigen beginnen',
  'validation.programme.deadline': 'Die Abgabefrist muss in der Phase „Prototypen bauen“ liegen',
  'validation.programme.judging': 'Die Bewertung muss nach der Abgabefrist enden',
  'validation.programme.results': 'Die Ergebnisse müssen nach dem Ende der Bewertung veröffentlicht werden',
  'validation.programme.code': 'Ein Programmcode hat 4 bis 32 Buchstaben, Ziffern oder Bindestriche',
  'validation.programme.filter': 'Bitte wähle einen der Filter: no-team, no-project, inactive oder mentors',
  'validation.announcement.title': 'Ein Ankündigungstitel hat 1 bis 120 Zeichen',
  'validation.announcement.body': 'Bitte schreib eine Ankündigung mit höchstens 2000 Zeichen',
  'validation.announcement.audience':
    'Bitte wähle, für wen die Ankündigung ist: alle, Studierende, Mentorinnen und Mentoren oder Teams ohne Projekt',
  'error.programme.notFound': 'Dieses Programm gibt es nicht',
  'error.programme.notOrganiser': 'Nur wer dieses Programm organisiert, kann das tun',
  'error.programme.codeInvalid': 'Dieser Programmcode ist nicht gültig',
  'error.programme.notMember': 'Du bist kein Mitglied dieses Programms',
  'error.programme.submissionsClosed':
    'Die Abgabe wurde am {date} geschlossen. Projekte dieses Programms können nicht mehr angelegt oder geändert werden.',
  // Judging, awards and votes (docs/product.md §17)
  'validation.judging.key':
    'Ein Schlüssel hat 2 bis 32 Kleinbuchstaben, Ziffern oder Bindestriche und beginnt mit einem Buchstaben',
  'validation.judging.name': 'Ein Name hat 1 bis 80 Zeichen',
  'validation.judging.judgesPerProject': 'Bitte wähle 1 bis 10 Jurymitglieder pro Projekt',
  'validation.judging.score': 'Bitte gib eine ganze Zahl von 1 bis 5 an',
  'validation.judging.criteria': 'Bitte bewerte jedes Kriterium des Bewertungsbogens',
  'validation.judging.rubric': 'Ein Bewertungsbogen hat 1 bis 8 Kriterien',
  'validation.judging.weight': 'Eine Gewichtung ist eine ganze Zahl von 1 bis 10',
  'validation.judging.duplicate': 'Jeder Schlüssel darf nur einmal vorkommen',
  'validation.judging.awardKind': 'Bitte wähle, wie der Preis entschieden wird: criterion, overall oder vote',
  'validation.judging.awards': 'Ein Programm hat höchstens 12 Preise',
  'validation.judging.awardCriterion':
    'Ein Preis für ein Kriterium nennt eines der Kriterien des Bewertungsbogens',
  'validation.judging.early': 'Bitte antworte mit true oder false',
  'validation.judging.voteProject':
    'Du kannst nur für ein Projekt stimmen, das in diesem Programm eingereicht wurde',
  'error.judging.judgeNotEligible': 'Jurymitglieder müssen Mitglied dieses Programms oder Mentor sein',
  'error.judging.notJudge': 'Nur die Jurymitglieder, denen dieses Projekt zugeteilt ist, können es bewerten',
  'error.judging.notOpen': 'Die Bewertung beginnt nach dem Einreichungsschluss am {date}.',
  'error.judging.closed':
    'Die Bewertung endete am {date}. Bewertungen können nicht mehr abgegeben oder geändert werden.',
  'error.judging.noJudges': 'Bitte benenne mindestens ein Jurymitglied, bevor du die Projekte zuteilst',
  'error.judging.notAJudge': 'Diese Person gehört nicht zur Jury dieses Programms',
  'error.judging.conflict':
    'Dieses Jurymitglied gehört zum Team oder betreut es und kann sein Projekt nicht bewerten',
  'error.judging.notAssigned': 'Dieses Projekt ist diesem Jurymitglied nicht zugeteilt',
  'error.judging.alreadyAssigned': 'Dieses Projekt ist diesem Jurymitglied schon zugeteilt',
  'error.judging.alreadyScored':
    'Dieses Jurymitglied hat das Projekt schon bewertet, es bleibt daher bei ihm',
  'error.judging.rubricLocked': 'Der Bewertungsbogen lässt sich nach der ersten Bewertung nicht mehr ändern',
  'error.judging.notPublished': 'Die Ergebnisse dieses Programms sind noch nicht veröffentlicht',
  'error.judging.published': 'Die Ergebnisse dieses Programms sind schon veröffentlicht',
  'error.judging.tooEarly':
    'Die Ergebnisse sind für den {date} geplant. Wähle „Früher veröffentlichen“, um sie jetzt zu zeigen.',
  'error.voting.notOpen': 'Die Abstimmung beginnt mit dem Einreichungsschluss am {date}.',
  'error.voting.closed': 'Die Abstimmung endete am {date}.',
  'badge.programme.awardDescription': 'Auszeichnung {award} in {programme} für {project}',
  'badge.programme.completedName': '{programme} abgeschlossen',
  'badge.programme.completedDescription':
    'Hat an {programme} teilgenommen und rechtzeitig ein Projekt eingereicht',
  'credential.verify.valid': 'Gültig: von dieser Plattform ausgestellt und signiert, nicht widerrufen.',
  'credential.verify.altered':
    'Nicht gültig: Der Nachweis wurde nach dem Signieren verändert, oder seine Signatur stimmt nicht.',
  'credential.verify.unknownIssuer':
    'Nicht gültig: Er wurde nicht von dieser Plattform oder mit einem ihr unbekannten Schlüssel ausgestellt.',
  'credential.verify.revoked': 'Nicht gültig: Dieser Nachweis wurde widerrufen.',
  'credential.verify.malformed':
    'Nicht gültig: Das ist kein Open-Badges-Nachweis, den diese Plattform lesen kann.',
  'validation.credential.malformed':
    'Das ist kein Nachweis: Bitte sende das JSON eines Open-Badges-Nachweises, wie er heruntergeladen wurde',
  'validation.credential.tooLarge': 'Ein Nachweis ist höchstens 64 KB groß',
};
