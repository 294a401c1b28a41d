import { Suspense, useDeferredValue, useEffect, useLayoutEffect, useRef } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { takeSignedOutPath } from '../auth/signedOutPath';
import { useSessionState } from '../auth/sessionStore';
import { useLocale } from '../i18n/LocaleProvider';
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
  VerifyCredentialPage,
} from './pages';

const VERIFY_CREDENTIAL_PAGE = '/credentials/verify';

/**
 * A session that ends while the page is open (ended from another browser: the `signedOut` socket event) leads to
 * the sign-in page, before the signed-out routes are painted at the signed-in path. What was read for the person
 * goes with the signed-in app (SignedInApp).
 */
function useLeaveEndedSession(signedIn: boolean) {
  const navigate = useNavigate();
  const wasSignedIn = useRef(signedIn);
  useLayoutEffect(() => {
    // The sign-in page, or the landing page after the account was deleted here (leaveTo).
    if (wasSignedIn.current && !signedIn) void navigate(takeSignedOutPath(), { replace: true });
    wasSignedIn.current = signedIn;
  }, [signedIn, navigate]);
}

/** product.md §2.1: the routes depend on the session state. */
export function AppRoutes() {
  // The screens of a new session state render in a transition, in slices that leave the main thread free between
  // them (the whole signed-in app and the dashboard at once otherwise block it for long: docs/performance.md); the
  // spinner stays until they are ready.
  const session = useSessionState();
  const { loading, user } = useDeferredValue(session);
  const { pathname } = useLocation();
  const { locale } = useLocale();
  // What to fetch and where to go follow the session at once.
  const signedIn = session.user !== null;
  useEffect(() => {
    if (signedIn) preloadSignedIn(pathname, locale);
  }, [signedIn, pathname, locale]);
  useLeaveEndedSession(signedIn);

  // The skip link comes first on every page, so that it is the first thing Tab reaches.
  return (
    <>
      <SkipLink />
      {loading ? (
        <LoadingScreen />
      ) : (
        // product.md §2.1: the centred spinner also covers the moment a page's code is on its way.
        <Suspense fallback={<LoadingScreen />}>
          {pathname === VERIFY_CREDENTIAL_PAGE ? (
            <VerifyCredentialPage />
          ) : user ? (
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
