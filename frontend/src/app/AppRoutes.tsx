import { Suspense, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { useSession } from '../auth/useSession';
import { SkipLink } from '../layout/SkipLink';
import { LoadingScreen } from './LoadingScreen';
import { AuthPage, LandingPage, NotFoundPage, preloadSignedIn, RegistrationPage, SignedInApp } from './pages';

/** product.md §2.1: the routes depend on the session state. */
export function AppRoutes() {
  const { loading, user } = useSession();
  const { pathname } = useLocation();
  const signedIn = user !== null;
  useEffect(() => {
    if (signedIn) preloadSignedIn(pathname);
  }, [signedIn, pathname]);

  // The skip link comes first on every page, so that it is the first thing Tab reaches.
  return (
    <>
      <SkipLink />
      {loading ? (
        <LoadingScreen />
      ) : (
        // product.md §2.1: the centred spinner also covers the moment a page's code is on its way.
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
      )}
    </>
  );
}
