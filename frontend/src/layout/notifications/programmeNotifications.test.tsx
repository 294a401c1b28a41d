import { act, screen, waitFor, within } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { signedInWithEmptyLists } from '../../test/domainFixtures';
import { location, renderApp } from '../../test/renderApp';
import { describeNotification } from './handlers';
import { notificationsDe, notificationsEn } from './messages';
import type { AppNotification } from './NotificationsProvider';

/**
 * The notifications of programmes (docs/product.md §16) and the daily digest of new challenges (docs/product.md
 * "Notification inbox"), as the bell's menu and the inbox page show them.
 */
const envelope = (id: string, type: string, data: Record<string, unknown>) => ({
  id,
  type,
  createdAt: '2026-11-22T09:30:00.000Z',
  data,
});

const announcement = {
  announcementId: 'a-1',
  programmeId: 'p-1',
  programmeName: 'Rivers 2027',
  title: 'Kick-off',
  body: 'See you on Monday at nine in the hall.',
};
const reminder = {
  programmeId: 'p-1',
  programmeName: 'Rivers 2027',
  deadline: '2027-03-01T17:00:00.000Z',
  daysBefore: 3,
};
const challenges = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ challengeId: `c-${i + 1}`, title: `Idea ${i + 1}` }));

const intlOf = (locale: 'en' | 'de') =>
  createIntl({
    locale,
    timeZone: 'Europe/Berlin',
    messages: locale === 'en' ? notificationsEn : notificationsDe,
  });
const typed = (type: string, payload: Record<string, unknown>) =>
  ({ id: 'n', event: type, typed: true, payload, receivedAt: 0, read: false }) satisfies AppNotification;

describe('programme notifications and the daily digest, in words', () => {
  it('reads them in English and German, each leading where it can be acted on', () => {
    const en = intlOf('en');
    const de = intlOf('de');
    expect(describeNotification(typed('programme.announcement', announcement), en)).toEqual({
      title: 'New announcement in Rivers 2027: Kick-off',
      description: 'See you on Monday at nine in the hall.',
      to: '/',
    });
    expect(describeNotification(typed('programme.announcement', announcement), de)?.title).toBe(
      'Neue Ankündigung in Rivers 2027: Kick-off',
    );
    expect(describeNotification(typed('programme.deadline_reminder', reminder), en)).toEqual({
      title: 'The submission deadline of Rivers 2027 is in 3 days',
      description: 'Submit by Monday, March 1, 2027 at 6:00 PM',
      to: '/',
    });
    expect(
      describeNotification(typed('programme.deadline_reminder', { ...reminder, daysBefore: 1 }), de),
    ).toEqual({
      title: 'Die Abgabefrist von Rivers 2027 endet morgen',
      description: 'Abgabe bis Montag, 1. März 2027 um 18:00',
      to: '/',
    });

    expect(
      describeNotification(typed('challenge.digest', { count: 1, challenges: challenges(1) }), en),
    ).toEqual({ title: 'A new challenge was published', description: 'Idea 1', to: '/challenges/c-1' });
    expect(
      describeNotification(typed('challenge.digest', { count: 3, challenges: challenges(3) }), en),
    ).toEqual({
      title: '3 new challenges were published',
      description: 'Idea 1, Idea 2, and Idea 3',
      to: '/challenges',
    });
    expect(
      describeNotification(typed('challenge.digest', { count: 8, challenges: challenges(5) }), de),
    ).toEqual({
      title: '8 neue Challenges wurden veröffentlicht',
      description: 'Idea 1, Idea 2, Idea 3, Idea 4, Idea 5 und 3 weitere',
      to: '/challenges',
    });
  });

  it('keeps a long announcement short and shows nothing for data it cannot read', () => {
    const en = intlOf('en');
    const long = describeNotification(
      typed('programme.announcement', { ...announcement, body: 'word '.repeat(100) }),
      en,
    );
    expect(long?.description?.length).toBeLessThanOrEqual(140);
    expect(long?.description?.endsWith('…')).toBe(true);
    expect(describeNotification(typed('programme.announcement', { title: 'x' }), en)).toBeNull();
    expect(describeNotification(typed('programme.deadline_reminder', { programmeName: 'R' }), en)).toBeNull();
    expect(describeNotification(typed('challenge.digest', { count: 0, challenges: [] }), en)).toBeNull();
  });

  it('come live to the bell and open the programme or the challenge', async () => {
    const { user, socket } = renderApp({ path: '/resources', handlers: signedInWithEmptyLists() });
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    act(() => {
      socket.emit('notification', envelope('e1', 'programme.announcement', announcement));
      socket.emit('notification', envelope('e2', 'programme.deadline_reminder', reminder));
      socket.emit(
        'notification',
        envelope('e3', 'challenge.digest', { count: 1, challenges: challenges(1) }),
      );
    });
    await user.click(bell);
    const menu = within(screen.getByRole('menu', { name: 'Notifications' }));
    expect(
      menu.getByRole('menuitem', { name: /New announcement in Rivers 2027: Kick-off/ }),
    ).toHaveAccessibleName(/See you on Monday at nine in the hall\./);
    expect(
      menu.getByRole('menuitem', { name: /The submission deadline of Rivers 2027 is in 3 days/ }),
    ).toBeInTheDocument();
    await user.click(menu.getByRole('menuitem', { name: /A new challenge was published/ }));
    await waitFor(() => expect(location()).toBe('/challenges/c-1'));
    await user.click(bell);
    await user.click(
      within(screen.getByRole('menu', { name: 'Notifications' })).getByRole('menuitem', {
        name: /New announcement in Rivers 2027/,
      }),
    );
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('speak German in the bell', async () => {
    const { user, socket } = renderApp({
      path: '/resources',
      handlers: signedInWithEmptyLists(),
      browserLanguage: 'de-DE',
    });
    const bell = await screen.findByRole('button', { name: 'Benachrichtigungen' });
    act(() => {
      socket.emit(
        'notification',
        envelope('e1', 'challenge.digest', { count: 2, challenges: challenges(2) }),
      );
    });
    await user.click(bell);
    const menu = within(screen.getByRole('menu', { name: 'Benachrichtigungen' }));
    expect(
      await menu.findByRole('menuitem', { name: /2 neue Challenges wurden veröffentlicht/ }),
    ).toHaveAccessibleName(/Idea 1 und Idea 2/);
  });
});
