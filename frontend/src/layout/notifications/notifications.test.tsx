import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connection, makeMember, makeTeam, signedInWithEmptyLists } from '../../test/domainFixtures';
import { location, renderApp } from '../../test/renderApp';

const envelope = (id: string, type: string, data: Record<string, unknown>) => ({
  id,
  type,
  createdAt: '2026-11-22T09:30:00.000Z',
  data,
});
const dot = () => screen.getByTestId('notifications-dot').querySelector('.MuiBadge-badge')!;
const BADGE_ID = '10000000-0000-4000-8000-000000000001';

function handlers() {
  return {
    ...signedInWithEmptyLists(),
    MyTeams: () => ({
      data: {
        myTeams: connection([
          makeTeam({
            name: 'Waste Watchers',
            isMember: true,
            members: [makeMember('u-1', 'Ada', 'Lovelace', 'leader'), makeMember('m-1', 'Lena', 'Berg')],
          }),
        ]),
      },
    }),
    AchievementCatalogue: () => ({
      data: { achievements: [{ __typename: 'Achievement', id: BADGE_ID, key: 'first-challenge' }] },
    }),
  };
}

describe('notifications', () => {
  it('lists pending team invitations, also after a reload, leading to the dashboard to answer them', async () => {
    const invitation = {
      __typename: 'TeamInvitation',
      id: 'i-1',
      status: 'pending',
      createdAt: '2026-11-22T09:30:00.000Z',
      expiresAt: '2026-12-06T09:30:00.000Z',
      team: { __typename: 'Team', id: 't-2', name: 'Study Circle' },
      inviter: {
        __typename: 'User',
        id: 'u-9',
        firstName: 'Grace',
        lastName: 'Hopper',
        profileImageUrl: null,
      },
    };
    const { user } = renderApp({
      path: '/resources',
      handlers: {
        ...handlers(),
        MyInvitations: () => ({ data: { myInvitations: connection([invitation]) } }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const menu = within(screen.getByRole('menu', { name: 'Notifications' }));
    // The invitations are read when the page loads; on a busy machine that may take a moment.
    const item = await menu.findByRole(
      'menuitem',
      { name: /You are invited to Study Circle/ },
      { timeout: 5_000 },
    );
    await user.click(item);
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('shows the unread dot, lists the notifications in words, and clears the dot when opened', async () => {
    const { user, socket } = renderApp({ path: '/resources', handlers: handlers() });
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(dot()).toHaveClass('MuiBadge-invisible');

    act(() => {
      socket.emit(
        'notification',
        envelope('e1', 'challenge.published', {
          challengeId: 'c1',
          title: 'Quiet Rooms',
          createdBy: 'x',
          fromBrainstorm: false,
        }),
      );
      socket.emit(
        'notification',
        envelope('e2', 'team.invitation_sent', {
          teamId: 't2',
          teamName: 'Study Circle',
          invitedUserId: 'u-1',
          invitedBy: 'x',
        }),
      );
      socket.emit(
        'notification',
        envelope('e3', 'project.liked', {
          projectId: 'p1',
          title: 'Smart Bins',
          likedBy: 'x',
          ownerIds: ['u-1'],
          likes: 1,
          liked: true,
        }),
      );
      socket.emit(
        'notification',
        envelope('e4', 'achievement.earned', {
          userId: 'u-1',
          achievementId: BADGE_ID,
          name: 'Problem Spotter',
        }),
      );
      socket.emit(
        'notification',
        envelope('e5', 'team.member_joined', {
          teamId: 't1',
          teamName: 'Waste Watchers',
          userId: 'm-1',
          leaderId: 'u-1',
        }),
      );
      socket.emit(
        'notification',
        envelope('e5', 'team.member_joined', {
          teamId: 't1',
          teamName: 'Waste Watchers',
          userId: 'm-1',
          leaderId: 'u-1',
        }),
      );
    });
    expect(dot()).not.toHaveClass('MuiBadge-invisible');
    // Counted once per id: the join delivered twice is one.
    expect(dot()).toHaveTextContent('5');
    expect(bell).toHaveAccessibleDescription('5 unread notifications');

    await user.click(bell);
    const menu = within(screen.getByRole('menu', { name: 'Notifications' }));
    // The joiner's name comes from the members of my teams, read when the notification arrives.
    expect(await menu.findByText('Lena Berg joined your team Waste Watchers')).toBeInTheDocument();
    expect(menu.getByText('You were invited to Study Circle')).toBeInTheDocument();
    expect(menu.getByText('Someone liked Smart Bins')).toBeInTheDocument();
    expect(menu.getByText('You earned the badge Problem Spotter')).toBeInTheDocument();
    expect(menu.getByText('New challenge published: Quiet Rooms')).toBeInTheDocument();
    // The five, "Mark all as read" and "See all notifications".
    expect(menu.getAllByRole('menuitem')).toHaveLength(7);
    // Opening the menu reads nothing: opening one marks it read.
    expect(dot()).toHaveTextContent('5');

    await user.click(menu.getByRole('menuitem', { name: /New challenge published/ }));
    await waitFor(() => expect(dot()).toHaveTextContent('4'));
    expect(location()).toBe('/challenges');
  });

  it('reads "Someone" when the joiner is unknown, and ignores a like taken back', async () => {
    const { user, socket } = renderApp({
      path: '/resources',
      handlers: { ...handlers(), MyTeams: () => ({ data: { myTeams: connection([]) } }) },
    });
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    act(() => {
      socket.emit(
        'notification',
        envelope('e1', 'team.member_joined', {
          teamId: 't1',
          teamName: 'Waste Watchers',
          userId: 'm-9',
          leaderId: 'u-1',
        }),
      );
      socket.emit(
        'notification',
        envelope('e2', 'project.liked', {
          projectId: 'p1',
          title: 'Smart Bins',
          likedBy: 'x',
          ownerIds: ['u-1'],
          likes: 0,
          liked: false,
        }),
      );
    });
    await user.click(bell);
    const menu = within(screen.getByRole('menu', { name: 'Notifications' }));
    expect(menu.getByText('Someone joined your team Waste Watchers')).toBeInTheDocument();
    expect(menu.getAllByRole('menuitem')).toHaveLength(1 + 2);
  });

  it('refreshes the lists a notification concerns', async () => {
    const { socket, calls } = renderApp({ path: '/challenges', handlers: handlers() });
    await screen.findByRole('heading', { level: 1, name: 'Challenges' });
    await waitFor(() => expect(calls.filter((c) => c.operationName === 'Challenges').length).toBe(1));
    act(() =>
      socket.emit(
        'notification',
        envelope('e1', 'challenge.published', {
          challengeId: 'c1',
          title: 'Quiet Rooms',
          createdBy: 'x',
          fromBrainstorm: false,
        }),
      ),
    );
    await waitFor(() => expect(calls.filter((c) => c.operationName === 'Challenges').length).toBe(2));
  });

  it('refreshes the achievements on the dashboard when a badge is earned', async () => {
    const { socket, calls } = renderApp({ path: '/', handlers: handlers() });
    await screen.findByRole('heading', { name: 'Recent Achievements' });
    await waitFor(() => expect(calls.filter((c) => c.operationName === 'MyAchievements').length).toBe(1));
    act(() =>
      socket.emit(
        'notification',
        envelope('e1', 'achievement.earned', {
          userId: 'u-1',
          achievementId: BADGE_ID,
          name: 'Problem Spotter',
        }),
      ),
    );
    await waitFor(() => expect(calls.filter((c) => c.operationName === 'MyAchievements').length).toBe(2));
  });

  it('speaks German', async () => {
    localStorage.setItem('language', 'de');
    const { user, socket } = renderApp({ path: '/resources', handlers: handlers() });
    const bell = await screen.findByRole('button', { name: 'Benachrichtigungen' });
    act(() => {
      socket.emit(
        'notification',
        envelope('e1', 'achievement.earned', {
          userId: 'u-1',
          achievementId: BADGE_ID,
          name: 'Problem Spotter',
        }),
      );
      socket.emit(
        'notification',
        envelope('e2', 'project.liked', {
          projectId: 'p1',
          title: 'Smart Bins',
          likedBy: 'x',
          ownerIds: ['u-1'],
          likes: 1,
          liked: true,
        }),
      );
    });
    await user.click(bell);
    const menu = within(screen.getByRole('menu', { name: 'Benachrichtigungen' }));
    expect(await menu.findByText('Du hast das Abzeichen Problemfinder erhalten')).toBeInTheDocument();
    expect(menu.getByText('Jemandem gefällt Smart Bins')).toBeInTheDocument();
  });
});

describe('mentoring notifications', () => {
  const meeting = {
    meetingId: 'mt-1',
    teamId: 't-2',
    teamName: 'Study Circle',
    title: 'Weekly stand-up',
    scheduledAt: '2026-12-01T15:00:00.000Z',
    duration: 30,
    mentorId: 'j-1',
    attendeeIds: ['u-1', 'j-1'],
    changedBy: 'j-1',
  };
  const mentored = () => ({
    ...handlers(),
    MyTeams: () => ({
      data: {
        myTeams: connection([
          makeTeam({
            id: 't-2',
            name: 'Study Circle',
            isMember: true,
            members: [makeMember('u-1', 'Ada', 'Lovelace', 'leader')],
            mentors: [
              { __typename: 'User', id: 'j-1', firstName: 'Jonas', lastName: 'Berg', profileImageUrl: null },
            ] as never,
          }),
        ]),
      },
    }),
  });
  const answered = (accepted: boolean, mentorId: string) => ({
    requestId: 'r-1',
    teamId: 't-2',
    teamName: 'Study Circle',
    mentorId,
    requestedBy: 'u-1',
    accepted,
    memberIds: ['u-1'],
  });

  it('reads each mentoring and meeting event in words, leading where it can be acted on', async () => {
    const { user, socket } = renderApp({ path: '/resources', handlers: mentored() });
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    act(() => {
      socket.emit('notification', envelope('n1', 'mentoring.answered', answered(true, 'j-1')));
      socket.emit('notification', envelope('n2', 'mentoring.answered', answered(false, 'x-9')));
      socket.emit(
        'notification',
        envelope('n3', 'mentoring.requested', {
          requestId: 'r-2',
          teamId: 't-3',
          teamName: 'Quiet Rooms',
          mentorId: 'u-1',
          requestedBy: 'x',
        }),
      );
      socket.emit(
        'notification',
        envelope('n4', 'mentoring.ended', {
          teamId: 't-3',
          teamName: 'Quiet Rooms',
          mentorId: 'u-1',
          endedBy: 'x',
        }),
      );
      socket.emit('notification', envelope('n5', 'meeting.scheduled', meeting));
      socket.emit('notification', envelope('n6', 'meeting.updated', { ...meeting, rescheduled: true }));
      socket.emit('notification', envelope('n7', 'meeting.updated', { ...meeting, rescheduled: false }));
      socket.emit('notification', envelope('n8', 'meeting.cancelled', meeting));
      socket.emit('notification', envelope('n9', 'meeting.reminder', { ...meeting, changedBy: null }));
      socket.emit(
        'notification',
        envelope('n10', 'project.feedback_given', {
          feedbackId: 'f-1',
          projectId: 'p-1',
          title: 'Smart Bins',
          teamId: 't-2',
          mentorId: 'j-1',
          recipientIds: ['u-1'],
        }),
      );
    });
    await user.click(bell);
    const menu = within(screen.getByRole('menu', { name: 'Notifications' }));
    // The mentor's name comes from the mentors of my teams.
    expect(
      await menu.findByText('Jonas Berg accepted your mentoring request for Study Circle'),
    ).toBeInTheDocument();
    expect(menu.getByText('Your mentoring request for Study Circle was declined')).toBeInTheDocument();
    expect(menu.getByText('Quiet Rooms asked you to mentor them')).toBeInTheDocument();
    expect(menu.getByText('You no longer mentor Quiet Rooms')).toBeInTheDocument();
    expect(menu.getByText('New meeting for Study Circle: Weekly stand-up')).toBeInTheDocument();
    expect(menu.getByText('Meeting moved: Weekly stand-up')).toBeInTheDocument();
    expect(menu.getByText('Meeting changed: Weekly stand-up')).toBeInTheDocument();
    expect(menu.getByText('Meeting cancelled: Weekly stand-up')).toBeInTheDocument();
    expect(menu.getByText('Meeting in 15 minutes: Weekly stand-up')).toBeInTheDocument();
    expect(menu.getByText('New mentor feedback on Smart Bins')).toBeInTheDocument();
    expect(menu.getAllByRole('menuitem')).toHaveLength(10 + 2);
    // The meeting's time, in the viewer's time zone (UTC here).
    expect(menu.getByRole('menuitem', { name: /Meeting in 15 minutes/ })).toHaveTextContent(
      'Dec 1, 2026, 3:00 PM',
    );

    await user.click(menu.getByRole('menuitem', { name: /Quiet Rooms asked you/ }));
    expect(location()).toBe('/mentoring');
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: /Meeting moved/ }));
    expect(location()).toBe('/teams/t-2');
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: /New mentor feedback/ }));
    expect(location()).toBe('/projects/p-1');
  });

  it('refreshes the dashboard’s meetings when a meeting is scheduled', async () => {
    const { socket, calls } = renderApp({ path: '/', handlers: mentored() });
    await screen.findByRole('heading', { name: 'Upcoming Meetings' }, { timeout: 5_000 });
    await waitFor(() => expect(calls.filter((c) => c.operationName === 'UpcomingMeetings').length).toBe(1));
    act(() => socket.emit('notification', envelope('n1', 'meeting.scheduled', meeting)));
    await waitFor(() => expect(calls.filter((c) => c.operationName === 'UpcomingMeetings').length).toBe(2));
  });

  it('speaks German', async () => {
    localStorage.setItem('language', 'de');
    const { user, socket } = renderApp({ path: '/resources', handlers: mentored() });
    const bell = await screen.findByRole('button', { name: 'Benachrichtigungen' });
    act(() => {
      socket.emit('notification', envelope('n1', 'mentoring.answered', answered(true, 'j-1')));
      socket.emit('notification', envelope('n2', 'meeting.reminder', { ...meeting, changedBy: null }));
    });
    await user.click(bell);
    const menu = within(screen.getByRole('menu', { name: 'Benachrichtigungen' }));
    expect(
      await menu.findByText('Jonas Berg hat eure Mentoring-Anfrage für Study Circle angenommen'),
    ).toBeInTheDocument();
    expect(menu.getByText('Meeting in 15 Minuten: Weekly stand-up')).toBeInTheDocument();
  });
});

