import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { MESSAGES } from '@creators/texts';
import type { AppError } from '@creators/platform';
import { COMMON_PASSWORDS_LIST } from './common-passwords.list.js';
import { isCommonPassword, refuseCommonPassword } from './common-passwords.js';

describe('the most common passwords (docs/product.md §5.1)', () => {
  it('ships the 10,000 of the list, one a line', () => {
    const lines = COMMON_PASSWORDS_LIST.split('\n');
    assert.equal(lines.length, 10_000);
    assert.equal(new Set(lines).size, 10_000);
    assert.ok(lines.every((line) => line.length > 0 && line === line.toLowerCase()));
  });

  it('refuses "password", "123456" and "qwerty123" in any letter case; a strong one passes', () => {
    for (const common of ['password', '123456', 'qwerty123', 'Password', 'QWERTY123', 'iloveyou'])
      assert.equal(isCommonPassword(common), true, common);
    for (const strong of ['correct-horse-battery-staple', 'Tr0ub4dor&3x', 'secret-password', '123456!'])
      assert.equal(isCommonPassword(strong), false, strong);
  });

  it('says so on the field in English and German', () => {
    assert.equal(
      MESSAGES.en['validation.password.common'],
      'This password is one of the most common ones and easy to guess. Please choose another one.',
    );
    assert.equal(
      MESSAGES.de['validation.password.common'],
      'Dieses Passwort gehört zu den häufigsten und ist leicht zu erraten. Bitte wähle ein anderes.',
    );
    for (const locale of ['en', 'de'] as const) {
      try {
        refuseCommonPassword('qwerty123', 'newPassword', locale);
        assert.fail('refused');
      } catch (error) {
        const refused = error as AppError;
        assert.equal(refused.extensions.code, 'BAD_USER_INPUT');
        assert.deepEqual(refused.extensions.fields, {
          newPassword: MESSAGES[locale]['validation.password.common'],
        });
      }
    }
    assert.doesNotThrow(() => refuseCommonPassword('correct-horse-battery-staple', 'password', 'en'));
  });
});
