import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInWithEmptyLists } from '../test/domainFixtures';
import { connection, makeUser } from '../test/fixtures';
import { gqlError, type MockHandler } from '../test/mockGraphQL';
import { person } from '../test/pageFixtures';
import { renderApp } from '../test/renderApp';
import { PROGRAMME_ID } from './testing';

const STAFF = makeUser({ isStaff: true });
/** An offset as ISO 8601 writes it: +01:00, -05:00, Z. */
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00([+-]\d{2}:\d{2}|Z)$/;

const listed = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Programme',
  id: PROGRAMME_ID,
  name: 'Berlin Spring Cohort',
  nameDe: null,
  currentPhase: 'collaborate',
  memberCount: 42,
  joinCode: 'BERLIN-26',
  createdAt: '2026-10-01T10:00:00.000Z',
  organisers: [person('u-3', 'Grace', 'Hopper')],
  ...overrides,
});

function renderStaffProgrammes(handlers: Record<string, MockHandler> = {}) {
  return renderApp({
    path: '/staff?tab=programmes',
    handlers: {
      ...signedInWithEmptyLists(),
      Me: () => ({ data: { me: STAFF } }),
      StaffProgrammes: () => ({ data: { programmes: connection([listed()]) } }),
      ...handlers,
    },
  });
}

const callsOf = (calls: Array<{ operationName: string; variables: Record<string, unknown> }>, name: string) =>
  calls.filter((call) => call.operationName === name);

