import type { Locale } from '@creators/contracts';
import { badUserInput } from '@creators/platform';
import { COMMON_PASSWORDS_LIST } from './common-passwords.list.js';

let commonPasswords: Set<string> | undefined;

/** Whether a password is one of the 10,000 most common ones, in any letter case (docs/product.md §5.1). */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(COMMON_PASSWORDS_LIST.split('\n'));
  return commonPasswords.has(password.toLowerCase());
}

/**
 * Refuses a new password that is one of the most common ones: 400 validation.password.common on `field` (the
 * registration's and reset's `password`, a change's `newPassword`). Only the server checks: the browser shows the
 * message on the field like any other refusal.
 */
export function refuseCommonPassword(password: string, field: string, locale: Locale): void {
  if (isCommonPassword(password)) throw badUserInput(locale, { [field]: 'validation.password.common' });
}