describe('moderation notifications (docs/product.md §14)', () => {
  const hidden = {
    itemType: 'project',
    itemId: 'p-1',
    title: 'Smart Bins',
    authorIds: ['u-1'],
    hidden: true,
    reason: 'Shares a phone number',
    actorId: 's-1',
  };
  const emitAll = (socket: { emit(event: string, payload: unknown): void }) =>
    act(() => {
      socket.emit('notification', envelope('m1', 'content.moderated', hidden));
      socket.emit(
        'notification',
        envelope('m2', 'content.moderated', {
          ...hidden,
          itemType: 'comment',
          itemId: 'c-1',
          title: 'Call me',
          hidden: false,
          reason: null,
          parent: { type: 'challenge', id: 'ch-1' },
        }),
      );
      for (const [id, outcome] of [
        ['m3', 'hidden'],
        ['m4', 'suspended'],
        ['m5', 'dismissed'],
      ])
        socket.emit(
          'notification',
          envelope(id!, 'reports.resolved', {
            itemType: outcome === 'suspended' ? 'person' : 'team',
            itemId: 't-9',
            reporterIds: ['u-1'],
            outcome,
          }),
        );
    });

  it('tells the author why, and a reporter the outcome, leading to the item', async () => {
    const { user, socket } = renderApp({ path: '/resources', handlers: handlers() });
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    emitAll(socket);
    await user.click(bell);
    const menu = within(screen.getByRole('menu', { name: 'Notifications' }));
    expect(
      await menu.findByText(
        "Your project “Smart Bins” was hidden by the programme's staff: Shares a phone number",
      ),
    ).toBeInTheDocument();
    expect(menu.getByText('Your comment “Call me” can be seen again')).toBeInTheDocument();
    expect(
      menu.getByText("We looked at your report: the programme's staff hid the team"),
    ).toBeInTheDocument();
    expect(
      menu.getByText("We looked at your report: the programme's staff suspended the person"),
    ).toBeInTheDocument();
    expect(menu.getByText('We looked at your report and left it as it is')).toBeInTheDocument();
    expect(menu.getAllByRole('menuitem')).toHaveLength(5 + 2);

    await user.click(menu.getByRole('menuitem', { name: /Smart Bins/ }));
    expect(location()).toBe('/projects/p-1');
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: /Call me/ }));
    expect(location()).toBe('/challenges/ch-1');
  });

  it('speaks German', async () => {
    localStorage.setItem('language', 'de');
    const { user, socket } = renderApp({ path: '/resources', handlers: handlers() });
    const bell = await screen.findByRole('button', { name: 'Benachrichtigungen' });
    emitAll(socket);
    await user.click(bell);
    const menu = within(screen.getByRole('menu', { name: 'Benachrichtigungen' }));
    expect(
      await menu.findByText(
        'Dein Projekt „Smart Bins“ wurde vom Team des Programms ausgeblendet: Shares a phone number',
      ),
    ).toBeInTheDocument();
    expect(menu.getByText('Dein Kommentar „Call me“ ist wieder sichtbar')).toBeInTheDocument();
    expect(
      menu.getByText(
        'Wir haben uns deine Meldung angesehen: Das Team des Programms hat das Team ausgeblendet',
      ),
    ).toBeInTheDocument();
    expect(
      menu.getByText('Wir haben uns deine Meldung angesehen: Das Team des Programms hat die Person gesperrt'),
    ).toBeInTheDocument();
    expect(menu.getByText('Wir haben uns deine Meldung angesehen und alles so gelassen')).toBeInTheDocument();
  });
});
