import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInWithEmptyLists } from '../test/domainFixtures';
import { gqlError, type MockHandler } from '../test/mockGraphQL';
import { renderApp } from '../test/renderApp';
import { myProgramme, OTHER_PROGRAMME_ID, PROGRAMME_ID } from './testing';

const BERLIN = { id: PROGRAMME_ID, name: 'Berlin Spring Cohort', nameDe: 'Berliner Frühjahrskohorte' };
const HAMBURG = { id: OTHER_PROGRAMME_ID, name: 'Hamburg Autumn' };

/** The person's programmes as the server holds them now (changed by joining and choosing). */
function programmesServer(initial: ReturnType<typeof myProgramme>[]) {
  let mine = initial;
  const makeCurrent = (id: string) => {
    mine = mine.map((entry) => ({ ...entry, current: entry.programme.id === id }));
  };
  const handlers: Record<string, MockHandler> = {
    ...signedInWithEmptyLists(),
    MySessions: () => ({ data: { mySessions: [] } }),
    MyProgrammes: () => ({ data: { myProgrammes: mine } }),
    JoinProgramme: ({ code }) => {
      if (code !== 'BERLIN-26')
        return gqlError('Please check the fields', {
          code: 'BAD_USER_INPUT',
          fields: { code: 'This programme code is not valid' },
        });
      mine = [myProgramme(BERLIN), ...mine];
      makeCurrent(BERLIN.id);
      return { data: { joinProgramme: { __typename: 'Programme', ...BERLIN } } };
    },
    ChooseProgramme: ({ programmeId }) => {
      makeCurrent(String(programmeId));
      const chosen = mine.find((entry) => entry.programme.id === programmeId)!.programme;
      return { data: { chooseProgramme: chosen } };
    },
  };
  return handlers;
}

const section = async () => within(await screen.findByRole('region', { name: 'Programmes' }));

describe('Settings: Programmes', () => {
  it('says an unknown code on the code field; a programme joined becomes the current one', async () => {
    const { user, calls } = renderApp({
      path: '/settings',
      handlers: programmesServer([myProgramme(HAMBURG, { current: true })]),
    });
    const programmes = await section();
    const hamburg = within(await programmes.findByRole('listitem', { current: true }));
    expect(hamburg.getByText('Hamburg Autumn')).toBeInTheDocument();
    expect(hamburg.getByText('Current')).toBeInTheDocument();

    const code = programmes.getByRole('textbox', { name: 'Programme code' });
    // The contracts' rule first: too short.
    await user.type(code, 'ab');
    await user.click(programmes.getByRole('button', { name: 'Join' }));
    expect(
      await programmes.findByText('A programme code has 4 to 32 letters, digits or dashes'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.operationName === 'JoinProgramme')).toHaveLength(0);

    await user.clear(code);
    await user.type(code, 'nope-123');
    await user.click(programmes.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('This programme code is not valid'));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    // Sent as the server reads it: upper case.
    expect(calls.filter((call) => call.operationName === 'JoinProgramme')[0]!.variables).toEqual({
      code: 'NOPE-123',
    });

    await user.clear(code);
    await user.type(code, 'berlin-26');
    await user.click(programmes.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('You joined Berlin Spring Cohort')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(programmes.getByRole('listitem', { current: true })).getByText('Berlin Spring Cohort'),
      ).toBeInTheDocument(),
    );
    expect(
      programmes.getByRole('button', { name: 'Work in this programme: Hamburg Autumn' }),
    ).toBeInTheDocument();
    expect(
      programmes.queryByRole('button', { name: 'Work in this programme: Berlin Spring Cohort' }),
    ).not.toBeInTheDocument();
    expect(code).toHaveValue('');
  });

  it('chooses the programme to work in, and leads organisers to its cohort view', async () => {
    const { user, calls } = renderApp({
      path: '/settings',
      handlers: programmesServer([
        myProgramme(BERLIN, { current: true }),
        myProgramme(HAMBURG, { organiser: true }),
      ]),
    });
    const programmes = await section();
    expect(await programmes.findByRole('link', { name: 'Manage Hamburg Autumn' })).toHaveAttribute(
      'href',
      `/programmes/${OTHER_PROGRAMME_ID}/manage`,
    );
    expect(programmes.queryByRole('link', { name: 'Manage Berlin Spring Cohort' })).not.toBeInTheDocument();
    await user.click(programmes.getByRole('button', { name: 'Work in this programme: Hamburg Autumn' }));
    expect(await screen.findByText('You work in Hamburg Autumn now.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(programmes.getByRole('listitem', { current: true })).getByText('Hamburg Autumn'),
      ).toBeInTheDocument(),
    );
    expect(calls.filter((call) => call.operationName === 'ChooseProgramme')[0]!.variables).toEqual({
      programmeId: OTHER_PROGRAMME_ID,
    });
  });

  it('names a programme in German with its German name', async () => {
    renderApp({
      path: '/settings',
      browserLanguage: 'de-DE',
      handlers: programmesServer([myProgramme(BERLIN, { current: true })]),
    });
    const programmes = within(await screen.findByRole('region', { name: 'Programme' }));
    expect(await programmes.findByText('Berliner Frühjahrskohorte')).toBeInTheDocument();
    expect(programmes.getByText('Aktuell')).toBeInTheDocument();
    expect(programmes.getByRole('textbox', { name: 'Programmcode' })).toBeInTheDocument();
    expect(programmes.getByRole('button', { name: 'Beitreten' })).toBeInTheDocument();
  });
});
