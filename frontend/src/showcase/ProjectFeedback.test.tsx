import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInWithEmptyLists } from '../test/domainFixtures';
import type { MockHandler } from '../test/mockGraphQL';
import { makeFeedback, makeProjectPage, person } from '../test/pageFixtures';
import { renderApp } from '../test/renderApp';

const eventually = <T,>(check: () => T) => waitFor(check, { timeout: 5_000 });
const ID = '00000000-0000-4000-8000-00000000p001';

const renderProject = (
  answer: MockHandler,
  handlers: Record<string, MockHandler> = {},
  browserLanguage?: string,
) =>
  renderApp({
    path: `/projects/${ID}`,
    browserLanguage,
    handlers: {
      ...signedInWithEmptyLists(),
      ProjectPage: answer,
      RecordProjectView: () => ({
        data: { recordProjectView: { __typename: 'Project', id: ID, views: 11 } },
      }),
      ...handlers,
    },
  });
const section = async (name: string) => within(await screen.findByRole('region', { name }));

describe('mentor feedback on the project page', () => {
  it('shows each mentor’s feedback with the scores when the server sends them, and hides them when null', async () => {
    const scored = makeFeedback({ id: 'f-1' });
    const notesOnly = makeFeedback({
      id: 'f-2',
      mentorId: 'u-8',
      mentor: person('u-8', 'Grace', 'Hopper') as never,
      notes: 'Show the numbers.',
      scores: null,
    });
    renderProject(() => ({ data: { project: makeProjectPage({ id: ID, feedback: [scored, notesOnly] }) } }));
    const feedback = await section('Mentor feedback');
    const items = feedback
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.getAttribute('aria-label') === 'Mentor feedback');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('link', { name: /Jonas Berg/ })).toHaveAttribute('href', '/people/u-7');
    expect(first.getByText('Nov 20, 2026')).toBeInTheDocument();
    expect(first.getByText('Talk to the cafeteria staff first.')).toBeInTheDocument();
    const scores = within(first.getByRole('list', { name: 'Scores by Jonas Berg' }));
    expect(scores.getByText('Problem understood: 3/4')).toBeInTheDocument();
    expect(scores.getByText('Solution fits: 2/4')).toBeInTheDocument();
    expect(scores.getByText('Prototype works: 4/4')).toBeInTheDocument();
    expect(scores.getByText('Presentation: 1/4')).toBeInTheDocument();
    const second = within(items[1]!);
    expect(second.getByText('Show the numbers.')).toBeInTheDocument();
    expect(second.queryByRole('list')).not.toBeInTheDocument();
    expect(second.queryByText(/Problem understood/)).not.toBeInTheDocument();
    // Only a mentor of the team gets the form.
    expect(screen.queryByRole('form', { name: 'Give feedback' })).not.toBeInTheDocument();
  });

  it('says so when there is none yet', async () => {
    renderProject(() => ({ data: { project: makeProjectPage({ id: ID }) } }));
    expect((await section('Mentor feedback')).getByText('No mentor feedback yet.')).toBeInTheDocument();
  });

  it('lets a mentor of the team send feedback: notes and the four scores, checked first', async () => {
    const { user, calls } = renderProject(
      () => ({ data: { project: makeProjectPage({ id: ID, canGiveFeedback: true }) } }),
      {
        GiveProjectFeedback: () => ({
          data: {
            giveProjectFeedback: {
              __typename: 'ProjectFeedback',
              id: 'f-9',
              notes: 'Great start.',
              updatedAt: '2026-11-26T10:00:00.000Z',
            },
          },
        }),
      },
    );
    const form = within(await screen.findByRole('form', { name: 'Give feedback' }));
    await user.type(form.getByRole('textbox', { name: 'Notes' }), 'Too short');
    await user.click(form.getByRole('button', { name: 'Send feedback' }));
    expect(await form.findByText('Please write feedback of 10 to 4000 characters')).toBeInTheDocument();
    expect(form.getAllByText('Each score is a whole number from 1 to 4')).toHaveLength(4);
    expect(calls.some((c) => c.operationName === 'GiveProjectFeedback')).toBe(false);

    await user.type(form.getByRole('textbox', { name: 'Notes' }), ': interview the cafeteria staff.');
    await user.selectOptions(form.getByRole('combobox', { name: 'Problem understood' }), '3 of 4');
    await user.selectOptions(form.getByRole('combobox', { name: 'Solution fits' }), '2 of 4');
    await user.selectOptions(form.getByRole('combobox', { name: 'Prototype works' }), '4 of 4');
    await user.selectOptions(form.getByRole('combobox', { name: 'Presentation' }), '1 of 4');
    await user.click(form.getByRole('button', { name: 'Send feedback' }));
    await eventually(() =>
      expect(calls.find((c) => c.operationName === 'GiveProjectFeedback')?.variables).toEqual({
        projectId: ID,
        input: {
          notes: 'Too short: interview the cafeteria staff.',
          scores: { problem: 3, solution: 2, prototype: 4, presentation: 1 },
        },
      }),
    );
    expect(await screen.findByText('Feedback sent!')).toBeInTheDocument();
  });

  it('starts a new feedback empty: the mentor’s earlier ones stay in the history, newest first', async () => {
    const older = makeFeedback({
      id: 'f-1',
      mentorId: 'u-1',
      mentor: person('u-1', 'Ada', 'Lovelace') as never,
    });
    const newer = makeFeedback({
      id: 'f-2',
      mentorId: 'u-1',
      mentor: person('u-1', 'Ada', 'Lovelace') as never,
      notes: 'The sign-up works now.',
      createdAt: '2026-11-25T09:00:00.000Z',
      updatedAt: '2026-11-25T09:00:00.000Z',
    });
    renderProject(() => ({
      data: { project: makeProjectPage({ id: ID, canGiveFeedback: true, feedback: [newer, older] }) },
    }));
    const form = within(await screen.findByRole('form', { name: 'Give feedback' }));
    expect(form.getByRole('textbox', { name: 'Notes' })).toHaveValue('');
    expect(form.getByRole('combobox', { name: 'Problem understood' })).toHaveValue('');
    expect(form.getByText(/Each feedback you send is kept with its date/)).toBeInTheDocument();
    const history = within(await screen.findByRole('list', { name: 'Mentor feedback' }));
    const items = history
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.getAttribute('aria-label') === 'Mentor feedback');
    expect(items.map((item) => within(item).getByText(/Nov 2\d, 2026/).textContent)).toEqual([
      'Nov 25, 2026',
      'Nov 20, 2026',
    ]);
  });

  it('speaks German', async () => {
    renderProject(
      () => ({
        data: { project: makeProjectPage({ id: ID, canGiveFeedback: true, feedback: [makeFeedback()] }) },
      }),
      {},
      'de-DE',
    );
    const feedback = await section('Feedback der Mentoren');
    expect(feedback.getByText('Problem verstanden: 3/4')).toBeInTheDocument();
    expect(feedback.getByRole('button', { name: 'Feedback senden' })).toBeInTheDocument();
    expect(feedback.getByRole('combobox', { name: 'Prototyp funktioniert' })).toBeInTheDocument();
  });
});
