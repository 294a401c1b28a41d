import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { takeSignedOutPath } from '../auth/endSessionHere';
import { useSession } from '../auth/useSession';
import { SkipLink } from '../layout/SkipLink';
import { LoadingScreen } from './LoadingScreen';
import {
  AuthPage,
  ForgotPasswordPage,
  LandingPage,
  NotFoundPage,
  preloadSignedIn,
  RegistrationPage,
  ResetPasswordPage,
  SignedInApp,
} from './pages';

/**
 * A session that ends while the page is open (ended from another browser: the `signedOut` socket event) leads to
 * the sign-in page, before the signed-out routes are painted at the signed-in path. Once the signed-in screens are
 * gone, what was read for the person is dropped and the session asked for again (resetStore).
 */
function useForgetEndedSession(signedIn: boolean) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const wasSignedIn = useRef(signedIn);
  const forget = useRef(false);
  useLayoutEffect(() => {
    if (wasSignedIn.current && !signedIn) {
      // The sign-in page, or the landing page after the account was deleted here (leaveTo).
      void navigate(takeSignedOutPath(), { replace: true });
      forget.current = true;
    }
    wasSignedIn.current = signedIn;
  }, [signedIn, navigate]);
  // After the layout effect of the same change: the screens that read for the person have unsubscribed by now.
  useEffect(() => {
    if (!forget.current) return;
    forget.current = false;
    void client.resetStore().catch(() => undefined);
  }, [signedIn, client]);
}

/** product.md §2.1: the routes depend on the session state. */
export function AppRoutes() {
  const { loading, user } = useSession();
  const { pathname } = useLocation();
  const signedIn = user !== null;
  useEffect(() => {
    if (signedIn) preloadSignedIn(pathname);
  }, [signedIn, pathname]);
  useForgetEndedSession(signedIn);

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
              <Route path="/forgot-password" element={<ForgotPasswordPage />} />
              <Route path="/reset-password" element={<ResetPasswordPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          )}
        </Suspense>
      )}
    </>
  );
}