describe('the staff page’s Programmes', () => {
  it('lists the programmes, each leading to its cohort view', async () => {
    renderStaffProgrammes();
    expect(await screen.findByRole('tab', { name: 'Programmes', selected: true })).toBeInTheDocument();
    const table = within(await screen.findByRole('table', { name: 'Programmes' }));
    const row = within(table.getByRole('row', { name: /Berlin Spring Cohort/ }));
    expect(row.getByRole('link', { name: 'Berlin Spring Cohort' })).toHaveAttribute(
      'href',
      `/programmes/${PROGRAMME_ID}/manage`,
    );
    expect(row.getByText('Collaborate')).toBeInTheDocument();
    expect(row.getByText('42')).toBeInTheDocument();
    expect(row.getByText('Grace Hopper')).toBeInTheDocument();
    expect(row.getByText('BERLIN-26')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Add organiser to Berlin Spring Cohort' })).toBeInTheDocument();
  });

  it('shows the server’s refusal of a phase on that phase’s field', async () => {
    const { user, calls } = renderStaffProgrammes({
      CreateProgramme: () =>
        gqlError('Please check the fields', {
          code: 'BAD_USER_INPUT',
          fields: { 'phases.1.endsAt': 'A phase must end after it starts' },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Create programme' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create programme' }));
    expect(dialog.getByRole('combobox', { name: 'Time zone' })).toHaveValue(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Hamburg Autumn');
    await user.click(dialog.getByRole('button', { name: 'Create programme' }));

    const collaborateEnds = await dialog.findByLabelText(/^Collaborate ends/);
    await waitFor(() => expect(collaborateEnds).toHaveAttribute('aria-invalid', 'true'));
    expect(collaborateEnds).toHaveAccessibleDescription('A phase must end after it starts');
    expect(dialog.getByLabelText(/^Collaborate starts/)).toHaveAttribute('aria-invalid', 'false');
    expect(dialog.getByText('Please check the fields')).toBeInTheDocument();

    const input = callsOf(calls, 'CreateProgramme')[0]!.variables.input as {
      name: string;
      phases: Array<{ key: string; startsAt: string; endsAt: string }>;
      submissionDeadline: string;
      timeZone: string;
    };
    expect(input.name).toBe('Hamburg Autumn');
    expect(input.phases.map((phase) => phase.key)).toEqual([
      'identify',
      'collaborate',
      'prototype',
      'showcase',
    ]);
    for (const phase of input.phases) {
      expect(phase.startsAt).toMatch(WITH_OFFSET);
      expect(phase.endsAt).toMatch(WITH_OFFSET);
    }
    expect(input.submissionDeadline).toMatch(WITH_OFFSET);
  });

  it('checks the calendar rules before sending, on the field that breaks one', async () => {
    const { user, calls } = renderStaffProgrammes();
    await user.click(await screen.findByRole('button', { name: 'Create programme' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create programme' }));
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Hamburg Autumn');
    const prototypeStarts = dialog.getByLabelText(/^Prototype starts/);
    const prototypeEnds = dialog.getByLabelText(/^Prototype ends/);
    // Prototype ends when it starts.
    await user.clear(prototypeEnds);
    await user.type(prototypeEnds, (prototypeStarts as HTMLInputElement).value);
    await user.click(dialog.getByRole('button', { name: 'Create programme' }));
    await waitFor(() =>
      expect(dialog.getByLabelText(/^Prototype ends/)).toHaveAccessibleDescription(
        'A phase must end after it starts',
      ),
    );
    expect(callsOf(calls, 'CreateProgramme')).toHaveLength(0);
  });

  it('creates a programme in the time zone chosen and shows its join code', async () => {
    let created = false;
    const { user, calls } = renderStaffProgrammes({
      StaffProgrammes: () => ({
        data: {
          programmes: connection(
            created
              ? [
                  listed({ id: 'p-new', name: 'Tokyo Winter', joinCode: 'TOKYO-27', memberCount: 0 }),
                  listed(),
                ]
              : [listed()],
          ),
        },
      }),
      CreateProgramme: () => {
        created = true;
        return {
          data: {
            createProgramme: {
              __typename: 'Programme',
              id: 'p-new',
              name: 'Tokyo Winter',
              nameDe: null,
              joinCode: 'TOKYO-27',
            },
          },
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Create programme' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create programme' }));
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Tokyo Winter');
    await user.type(dialog.getByRole('textbox', { name: 'German name (optional)' }), 'Tokio Winter');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Time zone' }), 'Asia/Tokyo');
    // The dates as typed, read on Tokyo's clocks.
    const identifyStarts = (dialog.getByLabelText(/^Identify starts/) as HTMLInputElement).value;
    expect(identifyStarts).toMatch(/T09:00$/);
    await user.click(dialog.getByRole('button', { name: 'Create programme' }));

    expect(
      await screen.findByText('Tokyo Winter was created. Its members join with the code TOKYO-27.'),
    ).toBeInTheDocument();
    // The dialog is gone (while it closes, the page behind it is hidden from assistive technology).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Open the cohort view of Tokyo Winter' })).toHaveAttribute(
      'href',
      '/programmes/p-new/manage',
    );
    expect(screen.getByRole('button', { name: 'Copy code of Tokyo Winter' })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Tokyo Winter/ })).toBeInTheDocument();

    const input = callsOf(calls, 'CreateProgramme')[0]!.variables.input as Record<string, unknown> & {
      phases: Array<{ startsAt: string }>;
    };
    expect(input).toMatchObject({ name: 'Tokyo Winter', nameDe: 'Tokio Winter', timeZone: 'Asia/Tokyo' });
    expect(input.phases[0]!.startsAt).toBe(`${identifyStarts}:00+09:00`);
    // An empty description is left out (undefined is not sent).
    expect(input.description).toBeUndefined();
  });

  it('adds an organiser found by name', async () => {
    const { user, calls } = renderStaffProgrammes({
      OrganiserCandidates: ({ search }) => ({
        data: {
          people: search === 'Kat' ? [{ ...person('u-8', 'Katherine', 'Johnson'), role: 'mentor' }] : [],
        },
      }),
      AddProgrammeOrganiser: ({ userId }) => ({
        data: {
          addProgrammeOrganiser: {
            __typename: 'Programme',
            id: PROGRAMME_ID,
            organisers: [person('u-3', 'Grace', 'Hopper'), person(String(userId), 'Katherine', 'Johnson')],
          },
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add organiser to Berlin Spring Cohort' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Add organiser to Berlin Spring Cohort' }),
    );
    await user.type(dialog.getByRole('textbox', { name: 'Search people' }), 'Kat');
    const results = within(await dialog.findByRole('list', { name: 'People found' }));
    await user.click(results.getByRole('button', { name: 'Add Katherine Johnson as organiser' }));
    expect(
      await screen.findByText('Katherine Johnson organises Berlin Spring Cohort now.'),
    ).toBeInTheDocument();
    expect(callsOf(calls, 'AddProgrammeOrganiser')[0]!.variables).toEqual({
      programmeId: PROGRAMME_ID,
      userId: 'u-8',
    });
  });
});
