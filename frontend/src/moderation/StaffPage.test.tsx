import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connection, signedInWithEmptyLists } from '../test/domainFixtures';
import { emptyDashboard, makeUser } from '../test/fixtures';
import { gqlError, type MockHandler } from '../test/mockGraphQL';
import { person } from '../test/pageFixtures';
import { location, renderApp } from '../test/renderApp';

const eventually = <T,>(check: () => T) => waitFor(check, { timeout: 5_000 });
const CHALLENGE = '00000000-0000-4000-8000-00000000c0f2';
const STAFF = makeUser({ isStaff: true });

const history = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'ModerationHistory',
  hiddenCount: 1,
  suspensionCount: 0,
  reportCount: 2,
  suspendedUntil: null,
  suspendedForGood: false,
  suspensionReason: null,
  recent: [
    {
      __typename: 'ModerationAction',
      id: 'a-0',
      action: 'hide',
      itemType: 'project',
      reason: 'Advertising',
      createdAt: '2026-10-01T10:00:00.000Z',
    },
  ],
  ...overrides,
});

const staffPerson = (id: string, firstName: string, lastName: string, historyOverrides = {}) => ({
  ...person(id, firstName, lastName),
  role: 'student',
  moderationHistory: history(historyOverrides),
});

const report = (
  id: string,
  reporter: ReturnType<typeof person> | null,
  reason: string,
  note: string | null,
) => ({
  __typename: 'Report',
  id,
  reason,
  note,
  createdAt: '2026-11-20T09:30:00.000Z',
  reporter,
});

function challengeGroup(authorHistory = {}) {
  return {
    __typename: 'ReportedItem',
    itemType: 'challenge',
    itemId: CHALLENGE,
    reportCount: 2,
    latestAt: '2026-11-20T09:30:00.000Z',
    reports: [
      report('r-1', person('u-7', 'Linus', 'Torvalds'), 'spam', 'Links to a shop'),
      report('r-2', null, 'inappropriate', null),
    ],
    challenge: {
      __typename: 'Challenge',
      id: CHALLENGE,
      title: 'Buy cheap watches',
      hidden: false,
      hiddenReason: null,
      author: staffPerson('u-3', 'Mallory', 'Jones', authorHistory),
    },
    team: null,
    project: null,
    resource: null,
    comment: null,
    person: null,
  };
}

function personGroup() {
  return {
    __typename: 'ReportedItem',
    itemType: 'person',
    itemId: 'u-4',
    reportCount: 1,
    latestAt: '2026-11-19T09:30:00.000Z',
    reports: [report('r-3', person('u-7', 'Linus', 'Torvalds'), 'harassment', 'Rude messages')],
    challenge: null,
    team: null,
    project: null,
    resource: null,
    comment: null,
    person: staffPerson('u-4', 'Trudy', 'Smith', {
      suspendedUntil: '2099-01-01T00:00:00.000Z',
      suspensionCount: 1,
      suspensionReason: 'Insults',
    }),
  };
}

const queue = (nodes: unknown[]) => ({
  data: { moderationQueue: { ...connection(nodes), __typename: 'ReportedItemConnection' } },
});

const logEntry = (id: string, action: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'ModerationAction',
  id,
  action,
  itemType: 'challenge',
  itemId: CHALLENGE,
  reason: 'Advertising',
  details: '{}',
  createdAt: '2026-11-21T10:00:00.000Z',
  actor: person('u-1', 'Ada', 'Lovelace'),
  subject: person('u-3', 'Mallory', 'Jones'),
  ...overrides,
});

function renderStaff(path = '/staff', handlers: Record<string, MockHandler> = {}) {
  return renderApp({
    path,
    handlers: {
      ...signedInWithEmptyLists(),
      Me: () => ({ data: { me: STAFF } }),
      ModerationQueue: () => queue([challengeGroup(), personGroup()]),
      ModerationLog: () => ({ data: { moderationLog: connection([]) } }),
      UnverifiedMentors: () => ({ data: { unverifiedMentors: connection([]) } }),
      CohortCodes: () => ({ data: { cohortCodes: connection([]) } }),
      ...handlers,
    },
  });
}

const group = (title: string | RegExp) => within(screen.getByRole('article', { name: title }));

