import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { useSession } from '../auth/useSession';
import { LoadingScreen } from './LoadingScreen';
import { lazyNamed } from './lazyNamed';

// Every page is its own chunk, loaded when its route is first shown (the landing page stays small).
const LandingPage = lazyNamed(() => import('../landing/LandingPage'), 'LandingPage');
const AuthPage = lazyNamed(() => import('../auth/AuthPage'), 'AuthPage');
const RegistrationPage = lazyNamed(() => import('../registration/RegistrationPage'), 'RegistrationPage');
const NotFoundPage = lazyNamed(() => import('./NotFoundPage'), 'NotFoundPage');
const SignedInApp = lazyNamed(() => import('./SignedInApp'), 'SignedInApp');

/** product.md §2.1: the routes depend on the session state. */
export function AppRoutes() {
  const { loading, user } = useSession();

  if (loading) return <LoadingScreen />;

  // product.md §2.1: the centred spinner also covers the moment a page's code is on its way.
  return (
    <Suspense fallback={<LoadingScreen />}>
      {user ? (
        <SignedInApp user={user} />
      ) : (
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/login" element={<AuthPage />} />
          <Route path="/register" element={<AuthPage />} />
          <Route path="/register/student" element={<RegistrationPage kind="student" />} />
          <Route path="/register/mentor" element={<RegistrationPage kind="mentor" />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      )}
    </Suspense>
  );
}
