import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyDashboard, makeUser } from '../test/fixtures';
import { location, renderApp } from '../test/renderApp';

const signedIn = (user = makeUser()) => ({ Me: () => ({ data: { me: user } }), ...emptyDashboard });

describe('signed-in header', () => {
  it('highlights the link of the current route', async () => {
    const { user } = renderApp({ path: '/teams', handlers: signedIn() });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Teams' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Dashboard', 'Challenges', 'Mentors', 'Resources', 'Showcase']) {
      expect(within(nav).getByRole('link', { name })).not.toHaveAttribute('aria-current');
    }

    await user.click(within(nav).getByRole('link', { name: 'Showcase' }));
    expect(location()).toBe('/showcase');
    expect(within(nav).getByRole('link', { name: 'Showcase' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Teams' })).not.toHaveAttribute('aria-current');

    await user.click(within(nav).getByRole('link', { name: 'Dashboard' }));
    expect(location()).toBe('/');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('links each section', async () => {
    renderApp({ handlers: signedIn() });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/'],
      ['Challenges', '/challenges'],
      ['Teams', '/teams'],
      ['Mentors', '/mentors'],
      ['Resources', '/resources'],
      ['Showcase', '/showcase'],
    ]);
  });

  it('adds the mentor dashboard for a mentor, in the small-screen menu too', async () => {
    const { user } = renderApp({ handlers: signedIn(makeUser({ role: 'mentor' })) });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/', '/challenges', '/teams', '/mentors', '/mentoring', '/resources', '/showcase']);
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const mobile = document.getElementById('mobile-navigation')!;
    expect(within(mobile).getByRole('link', { name: 'Mentoring' })).toHaveAttribute('href', '/mentoring');
    expect(within(mobile).getByRole('link', { name: 'Mentors' })).toHaveAttribute('href', '/mentors');
  });

  it('shows no mentor dashboard to anyone else', async () => {
    const { user } = renderApp({ handlers: signedIn() });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'Mentoring' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const mobile = document.getElementById('mobile-navigation')!;
    expect(within(mobile).getByRole('link', { name: 'Mentors' })).toBeInTheDocument();
    expect(within(mobile).queryByRole('link', { name: 'Mentoring' })).not.toBeInTheDocument();
  });

  it('opens and closes the small-screen navigation with a named toggle', async () => {
    const { user } = renderApp({ path: '/challenges', handlers: signedIn() });
    const toggle = await screen.findByRole('button', { name: 'Open navigation menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close navigation menu');
    const mobile = document.getElementById('mobile-navigation')!;
    expect(within(mobile).getByRole('link', { name: 'Challenges' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(mobile).getByRole('link', { name: 'Teams' }));
    expect(location()).toBe('/teams');
    expect(document.getElementById('mobile-navigation')).toBeNull();
  });

  it('closes the small-screen navigation on Escape (focus back on the toggle) and on a tap outside it', async () => {
    const { user } = renderApp({ path: '/challenges', handlers: signedIn() });
    const toggle = await screen.findByRole('button', { name: 'Open navigation menu' });
    await user.click(toggle);
    expect(document.getElementById('mobile-navigation')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(document.getElementById('mobile-navigation')).toBeNull();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    const mobile = document.getElementById('mobile-navigation')!;
    // A tap inside the menu (not on a link) keeps it open; one outside closes it.
    await user.click(mobile);
    expect(document.getElementById('mobile-navigation')).not.toBeNull();
    await user.click(screen.getByRole('main'));
    expect(document.getElementById('mobile-navigation')).toBeNull();
    expect(location()).toBe('/challenges');
  });

  it('shows the user with initials and offers Profile, Settings and Logout', async () => {
    const { user } = renderApp({ handlers: signedIn() });
    const button = await screen.findByRole('button', { name: /Ada Lovelace/ });
    expect(within(button).getByText('AL')).toBeInTheDocument();
    await user.click(button);
    const menu = screen.getByRole('menu', { name: 'Account' });
    // The person's own page, which has 'Edit profile'.
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/people/u-1');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveAttribute('href', '/api/logout');
  });

  it('shows the profile image when the user has one', async () => {
    renderApp({ handlers: signedIn(makeUser({ profileImageUrl: 'https://example.com/ada.png' })) });
    const button = await screen.findByRole('button', { name: /Ada Lovelace/ });
    expect(button.querySelector('img')).toHaveAttribute('src', 'https://example.com/ada.png');
  });

  it('keeps socket notifications in the store and shows the unread count', async () => {
    const { user, socket } = renderApp({ handlers: signedIn() });
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    const dot = () => screen.getByTestId('notifications-dot').querySelector('.MuiBadge-badge')!;
    expect(dot()).toHaveClass('MuiBadge-invisible');

    await user.click(bell);
    expect(screen.getByText('No notifications yet')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    act(() =>
      socket.emit('notification', {
        id: 'n-1',
        type: 'challenge.published',
        createdAt: '2026-11-22T09:30:00.000Z',
        data: { challengeId: 'c1', title: 'Quiet Rooms', createdBy: 'x' },
      }),
    );
    expect(dot()).not.toHaveClass('MuiBadge-invisible');
    expect(bell).toHaveAccessibleDescription('1 unread notification');

    await user.click(bell);
    expect(screen.getByText('New challenge published: Quiet Rooms')).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Mark all as read' }));
    expect(dot()).toHaveClass('MuiBadge-invisible');
  });
});
