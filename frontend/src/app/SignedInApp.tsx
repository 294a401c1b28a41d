import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { User } from '@creators/contracts';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useSessionStore } from '../auth/sessionStore';
import { useSession } from '../auth/useSession';
import { ME_QUERY, type SessionUser } from '../graphql/identity';
import { useAccountLanguage } from '../i18n/useAccountLanguage';
import { useT } from '../i18n/useT';
import { WithLazyMessages } from '../i18n/WithMessages';
import { WithValidationMessagesSoon } from '../i18n/WithValidationMessagesSoon';
import { AppLayout } from '../layout/AppLayout';
import { SetupLayout } from '../layout/SetupLayout';
import { isProfileComplete } from '../profile/profileComplete';
import { SkeletonCardGrid } from '../ui/SkeletonCardGrid';
import { createApolloClient } from './apolloClient';
import { signedInMessages } from './signedInMessages';
import { SignedInProviders } from './SignedInProviders';
import { useSignedInServices } from './signedInServices';
import {
  ChallengePage,
  ChallengesPage,
  DashboardPage,
  ForgotPasswordPage,
  JudgingQueuePage,
  ManageProgrammePage,
  MentorDashboardPage,
  MentorsPage,
  NotFoundPage,
  PersonPage,
  ProfileSetupPage,
  ProjectPage,
  ResetPasswordPage,
  ResourcesPage,
  ResultsPage,
  SettingsPage,
  NotificationsPage,
  ShowcasePage,
  StaffPage,
  TeamPage,
  TeamChatPage,
  TeamsPage,
} from './pages';

/** The paths a signed-out visitor uses to sign in; once signed in they lead to the dashboard. */
const SIGN_IN_PATHS = ['/login', '/register', '/register/student', '/register/mentor'];

function profileComplete(user: SessionUser): boolean {
  return isProfileComplete({ role: user.role as User['role'], skills: user.skills });
}

/** While a page's code loads inside the layout: a spinner where the page goes. */
function PageSpinner() {
  const t = useT();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}

/** A page inside the layout, with what shows while its code loads (product.md §9: the lists' skeleton cards). */
function Page({ children, skeletons }: { children: ReactNode; skeletons?: number }) {
  const fallback = skeletons ? <SkeletonCardGrid count={skeletons} /> : <PageSpinner />;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}

/**
 * product.md §2.1: the screens of a signed-in user, loaded as one chunk once the session says who is signed in,
 * with GraphQL's client and the live notifications, which only they use. The client starts from the session's
 * user; what it read for the person is dropped when the session ends.
 */
export function SignedInApp({ user }: { user: SessionUser }) {
  const { client: given, getLocale, connectSocket } = useSignedInServices();
  const [client] = useState(() => {
    const created = given ?? createApolloClient({ getLocale });
    // With its type name, the cache keeps the user under its id, where other answers about them land too.
    const me = { __typename: 'User' as const, ...user };
    created.writeQuery({ query: ME_QUERY, data: { me } });
    return created;
  });
  useEffect(() => () => void client.clearStore().catch(() => undefined), [client]);
  return (
    <WithValidationMessagesSoon>
      <WithLazyMessages messages={signedInMessages} wait>
        <SignedInProviders client={client} connectSocket={connectSocket}>
          <SignedInRoutes />
        </SignedInProviders>
      </WithLazyMessages>
    </WithValidationMessagesSoon>
  );
}

/** The routes of the user as GraphQL's cache has them (a profile update reads them again); none once signed out. */
function SignedInRoutes() {
  const { user } = useSession();
  const session = useSessionStore();
  // The session ended on this page (auth/endSessionHere): the signed-out routes take over.
  useEffect(() => {
    if (!user) session.set(null);
  }, [user, session]);
  // docs/product.md §13.4: the language the person chose, on any device, applies here too.
  useAccountLanguage(user?.language);
  if (!user) return null;
  if (!profileComplete(user)) {
    // Every path shows the profile setup until the profile has a role and at least one skill.
    return (
      <SetupLayout user={user}>
        <Page>
          <ProfileSetupPage user={user} />
        </Page>
      </SetupLayout>
    );
  }

  return (
    <Routes>
      <Route element={<AppLayout user={user} />}>
        <Route
          path="/"
          element={
            <Page>
              <DashboardPage user={user} />
            </Page>
          }
        />
        <Route
          path="/challenges"
          element={
            <Page skeletons={6}>
              <ChallengesPage />
            </Page>
          }
        />
        <Route
          path="/teams"
          element={
            <Page skeletons={6}>
              <TeamsPage />
            </Page>
          }
        />
        <Route
          path="/resources"
          element={
            <Page skeletons={6}>
              <ResourcesPage />
            </Page>
          }
        />
        <Route
          path="/showcase"
          element={
            <Page skeletons={9}>
              <ShowcasePage />
            </Page>
          }
        />
        <Route
          path="/mentors"
          element={
            <Page skeletons={6}>
              <MentorsPage />
            </Page>
          }
        />
        {/* docs/product.md §12: the mentor dashboard is a mentor's; anyone else finds no such page. */}
        <Route
          path="/mentoring"
          element={
            <Page>{user.role === 'mentor' ? <MentorDashboardPage /> : <NotFoundPage inLayout />}</Page>
          }
        />
        {/* docs/product.md (pages with their own addresses): reload, back and a pasted link land here. */}
        <Route
          path="/challenges/:id"
          element={
            <Page>
              <ChallengePage />
            </Page>
          }
        />
        <Route
          path="/teams/:id"
          element={
            <Page>
              <TeamPage />
            </Page>
          }
        />
        <Route
          path="/teams/:id/chat"
          element={
            <Page>
              <TeamChatPage />
            </Page>
          }
        />
        <Route
          path="/projects/:id"
          element={
            <Page>
              <ProjectPage />
            </Page>
          }
        />
        <Route
          path="/people/:id"
          element={
            <Page>
              <PersonPage />
            </Page>
          }
        />
        {/* A programme's cohort view: its organisers and staff (anyone else is told so by the page). */}
        <Route
          path="/programmes/:id/manage"
          element={
            <Page>
              <ManageProgrammePage />
            </Page>
          }
        />
        {/* docs/product.md §17: a programme's results (published: anyone; before: its organisers) and a judge's queue. */}
        <Route
          path="/programmes/:id/results"
          element={
            <Page>
              <ResultsPage />
            </Page>
          }
        />
        <Route
          path="/judging"
          element={
            <Page>
              <JudgingQueuePage />
            </Page>
          }
        />
        <Route
          path="/settings"
          element={
            <Page>
              <SettingsPage />
            </Page>
          }
        />
        <Route
          path="/notifications"
          element={
            <Page>
              <NotificationsPage />
            </Page>
          }
        />
        {/* docs/product.md §14: the staff page exists for staff only; anyone else finds no such page (below). */}
        {user.isStaff && (
          <Route
            path="/staff"
            element={
              <Page>
                <StaffPage />
              </Page>
            }
          />
        )}
        <Route
          path="/profile-setup"
          element={
            <Page>
              <ProfileSetupPage user={user} />
            </Page>
          }
        />
      </Route>
      {SIGN_IN_PATHS.map((path) => (
        <Route key={path} path={path} element={<Navigate to="/" replace />} />
      ))}
      {/* docs/product.md §13: a reset link opened while signed in still works (and then signs out everywhere). */}
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
