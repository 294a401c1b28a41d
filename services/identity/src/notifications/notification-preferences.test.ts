import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  notificationKindOf,
  resolveNotificationPreferences,
  wantsEmail,
  wantsInApp,
} from './notification-preferences.js';

test('defaults: every kind in the app; by e-mail all but new challenges', () => {
  const defaults = resolveNotificationPreferences(undefined);
  assert.deepEqual(defaults, DEFAULT_NOTIFICATION_PREFERENCES);
  assert.ok(Object.values(defaults).every((channels) => channels.inApp));
  assert.equal(defaults.newChallenges.email, false);
  assert.ok(Object.entries(defaults).every(([kind, channels]) => kind === 'newChallenges' || channels.email));
});

test('stored preferences win over the defaults, kind by kind; junk is ignored', () => {
  const mixed = resolveNotificationPreferences({
    likes: { inApp: false },
    badges: 'off',
    unknown: { inApp: false },
  });
  assert.deepEqual(mixed.likes, { inApp: false, email: true });
  assert.deepEqual(mixed.badges, DEFAULT_NOTIFICATION_PREFERENCES.badges);
  assert.equal('unknown' in mixed, false);
});

test('kinds cover their types; other types are always in the app and never mailed', () => {
  assert.equal(notificationKindOf('team.member_joined'), 'teamJoins');
  assert.equal(notificationKindOf('team.invitation_sent'), 'invitations');
  assert.equal(notificationKindOf('project.liked'), 'likes');
  assert.equal(notificationKindOf('achievement.earned'), 'badges');
  assert.equal(notificationKindOf('challenge.published'), 'newChallenges');
  assert.equal(notificationKindOf('team.chat_mention'), 'chatMentions');
  assert.equal(notificationKindOf('team.member_removed'), null);
  const off = resolveNotificationPreferences(
    Object.fromEntries(
      Object.keys(DEFAULT_NOTIFICATION_PREFERENCES).map((kind) => [kind, { inApp: false, email: false }]),
    ),
  );
  assert.equal(wantsInApp(off, 'team.member_removed'), true);
  assert.equal(wantsEmail(resolveNotificationPreferences({}), 'team.member_removed'), false);
  assert.equal(wantsInApp(off, 'project.liked'), false);
  assert.equal(wantsEmail(resolveNotificationPreferences({}), 'challenge.published'), false);
  assert.equal(wantsEmail(resolveNotificationPreferences({}), 'team.chat_mention'), true);
});
