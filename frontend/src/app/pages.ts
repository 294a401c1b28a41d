import { LazyBrainstormConversation } from '../brainstorm/LazyBrainstormConversation';
import { LanguageMenu } from '../layout/LanguageSwitcher';
import { NotificationsMenu, UserMenuList } from '../layout/lazyMenus';
import { ReportDialog } from '../moderation/LazyReportDialog';
import { preloadVoiceDialog } from '../voice/LazyVoiceDialog';
import type { ComponentType } from 'react';
import type { Locale } from '@creators/contracts';
import { validationMessages } from '../i18n/validationMessages';
import { signedInMessages } from './signedInMessages';
import { lazyNamed, type LazyPage } from '../ui/lazyNamed';

// Every page is its own chunk, loaded when its route is first shown: the landing page stays small. Pages seldom
// opened first go through one small module of loaders (./pageLoaders), so that the entry does not list their chunks.
const loaders = () => import('./pageLoaders');
export const LandingPage = lazyNamed(() => import('../landing/LandingPage'), 'LandingPage');
/**
 * A signed-out form's page with the validation messages it waits for (i18n/WithValidationMessages), in the
 * document's language (document-language.js sets it first), fetched side by side rather than one after the other.
 */
function withValidationMessages<M>(page: Promise<M>): Promise<M> {
  const texts = validationMessages.load(document.documentElement.lang === 'de' ? 'de' : 'en');
  return Promise.all([page, texts.catch(() => undefined)]).then(([module]) => module);
}
export const AuthPage = lazyNamed(() => withValidationMessages(import('../auth/AuthPage')), 'AuthPage');
export const RegistrationPage = lazyNamed(
  () => withValidationMessages(import('../registration/RegistrationPage')),
  'RegistrationPage',
);
export const NotFoundPage = lazyNamed(() => import('../ui/NotFoundPage'), 'NotFoundPage');
// docs/product.md §13: a forgotten password, a link by mail, a new password.
export const ForgotPasswordPage = lazyNamed(
  () => withValidationMessages(import('../auth/ForgotPasswordPage')),
  'ForgotPasswordPage',
);
export const ResetPasswordPage = lazyNamed(
  () => withValidationMessages(import('../auth/ResetPasswordPage')),
  'ResetPasswordPage',
);
/** The layout and routes of a signed-in user. */
export const SignedInApp = lazyNamed(() => import('./SignedInApp'), 'SignedInApp');
export const DashboardPage = lazyNamed(() => import('../dashboard/DashboardPage'), 'DashboardPage');
export const ChallengesPage = lazyNamed(() => import('../challenges/ChallengesPage'), 'ChallengesPage');
export const TeamsPage = lazyNamed(() => import('../teams/TeamsPage'), 'TeamsPage');
export const ResourcesPage = lazyNamed(() => import('../resources/ResourcesPage'), 'ResourcesPage');
export const ShowcasePage = lazyNamed(() => import('../showcase/ShowcasePage'), 'ShowcasePage');
export const ProfileSetupPage = lazyNamed(() => import('../profile/ProfileSetupPage'), 'ProfileSetupPage');
// docs/product.md (pages with their own addresses): one challenge, team, project or person.
export const ChallengePage = lazyNamed(() => import('../challenges/ChallengePage'), 'ChallengePage');
export const TeamPage = lazyNamed(() => import('../teams/TeamPage'), 'TeamPage');
// docs/product.md §11.6: a team's chat, for its members and mentors.
export const TeamChatPage = lazyNamed(
  () => loaders().then((pages) => pages.loadTeamChatPage()),
  'TeamChatPage',
);
export const ProjectPage = lazyNamed(() => import('../showcase/ProjectPage'), 'ProjectPage');
export const PersonPage = lazyNamed(() => loaders().then((pages) => pages.loadPersonPage()), 'PersonPage');
// docs/product.md §12: the mentors directory (everyone signed in) and the mentor dashboard (mentors only).
export const MentorsPage = lazyNamed(() => loaders().then((pages) => pages.loadMentorsPage()), 'MentorsPage');
export const MentorDashboardPage = lazyNamed(
  () => loaders().then((pages) => pages.loadMentorDashboardPage()),
  'MentorDashboardPage',
);
// The user menu's Settings: the password and the signed-in browsers.
export const SettingsPage = lazyNamed(() => import('../settings/SettingsPage'), 'SettingsPage');
// docs/product.md "Notification inbox": every notification, newest first.
export const NotificationsPage = lazyNamed(
  () => loaders().then((pages) => pages.loadNotificationsPage()),
  'NotificationsPage',
);
// docs/product.md §14: the staff page (staff only; the user menu's 'Staff').
export const StaffPage = lazyNamed(() => loaders().then((pages) => pages.loadStaffPage()), 'StaffPage');
// Programmes: a programme's cohort view, for its organisers and staff.
export const ManageProgrammePage = lazyNamed(
  () => loaders().then((pages) => pages.loadManageProgrammePage()),
  'ManageProgrammePage',
);
// docs/product.md §17: a judge's queue and a programme's results.
export const JudgingQueuePage = lazyNamed(
  () => loaders().then((pages) => pages.loadJudgingQueuePage()),
  'JudgingQueuePage',
);
export const ResultsPage = lazyNamed(() => loaders().then((pages) => pages.loadResultsPage()), 'ResultsPage');
// docs/product.md §17.4: checking a credential, public, signed in or out.
export const VerifyCredentialPage = lazyNamed(
  () => loaders().then((pages) => pages.loadVerifyCredentialPage()),
  'VerifyCredentialPage',
);

