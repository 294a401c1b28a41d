import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { isUuid } from '@creators/platform';
import {
  DIGEST_TITLES_MAX,
  digestData,
  digestDayDue,
  digestNotificationId,
  type DigestNotice,
} from './challenge-digest.js';

const notice = (n: number, minutes = n): DigestNotice => ({
  challengeId: `c-${n}`,
  title: `Challenge ${n}`,
  createdAt: new Date(Date.UTC(2027, 0, 10, 8, minutes)),
});

test('a digest counts every challenge and names the newest few, each once', () => {
  const notices = Array.from({ length: 8 }, (_, i) => notice(i + 1));
  const data = digestData([...notices, notice(3)]);
  assert.equal(data.count, 8);
  assert.equal(data.challenges.length, DIGEST_TITLES_MAX);
  assert.deepEqual(
    data.challenges.map((c) => c.challengeId),
    ['c-8', 'c-7', 'c-6', 'c-5', 'c-4'],
  );
  assert.deepEqual(data.challenges[0], { challengeId: 'c-8', title: 'Challenge 8' });
  assert.deepEqual(digestData([notice(1)]), {
    count: 1,
    challenges: [{ challengeId: 'c-1', title: 'Challenge 1' }],
  });
  assert.deepEqual(digestData([]), { count: 0, challenges: [] });
});

test('the day’s digest is due from its hour (UTC) on, for that day', () => {
  assert.equal(digestDayDue(new Date('2027-01-10T14:59:59Z'), 15), null);
  assert.equal(digestDayDue(new Date('2027-01-10T15:00:00Z'), 15), '2027-01-10');
  assert.equal(digestDayDue(new Date('2027-01-10T23:59:00Z'), 15), '2027-01-10');
  assert.equal(digestDayDue(new Date('2027-01-11T00:30:00Z'), 0), '2027-01-11');
  // Local evening in Berlin is already the next day in UTC only after midnight UTC.
  assert.equal(digestDayDue(new Date('2027-01-10T23:30:00+01:00'), 15), '2027-01-10');
});

test('a digest’s id: a UUID, the same for the same day and content, another for another day or content', () => {
  const data = digestData([notice(1), notice(2)]);
  const id = digestNotificationId('2027-01-10', data);
  assert.ok(isUuid(id), id);
  assert.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  assert.equal(digestNotificationId('2027-01-10', digestData([notice(2), notice(1)])), id);
  assert.notEqual(digestNotificationId('2027-01-11', data), id);
  assert.notEqual(digestNotificationId('2027-01-10', digestData([notice(1)])), id);
});
