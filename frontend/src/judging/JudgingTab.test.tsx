import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cohortMember, memberPage, PROGRAMME_ID, programmeDetails } from '../programmes/testing';
import { signedInWithEmptyLists } from '../test/domainFixtures';
import { connection, makeUser } from '../test/fixtures';
import { gqlError, type MockHandler } from '../test/mockGraphQL';
import { person } from '../test/pageFixtures';
import { renderApp } from '../test/renderApp';
import { judging, judgingProject, OTHER_PROJECT_ID, PROJECT_ID, rankedProject, results } from './testing';

const eventually = <T,>(check: () => T) => waitFor(check, { timeout: 5_000 });
const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** After the submission deadline, before the results date. */
const judgingTime = () =>
  programmeDetails({ submissionDeadline: at(-1), currentPhase: 'showcase', resultsAt: at(5) });

function renderTab(handlers: Record<string, MockHandler> = {}) {
  return renderApp({
    path: `/programmes/${PROGRAMME_ID}/manage?tab=judging`,
    handlers: {
      ...signedInWithEmptyLists(),
      Me: () => ({ data: { me: makeUser({ id: 'u-1' }) } }),
      ProgrammeDetails: () => ({ data: { programme: programmeDetails() } }),
      ProgrammeJudging: () => ({ data: { programmeJudging: judging() } }),
      JudgeCandidates: () => ({
        data: {
          programmeMembers: connection([
            cohortMember(),
            cohortMember({ userId: 'u-7', user: person('u-7', 'Alan', 'Turing') }),
          ]),
        },
      }),
      ProgrammeResults: () => ({ data: { programmeResults: results({ publishedAt: null }) } }),
      ProgrammeVotes: () => ({
        data: { programmeVotes: [{ __typename: 'ProjectVotes', projectId: PROJECT_ID, votes: 4 }] },
      }),
      ...handlers,
    },
  });
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const callOf = (calls: Array<{ operationName: string; variables: Record<string, unknown> }>, name: string) =>
  calls.find((call) => call.operationName === name)?.variables;

describe('the cohort view’s Judging tab', () => {
  it('lists the judges, says why assigning waits for the deadline, and shows the standing and votes', async () => {
    renderTab({
      ProgrammeJudging: () => ({
        data: {
          programmeJudging: judging({
            projects: [
              judgingProject({ flagged: true }),
              judgingProject({
                projectId: OTHER_PROJECT_ID,
                projectTitle: 'Rain Barrel',
                teamName: 'Drop Squad',
                judgeIds: [],
              }),
            ],
          }),
        },
      }),
    });
    expect(await screen.findByRole('tab', { name: 'Judging', selected: true })).toBeInTheDocument();
    const judges = within(await screen.findByRole('list', { name: 'Judges of Berlin Spring Cohort' }));
    expect(judges.getByRole('link', { name: 'Alan Turing' })).toHaveAttribute('href', '/people/u-7');
    expect(judges.getByRole('link', { name: 'Barbara Liskov' })).toBeInTheDocument();

    const assign = section('Assignments');
    expect(assign.getByRole('button', { name: 'Assign projects' })).toBeDisabled();
    expect(assign.getByText(/^Projects can be assigned after the submission deadline/)).toBeInTheDocument();
    expect(assign.getByRole('spinbutton', { name: 'Judges per project' })).toHaveValue(2);
    const table = within(assign.getByRole('table', { name: 'Projects and their judges' }));
    const sun = within(table.getByRole('row', { name: /Sun Tracker/ }));
    expect(sun.getByText('Alan Turing')).toBeInTheDocument();
    expect(sun.getByText('Flagged: not enough judges')).toBeInTheDocument();
    const rain = within(table.getByRole('row', { name: /Rain Barrel/ }));
    expect(rain.getByText('No judge')).toBeInTheDocument();
    expect(rain.queryByText('Flagged: not enough judges')).not.toBeInTheDocument();

    const standing = section('Current standing');
    const ranking = within(
      await standing.findByRole('table', { name: 'Current standing of Berlin Spring Cohort' }),
    );
    expect(ranking.getByText('4.25')).toBeInTheDocument();
    expect(await standing.findByText(/4 votes/)).toBeInTheDocument();
    expect(section('Publication').getByRole('link', { name: 'See the results' })).toHaveAttribute(
      'href',
      `/programmes/${PROGRAMME_ID}/results`,
    );
  });

  it('adds a judge chosen from the members', async () => {
    const { user, calls } = renderTab({
      AddProgrammeJudge: () => ({
        data: {
          addProgrammeJudge: judging({
            judgeIds: ['u-7', 'u-8', 'u-5'],
            judges: [
              person('u-7', 'Alan', 'Turing'),
              person('u-8', 'Barbara', 'Liskov'),
              person('u-5', 'Grace', 'Hopper'),
            ],
          }),
        },
      }),
    });
    const judges = within(await screen.findByRole('region', { name: 'Judges' }));
    const member = await judges.findByRole('combobox', { name: 'Member' });
    // A judge already is no choice.
    await eventually(() =>
      expect(within(member).getByRole('option', { name: 'Grace Hopper' })).toBeInTheDocument(),
    );
    expect(within(member).queryByRole('option', { name: 'Alan Turing' })).not.toBeInTheDocument();
    await user.selectOptions(member, 'Grace Hopper');
    await user.click(judges.getByRole('button', { name: 'Add judge' }));
    await eventually(() =>
      expect(callOf(calls, 'AddProgrammeJudge')).toEqual({ programmeId: PROGRAMME_ID, userId: 'u-5' }),
    );
    expect(await judges.findByRole('link', { name: 'Grace Hopper' })).toBeInTheDocument();
  });

  it('shows why a judge was refused, as the server says it', async () => {
    const { user } = renderTab({
      AddProgrammeJudge: () =>
        gqlError('Check the fields', {
          code: 'BAD_USER_INPUT',
          fields: { userId: 'A judge must be a member of this programme or a mentor' },
        }),
    });
    const judges = within(await screen.findByRole('region', { name: 'Judges' }));
    const member = await judges.findByRole('combobox', { name: 'Member' });
    await eventually(() =>
      expect(within(member).getByRole('option', { name: 'Grace Hopper' })).toBeInTheDocument(),
    );
    await user.selectOptions(member, 'Grace Hopper');
    await user.click(judges.getByRole('button', { name: 'Add judge' }));
    expect(
      await judges.findByText('A judge must be a member of this programme or a mentor'),
    ).toBeInTheDocument();
  });

  it('assigns after the deadline with the judges per project asked, and moves a project to another judge', async () => {
    const assigned = judging({ assignedAt: at(0), judgesPerProject: 1, projects: [judgingProject()] });
    const { user, calls } = renderTab({
      ProgrammeDetails: () => ({ data: { programme: judgingTime() } }),
      AssignJudging: () => ({ data: { assignJudging: assigned } }),
      MoveJudgingAssignment: () => ({
        data: { moveJudgingAssignment: { ...assigned, projects: [judgingProject({ judgeIds: ['u-8'] })] } },
      }),
    });
    const assign = await screen.findByRole('region', { name: 'Assignments' });
    const perProject = within(assign).getByRole('spinbutton', { name: 'Judges per project' });
    await user.clear(perProject);
    await user.type(perProject, '1');
    await user.click(within(assign).getByRole('button', { name: 'Assign projects' }));
    await eventually(() =>
      expect(callOf(calls, 'AssignJudging')).toEqual({ programmeId: PROGRAMME_ID, judgesPerProject: 1 }),
    );

    await user.click(await within(assign).findByRole('button', { name: 'Move Sun Tracker' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Move Sun Tracker' }));
    expect(dialog.getByRole('combobox', { name: 'From judge' })).toHaveValue('u-7');
    expect(dialog.getByRole('combobox', { name: 'To judge' })).toHaveValue('u-8');
    await user.click(dialog.getByRole('button', { name: 'Move' }));
    await eventually(() =>
      expect(callOf(calls, 'MoveJudgingAssignment')).toEqual({
        programmeId: PROGRAMME_ID,
        input: { projectId: PROJECT_ID, fromJudgeId: 'u-7', toJudgeId: 'u-8' },
      }),
    );
    await eventually(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(assign).getByRole('row', { name: /Sun Tracker/ })).toHaveTextContent('Barbara Liskov');
  });

  it('saves the rubric and the awards with names in English and German', async () => {
    const { user, calls } = renderTab({
      SetJudgingRubric: () => ({ data: { setJudgingRubric: judging() } }),
      SetProgrammeAwards: () => ({ data: { setProgrammeAwards: judging() } }),
    });
    const rubric = await screen.findByRole('region', { name: 'Rubric' });
    await user.click(within(rubric).getByRole('button', { name: 'Add criterion' }));
    const fifth = within(within(rubric).getByRole('group', { name: 'Criterion 5' }));
    await user.type(fifth.getByRole('textbox', { name: 'Name (English)' }), 'Team work');
    await user.type(fifth.getByRole('textbox', { name: 'Name (German)' }), 'Teamarbeit');
    await user.click(within(rubric).getByRole('button', { name: 'Save rubric' }));
    await eventually(() => expect(callOf(calls, 'SetJudgingRubric')).toBeDefined());
    const criteria = callOf(calls, 'SetJudgingRubric')!.criteria as unknown[];
    expect(criteria).toHaveLength(5);
    expect(criteria[4]).toEqual({ key: 'team-work', name: 'Team work', nameDe: 'Teamarbeit', weight: 1 });

    const awards = screen.getByRole('region', { name: 'Awards' });
    await user.click(within(awards).getByRole('button', { name: 'Remove award 4' }));
    const second = within(within(awards).getByRole('group', { name: 'Award 2' }));
    await user.clear(second.getByRole('textbox', { name: 'Name (English)' }));
    await user.type(second.getByRole('textbox', { name: 'Name (English)' }), 'Boldest Idea');
    await user.click(within(awards).getByRole('button', { name: 'Save awards' }));
    await eventually(() => expect(callOf(calls, 'SetProgrammeAwards')).toBeDefined());
    const sent = callOf(calls, 'SetProgrammeAwards')!.awards as Array<Record<string, unknown>>;
    expect(sent.map((award) => award.key)).toEqual(['overall', 'innovation', 'technical']);
    expect(sent[1]).toEqual({
      key: 'innovation',
      name: 'Boldest Idea',
      nameDe: 'Innovationspreis',
      kind: 'criterion',
      criterion: 'innovation',
    });
  });

  it('publishes early after a confirmation that says it is before the results date', async () => {
    const { user, calls } = renderTab({
      ProgrammeDetails: () => ({ data: { programme: judgingTime() } }),
      PublishResults: () => ({
        data: { publishResults: results({ publishedAt: at(0), ranking: [rankedProject()] }) },
      }),
    });
    const publication = await screen.findByRole('region', { name: 'Publication' });
    await user.click(within(publication).getByRole('button', { name: 'Publish results' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Publish results' }));
    expect(
      dialog.getByText(/^The results date is .*Publish the results of Berlin Spring Cohort now, before it\?/),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Publish now' }));
    await eventually(() =>
      expect(callOf(calls, 'PublishResults')).toEqual({ programmeId: PROGRAMME_ID, early: true }),
    );
  });

  it('makes a member a judge from their row of the Members tab', async () => {
    const { user, calls } = renderApp({
      path: `/programmes/${PROGRAMME_ID}/manage`,
      handlers: {
        ...signedInWithEmptyLists(),
        ProgrammeDetails: () => ({ data: { programme: programmeDetails() } }),
        ProgrammeCohortMembers: () => memberPage([cohortMember()]),
        ProgrammeJudging: () => ({ data: { programmeJudging: judging() } }),
        AddProgrammeJudge: () => ({
          data: { addProgrammeJudge: judging({ judgeIds: ['u-7', 'u-8', 'u-5'] }) },
        }),
      },
    });
    const table = within(await screen.findByRole('table', { name: 'Members of Berlin Spring Cohort' }));
    const grace = within(table.getByRole('row', { name: /Grace Hopper/ }));
    await user.click(await grace.findByRole('button', { name: 'Make judge: Grace Hopper' }));
    await eventually(() =>
      expect(callOf(calls, 'AddProgrammeJudge')).toEqual({ programmeId: PROGRAMME_ID, userId: 'u-5' }),
    );
    expect(await grace.findByText('Judge')).toBeInTheDocument();
    expect(grace.queryByRole('button', { name: /Make judge/ })).not.toBeInTheDocument();
  });
});
