import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { NOTIFICATION_KINDS } from '@creators/contracts';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  newChallengeDeliveryOf,
  notificationKindOf,
  resolveNotificationPreferences,
  wantsEmail,
  wantsInApp,
} from './notification-preferences.js';

test('defaults: every kind in the app; by e-mail all but new challenges; new challenges as a daily digest', () => {
  const defaults = resolveNotificationPreferences(undefined);
  assert.deepEqual(defaults, DEFAULT_NOTIFICATION_PREFERENCES);
  assert.ok(NOTIFICATION_KINDS.every((kind) => defaults[kind].inApp));
  assert.equal(defaults.newChallenges.email, false);
  assert.ok(NOTIFICATION_KINDS.every((kind) => kind === 'newChallenges' || defaults[kind].email));
  assert.deepEqual(defaults.programmes, { inApp: true, email: true });
  assert.equal(defaults.newChallengesDelivery, 'daily');
});

test('how new challenges arrive: as chosen, the daily digest by default, not at all with both channels off', () => {
  assert.equal(newChallengeDeliveryOf(resolveNotificationPreferences({})), 'daily');
  assert.equal(
    newChallengeDeliveryOf(resolveNotificationPreferences({ newChallengesDelivery: 'each' })),
    'each',
  );
  assert.equal(
    newChallengeDeliveryOf(resolveNotificationPreferences({ newChallengesDelivery: 'weekly' })),
    'daily',
    'an unknown value is the default',
  );
  assert.equal(
    newChallengeDeliveryOf(
      resolveNotificationPreferences({
        newChallenges: { inApp: false, email: true },
        newChallengesDelivery: 'each',
      }),
    ),
    'each',
    'by e-mail only still counts',
  );
  assert.equal(
    newChallengeDeliveryOf(resolveNotificationPreferences({ newChallenges: { inApp: false, email: false } })),
    null,
  );
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
  assert.equal(notificationKindOf('challenge.digest'), 'newChallenges');
  assert.equal(notificationKindOf('team.chat_mention'), 'chatMentions');
  assert.equal(notificationKindOf('programme.announcement'), 'programmes');
  assert.equal(notificationKindOf('programme.deadline_reminder'), 'programmes');
  assert.equal(notificationKindOf('team.member_removed'), null);
  const off = resolveNotificationPreferences(
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, { inApp: false, email: false }])),
  );
  assert.equal(wantsInApp(off, 'team.member_removed'), true);
  assert.equal(wantsEmail(resolveNotificationPreferences({}), 'team.member_removed'), false);
  assert.equal(wantsInApp(off, 'project.liked'), false);
  assert.equal(wantsEmail(resolveNotificationPreferences({}), 'challenge.published'), false);
  assert.equal(wantsEmail(resolveNotificationPreferences({}), 'team.chat_mention'), true);
  assert.equal(wantsEmail(resolveNotificationPreferences({}), 'programme.announcement'), true);
  assert.equal(wantsInApp(off, 'programme.deadline_reminder'), false);
});
