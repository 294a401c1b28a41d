import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { markNotificationsReadSchema, notificationPreferencesSchema } from './notifications.js';

test('the inputs refuse what they do not know', () => {
  assert.equal(
    notificationPreferencesSchema.safeParse({ likes: { inApp: true, email: false } }).success,
    true,
  );
  assert.equal(
    notificationPreferencesSchema.safeParse({ likes: { inApp: 'yes', email: false } }).success,
    false,
  );
  assert.equal(notificationPreferencesSchema.safeParse({ likes: { inApp: true } }).success, false);
  assert.equal(
    notificationPreferencesSchema.safeParse({ spam: { inApp: true, email: true } }).success,
    false,
  );
  assert.equal(
    notificationPreferencesSchema.safeParse({
      programmes: { inApp: true, email: false },
      newChallengesDelivery: 'each',
    }).success,
    true,
  );
  assert.equal(notificationPreferencesSchema.safeParse({ newChallengesDelivery: 'weekly' }).success, false);
  assert.equal(markNotificationsReadSchema.safeParse({ ids: [] }).success, false);
  assert.equal(markNotificationsReadSchema.safeParse({ ids: ['nope'] }).success, false);
  assert.equal(
    markNotificationsReadSchema.safeParse({ ids: Array.from({ length: 101 }, () => crypto.randomUUID()) })
      .success,
    false,
  );
  assert.equal(markNotificationsReadSchema.safeParse({ ids: [crypto.randomUUID()] }).success, true);
});