describe('staff page (/staff, docs/product.md §14)', () => {
  it('is not found for anyone but staff, signed in or not, like an unknown address', async () => {
    const { unmount } = renderApp({ path: '/staff', handlers: signedInWithEmptyLists() });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Staff' })).not.toBeInTheDocument();
    unmount();

    renderApp({ path: '/staff', handlers: { Me: () => ({ data: { me: null } }) } });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('is in the user menu of staff only', async () => {
    const { user, unmount } = renderApp({
      handlers: { Me: () => ({ data: { me: makeUser() } }), ...emptyDashboard },
    });
    await user.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
    const menu = within(await screen.findByRole('menu', { name: 'Account' }));
    expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: 'Staff' })).not.toBeInTheDocument();
    unmount();

    const staff = renderStaff('/');
    await staff.user.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
    const staffMenu = within(await screen.findByRole('menu', { name: 'Account' }));
    await staff.user.click(staffMenu.getByRole('menuitem', { name: 'Staff' }));
    expect(location()).toBe('/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
  });

  it('shows the open reports grouped by item, with the author, their history and each report', async () => {
    renderStaff();
    expect(await screen.findByRole('tab', { name: 'Reports', selected: true })).toBeInTheDocument();
    const list = within(await screen.findByRole('list', { name: 'Reported items' }));
    expect(
      list.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby')),
    ).toHaveLength(2);

    const challenge = group('Buy cheap watches');
    expect(challenge.getByText('Challenge')).toBeInTheDocument();
    expect(challenge.getByRole('link', { name: 'Buy cheap watches' })).toHaveAttribute(
      'href',
      `/challenges/${CHALLENGE}`,
    );
    expect(challenge.getByRole('link', { name: /Mallory Jones/ })).toHaveAttribute('href', '/people/u-3');
    const past = within(challenge.getByRole('region', { name: 'History of Mallory Jones' }));
    expect(past.getByText('1 hidden item · no suspensions · reported 2 times')).toBeInTheDocument();
    expect(past.getByText(/Hidden · .* · Reason: Advertising/)).toBeInTheDocument();
    const reports = within(challenge.getByRole('list', { name: 'Reports of Buy cheap watches' }));
    expect(reports.getByText(/^Linus Torvalds · Spam · /)).toBeInTheDocument();
    expect(reports.getByText('Note: Links to a shop')).toBeInTheDocument();
    expect(reports.getByText(/^A deleted account · Inappropriate content · /)).toBeInTheDocument();
    expect(challenge.getByRole('button', { name: 'Hide: Buy cheap watches' })).toBeInTheDocument();
    expect(challenge.getByRole('button', { name: 'Dismiss: Buy cheap watches' })).toBeInTheDocument();
    expect(challenge.getByRole('button', { name: 'Suspend Mallory Jones' })).toBeInTheDocument();

    // A reported person: no hiding, but suspending, here lifting the suspension in force.
    const trudy = group('Trudy Smith');
    expect(trudy.queryByRole('button', { name: /^Hide/ })).not.toBeInTheDocument();
    expect(trudy.getByText(/Suspended until .* · Reason: Insults/)).toBeInTheDocument();
    expect(trudy.getByRole('button', { name: 'Lift suspension of Trudy Smith' })).toBeInTheDocument();
    expect(trudy.queryByRole('button', { name: 'Suspend Trudy Smith' })).not.toBeInTheDocument();
  });

  it('names a reported comment by its start, with a link to its page, and a resource by its title', async () => {
    const base = { __typename: 'ReportedItem', reportCount: 1, latestAt: '2026-11-20T09:30:00.000Z' };
    const empty = { challenge: null, team: null, project: null, resource: null, comment: null, person: null };
    const { user, calls } = renderStaff('/staff', {
      ModerationQueue: () =>
        queue([
          {
            ...base,
            ...empty,
            itemType: 'comment',
            itemId: 'c-9',
            reports: [report('r-5', person('u-7', 'Linus', 'Torvalds'), 'personal_data', null)],
            comment: {
              __typename: 'Comment',
              id: 'c-9',
              body: 'Call me at   0170 1234567,\nany time',
              deleted: false,
              subjectType: 'project',
              subjectId: 'p-4',
              hidden: false,
              hiddenReason: null,
              author: staffPerson('u-3', 'Mallory', 'Jones'),
            },
          },
          {
            ...base,
            ...empty,
            itemType: 'resource',
            itemId: 'res-1',
            reports: [report('r-6', person('u-7', 'Linus', 'Torvalds'), 'spam', null)],
            resource: {
              __typename: 'Resource',
              id: 'res-1',
              title: 'Free crypto course',
              url: 'https://example.com/crypto',
              hidden: false,
              hiddenReason: null,
            },
          },
        ]),
      SetItemHidden: () => ({
        data: {
          setCommentHidden: { __typename: 'Comment', id: 'c-9', hidden: true, hiddenReason: 'Phone number' },
        },
      }),
    });
    await screen.findByRole('list', { name: 'Reported items' });
    const comment = group('Call me at 0170 1234567, any time');
    expect(comment.getByRole('link', { name: 'Call me at 0170 1234567, any time' })).toHaveAttribute(
      'href',
      '/projects/p-4',
    );
    expect(comment.getByText(/Shares personal information/)).toBeInTheDocument();
    const resource = group(/^Free crypto course/);
    expect(resource.getByRole('link', { name: /Free crypto course/ })).toHaveAttribute(
      'href',
      'https://example.com/crypto',
    );
    expect(resource.queryByRole('button', { name: /^Suspend/ })).not.toBeInTheDocument();

    await user.click(comment.getByRole('button', { name: 'Hide: Call me at 0170 1234567, any time' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Phone number');
    await user.click(dialog.getByRole('button', { name: 'Hide' }));
    await eventually(() =>
      expect(calls.find((call) => call.operationName === 'SetItemHidden')?.variables).toMatchObject({
        id: 'c-9',
        comment: true,
        challenge: false,
      }),
    );
  });

  it('asks for the reason the author will see before hiding', async () => {
    let reported = [challengeGroup(), personGroup()];
    const { user, calls } = renderStaff('/staff', {
      ModerationQueue: () => queue(reported),
      SetItemHidden: () => {
        reported = [personGroup()];
        return {
          data: {
            setChallengeHidden: {
              __typename: 'Challenge',
              id: CHALLENGE,
              hidden: true,
              hiddenReason: 'Advertising for a shop',
            },
          },
        };
      },
    });
    await screen.findByRole('list', { name: 'Reported items' });
    await user.click(group('Buy cheap watches').getByRole('button', { name: 'Hide: Buy cheap watches' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Hide Buy cheap watches' }));
    expect(dialog.getByText(/The author sees your reason/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Hide' }));
    expect(await dialog.findByText('Please give a reason of 5 to 500 characters')).toBeInTheDocument();
    expect(calls.some((call) => call.operationName === 'SetItemHidden')).toBe(false);

    await user.type(
      dialog.getByRole('textbox', { name: /Reason, shown to the author/ }),
      'Advertising for a shop',
    );
    await user.click(dialog.getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Hidden. The author can see why.')).toBeInTheDocument();
    expect(calls.find((call) => call.operationName === 'SetItemHidden')?.variables).toEqual({
      id: CHALLENGE,
      hidden: true,
      reason: 'Advertising for a shop',
      challenge: true,
      team: false,
      project: false,
      resource: false,
      comment: false,
    });
    await eventually(() =>
      expect(screen.queryByRole('article', { name: 'Buy cheap watches' })).not.toBeInTheDocument(),
    );
  });

  it('suspends for 1, 7 or 30 days, until a date or for good, with a reason', async () => {
    const { user, calls } = renderStaff('/staff', {
      SuspendUser: () => ({ data: { suspendUser: { __typename: 'User', id: 'u-3' } } }),
    });
    await screen.findByRole('list', { name: 'Reported items' });
    await user.click(group('Buy cheap watches').getByRole('button', { name: 'Suspend Mallory Jones' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Suspend Mallory Jones' }));
    const periods = within(dialog.getByRole('radiogroup', { name: 'For how long?' }));
    expect(periods.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      '1 day',
      '7 days',
      '30 days',
      'Until a date',
      'For good',
    ]);
    expect(periods.getByRole('radio', { name: '7 days' })).toBeChecked();

    // Until a date: the date is asked for.
    await user.click(periods.getByRole('radio', { name: 'Until a date' }));
    expect(dialog.getByLabelText(/Suspended until/)).toBeInTheDocument();
    await user.type(
      dialog.getByRole('textbox', { name: /Reason, shown to Mallory Jones/ }),
      'Spam again and again',
    );
    await user.click(dialog.getByRole('button', { name: 'Suspend' }));
    expect(
      await dialog.findByText('Please give an end date and time in the future, or choose for good'),
    ).toBeInTheDocument();

    await user.click(periods.getByRole('radio', { name: 'For good' }));
    await user.click(dialog.getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Mallory Jones is suspended.')).toBeInTheDocument();
    expect(calls.find((call) => call.operationName === 'SuspendUser')?.variables).toEqual({
      userId: 'u-3',
      until: null,
      reason: 'Spam again and again',
    });
  });

  it('suspends for a day from now', async () => {
    const { user, calls } = renderStaff('/staff', {
      SuspendUser: () => ({ data: { suspendUser: { __typename: 'User', id: 'u-3' } } }),
    });
    await screen.findByRole('list', { name: 'Reported items' });
    await user.click(group('Buy cheap watches').getByRole('button', { name: 'Suspend Mallory Jones' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Suspend Mallory Jones' }));
    await user.click(dialog.getByRole('radio', { name: '1 day' }));
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Cool down, please');
    const before = Date.now();
    await user.click(dialog.getByRole('button', { name: 'Suspend' }));
    await eventually(() => expect(calls.some((call) => call.operationName === 'SuspendUser')).toBe(true));
    const until = Date.parse(
      calls.find((call) => call.operationName === 'SuspendUser')!.variables.until as string,
    );
    expect(until - before).toBeGreaterThan(23.9 * 3600_000);
    expect(until - before).toBeLessThan(24.1 * 3600_000);
  });

  it('shows the server’s message when an action is refused', async () => {
    const refusal = 'Staff cannot suspend other staff';
    const { user } = renderStaff('/staff', {
      SuspendUser: () => gqlError(refusal, { code: 'FORBIDDEN' }),
      LiftSuspension: () => gqlError('This suspension has already ended', { code: 'CONFLICT' }),
    });
    await screen.findByRole('list', { name: 'Reported items' });
    await user.click(group('Buy cheap watches').getByRole('button', { name: 'Suspend Mallory Jones' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Suspend Mallory Jones' }));
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Spam again and again');
    await user.click(dialog.getByRole('button', { name: 'Suspend' }));
    expect(await dialog.findByText(refusal)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    await user.click(group('Trudy Smith').getByRole('button', { name: 'Lift suspension of Trudy Smith' }));
    expect(await screen.findByText('This suspension has already ended')).toBeInTheDocument();
  });

  it('dismisses the reports of an item, with an optional reason', async () => {
    const { user, calls } = renderStaff('/staff', {
      DismissReports: () => ({ data: { dismissReports: 2 } }),
    });
    await screen.findByRole('list', { name: 'Reported items' });
    await user.click(group('Buy cheap watches').getByRole('button', { name: 'Dismiss: Buy cheap watches' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Dismiss the reports of Buy cheap watches' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('2 reports dismissed')).toBeInTheDocument();
    expect(calls.find((call) => call.operationName === 'DismissReports')?.variables).toEqual({
      itemType: 'challenge',
      itemId: CHALLENGE,
    });
  });

  it('restores a hidden item', async () => {
    const hiddenGroup = challengeGroup();
    hiddenGroup.challenge.hidden = true;
    hiddenGroup.challenge.hiddenReason = 'Advertising' as never;
    const { user, calls } = renderStaff('/staff', {
      ModerationQueue: () => queue([hiddenGroup]),
      SetItemHidden: () => ({
        data: {
          setChallengeHidden: { __typename: 'Challenge', id: CHALLENGE, hidden: false, hiddenReason: null },
        },
      }),
    });
    const challenge = within(await screen.findByRole('article', { name: 'Buy cheap watches' }));
    expect(challenge.getByText("Hidden by the programme's staff: Advertising")).toBeInTheDocument();
    expect(challenge.queryByRole('button', { name: 'Hide: Buy cheap watches' })).not.toBeInTheDocument();
    await user.click(challenge.getByRole('button', { name: 'Restore: Buy cheap watches' }));
    expect(await screen.findByText('Restored. Everyone can see it again.')).toBeInTheDocument();
    expect(calls.find((call) => call.operationName === 'SetItemHidden')?.variables).toEqual({
      id: CHALLENGE,
      hidden: false,
      challenge: true,
      team: false,
      project: false,
      resource: false,
      comment: false,
    });
  });

  it('verifies mentors', async () => {
    let waiting = [
      {
        ...person('u-8', 'Barbara', 'Liskov'),
        currentRole: 'Professor',
        company: 'MIT',
        skills: ['Distributed systems'],
        createdAt: '2026-11-22T10:00:00.000Z',
      },
    ];
    const { user, calls } = renderStaff('/staff?tab=mentors', {
      UnverifiedMentors: () => ({ data: { unverifiedMentors: connection(waiting) } }),
      VerifyMentor: () => {
        waiting = [];
        return { data: { verifyMentor: { __typename: 'User', id: 'u-8', mentorVerified: true } } };
      },
    });
    expect(await screen.findByRole('tab', { name: 'Mentors to verify', selected: true })).toBeInTheDocument();
    const list = within(await screen.findByRole('list', { name: 'Mentors to verify' }));
    expect(list.getByText(/Professor · MIT · Distributed systems · Registered/)).toBeInTheDocument();
    await user.click(list.getByRole('button', { name: 'Verify Barbara Liskov' }));
    expect(await screen.findByText('Barbara Liskov is verified.')).toBeInTheDocument();
    expect(calls.find((call) => call.operationName === 'VerifyMentor')?.variables).toEqual({
      userId: 'u-8',
      verified: true,
    });
    expect(await screen.findByText('No mentor waits to be verified.')).toBeInTheDocument();
  });

  it('lists cohort codes and creates one, with its registration link to copy', async () => {
    const code = (id: string, name: string, value: string, uses: number) => ({
      __typename: 'CohortCode',
      id,
      code: value,
      name,
      validUntil: '2099-06-30T21:59:59.999Z',
      maxUses: 30,
      uses,
      createdAt: '2026-11-20T10:00:00.000Z',
    });
    let codes = [code('k-1', 'Class 9b', 'CLASS-9B', 12)];
    const { user, calls } = renderStaff('/staff', {
      CohortCodes: () => ({ data: { cohortCodes: connection(codes) } }),
      CreateCohortCode: ({ input }) => {
        const created = code('k-2', (input as { name: string }).name, 'K7P4-QX2M', 0);
        codes = [created, ...codes];
        return { data: { createCohortCode: created } };
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Cohort codes' }));
    const table = within(await screen.findByRole('table', { name: 'Cohort codes' }));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Code',
      'Valid until',
      'Uses',
    ]);
    expect(table.getByRole('row', { name: /Class 9b CLASS-9B .* 12 of 30/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New cohort code' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New cohort code' }));
    await user.click(dialog.getByRole('button', { name: 'Create code' }));
    expect(await dialog.findByText('A cohort name has 2 to 80 characters')).toBeInTheDocument();
    expect(dialog.getByText('Please give a date in the future, at most a year ahead')).toBeInTheDocument();

    const nextMonth = new Date(Date.now() + 30 * 24 * 3600_000);
    const date = `${nextMonth.getFullYear()}-${String(nextMonth.getMonth() + 1).padStart(2, '0')}-${String(nextMonth.getDate()).padStart(2, '0')}`;
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Class 10a');
    await user.type(dialog.getByLabelText(/Valid until/), date);
    await user.clear(dialog.getByRole('spinbutton', { name: 'Maximum uses' }));
    await user.type(dialog.getByRole('spinbutton', { name: 'Maximum uses' }), '25');
    await user.click(dialog.getByRole('button', { name: 'Create code' }));

    const link = await screen.findByRole('textbox', { name: 'Registration link for Class 10a' });
    expect(link).toHaveValue(`${window.location.origin}/register/student?code=K7P4-QX2M`);
    const input = calls.find((call) => call.operationName === 'CreateCohortCode')?.variables.input as Record<
      string,
      unknown
    >;
    expect(input).toMatchObject({ name: 'Class 10a', maxUses: 25 });
    expect(new Date(input.validUntil as string).getDate()).toBe(nextMonth.getDate());
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(
      `${window.location.origin}/register/student?code=K7P4-QX2M`,
    );
  });

  it('shows the audit log, newest first, a page at a time, read-only', async () => {
    const { user, calls } = renderStaff('/staff?tab=log', {
      ModerationLog: ({ after }) =>
        after
          ? {
              data: {
                moderationLog: connection([
                  logEntry('a-3', 'verify_mentor', {
                    itemType: 'person',
                    itemId: 'u-8',
                    reason: null,
                    subject: person('u-8', 'Barbara', 'Liskov'),
                  }),
                ]),
              },
            }
          : {
              data: {
                moderationLog: connection(
                  [
                    logEntry('a-1', 'hide'),
                    logEntry('a-2', 'suspend', { itemType: 'person', itemId: 'u-3' }),
                  ],
                  { endCursor: 'cursor-2', totalCount: 3 },
                ),
              },
            },
    });
    const log = within(await screen.findByRole('list', { name: 'Audit log' }));
    const entries = log.getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(within(entries[0]!).getByText('Hidden')).toBeInTheDocument();
    expect(within(entries[0]!).getByRole('link', { name: 'Challenge' })).toHaveAttribute(
      'href',
      `/challenges/${CHALLENGE}`,
    );
    expect(within(entries[0]!).getByRole('link', { name: /Ada Lovelace/ })).toHaveAttribute(
      'href',
      '/people/u-1',
    );
    expect(within(entries[0]!).getByRole('link', { name: /Mallory Jones/ })).toHaveAttribute(
      'href',
      '/people/u-3',
    );
    expect(within(entries[0]!).getByText('Reason: Advertising')).toBeInTheDocument();
    expect(within(entries[1]!).getByText('Suspended')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Hide|Restore|Dismiss/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await log.findByText('Mentor verified')).toBeInTheDocument();
    expect(log.getAllByRole('listitem')).toHaveLength(3);
    expect(calls.filter((call) => call.operationName === 'ModerationLog').at(-1)?.variables).toMatchObject({
      after: 'cursor-2',
    });
  });

  it('links each hidden item to its page, where it has one, so that staff find it again', async () => {
    renderStaff('/staff?tab=log', {
      ModerationLog: () => ({
        data: {
          moderationLog: connection([
            logEntry('a-1', 'hide'),
            logEntry('a-2', 'hide', { itemType: 'team', itemId: 't-2' }),
            logEntry('a-3', 'hide', { itemType: 'project', itemId: 'p-3' }),
            logEntry('a-4', 'hide', { itemType: 'comment', itemId: 'c-4' }),
            logEntry('a-5', 'hide', { itemType: 'resource', itemId: 'r-5' }),
          ]),
        },
      }),
    });
    const log = within(await screen.findByRole('list', { name: 'Audit log' }));
    const entries = log.getAllByRole('listitem').map((entry) => within(entry));
    expect(entries[0]!.getByRole('link', { name: 'Challenge' })).toHaveAttribute(
      'href',
      `/challenges/${CHALLENGE}`,
    );
    expect(entries[1]!.getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/teams/t-2');
    expect(entries[2]!.getByRole('link', { name: 'Project' })).toHaveAttribute('href', '/projects/p-3');
    // Comments and resources have no page of their own.
    expect(entries[3]!.getByText('Comment')).toBeInTheDocument();
    expect(entries[3]!.queryByRole('link', { name: 'Comment' })).not.toBeInTheDocument();
    expect(entries[4]!.getByText('Resource')).toBeInTheDocument();
    expect(entries[4]!.queryByRole('link', { name: 'Resource' })).not.toBeInTheDocument();
  });

  it("shows an organiser's action with its programme, linked to the cohort view", async () => {
    renderStaff('/staff?tab=log', {
      ModerationLog: () => ({
        data: {
          moderationLog: connection([
            logEntry('a-1', 'programme_organiser_added', {
              itemType: 'programme',
              itemId: 'pr-1',
              reason: null,
              details: JSON.stringify({ programme: 'Rivers 2027' }),
            }),
            logEntry('a-2', 'programme_announcement', {
              itemType: 'programme',
              itemId: 'pr-1',
              reason: null,
              subject: null,
              details: JSON.stringify({ programme: 'Rivers 2027' }),
            }),
          ]),
        },
      }),
    });
    const log = within(await screen.findByRole('list', { name: 'Audit log' }));
    const entries = log.getAllByRole('listitem').map((entry) => within(entry));
    expect(entries[0]!.getByText('Organiser named')).toBeInTheDocument();
    expect(entries[0]!.getByRole('link', { name: 'Rivers 2027' })).toHaveAttribute(
      'href',
      '/programmes/pr-1/manage',
    );
    expect(entries[0]!.getByRole('link', { name: /Mallory Jones/ })).toBeInTheDocument();
    expect(entries[1]!.getByText('Announcement sent')).toBeInTheDocument();
  });

  it('speaks German', async () => {
    localStorage.setItem('language', 'de');
    const { user } = renderStaff();
    expect(await screen.findByRole('heading', { level: 1, name: 'Team des Programms' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Meldungen', selected: true })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Gemeldete Inhalte' });
    await user.click(
      group('Buy cheap watches').getByRole('button', { name: 'Ausblenden: Buy cheap watches' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Buy cheap watches ausblenden' }));
    await user.click(dialog.getByRole('button', { name: 'Ausblenden' }));
    expect(await dialog.findByText('Bitte gib einen Grund mit 5 bis 500 Zeichen an')).toBeInTheDocument();
  });
});