const ALL = [
  LandingPage,
  AuthPage,
  RegistrationPage,
  NotFoundPage,
  ForgotPasswordPage,
  ResetPasswordPage,
  SignedInApp,
  DashboardPage,
  ChallengesPage,
  TeamsPage,
  ResourcesPage,
  ShowcasePage,
  ProfileSetupPage,
  ChallengePage,
  TeamPage,
  TeamChatPage,
  ProjectPage,
  PersonPage,
  MentorsPage,
  MentorDashboardPage,
  SettingsPage,
  StaffPage,
  NotificationsPage,
  ManageProgrammePage,
  JudgingQueuePage,
  ResultsPage,
  VerifyCredentialPage,
];

/** Every page's chunk and the dialogs loaded on first opening (tests render them without waiting for their code). */
export function preloadAllPages(): Promise<void> {
  return Promise.all([
    ...ALL.map((page) => page.preload()),
    preloadVoiceDialog(),
    ReportDialog.preload(),
    LanguageMenu.preload(),
    UserMenuList.preload(),
    NotificationsMenu.preload(),
    LazyBrainstormConversation.preload(),
    signedInMessages.load('en'),
    signedInMessages.load('de'),
    // The programmes' texts (a module of their own: the entry does without them).
    import('../programmes/messages').then(({ programmesMessages }) =>
      Promise.all([programmesMessages.load('en'), programmesMessages.load('de')]),
    ),
    import('../judging/messages').then(({ judgingMessages }) =>
      Promise.all([judgingMessages.load('en'), judgingMessages.load('de')]),
    ),
    validationMessages.load('en'),
    validationMessages.load('de'),
  ]).then(() => undefined);
}

/** The page of a path `/<first segment>/:id`. */
const ENTITY_PAGES: Record<string, LazyPage<ComponentType>> = {
  challenges: ChallengePage,
  teams: TeamPage,
  projects: ProjectPage,
  people: PersonPage,
  // /programmes/:id/manage
  programmes: ManageProgrammePage,
};

function entityPage(pathname: string) {
  const [, section = '', id, view] = pathname.split('/');
  if (section === 'programmes' && view === 'results') return ResultsPage;
  return id ? ENTITY_PAGES[section] : undefined;
}

/**
 * A signed-in user's layout, its texts in the language shown and the page of the path, fetched side by side rather
 * than one after the other.
 */
export function preloadSignedIn(pathname: string, locale: Locale): void {
  void SignedInApp.preload();
  void signedInMessages.load(locale).catch(() => undefined);
  const page =
    {
      '/': DashboardPage,
      '/challenges': ChallengesPage,
      '/teams': TeamsPage,
      '/resources': ResourcesPage,
      '/showcase': ShowcasePage,
      '/mentors': MentorsPage,
      '/mentoring': MentorDashboardPage,
      '/settings': SettingsPage,
      '/staff': StaffPage,
      '/notifications': NotificationsPage,
      '/judging': JudgingQueuePage,
    }[pathname] ?? entityPage(pathname);
  void page?.preload();
  // The dashboard's brainstorm panel loads its conversation next to the page, not after it.
  if (page === DashboardPage) void LazyBrainstormConversation.preload();
}
