import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connection, signedInWithEmptyLists } from '../test/domainFixtures';
import type { MockHandler } from '../test/mockGraphQL';
import { renderApp } from '../test/renderApp';

/** The fixed clock (the tests run in UTC). */
const NOW = Date.parse('2027-03-01T10:00:00.000Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const PROGRAMME_ID = 'pr-1';

const eventually = <T,>(check: () => T) => waitFor(check, { timeout: 5_000 });

function programme(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Programme',
    id: PROGRAMME_ID,
    name: 'Spring Cohort 2027',
    nameDe: 'Frühjahrskohorte 2027',
    timeZone: 'Europe/Berlin',
    currentPhase: 'prototype',
    submissionsOpen: true,
    submissionDeadline: new Date(NOW + 3 * DAY).toISOString(),
    nextDeadline: {
      __typename: 'ProgrammeDate',
      kind: 'submission',
      phase: null,
      at: new Date(NOW + 3 * DAY).toISOString(),
    },
    ...overrides,
  };
}

const inProgramme =
  (overrides: Record<string, unknown> = {}, current = true): MockHandler =>
  () => ({
    data: {
      myProgrammes: [
        {
          __typename: 'MyProgramme',
          current,
          member: true,
          organiser: false,
          programme: programme(overrides),
        },
      ],
    },
  });

const milestone = (key: string, done: boolean) => ({ __typename: 'TeamMilestone', key, done });

/** The journey's counts (docs/product.md §4.6): nothing done yet. */
const journey: Record<string, MockHandler> = {
  CreatedChallengeCount: () => ({ data: { challenges: connection([]) } }),
  MyProjectCount: () => ({ data: { projects: connection([]) } }),
};

const renderDashboard = (handlers: Record<string, MockHandler>, browserLanguage?: string) =>
  renderApp({ path: '/', browserLanguage, handlers: { ...signedInWithEmptyLists(), ...handlers } });

const banner = () =>
  screen.getByRole('region', { name: /Challenge Discovery|Identify|Prototype|Prototypen/ });

describe("the dashboard in a person's programme", () => {
  afterEach(() => vi.useRealTimers());

  it("names the programme's phase and counts down to its next date, each minute", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
    renderDashboard({ DashboardProgramme: inProgramme() });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Prototype' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    const region = within(banner());
    expect(region.getByText('Current phase of Spring Cohort 2027')).toBeInTheDocument();
    // The date as the programme's time zone shows it, beside the countdown and on hover.
    const countdown = region.getByText('Submission deadline in 3 days');
    expect(countdown).toHaveAttribute('title', 'Mar 4, 2027, 11:00 AM (Europe/Berlin)');
    expect(countdown).toHaveAttribute('dateTime', new Date(NOW + 3 * DAY).toISOString());
    expect(region.getByText(/Mar 4, 2027, 11:00 AM \(Europe\/Berlin\)/)).toBeInTheDocument();
    expect(screen.queryByText('Challenge Discovery')).not.toBeInTheDocument();

    // Two days later (the clock is read again each minute), it says so without a reload.
    await act(async () => {
      vi.setSystemTime(NOW + 2 * DAY - MINUTE);
      vi.advanceTimersByTime(MINUTE);
    });
    expect(region.getByText('Submission deadline tomorrow')).toBeInTheDocument();
  });

  it('follows the minutes near the date, and names the end of a phase', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
    const at = new Date(NOW + 61 * MINUTE).toISOString();
    renderDashboard({
      DashboardProgramme: inProgramme({
        currentPhase: 'identify',
        nextDeadline: { __typename: 'ProgrammeDate', kind: 'phaseEnd', phase: 'identify', at },
      }),
    });
    expect(await screen.findByText('Identify ends in 1 hour', {}, { timeout: 5_000 })).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(2 * MINUTE);
    });
    expect(screen.getByText('Identify ends in 59 minutes')).toBeInTheDocument();
  });

  it('speaks German: the phase, the programme’s German name and the countdown', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    renderDashboard({ DashboardProgramme: inProgramme() }, 'de-DE');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Prototypen bauen' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Aktuelle Phase von Frühjahrskohorte 2027')).toBeInTheDocument();
    expect(screen.getByText('Abgabe in 3 Tagen')).toBeInTheDocument();
  });

  it('keeps the banner as before without a programme, or without a current one', async () => {
    const { unmount } = renderDashboard({ DashboardProgramme: () => ({ data: { myProgrammes: [] } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Challenge Discovery' })).toBeInTheDocument();
    await eventually(() => expect(screen.getByText('Start Conversation')).toBeInTheDocument());
    expect(screen.queryByText(/Current phase of/)).not.toBeInTheDocument();
    unmount();

    renderDashboard({ DashboardProgramme: inProgramme({}, false) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeInTheDocument();
    await eventually(() => expect(screen.getByText('Start Conversation')).toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 2, name: 'Challenge Discovery' })).toBeInTheDocument();
    expect(screen.queryByText(/Submission deadline/)).not.toBeInTheDocument();
  });

  it("shows 'Your Progress' as the milestones of the person's team in the programme", async () => {
    const { calls } = renderDashboard({
      ...journey,
      DashboardProgramme: inProgramme(),
      DashboardProgrammeTeams: () => ({
        data: {
          myTeams: connection([
            {
              __typename: 'Team',
              id: 't-0',
              name: 'Old Team',
              programmeId: null,
              progress: 100,
              milestones: [],
            },
            {
              __typename: 'Team',
              id: 't-1',
              name: 'Waste Watchers',
              programmeId: PROGRAMME_ID,
              progress: 60,
              milestones: [
                milestone('members', true),
                milestone('challenge', true),
                milestone('mentorMeeting', false),
                milestone('project', true),
                milestone('submitted', false),
              ],
            },
          ]),
        },
      }),
    });
    // The card follows once the person's team in the programme is known.
    const list = within(await screen.findByRole('list', { name: 'Milestones: 3 of 5' }, { timeout: 5_000 }));
    const progress = within(screen.getByRole('region', { name: 'Your Progress' }));
    expect(list.getAllByRole('listitem')).toHaveLength(5);
    expect(list.getByText('At least two members')).toBeInTheDocument();
    expect(list.getByText('Missing: a meeting with a mentor is held')).toBeInTheDocument();
    expect(list.getByText('Missing: the project is submitted')).toBeInTheDocument();
    expect(list.getAllByText('Done')).toHaveLength(3);
    expect(progress.getByRole('link', { name: 'Waste Watchers' })).toHaveAttribute('href', '/teams/t-1');
    expect(progress.getByRole('progressbar', { name: 'Progress of Waste Watchers' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    // The journey's steps are not shown beside them.
    expect(progress.queryByText('Challenge Phase')).not.toBeInTheDocument();
    expect(calls.some((call) => call.operationName === 'DashboardProgrammeTeams')).toBe(true);
  });

  it("keeps the journey in 'Your Progress' for a person in a programme without a team in it", async () => {
    renderDashboard({
      ...journey,
      DashboardProgramme: inProgramme(),
      DashboardProgrammeTeams: () => ({ data: { myTeams: connection([]) } }),
    });
    expect(await screen.findByText('Challenge Phase', {}, { timeout: 5_000 })).toBeInTheDocument();
    const progress = within(screen.getByRole('region', { name: 'Your Progress' }));
    expect(progress.getByText('Team Formation')).toBeInTheDocument();
    expect(progress.queryByRole('list', { name: /Milestones/ })).not.toBeInTheDocument();
  });
});
