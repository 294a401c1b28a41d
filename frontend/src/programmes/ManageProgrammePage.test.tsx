import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInWithEmptyLists } from '../test/domainFixtures';
import { connection, makeUser } from '../test/fixtures';
import { gqlError, type MockHandler } from '../test/mockGraphQL';
import { person } from '../test/pageFixtures';
import { locationSearch, renderApp } from '../test/renderApp';
import { cohortMember, cohortTeam, memberPage, myProgramme, PROGRAMME_ID, programmeDetails } from './testing';

const PATH = `/programmes/${PROGRAMME_ID}/manage`;
const ORGANISER = makeUser({ id: 'u-1' });

function renderManage(handlers: Record<string, MockHandler> = {}, path = PATH) {
  return renderApp({
    path,
    handlers: {
      ...signedInWithEmptyLists(),
      Me: () => ({ data: { me: ORGANISER } }),
      ProgrammeDetails: () => ({ data: { programme: programmeDetails() } }),
      ProgrammeCohortMembers: () => memberPage([cohortMember()]),
      ProgrammeCohortTeams: () => ({ data: { programmeTeams: connection([cohortTeam()]) } }),
      ProgrammeAnnouncements: () => ({ data: { programmeAnnouncements: connection([]) } }),
      MyProgrammes: () => ({ data: { myProgrammes: [] } }),
      ...handlers,
    },
  });
}

const callsOf = (calls: Array<{ operationName: string; variables: Record<string, unknown> }>, name: string) =>
  calls.filter((call) => call.operationName === name);

