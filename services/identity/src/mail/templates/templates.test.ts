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

  it('name a badge in the reader’s language (the event carries the English name)', () => {
    const earned = {
      userId: 'u-1',
      achievementId: '10000000-0000-4000-8000-000000000001',
      key: 'first-challenge',
      name: 'Problem Spotter',
    };
    const mail = (locale: 'en' | 'de', data: unknown) =>
      notificationMail(locale, { firstName: 'Ada', publicUrl, type: 'achievement.earned', data })!;
    assert.equal(mail('de', earned).subject, 'Du hast das Abzeichen Problemfinder erhalten');
    assert.ok(mail('de', earned).text.includes('Problemfinder'));
    assert.equal(mail('en', earned).subject, 'You earned the badge Problem Spotter');
    // A badge this catalogue does not know keeps the name it came with.
    assert.equal(
      mail('de', { ...earned, key: 'unknown', name: 'Mystery' }).subject,
      'Du hast das Abzeichen Mystery erhalten',
    );
  });

  it('write programme announcements, deadline reminders and the daily digest of new challenges in both languages', () => {
    const mail = (locale: 'en' | 'de', type: string, data: unknown) =>
      notificationMail(locale, { firstName: 'Ada', publicUrl, type, data })!;
    const announcement = {
      announcementId: 'a-1',
      programmeId: 'p-1',
      programmeName: 'Rivers <2027>',
      title: 'Kick-off',
      body: 'See you on Monday at nine.',
    };
    const en = mail('en', 'programme.announcement', announcement);
    assert.equal(en.subject, 'Rivers <2027>: Kick-off');
    assert.ok(en.text.includes('See you on Monday at nine.'));
    // It leads to the dashboard, where the announcement is pinned.
    assert.ok(en.text.split(/\s+/).includes(`${publicUrl}/`), en.text);
    assert.ok(en.html.includes('Rivers &lt;2027&gt;'));
    assert.match(mail('de', 'programme.announcement', announcement).text, /^Hallo Ada,/);

    const reminder = {
      programmeId: 'p-1',
      programmeName: 'Rivers',
      deadline: '2027-03-01T17:00:00.000Z',
      daysBefore: 3,
      timeZone: 'Europe/Berlin',
    };
    const soon = mail('en', 'programme.deadline_reminder', reminder);
    assert.equal(soon.subject, 'The submission deadline of Rivers is in 3 days');
    assert.match(soon.text, /Projects can be submitted until Monday, 1 March 2027 at 18:00 CET/);
    const morgen = mail('de', 'programme.deadline_reminder', { ...reminder, daysBefore: 1 });
    assert.equal(morgen.subject, 'Die Abgabefrist von Rivers endet morgen');
    assert.match(morgen.text, /bis Montag, 1\. März 2027 um 18:00 MEZ/);
    assert.match(
      mail('en', 'programme.deadline_reminder', { ...reminder, timeZone: 'Nowhere/Else' }).text,
      /17:00 UTC/,
    );

    const titles = Array.from({ length: 5 }, (_, i) => ({ challengeId: `c-${i}`, title: `Idea ${i}` }));
    const digest = mail('en', 'challenge.digest', { count: 7, challenges: titles });
    assert.equal(digest.subject, '7 new challenges were published');
    assert.ok(digest.text.includes('• Idea 0'));
    assert.ok(digest.text.includes('… and 2 more.'));
    assert.ok(digest.text.includes(`${publicUrl}/challenges\n`));
    const one = mail('de', 'challenge.digest', { count: 1, challenges: [titles[0]] });
    assert.equal(one.subject, 'Eine neue Challenge wurde veröffentlicht: Idea 0');
    assert.ok(one.text.includes(`${publicUrl}/challenges/c-0`));
    assert.equal(
      notificationMail('en', { firstName: 'Ada', publicUrl, type: 'challenge.digest', data: { count: 0 } }),
      null,
    );
  });
});
