/** The account registered in this browser tab, greeted 'Welcome' rather than 'Welcome back' (sessionStorage). */
const KEY = 'newAccount';

export function markNewAccount(userId: string): void {
  try {
    window.sessionStorage.setItem(KEY, userId);
  } catch {
    // Storage refused (private mode): the greeting is 'Welcome back'.
  }
}

export function isNewAccount(userId: string): boolean {
  try {
    return window.sessionStorage.getItem(KEY) === userId;
  } catch {
    return false;
  }
}

/** Signing in (again) is a return: 'Welcome back' from then on. */
export function forgetNewAccount(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
}
