import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyDashboard, makeUser } from '../test/fixtures';
import { gqlError } from '../test/mockGraphQL';
import { location, renderApp } from '../test/renderApp';

describe('profile setup', () => {
  it('completes an incomplete profile and goes to the dashboard', async () => {
    let complete = false;
    const { user, calls } = renderApp({
      path: '/teams',
      handlers: {
        Me: () => ({
          data: {
            me: makeUser(
              complete
                ? { role: 'creator', skills: ['React', 'Svelte'] }
                : { role: null, skills: [], interests: [], bio: null },
            ),
          },
        }),
        UpdateProfile: () => {
          complete = true;
          return { data: { updateProfile: makeUser({ role: 'creator', skills: ['React', 'Svelte'] }) } };
        },
        ...emptyDashboard,
      },
    });
    expect(await screen.findByRole('heading', { name: 'Complete Your Profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Role')).toHaveValue('student');
    expect(screen.getByLabelText('Experience')).toHaveValue('beginner');
    expect(
      within(screen.getByLabelText('Role'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Student', 'Mentor', 'Creator']);
    expect(
      within(screen.getByLabelText('Experience'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Beginner', 'Intermediate', 'Advanced']);

    await user.selectOptions(screen.getByLabelText('Role'), 'creator');
    await user.selectOptions(screen.getByLabelText('Experience'), 'advanced');
    await user.type(screen.getByLabelText('Bio'), 'I build tools.');
    const skills = screen.getByRole('group', { name: 'Skills' });
    await user.click(within(skills).getByRole('button', { name: 'React' }));
    await user.type(within(skills).getByLabelText('Add a custom skill'), 'Svelte');
    await user.click(within(skills).getByRole('button', { name: 'Add' }));
    await user.type(within(skills).getByLabelText('Add a custom skill'), 'svelte{Enter}');
    expect(within(skills).getAllByText('Svelte')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Complete Profile' }));

    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(location()).toBe('/');
    const toast = screen.getByRole('status');
    expect(within(toast).getByText('Profile updated!')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'UpdateProfile')?.variables).toEqual({
      input: {
        role: 'creator',
        experience: 'advanced',
        bio: 'I build tools.',
        skills: ['React', 'Svelte'],
        interests: [],
      },
    });
  });

  it('prefills the form from the current user', async () => {
    renderApp({
      path: '/profile-setup',
      handlers: {
        Me: () => ({
          data: {
            me: makeUser({
              role: 'mentor',
              experience: 'intermediate',
              bio: 'Hello there',
              skills: ['Python', 'Rust'],
            }),
          },
        }),
        ...emptyDashboard,
      },
    });
    expect(await screen.findByLabelText('Role')).toHaveValue('mentor');
    expect(screen.getByLabelText('Experience')).toHaveValue('intermediate');
    expect(screen.getByLabelText('Bio')).toHaveValue('Hello there');
    const skills = screen.getByRole('group', { name: 'Skills' });
    expect(within(skills).getByRole('button', { name: 'Python' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(skills).getByRole('button', { name: 'Remove Rust' })).toBeInTheDocument();
  });

  it('asks for a skill before submitting', async () => {
    const { user, calls } = renderApp({
      handlers: { Me: () => ({ data: { me: makeUser({ skills: [] }) } }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Complete Profile' }));
    expect(
      await screen.findByText('Skills required: Please select at least one skill or area of interest.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.operationName === 'UpdateProfile')).toBe(false);
  });

  it('shows "Setting up..." while saving and the server message on failure', async () => {
    let fail: (() => void) | undefined;
    const { user } = renderApp({
      handlers: {
        Me: () => ({ data: { me: makeUser({ skills: [] }) } }),
        UpdateProfile: () =>
          new Promise(
            (resolve) =>
              (fail = () =>
                resolve(
                  gqlError('Bio must be at most 2000 characters', {
                    code: 'BAD_USER_INPUT',
                    fields: { bio: 'Bio must be at most 2000 characters' },
                  }),
                )),
          ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Python' }));
    await user.click(screen.getByRole('button', { name: 'Complete Profile' }));
    expect(await screen.findByRole('button', { name: 'Setting up...' })).toBeDisabled();
    fail!();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error')).toBeInTheDocument();
    expect(within(alert).getByText('Bio must be at most 2000 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Bio')).toHaveAttribute('aria-invalid', 'true');
  });

  it('falls back to "Failed to update profile"', async () => {
    const { user } = renderApp({
      handlers: {
        Me: () => ({ data: { me: makeUser({ skills: [] }) } }),
        UpdateProfile: () => Promise.reject(new TypeError('Failed to fetch')),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Python' }));
    await user.click(screen.getByRole('button', { name: 'Complete Profile' }));
    expect(
      within(await screen.findByRole('alert')).getByText('Failed to update profile'),
    ).toBeInTheDocument();
  });
});
