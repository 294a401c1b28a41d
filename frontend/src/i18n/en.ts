import type { SignedInMessageId } from './enSignedIn';

/** Every UI string in English. The keys are the message ids; de.ts must translate each of them. */
export const en = {
  'app.name': 'Creators Program',
  'app.home': 'Creators Program home',
  'common.loading': 'Loading...',
  'common.add': 'Add',
  'common.remove': 'Remove {item}',
  'common.close': 'Close',
  'common.optional': 'optional',

  'language.label': 'Language',
  'language.en': 'English',
  'language.de': 'Deutsch',

  'toast.region': 'Notifications (F8)',
  'toast.close': 'Close notification',

  'notFound.title': '404 Page Not Found',
  'notFound.hint': 'Did you forget to add the page to the router?',
  'notFound.home': 'Go to the home page',

  'landing.nav.label': 'Site',
  'landing.getStarted': 'Get Started',
  'landing.hero.eyebrow': 'Challenge-based learning and mentoring',
  'landing.hero.title': 'Solve real problems. Learn by building.',
  'landing.hero.subtitle':
    'Join a community of students, mentors and creators who find meaningful problems, form teams, build prototypes and showcase what they made, with Isla, your AI guide, at your side.',
  'landing.hero.cta': 'Start Your Journey',
  'landing.features.title': 'Everything you need to create impact',
  'landing.features.subtitle':
    'From the first spark of an idea to a finished project, the program guides you every step of the way.',
  'landing.feature.challenges.title': 'Challenge Identification',
  'landing.feature.challenges.description':
    'Discover real problems worth solving and shape them into clear challenges together with Isla.',
  'landing.feature.teams.title': 'Smart Team Matching',
  'landing.feature.teams.description': 'Meet teammates whose skills and interests complement your own.',
  'landing.feature.prototyping.title': 'Purposeful Prototyping',
  'landing.feature.prototyping.description':
    'Turn ideas into working prototypes with guidance from experienced mentors.',
  'landing.feature.resources.title': 'Curated Resources',
  'landing.feature.resources.description':
    'Learn with hand-picked videos, articles, books, courses and tools.',
  'landing.feature.showcase.title': 'Project Showcase',
  'landing.feature.showcase.description': 'Share what you built, collect feedback and inspire others.',
  'landing.feature.gamified.title': 'Gamified Learning',
  'landing.feature.gamified.description': 'Earn badges and achievements as you grow.',
  'landing.journey.title': 'Your journey in four steps',
  'landing.journey.subtitle': 'A simple path from curiosity to a project you can be proud of.',
  'landing.journey.identify.title': 'Identify',
  'landing.journey.identify.description': 'Find a problem that truly matters to you.',
  'landing.journey.collaborate.title': 'Collaborate',
  'landing.journey.collaborate.description': 'Team up with people who complement your skills.',
  'landing.journey.prototype.title': 'Prototype',
  'landing.journey.prototype.description': 'Build, test and improve your solution.',
  'landing.journey.showcase.title': 'Showcase',
  'landing.journey.showcase.description': 'Present your project and celebrate your progress.',
  'landing.cta.title': 'Ready to start creating?',
  'landing.cta.subtitle': 'Join students, mentors and creators who learn by solving real problems.',
  'landing.cta.button': 'Join the Program',
  'landing.footer': '© {year} Creators Program. Learn, build and grow together.',

  'auth.title': 'Welcome back',
  'auth.subtitle': 'Sign in to continue your journey',
  'auth.email': 'Email',
  'auth.emailPlaceholder': 'you@example.com',
  'auth.password': 'Password',
  'auth.showPassword': 'Show password',
  'auth.hidePassword': 'Hide password',
  'auth.signIn': 'Sign In',
  'auth.signingIn': 'Signing in...',
  'auth.noAccount': "Don't have an account?",
  'auth.signUp': 'Sign up here',
  'auth.registerAs': 'New here? Choose how you want to join',
  'auth.registerStudent': 'Register as Student',
  'auth.registerMentor': 'Register as Mentor',
  'auth.success.title': 'Welcome back!',
  'auth.success.description': 'You have successfully logged in.',
  'auth.failure.title': 'Login failed',
  'auth.failure.description': 'Please check your credentials and try again.',
  'auth.forgotPassword': 'Forgot your password?',

  'role.student': 'Student',
  'role.mentor': 'Mentor',
  'role.creator': 'Creator',
  'experience.beginner': 'Beginner',
  'experience.intermediate': 'Intermediate',
  'experience.advanced': 'Advanced',

  'nav.skipToContent': 'Skip to main content',
  'nav.label': 'Main navigation',
  'nav.dashboard': 'Dashboard',
  'nav.challenges': 'Challenges',
  'nav.teams': 'Teams',
  'nav.teams.unread': '{count, plural, one {# unread chat message} other {# unread chat messages}}',
  'nav.mentors': 'Mentors',
  'nav.mentoring': 'Mentoring',
  'nav.resources': 'Resources',
  'nav.showcase': 'Showcase',
  'nav.openMenu': 'Open navigation menu',
  'nav.closeMenu': 'Close navigation menu',
} as const;

/** The strings every page may show (the landing page loads only these). */
export type ShellMessageId = keyof typeof en;

/** Every message id of the app: the shell's and the signed-in screens' (enSignedIn.ts). */
export type MessageId = ShellMessageId | SignedInMessageId;
