import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { myProgramme, PROGRAMME_ID } from '../programmes/testing';
import { signedInWithEmptyLists } from '../test/domainFixtures';
import { type MockHandler } from '../test/mockGraphQL';
import { makeProjectPage } from '../test/pageFixtures';
import { renderApp } from '../test/renderApp';
import { OTHER_PROJECT_ID, PROJECT_ID } from './testing';
import { votingOpen } from './PeoplesChoiceVote';

const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** A programme whose submission deadline passed and whose Showcase phase runs (voting open), or as given. */
const window = (deadline = -2, showcaseEnds = 10) => ({
  __typename: 'Programme',
  id: PROGRAMME_ID,
  submissionDeadline: at(deadline),
  phases: [
    { __typename: 'ProgrammePhaseWindow', key: 'prototype', startsAt: at(-20), endsAt: at(deadline) },
    { __typename: 'ProgrammePhaseWindow', key: 'showcase', startsAt: at(deadline), endsAt: at(showcaseEnds) },
  ],
});

const renderProject = (handlers: Record<string, MockHandler> = {}) =>
  renderApp({
    path: `/projects/${PROJECT_ID}`,
    handlers: {
      ...signedInWithEmptyLists(),
      ProjectPage: () => ({ data: { project: makeProjectPage({ id: PROJECT_ID }) } }),
      RecordProjectView: () => ({
        data: { recordProjectView: { __typename: 'Project', id: PROJECT_ID, views: 11 } },
      }),
      ProjectProgramme: () => ({
        data: { project: { __typename: 'Project', id: PROJECT_ID, programmeId: PROGRAMME_ID } },
      }),
      MyProgrammes: () => ({
        data: {
          myProgrammes: [myProgramme({ id: PROGRAMME_ID, name: 'Berlin Spring Cohort' }, { current: true })],
        },
      }),
      VoteWindow: () => ({ data: { programme: window() } }),
      MyVote: () => ({ data: { myVote: null } }),
      ...handlers,
    },
  });

describe("People's Choice on a project's page", () => {
  it('lets a member of its programme vote while voting is open, then shows "Your vote"', async () => {
    const { user, calls } = renderProject({
      VoteForProject: () => ({ data: { voteForProject: PROJECT_ID } }),
    });
    await user.click(await screen.findByRole('button', { name: "Vote for People's Choice" }));
    expect(calls.find((c) => c.operationName === 'VoteForProject')?.variables).toEqual({
      programmeId: PROGRAMME_ID,
      projectId: PROJECT_ID,
    });
    expect(await screen.findByText('Your vote')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Vote for People's Choice" })).not.toBeInTheDocument();
  });

  it('shows "Your vote" on the project voted for', async () => {
    renderProject({ MyVote: () => ({ data: { myVote: PROJECT_ID } }) });
    expect(await screen.findByText('Your vote')).toBeInTheDocument();
  });

  it('offers to change a vote given to another project', async () => {
    renderProject({ MyVote: () => ({ data: { myVote: OTHER_PROJECT_ID } }) });
    expect(await screen.findByRole('button', { name: "Vote for People's Choice" })).toBeInTheDocument();
  });

  it('shows nothing before the submission deadline', async () => {
    const { calls } = renderProject({ VoteWindow: () => ({ data: { programme: window(3, 20) } }) });
    await screen.findByRole('heading', { level: 1, name: 'Leftover Scale' });
    await waitFor(() => expect(calls.some((c) => c.operationName === 'MyVote')).toBe(true));
    expect(screen.queryByRole('button', { name: "Vote for People's Choice" })).not.toBeInTheDocument();
  });

  it('shows nothing to someone outside the programme', async () => {
    const { calls } = renderProject({ MyProgrammes: () => ({ data: { myProgrammes: [] } }) });
    await screen.findByRole('heading', { level: 1, name: 'Leftover Scale' });
    await waitFor(() => expect(calls.some((c) => c.operationName === 'ProjectProgramme')).toBe(true));
    expect(screen.queryByRole('button', { name: "Vote for People's Choice" })).not.toBeInTheDocument();
    expect(calls.some((c) => c.operationName === 'MyVote')).toBe(false);
  });

  it('is open from the submission deadline until the Showcase phase ends', () => {
    const programme = window(-1, 1);
    expect(votingOpen(programme)).toBe(true);
    expect(votingOpen(programme, Date.now() - 2 * DAY)).toBe(false);
    expect(votingOpen(programme, Date.now() + 2 * DAY)).toBe(false);
  });
});
