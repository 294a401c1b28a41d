import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { LOCALES } from '@creators/contracts';
import { passwordChangedMail, passwordResetMail, welcomeMail } from './index.js';

const publicUrl = 'https://creators.example.com';
const link = `${publicUrl}/reset-password?token=abc_DEF-123`;

describe('mail templates (docs/product.md §13)', () => {
  it('write every mail in English and German, as plain text and HTML', () => {
    for (const locale of LOCALES) {
      for (const mail of [
        welcomeMail(locale, { firstName: 'Ada', publicUrl }),
        passwordResetMail(locale, { firstName: 'Ada', link }),
        passwordChangedMail(locale, { firstName: 'Ada', publicUrl }),
      ]) {
        assert.equal(mail.locale, locale);
        assert.ok(mail.subject.length > 0);
        assert.match(mail.text, locale === 'de' ? /^Hallo Ada,/ : /^Hi Ada,/);
        assert.match(mail.html, new RegExp(`<html lang="${locale}">`));
      }
    }
    assert.equal(passwordResetMail('de', { firstName: 'Ada', link }).subject, 'Setze dein Passwort zurück');
    assert.equal(passwordResetMail('en', { firstName: 'Ada', link }).subject, 'Reset your password');
  });

  it('carry the link and its validity in both parts of the reset mail', () => {
    const mail = passwordResetMail('en', { firstName: 'Ada', link });
    assert.ok(mail.text.includes(link));
    assert.ok(mail.html.includes(`href="${link}"`));
    assert.match(mail.text, /works once and for 30 minutes/);
  });

  it('never let a name typed at registration become markup', () => {
    const mail = welcomeMail('en', { firstName: '<img src=x onerror=alert(1)>', publicUrl });
    assert.ok(!mail.html.includes('<img'));
    assert.ok(mail.html.includes('&lt;img src=x onerror=alert(1)&gt;'));
    assert.ok(mail.text.includes('<img src=x'), 'plain text stays as typed');
  });
});
