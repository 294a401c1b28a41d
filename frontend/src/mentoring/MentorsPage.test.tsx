import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connection, pagedList, signedInWithEmptyLists } from '../test/domainFixtures';
import { makeUser } from '../test/fixtures';
import { gqlError, type MockHandler } from '../test/mockGraphQL';
import { location, renderApp } from '../test/renderApp';
import { makeAvailability, makeMentor, slot } from './testing';

const eventually = <T,>(check: () => T) => waitFor(check, { timeout: 5_000 });
const card = (name: string) => within(screen.getByRole('article', { name }));
const findCard = async (name: string) => within(await screen.findByRole('article', { name }));

const grace = makeMentor('00000000-0000-4000-8000-000000000101', 'Grace', {
  skills: ['React', 'TypeScript', 'Leadership'],
  mentorAvailability: makeAvailability({ slots: [slot(1, '16:00', '18:00')], languages: ['en', 'de'] }),
});
const linus = makeMentor('00000000-0000-4000-8000-000000000102', 'Linus', {
  currentRole: null,
  company: null,
  skills: ['Python'],
  mentorAvailability: makeAvailability({ slots: [], languages: ['de'] }),
});
const paused = makeMentor('00000000-0000-4000-8000-000000000103', 'Paula', {
  mentorAvailability: makeAvailability({
    slots: [slot(3, '10:00', '12:00')],
    notAvailableUntil: '2099-01-15T00:00:00.000Z',
  }),
});

/** The directory as the server answers it: search on names and skills, one expertise, one language. */
const mentorsHandler = (mentors = [grace, linus, paused]) =>
  pagedList('mentors', mentors, (mentor, v) => {
    const needle = ((v.search as string) ?? '').toLowerCase();
    return (
      (!needle || `${mentor.firstName} ${mentor.skills.join(' ')}`.toLowerCase().includes(needle)) &&
      (!v.expertise || mentor.skills.some((s) => s.toLowerCase() === String(v.expertise).toLowerCase())) &&
      (!v.language || mentor.mentorAvailability.languages.includes(v.language as string))
    );
  });

const teamChoices = (teams: Array<{ id: string; name: string; mentorIds?: string[] }>) => () => ({
  data: {
    myTeams: connection(teams.map((team) => ({ __typename: 'Team', mentorIds: [], ...team }))),
  },
});

const renderMentors = (handlers: Record<string, MockHandler> = {}, me = makeUser()) =>
  renderApp({
    path: '/mentors',
    handlers: {
      ...signedInWithEmptyLists(),
      Me: () => ({ data: { me } }),
      Mentors: mentorsHandler(),
      MentoringTeamChoices: teamChoices([
        { id: '00000000-0000-4000-8000-000000000201', name: 'Waste Watchers' },
      ]),
      ...handlers,
    },
  });

