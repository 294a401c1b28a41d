import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyDashboard, makeUser } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

const signedOut = { Me: () => ({ data: { me: null } }) };
const signedIn = { Me: () => ({ data: { me: makeUser() } }), ...emptyDashboard };

describe('skip link', () => {
  it.each([
    ['the signed-in dashboard', '/', signedIn, 'Welcome back, Ada'],
    ['the landing page', '/', signedOut, 'Start Your Journey'],
    ['the login page', '/login', signedOut, 'Sign In'],
    ['the 404 page', '/no/such/page', signedOut, '404 Page Not Found'],
  ])(
    'is the first stop of Tab on %s and moves focus to the main landmark',
    async (_, path, handlers, text) => {
      const { user } = renderApp({ path, handlers });
      await screen.findAllByText(text);
      await user.tab();
      const skip = screen.getByRole('link', { name: 'Skip to main content' });
      expect(skip).toHaveFocus();
      expect(skip).toHaveAttribute('href', '#main-content');
      await user.keyboard('{Enter}');
      const main = screen.getByRole('main');
      expect(main).toHaveFocus();
      expect(main).toHaveAttribute('id', 'main-content');
      // The next Tab continues inside the main content, past the header.
      await user.tab();
      expect(main).toContainElement(document.activeElement as HTMLElement);
    },
  );

  it('speaks German', async () => {
    const { user } = renderApp({ handlers: signedIn, browserLanguage: 'de-DE' });
    await screen.findByRole('heading', { name: 'Willkommen zurück, Ada' });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Zum Hauptinhalt springen' })).toHaveFocus();
  });
});
