import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInWithEmptyLists } from '../test/domainFixtures';
import { gqlError, type MockHandler } from '../test/mockGraphQL';
import { renderApp } from '../test/renderApp';
import { PROJECT_ID, queueItem } from './testing';

const eventually = <T,>(check: () => T) => waitFor(check, { timeout: 5_000 });

function renderQueue(handlers: Record<string, MockHandler> = {}, browserLanguage = 'en-US') {
  return renderApp({
    path: '/judging',
    browserLanguage,
    handlers: {
      ...signedInWithEmptyLists(),
      MyJudgingQueue: () => ({ data: { myJudgingQueue: [queueItem()] } }),
      MyScore: () => ({ data: { myScore: null } }),
      ...handlers,
    },
  });
}

const savedScore = (criteria: Array<{ key: string; value: number }>, comment: string | null) => ({
  __typename: 'JudgeScore',
  projectId: PROJECT_ID,
  criteria: criteria.map((c) => ({ __typename: 'CriterionScore', ...c })),
  comment,
  updatedAt: '2027-03-05T09:30:00.000Z',
});

describe('a judge’s queue (/judging)', () => {
  it('says so when there is nothing to judge', async () => {
    renderQueue({ MyJudgingQueue: () => ({ data: { myJudgingQueue: [] } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Judging' })).toBeInTheDocument();
    expect(await screen.findByText('No projects to judge.')).toBeInTheDocument();
  });

  it('lists each project with its programme, team, description, page, demo and whether it is scored', async () => {
    renderQueue();
    const card = within(await screen.findByRole('article', { name: 'Sun Tracker' }));
    expect(card.getByText(/Programme: Berlin Spring Cohort/)).toBeInTheDocument();
    expect(card.getByText(/Team: Solar Sisters/)).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Open project' })).toHaveAttribute(
      'href',
      `/projects/${PROJECT_ID}`,
    );
    expect(card.getByText('Not scored yet')).toBeInTheDocument();
    // The team's own description and its demo, opened in a new tab.
    expect(card.getByText('A tracker that turns panels to the sun.')).toBeInTheDocument();
    const demo = card.getByRole('link', { name: 'Open the demo of Sun Tracker' });
    expect(demo).toHaveAttribute('href', 'https://demo.example.org/sun');
    expect(demo).toHaveAttribute('target', '_blank');
  });

  it('saves a score of every criterion with the comment, then shows it as scored', async () => {
    const { user, calls } = renderQueue({
      ScoreProject: ({ criteria, comment }) => ({
        data: {
          scoreProject: savedScore(
            criteria as Array<{ key: string; value: number }>,
            comment as string | null,
          ),
        },
      }),
    });
    const form = within(await screen.findByRole('form', { name: 'Score of Sun Tracker' }));
    const choose = async (criterion: string, value: string) =>
      user.click(
        within(form.getByRole('radiogroup', { name: criterion })).getByRole('radio', { name: value }),
      );
    await choose('Innovation', '5');
    await choose('Impact', '4');
    await choose('Technical execution', '3');
    await choose('Presentation', '4');
    await user.type(form.getByRole('textbox', { name: 'Comment (optional)' }), 'Clear and bold.');
    await user.click(form.getByRole('button', { name: 'Save score' }));
    await eventually(() =>
      expect(calls.find((c) => c.operationName === 'ScoreProject')?.variables).toEqual({
        projectId: PROJECT_ID,
        criteria: [
          { key: 'innovation', value: 5 },
          { key: 'impact', value: 4 },
          { key: 'technical', value: 3 },
          { key: 'presentation', value: 4 },
        ],
        comment: 'Clear and bold.',
      }),
    );
    const card = within(screen.getByRole('article', { name: 'Sun Tracker' }));
    expect(await card.findByText(/^Scored /)).toBeInTheDocument();
    expect(card.queryByText('Not scored yet')).not.toBeInTheDocument();
  });

  it('starts from the judge’s own score and names a criterion left out', async () => {
    const { user, calls } = renderQueue({
      MyJudgingQueue: () => ({
        data: { myJudgingQueue: [queueItem({ scoredAt: '2027-03-04T10:00:00.000Z' })] },
      }),
      MyScore: () => ({
        data: { myScore: savedScore([{ key: 'innovation', value: 2 }], 'Earlier note') },
      }),
    });
    const form = within(await screen.findByRole('form', { name: 'Score of Sun Tracker' }));
    expect(
      within(form.getByRole('radiogroup', { name: 'Innovation' })).getByRole('radio', { name: '2' }),
    ).toBeChecked();
    expect(form.getByRole('textbox', { name: 'Comment (optional)' })).toHaveValue('Earlier note');
    expect(screen.getByText(/^Scored /)).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Save score' }));
    expect(await form.findAllByText('Choose a score from 1 to 5.')).toHaveLength(3);
    expect(calls.some((c) => c.operationName === 'ScoreProject')).toBe(false);
  });

  it('shows the server’s refusal in the form', async () => {
    const { user } = renderQueue({
      MyScore: () => ({
        data: {
          myScore: savedScore(
            ['innovation', 'impact', 'technical', 'presentation'].map((key) => ({ key, value: 3 })),
            null,
          ),
        },
      }),
      ScoreProject: () => gqlError('Judging has ended', { code: 'CONFLICT' }),
    });
    const form = within(await screen.findByRole('form', { name: 'Score of Sun Tracker' }));
    await user.click(form.getByRole('button', { name: 'Save score' }));
    expect(await form.findByText('Judging has ended')).toBeInTheDocument();
  });

  it('names the criteria in German when the page is German', async () => {
    renderQueue({}, 'de-DE');
    const form = within(await screen.findByRole('form', { name: 'Bewertung von Sun Tracker' }));
    expect(form.getByRole('radiogroup', { name: 'Wirkung' })).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Bewertung speichern' })).toBeInTheDocument();
  });

  it('is in the user menu of someone with projects to judge, and only then', async () => {
    const first = renderApp({
      path: '/',
      handlers: {
        ...signedInWithEmptyLists(),
        MyJudgingQueue: () => ({ data: { myJudgingQueue: [queueItem()] } }),
      },
    });
    await first.user.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
    const menu = within(await screen.findByRole('menu', { name: 'Account' }));
    expect(await menu.findByRole('menuitem', { name: 'Judging' })).toHaveAttribute('href', '/judging');
    first.unmount();

    const second = renderApp({
      path: '/',
      handlers: { ...signedInWithEmptyLists(), MyJudgingQueue: () => ({ data: { myJudgingQueue: [] } }) },
    });
    await second.user.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
    const empty = within(await screen.findByRole('menu', { name: 'Account' }));
    await eventually(() => expect(second.calls.some((c) => c.operationName === 'MyJudgingQueue')).toBe(true));
    expect(empty.queryByRole('menuitem', { name: 'Judging' })).not.toBeInTheDocument();
  });
});