describe('a programme’s cohort view (/programmes/:id/manage)', () => {
  it('tells anyone who does not organise the programme that only its organisers see it', async () => {
    renderManage({
      ProgrammeDetails: () =>
        gqlError('Only the organisers of this programme can do this', { code: 'FORBIDDEN' }),
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Only the organisers of this programme can see this',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('tab', { name: 'Members' })).not.toBeInTheDocument();
  });

  it('says the same when the programme answers but the viewer may not manage it', async () => {
    renderManage({
      ProgrammeDetails: () => ({
        data: { programme: programmeDetails({ viewerIsOrganiser: false, joinCode: null }) },
      }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Only the organisers of this programme can see this' }),
    ).toBeInTheDocument();
  });

  it('is the not-found page for an unknown programme', async () => {
    renderManage({
      ProgrammeDetails: () => gqlError('This programme does not exist', { code: 'NOT_FOUND' }),
    });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('shows the programme’s phase, next deadline with its countdown, submissions and join code', async () => {
    const { user } = renderManage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Berlin Spring Cohort' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Prototype')).toBeInTheDocument();
    expect(screen.getByText(/^Submission deadline: .*\(Europe\/Berlin\)$/)).toBeInTheDocument();
    expect(screen.getByText('in 3 days')).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(screen.getByText('BERLIN-26')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/programmes/${PROGRAMME_ID}/export.csv`,
    );
    const copy = screen.getByRole('button', { name: 'Copy code of Berlin Spring Cohort' });
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe('BERLIN-26');
  });

  it('shows the roster and sends the filter chosen, rendering its rows', async () => {
    const { user, calls } = renderManage({
      ProgrammeCohortMembers: ({ filter }) =>
        filter === 'no-team'
          ? memberPage([
              cohortMember({
                userId: 'u-7',
                user: person('u-7', 'Alan', 'Turing'),
                team: null,
                lastActiveOn: null,
                startedBrainstorm: false,
              }),
            ])
          : filter === 'mentors'
            ? memberPage([
                cohortMember({
                  userId: 'u-9',
                  isMentor: true,
                  user: person('u-9', 'Margaret', 'Hamilton'),
                  team: null,
                }),
              ])
            : memberPage([cohortMember()]),
    });
    const table = within(await screen.findByRole('table', { name: 'Members of Berlin Spring Cohort' }));
    const grace = within(table.getByRole('row', { name: /Grace Hopper/ }));
    expect(grace.getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', '/people/u-5');
    expect(grace.getByRole('link', { name: 'Solar Sisters' })).toHaveAttribute('href', '/teams/team-1');
    expect(grace.getByRole('link', { name: 'Sun Tracker' })).toHaveAttribute('href', '/projects/project-1');
    expect(grace.getByText('3 of 5')).toBeInTheDocument();
    expect(grace.getByRole('progressbar', { name: 'Milestones of Grace Hopper: 3 of 5' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    expect(grace.getByText('Student')).toBeInTheDocument();
    expect(grace.getByText('Started')).toBeInTheDocument();
    expect(callsOf(calls, 'ProgrammeCohortMembers')[0]!.variables).toMatchObject({
      programmeId: PROGRAMME_ID,
      filter: null,
    });

    const filters = within(screen.getByRole('group', { name: 'Show members' }));
    expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(filters.getByRole('button', { name: 'No team' }));
    const alan = within(await screen.findByRole('row', { name: /Alan Turing/ }));
    expect(alan.getByText('No team')).toBeInTheDocument();
    expect(alan.getByText('Never')).toBeInTheDocument();
    expect(alan.getByText('Not yet')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Grace Hopper/ })).not.toBeInTheDocument();
    expect(callsOf(calls, 'ProgrammeCohortMembers').at(-1)!.variables).toMatchObject({ filter: 'no-team' });
    expect(locationSearch()).toBe('?filter=no-team');

    await user.click(filters.getByRole('button', { name: 'Mentors' }));
    const margaret = within(await screen.findByRole('row', { name: /Margaret Hamilton/ }));
    expect(margaret.getByText('Mentor')).toBeInTheDocument();
    expect(callsOf(calls, 'ProgrammeCohortMembers').at(-1)!.variables).toMatchObject({ filter: 'mentors' });

    await user.click(filters.getByRole('button', { name: 'Not active for 7 days' }));
    await waitFor(() =>
      expect(callsOf(calls, 'ProgrammeCohortMembers').at(-1)!.variables).toMatchObject({
        filter: 'inactive',
      }),
    );
    await user.click(filters.getByRole('button', { name: 'Team without project' }));
    await waitFor(() =>
      expect(callsOf(calls, 'ProgrammeCohortMembers').at(-1)!.variables).toMatchObject({
        filter: 'no-project',
      }),
    );
  });

  it('loads more of the roster', async () => {
    const { user, calls } = renderManage({
      ProgrammeCohortMembers: ({ after }) =>
        after
          ? memberPage([cohortMember({ userId: 'u-7', user: person('u-7', 'Alan', 'Turing'), team: null })])
          : {
              data: {
                programmeMembers: {
                  ...connection([cohortMember()], { endCursor: 'c-1', totalCount: 2 }),
                  __typename: 'ProgrammeMemberConnection',
                },
              },
            },
    });
    await screen.findByRole('row', { name: /Grace Hopper/ });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('row', { name: /Alan Turing/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Grace Hopper/ })).toBeInTheDocument();
    expect(callsOf(calls, 'ProgrammeCohortMembers').at(-1)!.variables).toMatchObject({ after: 'c-1' });
  });

  it('shows each team with its members, mentors and milestones, reached or missing', async () => {
    renderManage({}, `${PATH}?tab=teams`);
    const team = within(await screen.findByRole('article', { name: 'Solar Sisters' }));
    expect(team.getByRole('link', { name: 'Solar Sisters' })).toHaveAttribute('href', '/teams/team-1');
    expect(team.getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', '/people/u-5');
    expect(team.getByRole('link', { name: 'Margaret Hamilton' })).toBeInTheDocument();
    const checklist = within(team.getByRole('list', { name: 'Milestones of Solar Sisters' }));
    const items = checklist.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'At least two members: ✓ Done',
      'Challenge chosen: ✓ Done',
      'First mentor meeting held: Missing',
      'Project created: ✓ Done',
      'Project submitted: Missing',
    ]);
    expect(team.getByRole('progressbar', { name: 'Progress of Solar Sisters: 60%' })).toBeInTheDocument();
  });

  it('checks an announcement, then posts it to the audience chosen', async () => {
    let posted = false;
    const { user, calls } = renderManage(
      {
        PostAnnouncement: () => {
          posted = true;
          return {
            data: { postAnnouncement: { __typename: 'Announcement', id: 'a-1', recipientCount: 12 } },
          };
        },
        ProgrammeAnnouncements: () => ({
          data: {
            programmeAnnouncements: connection(
              posted
                ? [
                    {
                      __typename: 'Announcement',
                      id: 'a-1',
                      title: 'Pitch practice',
                      body: 'Friday 3 pm\nRoom 2',
                      audience: 'teams-without-project',
                      recipientCount: 12,
                      createdAt: '2026-11-20T10:00:00.000Z',
                      author: person('u-1', 'Ada', 'Lovelace'),
                    },
                  ]
                : [],
            ),
          },
        }),
      },
      `${PATH}?tab=announcements`,
    );
    const form = within(await screen.findByRole('region', { name: 'New announcement' }));
    expect(await screen.findByText('No announcements yet.')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Post announcement' }));
    expect(await form.findByText('An announcement title has 1 to 120 characters')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      /Please write an announcement of at most 2000 characters/,
    );
    expect(callsOf(calls, 'PostAnnouncement')).toHaveLength(0);

    await user.type(form.getByRole('textbox', { name: 'Title' }), 'Pitch practice');
    await user.type(form.getByRole('textbox', { name: 'Message' }), 'Friday 3 pm{Enter}Room 2');
    expect(form.getByText('18/2000')).toBeInTheDocument();
    await user.selectOptions(form.getByRole('combobox', { name: 'Audience' }), 'Teams without a project');
    await user.click(form.getByRole('button', { name: 'Post announcement' }));

    expect(await screen.findByText('Announcement posted')).toBeInTheDocument();
    expect(screen.getByText('It reached 12 people.')).toBeInTheDocument();
    expect(callsOf(calls, 'PostAnnouncement')[0]!.variables).toEqual({
      programmeId: PROGRAMME_ID,
      input: { title: 'Pitch practice', body: 'Friday 3 pm\nRoom 2', audience: 'teams-without-project' },
    });
    const list = within(await screen.findByRole('list', { name: 'Announcements of Berlin Spring Cohort' }));
    expect(list.getByRole('article', { name: 'Pitch practice' })).toBeInTheDocument();
    expect(list.getByText(/Ada Lovelace · for Teams without a project/)).toBeInTheDocument();
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue(''));
  });

  it('saves only the changed calendar fields with the version loaded; a stale edit says so and reloads', async () => {
    let version = '2026-11-01T10:00:00.000Z';
    const { user, calls } = renderManage(
      {
        ProgrammeDetails: () => ({ data: { programme: programmeDetails({ updatedAt: version }) } }),
        UpdateProgramme: () => {
          version = '2026-11-02T10:00:00.000Z';
          return gqlError(
            'Someone changed this since you opened it. Reload to see the latest version, then make your change again.',
            { code: 'CONFLICT' },
          );
        },
      },
      `${PATH}?tab=calendar`,
    );
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Berlin Spring Cohort 2027');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(callsOf(calls, 'UpdateProgramme')).toHaveLength(1));
    expect(callsOf(calls, 'UpdateProgramme')[0]!.variables).toEqual({
      id: PROGRAMME_ID,
      input: { name: 'Berlin Spring Cohort 2027', expectedUpdatedAt: '2026-11-01T10:00:00.000Z' },
    });
    expect(await screen.findAllByText(/^Someone changed this since you opened it\./)).not.toHaveLength(0);
    // Read again: the form starts over from the latest version.
    await waitFor(() => expect(callsOf(calls, 'ProgrammeDetails').length).toBeGreaterThan(1));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Berlin Spring Cohort'),
    );
  });

  it('closes submissions now after a confirmation', async () => {
    let closed: Record<string, unknown> = {};
    const { user, calls } = renderManage(
      {
        ProgrammeDetails: () => ({ data: { programme: programmeDetails(closed) } }),
        UpdateProgramme: () => {
          closed = {
            submissionsOpen: false,
            submissionDeadline: new Date().toISOString(),
            updatedAt: '2026-11-03T10:00:00.000Z',
          };
          return { data: { updateProgramme: programmeDetails(closed) } };
        },
      },
      `${PATH}?tab=calendar`,
    );
    await user.click(await screen.findByRole('button', { name: 'Close submissions now' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Close submissions now?' }));
    await user.click(dialog.getByRole('button', { name: 'Close submissions' }));
    expect(await screen.findByText('Submissions are closed.')).toBeInTheDocument();
    const input = callsOf(calls, 'UpdateProgramme')[0]!.variables.input as Record<string, string>;
    expect(Object.keys(input).sort()).toEqual(['expectedUpdatedAt', 'submissionDeadline']);
    expect(Math.abs(Date.parse(input.submissionDeadline!) - Date.now())).toBeLessThan(60_000);
    expect(await screen.findByRole('button', { name: 'Close submissions now' })).toBeDisabled();
  });

  it('is in the user menu of the programme’s organisers', async () => {
    const { user } = renderManage(
      {
        MyProgrammes: () => ({
          data: {
            myProgrammes: [
              myProgramme(
                { id: PROGRAMME_ID, name: 'Berlin Spring Cohort' },
                { organiser: true, member: false },
              ),
              myProgramme({ id: 'other', name: 'Hamburg' }, { current: true }),
            ],
          },
        }),
      },
      '/',
    );
    await user.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
    const menu = within(await screen.findByRole('menu', { name: 'Account' }));
    const manage = await menu.findByRole('menuitem', { name: 'Manage Berlin Spring Cohort' });
    expect(manage).toHaveAttribute('href', PATH);
    expect(menu.queryByRole('menuitem', { name: 'Manage Hamburg' })).not.toBeInTheDocument();
  });
});
