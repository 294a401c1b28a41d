import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { LOCALES } from '@creators/contracts';
import { notificationMail, passwordChangedMail, passwordResetMail, welcomeMail } from './index.js';

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

  it('write the mailed notifications (docs/product.md "Notification inbox") in both languages, leading to the app', () => {
    const mention = {
      teamId: 't-1',
      teamName: 'River <Crew>',
      authorName: 'Ann',
      excerpt: 'see you at six',
    };
    const en = notificationMail('en', {
      firstName: 'Ada',
      publicUrl,
      type: 'team.chat_mention',
      data: mention,
    })!;
    assert.equal(en.subject, 'Ann mentioned you in River <Crew>: “see you at six”');
    assert.ok(en.text.includes(`${publicUrl}/teams/t-1/chat`));
    assert.ok(en.html.includes('River &lt;Crew&gt;'));
    const de = notificationMail('de', {
      firstName: 'Ada',
      publicUrl,
      type: 'team.chat_mention',
      data: mention,
    })!;
    assert.equal(de.subject, 'Ann hat dich in River <Crew> erwähnt: „see you at six“');
    assert.match(de.text, /^Hallo Ada,/);
    const joined = notificationMail('de', {
      firstName: 'Ada',
      publicUrl,
      type: 'team.member_joined',
      data: { teamId: 't-1', teamName: 'Alpha', userName: 'Bo' },
    })!;
    assert.equal(joined.subject, 'Bo ist deinem Team Alpha beigetreten');
    for (const type of ['team.invitation_sent', 'project.liked', 'achievement.earned', 'challenge.published'])
      for (const locale of LOCALES)
        assert.ok(
          notificationMail(locale, {
            firstName: 'Ada',
            publicUrl,
            type,
            data: { title: 'T', name: 'N', teamName: 'A' },
          }),
        );
    // Kinds that are never mailed.
    assert.equal(
      notificationMail('en', { firstName: 'Ada', publicUrl, type: 'team.member_removed', data: {} }),
      null,
    );
  });
});
