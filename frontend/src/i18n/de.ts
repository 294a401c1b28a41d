import type { ShellMessageId } from './en';

/** Every UI string in German (informal "du", as in the contracts' messages). */
export const de: Record<ShellMessageId, string> = {
  'app.name': 'Creators-Programm',
  'app.home': 'Creators-Programm – Startseite',
  'common.loading': 'Wird geladen...',
  'common.add': 'Hinzufügen',
  'common.remove': '{item} entfernen',
  'common.close': 'Schließen',
  'common.optional': 'optional',

  'language.label': 'Sprache',
  'language.en': 'English',
  'language.de': 'Deutsch',

  'toast.region': 'Benachrichtigungen (F8)',
  'toast.close': 'Benachrichtigung schließen',

  'notFound.title': '404 Seite nicht gefunden',
  'notFound.hint': 'Hast du vergessen, die Seite im Router einzutragen?',
  'notFound.home': 'Zur Startseite',

  'landing.nav.label': 'Website',
  'landing.getStarted': 'Loslegen',
  'landing.hero.eyebrow': 'Lernen an echten Herausforderungen, mit Mentoring',
  'landing.hero.title': 'Löse echte Probleme. Lerne, indem du baust.',
  'landing.hero.subtitle':
    'Werde Teil einer Gemeinschaft aus Studierenden, Mentorinnen und Mentoren sowie Creators, die bedeutsame Probleme finden, Teams bilden, Prototypen bauen und ihre Ergebnisse zeigen – mit Isla, deiner KI-Begleiterin, an deiner Seite.',
  'landing.hero.cta': 'Starte deine Reise',
  'landing.features.title': 'Alles, was du brauchst, um etwas zu bewegen',
  'landing.features.subtitle':
    'Vom ersten Funken einer Idee bis zum fertigen Projekt begleitet dich das Programm bei jedem Schritt.',
  'landing.feature.challenges.title': 'Herausforderungen erkennen',
  'landing.feature.challenges.description':
    'Entdecke echte Probleme, die es wert sind, gelöst zu werden, und forme sie gemeinsam mit Isla zu klaren Challenges.',
  'landing.feature.teams.title': 'Intelligente Teamsuche',
  'landing.feature.teams.description':
    'Finde Teammitglieder, deren Fähigkeiten und Interessen deine ergänzen.',
  'landing.feature.prototyping.title': 'Zielgerichtetes Prototyping',
  'landing.feature.prototyping.description':
    'Verwandle Ideen mit Unterstützung erfahrener Mentorinnen und Mentoren in funktionierende Prototypen.',
  'landing.feature.resources.title': 'Ausgewählte Lernressourcen',
  'landing.feature.resources.description':
    'Lerne mit handverlesenen Videos, Artikeln, Büchern, Kursen und Werkzeugen.',
  'landing.feature.showcase.title': 'Projekt-Showcase',
  'landing.feature.showcase.description': 'Zeig, was du gebaut hast, sammle Feedback und inspiriere andere.',
  'landing.feature.gamified.title': 'Spielerisch lernen',
  'landing.feature.gamified.description': 'Verdiene Abzeichen und Erfolge, während du wächst.',
  'landing.journey.title': 'Deine Reise in vier Schritten',
  'landing.journey.subtitle':
    'Ein einfacher Weg von der Neugier zu einem Projekt, auf das du stolz sein kannst.',
  'landing.journey.identify.title': 'Erkennen',
  'landing.journey.identify.description': 'Finde ein Problem, das dir wirklich wichtig ist.',
  'landing.journey.collaborate.title': 'Zusammenarbeiten',
  'landing.journey.collaborate.description': 'Tu dich mit Menschen zusammen, die deine Fähigkeiten ergänzen.',
  'landing.journey.prototype.title': 'Prototypen bauen',
  'landing.journey.prototype.description': 'Baue, teste und verbessere deine Lösung.',
  'landing.journey.showcase.title': 'Präsentieren',
  'landing.journey.showcase.description': 'Stelle dein Projekt vor und feiere deine Fortschritte.',
  'landing.cta.title': 'Bereit, loszulegen?',
  'landing.cta.subtitle':
    'Schließ dich Studierenden, Mentorinnen und Mentoren sowie Creators an, die lernen, indem sie echte Probleme lösen.',
  'landing.cta.button': 'Jetzt mitmachen',
  'landing.footer': '© {year} Creators-Programm. Gemeinsam lernen, bauen und wachsen.',

  'auth.title': 'Willkommen zurück',
  'auth.subtitle': 'Melde dich an, um deine Reise fortzusetzen',
  'auth.email': 'E-Mail',
  'auth.emailPlaceholder': 'du@beispiel.de',
  'auth.password': 'Passwort',
  'auth.showPassword': 'Passwort anzeigen',
  'auth.hidePassword': 'Passwort verbergen',
  'auth.signIn': 'Anmelden',
  'auth.signingIn': 'Anmeldung läuft...',
  'auth.noAccount': 'Noch kein Konto?',
  'auth.signUp': 'Hier registrieren',
  'auth.registerAs': 'Neu hier? Wähle, wie du mitmachen möchtest',
  'auth.registerStudent': 'Als Student registrieren',
  'auth.registerMentor': 'Als Mentor registrieren',
  'auth.success.title': 'Willkommen zurück!',
  'auth.success.description': 'Du hast dich erfolgreich angemeldet.',
  'auth.failure.title': 'Anmeldung fehlgeschlagen',
  'auth.failure.description': 'Bitte überprüfe deine Zugangsdaten und versuche es erneut.',
  'auth.forgotPassword': 'Passwort vergessen?',

  'role.student': 'Student',
  'role.mentor': 'Mentor',
  'role.creator': 'Creator',
  'experience.beginner': 'Einsteiger',
  'experience.intermediate': 'Fortgeschritten',
  'experience.advanced': 'Erfahren',

  'nav.skipToContent': 'Zum Hauptinhalt springen',
  'nav.label': 'Hauptnavigation',
  'nav.dashboard': 'Dashboard',
  'nav.challenges': 'Challenges',
  'nav.teams.unread':
    '{count, plural, one {# ungelesene Chat-Nachricht} other {# ungelesene Chat-Nachrichten}}',
  'nav.teams': 'Teams',
  'nav.mentors': 'Mentoren',
  'nav.mentoring': 'Mentoring',
  'nav.resources': 'Ressourcen',
  'nav.showcase': 'Showcase',
  'nav.openMenu': 'Navigationsmenü öffnen',
  'nav.closeMenu': 'Navigationsmenü schließen',
};
