import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { describeNotification } from './handlers';
import { notificationsDe, notificationsEn } from './messages';
import type { AppNotification } from './NotificationsProvider';

/** Notifications that name a person (docs/product.md §11.3, §11.4): identity adds the name when it stores them. */
const intlOf = (locale: 'en' | 'de') =>
  createIntl({ locale, messages: locale === 'en' ? notificationsEn : notificationsDe });
const typed = (type: string, payload: Record<string, unknown>) =>
  ({ id: 'n', event: type, typed: true, payload, receivedAt: 0, read: false }) satisfies AppNotification;

describe('notifications that name a person', () => {
  it('say who left the team, in English and German', () => {
    const left = { teamId: 't-1', teamName: 'Alpha', userId: 'u-2', leaderId: 'u-1', userName: 'Lou Lee' };
    expect(describeNotification(typed('team.member_left', left), intlOf('en'))).toEqual({
      title: 'Lou Lee left your team Alpha',
      to: '/teams/t-1',
    });
    expect(describeNotification(typed('team.member_left', left), intlOf('de'))?.title).toBe(
      'Lou Lee hat dein Team Alpha verlassen',
    );
  });

  it('say who wrote a comment, and without a name (an erased account) that there is a new one', () => {
    const comment = {
      commentId: 'c-1',
      subjectType: 'project',
      subjectId: 'p-1',
      subjectTitle: 'River sensor',
      authorId: 'u-2',
      parentId: null,
      authorName: 'Walt Wu',
    };
    expect(describeNotification(typed('comment.posted', comment), intlOf('en'))).toEqual({
      title: 'Walt Wu commented on River sensor',
      to: '/projects/p-1',
    });
    expect(describeNotification(typed('comment.posted', comment), intlOf('de'))?.title).toBe(
      'Neuer Kommentar von Walt Wu zu River sensor',
    );
    const { authorName: _name, ...unnamed } = comment;
    expect(describeNotification(typed('comment.posted', unnamed), intlOf('en'))?.title).toBe(
      'New comment on River sensor',
    );
    expect(describeNotification(typed('comment.posted', unnamed), intlOf('de'))?.title).toBe(
      'Neuer Kommentar zu River sensor',
    );
  });
});
