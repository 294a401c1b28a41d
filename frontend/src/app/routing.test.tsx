import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyDashboard, makeUser } from '../test/fixtures';
import { location, renderApp } from '../test/renderApp';

const signedOut = { Me: () => ({ data: { me: null } }) };
const signedIn = (user = makeUser()) => ({ Me: () => ({ data: { me: user } }), ...emptyDashboard });

describe('routing by session state (product.md §2.1)', () => {
  it('shows a centred spinner while the session loads', () => {
    renderApp({ handlers: { Me: () => new Promise(() => {}) } });
    expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
  });

  it('shows the landing page at / when signed out', async () => {
    renderApp({ handlers: signedOut });
    expect(await screen.findByRole('link', { name: 'Start Your Journey' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Join the Program' })).toHaveAttribute('href', '/api/login');
    for (const feature of [
      'Challenge Identification',
      'Smart Team Matching',
      'Purposeful Prototyping',
      'Curated Resources',
      'Project Showcase',
      'Gamified Learning',
    ]) {
      expect(screen.getByRole('heading', { name: feature })).toBeInTheDocument();
    }
    for (const step of ['Identify', 'Collaborate', 'Prototype', 'Showcase']) {
      expect(screen.getByRole('heading', { name: step })).toBeInTheDocument();
    }
  });

  it.each(['/login', '/register'])('shows the auth page at %s when signed out', async (path) => {
    renderApp({ path, handlers: signedOut });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up here' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Register as Student' })).toHaveAttribute(
      'href',
      '/register/student',
    );
    expect(screen.getByRole('link', { name: 'Register as Mentor' })).toHaveAttribute(
      'href',
      '/register/mentor',
    );
  });

  it('shows the registration pages when signed out', async () => {
    renderApp({ path: '/register/student', handlers: signedOut });
    expect(await screen.findByRole('heading', { name: 'Join as a Student' })).toBeInTheDocument();
  });

  it('shows the mentor registration page when signed out', async () => {
    renderApp({ path: '/register/mentor', handlers: signedOut });
    expect(await screen.findByRole('heading', { name: 'Join as a Mentor' })).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown path when signed out', async () => {
    renderApp({ path: '/nowhere', handlers: signedOut });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });

  it('treats a failing session call as signed out', async () => {
    renderApp({
      handlers: {
        Me: () => ({
          data: null,
          errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } }],
        }),
      },
    });
    expect(await screen.findByRole('link', { name: 'Start Your Journey' })).toBeInTheDocument();
  });

  it.each(['/', '/teams', '/challenges', '/some/unknown/path'])(
    'shows the profile setup at %s while the profile has no skills',
    async (path) => {
      renderApp({ path, handlers: signedIn(makeUser({ skills: [] })) });
      expect(await screen.findByRole('heading', { name: 'Complete Your Profile' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    },
  );

  it('shows the profile setup while the profile has no role', async () => {
    renderApp({ path: '/resources', handlers: signedIn(makeUser({ role: null })) });
    expect(await screen.findByRole('heading', { name: 'Complete Your Profile' })).toBeInTheDocument();
  });

  it.each([
    ['/', 'Welcome back, Ada'],
    ['/challenges', 'Challenges'],
    ['/teams', 'Teams'],
    ['/resources', 'Learning Resources'],
    ['/showcase', 'Project Showcase'],
    ['/profile-setup', 'Complete Your Profile'],
  ])('shows the page of %s with a complete profile', async (path, heading) => {
    renderApp({ path, handlers: signedIn() });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('shows the subtitle of each section page', async () => {
    renderApp({ path: '/challenges', handlers: signedIn() });
    expect(await screen.findByText(/meaningful problems/)).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown path with a complete profile', async () => {
    renderApp({ path: '/does-not-exist', handlers: signedIn() });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('sends a signed-in user on a sign-in path to the dashboard', async () => {
    renderApp({ path: '/login', handlers: signedIn() });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(location()).toBe('/');
  });
});
