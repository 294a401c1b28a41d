import { Navigate, Route, Routes } from 'react-router';
import { isProfileComplete, type User } from '@creators/contracts';
import { AuthPage } from '../auth/AuthPage';
import { useSession } from '../auth/useSession';
import { ChallengesPage } from '../challenges/ChallengesPage';
import { DashboardPage } from '../dashboard/DashboardPage';
import type { SessionUser } from '../graphql/identity';
import { LandingPage } from '../landing/LandingPage';
import { AppLayout } from '../layout/AppLayout';
import { SetupLayout } from '../layout/SetupLayout';
import { ProfileSetupPage } from '../profile/ProfileSetupPage';
import { RegistrationPage } from '../registration/RegistrationPage';
import { ResourcesPage } from '../resources/ResourcesPage';
import { ShowcasePage } from '../showcase/ShowcasePage';
import { TeamsPage } from '../teams/TeamsPage';
import { LoadingScreen } from './LoadingScreen';
import { NotFoundPage } from './NotFoundPage';

/** The paths a signed-out visitor uses to sign in; once signed in they lead to the dashboard. */
const SIGN_IN_PATHS = ['/login', '/register', '/register/student', '/register/mentor'];

function profileComplete(user: SessionUser): boolean {
  return isProfileComplete({ role: user.role as User['role'], skills: user.skills });
}

/** product.md §2.1: the routes depend on the session state. */
export function AppRoutes() {
  const { loading, user } = useSession();

  if (loading) return <LoadingScreen />;

  if (!user) {
    return (
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/login" element={<AuthPage />} />
        <Route path="/register" element={<AuthPage />} />
        <Route path="/register/student" element={<RegistrationPage kind="student" />} />
        <Route path="/register/mentor" element={<RegistrationPage kind="mentor" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    );
  }

  if (!profileComplete(user)) {
    // Every path shows the profile setup until the profile has a role and at least one skill.
    return (
      <SetupLayout user={user}>
        <ProfileSetupPage user={user} />
      </SetupLayout>
    );
  }

  return (
    <Routes>
      <Route element={<AppLayout user={user} />}>
        <Route path="/" element={<DashboardPage user={user} />} />
        <Route path="/challenges" element={<ChallengesPage />} />
        <Route path="/teams" element={<TeamsPage />} />
        <Route path="/resources" element={<ResourcesPage />} />
        <Route path="/showcase" element={<ShowcasePage />} />
        <Route path="/profile-setup" element={<ProfileSetupPage user={user} />} />
      </Route>
      {SIGN_IN_PATHS.map((path) => (
        <Route key={path} path={path} element={<Navigate to="/" replace />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
