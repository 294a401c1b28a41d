import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyDashboard, makeUser } from '../test/fixtures';
import { gqlError, type MockHandler } from '../test/mockGraphQL';
import { location, renderApp } from '../test/renderApp';

const signedOut: Record<string, MockHandler> = { Me: () => ({ data: { me: null } }) };

async function fillAccount(
  user: UserEvent,
  { password = 'secret123', confirm = password }: { password?: string; confirm?: string } = {},
) {
  await user.type(await screen.findByLabelText('First Name'), 'Grace');
  await user.type(screen.getByLabelText('Last Name'), 'Hopper');
  await user.type(screen.getByLabelText('Email'), 'grace@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
}

describe('student registration', () => {
  it('shows every validation message and submits nothing', async () => {
    const { user, calls } = renderApp({ path: '/register/student', handlers: signedOut });
    await user.click(await screen.findByRole('button', { name: 'Create Student Account' }));

    expect(await screen.findByText('First name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Last name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(
      screen.getByText('Please tell us a bit about yourself (at least 10 characters)'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('alert')).getByText(
        'Skills required: Please select at least one skill or area of interest.',
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.operationName === 'Register')).toBe(false);
  });

  it('reports a confirmation that does not match on the confirm field', async () => {
    const { user } = renderApp({ path: '/register/student', handlers: signedOut });
    await fillAccount(user, { password: 'secret123', confirm: 'secret124' });
    await user.click(screen.getByRole('button', { name: 'Create Student Account' }));
    const confirm = screen.getByLabelText('Confirm Password');
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'false');
  });

  it('gives each password field its own show/hide toggle', async () => {
    const { user } = renderApp({ path: '/register/student', handlers: signedOut });
    await user.click(await screen.findByRole('button', { name: 'Show confirm password' }));
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('offers the student experience levels, beginner by default', async () => {
    renderApp({ path: '/register/student', handlers: signedOut });
    const select = await screen.findByLabelText('Experience Level');
    expect(select).toHaveValue('beginner');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Beginner - Just starting out',
      'Intermediate - Some experience',
      'Advanced - Experienced learner',
    ]);
  });

  it('adds custom skills with Add or Enter, ignores duplicates and empty text, and removes them', async () => {
    const { user } = renderApp({ path: '/register/student', handlers: signedOut });
    const input = await screen.findByLabelText('Add a custom skill');
    const skills = screen.getByRole('group', { name: 'Skills' });
    const add = within(skills).getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();

    await user.type(input, 'Rust');
    await user.click(add);
    await user.type(input, 'rust{Enter}');
    await user.type(input, '  Rust  {Enter}');
    await user.type(input, '   {Enter}');
    expect(within(skills).getAllByText('Rust')).toHaveLength(1);
    expect(input).toHaveValue('');

    // Typing a preset selects the preset instead of adding a look-alike.
    await user.type(input, 'python{Enter}');
    expect(within(skills).getByRole('button', { name: 'Python' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(skills).queryByText('python')).not.toBeInTheDocument();

    await user.click(within(skills).getByRole('button', { name: 'Remove Rust' }));
    expect(within(skills).queryByText('Rust')).not.toBeInTheDocument();
  });

  it('registers a student and goes to the dashboard', async () => {
    let registered = false;
    const { user, calls } = renderApp({
      path: '/register/student',
      handlers: {
        Me: () => ({
          data: { me: registered ? makeUser({ firstName: 'Grace', skills: ['React', 'Rust'] }) : null },
        }),
        Register: () => {
          registered = true;
          return { data: { register: makeUser({ firstName: 'Grace' }) } };
        },
        ...emptyDashboard,
      },
    });
    await fillAccount(user);
    await user.selectOptions(screen.getByLabelText('Experience Level'), 'intermediate');
    await user.type(screen.getByLabelText('Tell us about yourself'), 'I love building things for my school.');
    await user.click(
      within(screen.getByRole('group', { name: 'Skills' })).getByRole('button', { name: 'React' }),
    );
    await user.type(screen.getByLabelText('Add a custom skill'), 'Rust{Enter}');
    await user.click(
      within(screen.getByRole('group', { name: 'Interests' })).getByRole('button', { name: 'Education' }),
    );
    await user.click(screen.getByRole('button', { name: 'Create Student Account' }));

    expect(await screen.findByRole('heading', { name: 'Welcome, Grace' })).toBeInTheDocument();
    expect(location()).toBe('/');
    expect(
      within(screen.getByRole('status')).getByText('Your student account has been created successfully.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'Register')?.variables).toEqual({
      input: {
        role: 'student',
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.com',
        password: 'secret123',
        experience: 'intermediate',
        bio: 'I love building things for my school.',
        skills: ['React', 'Rust'],
        interests: ['Education'],
      },
    });
  });

  it('shows the server message when the registration fails', async () => {
    const { user } = renderApp({
      path: '/register/student',
      handlers: {
        ...signedOut,
        Register: () =>
          gqlError('An account with this email already exists. Please sign in instead.', {
            code: 'CONFLICT',
          }),
      },
    });
    await fillAccount(user);
    await user.type(screen.getByLabelText('Tell us about yourself'), 'I love building things.');
    await user.click(screen.getByRole('button', { name: 'Teamwork' }));
    await user.click(screen.getByRole('button', { name: 'Create Student Account' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Registration failed')).toBeInTheDocument();
    expect(
      within(alert).getByText('An account with this email already exists. Please sign in instead.'),
    ).toBeInTheDocument();
    expect(location()).toBe('/register/student');
  });

  it('shows the generic failure text when the server sends no message', async () => {
    const { user } = renderApp({
      path: '/register/student',
      handlers: { ...signedOut, Register: () => Promise.reject(new TypeError('Failed to fetch')) },
    });
    await fillAccount(user);
    await user.type(screen.getByLabelText('Tell us about yourself'), 'I love building things.');
    await user.click(screen.getByRole('button', { name: 'Teamwork' }));
    await user.click(screen.getByRole('button', { name: 'Create Student Account' }));
    expect(
      within(await screen.findByRole('alert')).getByText('Something went wrong. Please try again.'),
    ).toBeInTheDocument();
  });

  it('links back to the login page', async () => {
    renderApp({ path: '/register/student', handlers: signedOut });
    expect(await screen.findByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign in here' })).toHaveAttribute('href', '/login');
  });
});

describe('mentor registration', () => {
  it('shows the mentor rules and submits nothing', async () => {
    const { user, calls } = renderApp({ path: '/register/mentor', handlers: signedOut });
    await user.click(await screen.findByRole('button', { name: 'Create Mentor Account' }));

    expect(
      await screen.findByText(
        'Please provide detailed information about your background (at least 20 characters)',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Please specify your years of experience')).toBeInTheDocument();
    expect(screen.getByText('Please specify your current role')).toBeInTheDocument();
    expect(screen.getByText('First name must be at least 2 characters')).toBeInTheDocument();
    expect(
      within(screen.getByRole('alert')).getByText(
        'Skills required: Please select at least 2 skills to mentor others effectively.',
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.operationName === 'Register')).toBe(false);
  });

  it('needs two skills: one is not enough', async () => {
    const { user } = renderApp({ path: '/register/mentor', handlers: signedOut });
    await user.click(await screen.findByRole('button', { name: 'Swift' }));
    await user.click(screen.getByRole('button', { name: 'Create Mentor Account' }));
    expect(
      within(await screen.findByRole('alert')).getByText(
        'Skills required: Please select at least 2 skills to mentor others effectively.',
      ),
    ).toBeInTheDocument();
  });

  it('rejects a bio under 20 characters that would do for a student', async () => {
    const { user } = renderApp({ path: '/register/mentor', handlers: signedOut });
    await user.type(await screen.findByLabelText('Professional Background'), 'Ten+ chars');
    await user.click(screen.getByRole('button', { name: 'Create Mentor Account' }));
    expect(
      await screen.findByText(
        'Please provide detailed information about your background (at least 20 characters)',
      ),
    ).toBeInTheDocument();
  });

  it('offers the mentor experience levels, intermediate by default', async () => {
    renderApp({ path: '/register/mentor', handlers: signedOut });
    const select = await screen.findByLabelText('Experience Level');
    expect(select).toHaveValue('intermediate');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Some mentoring experience', 'Experienced mentor']);
  });

  it('registers a mentor with the mentor fields, without an empty company', async () => {
    let registered = false;
    const { user, calls } = renderApp({
      path: '/register/mentor',
      handlers: {
        Me: () => ({ data: { me: registered ? makeUser({ firstName: 'Grace', role: 'mentor' }) : null } }),
        Register: () => {
          registered = true;
          return { data: { register: makeUser({ firstName: 'Grace', role: 'mentor' }) } };
        },
        ...emptyDashboard,
      },
    });
    await fillAccount(user);
    await user.type(screen.getByLabelText('Current Role'), 'Staff Engineer');
    await user.type(screen.getByLabelText('Years of Experience'), '12');
    await user.selectOptions(screen.getByLabelText('Experience Level'), 'advanced');
    await user.type(
      screen.getByLabelText('Professional Background'),
      'Twelve years of building compilers and teams.',
    );
    await user.click(screen.getByRole('button', { name: 'Swift' }));
    await user.click(screen.getByRole('button', { name: 'Leadership' }));
    await user.click(screen.getByRole('button', { name: 'Create Mentor Account' }));

    expect(await screen.findByRole('heading', { name: 'Welcome, Grace' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('status')).getByText('Your mentor account has been created successfully.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'Register')?.variables).toEqual({
      input: {
        role: 'mentor',
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.com',
        password: 'secret123',
        experience: 'advanced',
        bio: 'Twelve years of building compilers and teams.',
        yearsExperience: '12',
        currentRole: 'Staff Engineer',
        skills: ['Swift', 'Leadership'],
        interests: [],
      },
    });
  });
});

describe('cohort code (docs/product.md §14)', () => {
  async function fillStudent(user: UserEvent) {
    await fillAccount(user);
    await user.type(screen.getByLabelText('Tell us about yourself'), 'I love building things.');
    await user.click(screen.getByRole('button', { name: 'Teamwork' }));
  }

  it('is optional and filled in from ?code=, and goes with the registration trimmed and upper-cased', async () => {
    let registered = false;
    const { user, calls } = renderApp({
      path: '/register/student?code=k7m2qxpa',
      handlers: {
        Me: () => ({ data: { me: registered ? makeUser({ firstName: 'Grace' }) : null } }),
        Register: () => {
          registered = true;
          return { data: { register: makeUser({ firstName: 'Grace' }) } };
        },
        ...emptyDashboard,
      },
    });
    const field = await screen.findByLabelText('Cohort code (optional)');
    expect(field).toHaveValue('k7m2qxpa');
    expect(
      screen.getByText(
        'If your teacher or the programme gave your class a code, enter it here so that you can all register together.',
      ),
    ).toBeInTheDocument();
    await fillStudent(user);
    await user.click(screen.getByRole('button', { name: 'Create Student Account' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Grace' })).toBeInTheDocument();
    const input = calls.find((c) => c.operationName === 'Register')?.variables.input as Record<
      string,
      unknown
    >;
    expect(input.cohortCode).toBe('K7M2QXPA');
  });

  it('fills in the mentor form from ?code= too', async () => {
    renderApp({ path: '/register/mentor?code=CLASS-7B', handlers: signedOut });
    expect(await screen.findByLabelText('Cohort code (optional)')).toHaveValue('CLASS-7B');
  });

  it('sends no code when the field is left empty', async () => {
    const { user, calls } = renderApp({
      path: '/register/student',
      handlers: { ...signedOut, Register: () => gqlError('down') },
    });
    expect(await screen.findByLabelText('Cohort code (optional)')).toHaveValue('');
    await fillStudent(user);
    await user.click(screen.getByRole('button', { name: 'Create Student Account' }));
    await screen.findByRole('alert');
    const input = calls.find((c) => c.operationName === 'Register')?.variables.input as Record<
      string,
      unknown
    >;
    expect(input.cohortCode).toBeUndefined();
  });

  it('shows a code the server refuses on its field', async () => {
    const message = 'This cohort code is not valid or has been used up';
    const { user } = renderApp({
      path: '/register/student?code=USEDUP12',
      handlers: {
        ...signedOut,
        Register: () => gqlError(message, { code: 'BAD_USER_INPUT', fields: { cohortCode: message } }),
      },
    });
    await fillStudent(user);
    await user.click(screen.getByRole('button', { name: 'Create Student Account' }));
    const field = screen.getByLabelText('Cohort code (optional)');
    await screen.findByRole('alert');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(message);
    expect(location()).toBe('/register/student');
  });

  it('refuses a code that cannot be one before sending anything', async () => {
    const { user, calls } = renderApp({ path: '/register/student?code=a!', handlers: signedOut });
    await fillStudent(user);
    await user.click(screen.getByRole('button', { name: 'Create Student Account' }));
    expect(await screen.findByText('This cohort code is not valid or has been used up')).toBeInTheDocument();
    expect(calls.some((c) => c.operationName === 'Register')).toBe(false);
  });
});