describe('mentors directory (/mentors)', () => {
  it('is linked from the navigation for everyone signed in', async () => {
    const { user } = renderApp({ path: '/', handlers: signedInWithEmptyLists() });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('link', { name: 'Mentors' }));
    expect(location()).toBe('/mentors');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mentors' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Mentors' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows each mentor: name link, role · company, expertise, interests, availability and the request button', async () => {
    renderMentors();
    const g = await findCard('Grace Mentor');
    expect(g.getByRole('link', { name: 'Grace Mentor' })).toHaveAttribute('href', `/people/${grace.id}`);
    expect(g.getByText('Senior Engineer · Acme')).toBeInTheDocument();
    expect(
      within(g.getByRole('list', { name: 'Expertise' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['React', 'TypeScript', 'Leadership']);
    expect(g.getByText('EdTech')).toBeInTheDocument();
    expect(g.getByText('English, Deutsch')).toBeInTheDocument();
    const slots = g.getByRole('list', { name: 'Available' });
    expect(within(slots).getAllByRole('listitem')).toHaveLength(1);
    expect(within(slots).getByRole('listitem').textContent).toMatch(/Mon.*4:00.*6:00/);
    expect(g.getByText(/Times in your time zone/)).toBeInTheDocument();
    expect(g.getByRole('button', { name: 'Request mentoring' })).toBeEnabled();

    expect(card('Linus Mentor').getByText('No times set yet')).toBeInTheDocument();
    expect(card('Linus Mentor').queryByText(/·/)).not.toBeInTheDocument();
    expect(card('Paula Mentor').getByText('Not available until Jan 15, 2099')).toBeInTheDocument();
    expect(card('Paula Mentor').getByRole('button', { name: 'Request mentoring' })).toBeDisabled();
  });

  it('sends the search, the expertise and the language to the server', async () => {
    const { user, calls } = renderMentors();
    await screen.findByRole('article', { name: 'Grace Mentor' });
    const names = () => screen.getAllByRole('article').map((a) => a.querySelector('h3')!.textContent);
    const lastMentors = () => calls.filter((c) => c.operationName === 'Mentors').at(-1)!.variables;

    await user.type(screen.getByRole('searchbox', { name: 'Search mentors' }), 'python');
    await eventually(() => expect(names()).toEqual(['Linus Mentor']));
    expect(lastMentors()).toMatchObject({ first: 20, search: 'python' });
    await user.clear(screen.getByRole('searchbox', { name: 'Search mentors' }));

    const expertise = screen.getByRole('combobox', { name: 'Expertise' });
    expect(within(expertise).getAllByRole('option')[0]).toHaveTextContent('All expertise');
    await user.selectOptions(expertise, 'Leadership');
    await eventually(() => expect(names()).toEqual(['Grace Mentor']));
    expect(lastMentors()).toEqual({ first: 20, expertise: 'Leadership' });

    await user.selectOptions(expertise, 'all');
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(language)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All languages', 'English', 'Deutsch']);
    await user.selectOptions(language, 'de');
    await eventually(() => expect(names()).toEqual(['Grace Mentor', 'Linus Mentor']));
    expect(lastMentors()).toEqual({ first: 20, language: 'de' });
  });

  it('says so when no mentor matches', async () => {
    renderMentors({ Mentors: () => ({ data: { mentors: connection([]) } }) });
    expect(await screen.findByText('No mentors found')).toBeInTheDocument();
  });

  it('offers Try again when the list cannot be read', async () => {
    renderMentors({ Mentors: () => gqlError('down') });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers no request to a mentor (nor on their own card)', async () => {
    renderMentors({}, makeUser({ id: grace.id, role: 'mentor', firstName: 'Grace', lastName: 'Mentor' }));
    await screen.findByRole('article', { name: 'Linus Mentor' });
    expect(screen.queryByRole('button', { name: 'Request mentoring' })).not.toBeInTheDocument();
  });

  it('checks the request (English messages) and sends it: team, topics and message', async () => {
    const teamId = '00000000-0000-4000-8000-000000000201';
    let sent: Record<string, unknown> | undefined;
    const { user, calls } = renderMentors({
      RequestMentoring: (variables) => {
        sent = variables;
        return {
          data: {
            requestMentoring: {
              __typename: 'MentoringRequest',
              id: 'r-1',
              teamId,
              mentorId: grace.id,
              status: 'pending',
              topics: ['React'],
              createdAt: '2026-11-01T10:00:00.000Z',
              expiresAt: '2026-11-08T10:00:00.000Z',
            },
          },
        };
      },
    });
    await user.click((await findCard('Grace Mentor')).getByRole('button', { name: 'Request mentoring' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Request mentoring' }));
    expect(dialog.getByText('Ask Grace Mentor to mentor one of your teams.')).toBeInTheDocument();
    const team = await dialog.findByRole('option', { name: 'Waste Watchers' });
    expect(team).toBeInTheDocument();
    const topics = within(dialog.getByRole('group', { name: 'What do you need help with?' }));
    expect(topics.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'React',
      'TypeScript',
      'Leadership',
    ]);

    await user.click(dialog.getByRole('button', { name: 'Send request' }));
    expect(await dialog.findByText('Please choose a team')).toBeInTheDocument();
    expect(dialog.getByText("Please pick 1 to 5 topics from the mentor's expertise")).toBeInTheDocument();
    expect(
      dialog.getByText('Please tell the mentor what you need in 10 to 500 characters'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.operationName === 'RequestMentoring')).toBe(false);

    await user.selectOptions(dialog.getByRole('combobox', { name: 'Team' }), teamId);
    await user.click(topics.getByRole('button', { name: 'React' }));
    expect(topics.getByRole('button', { name: 'React' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(dialog.getByRole('textbox', { name: 'Message' }), 'Our React app needs a review.');
    await user.click(dialog.getByRole('button', { name: 'Send request' }));

    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Request sent!')).toBeInTheDocument();
    expect(sent).toEqual({
      teamId,
      input: { mentorId: grace.id, topics: ['React'], message: 'Our React app needs a review.' },
    });
    await eventually(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s reason when the request is refused', async () => {
    const { user } = renderMentors({
      RequestMentoring: () =>
        gqlError('Your team has already asked this mentor and is waiting for an answer', {
          code: 'CONFLICT',
        }),
    });
    await user.click((await findCard('Grace Mentor')).getByRole('button', { name: 'Request mentoring' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Request mentoring' }));
    await user.selectOptions(
      await dialog.findByRole('combobox', { name: 'Team' }),
      '00000000-0000-4000-8000-000000000201',
    );
    await user.click(dialog.getByRole('button', { name: 'TypeScript' }));
    await user.type(dialog.getByRole('textbox', { name: 'Message' }), 'Please help us with types.');
    await user.click(dialog.getByRole('button', { name: 'Send request' }));
    expect(
      await dialog.findByText('Your team has already asked this mentor and is waiting for an answer'),
    ).toBeInTheDocument();
  });

  it('asks someone without a team to join or create one first', async () => {
    const { user } = renderMentors({ MentoringTeamChoices: teamChoices([]) });
    await user.click((await findCard('Grace Mentor')).getByRole('button', { name: 'Request mentoring' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Request mentoring' }));
    expect(await dialog.findByText('Join or create a team first')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('link', { name: 'Go to Teams' }));
    expect(location()).toBe('/teams');
  });

  it('speaks German', async () => {
    renderApp({
      path: '/mentors',
      browserLanguage: 'de-DE',
      handlers: { ...signedInWithEmptyLists(), Mentors: mentorsHandler([linus, paused]) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mentoren' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Mentoren durchsuchen' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Fachgebiet' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toBeInTheDocument();
    expect(await screen.findByText('Noch keine Zeiten angegeben')).toBeInTheDocument();
    expect(screen.getByText('Nicht verfügbar bis 15.01.2099')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getByRole('link', { name: 'Mentoren' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Mentoring' })).not.toBeInTheDocument();
  });
});
