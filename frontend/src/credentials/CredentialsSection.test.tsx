import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gqlError, type MockResult } from '../test/mockGraphQL';
import { signedInWithEmptyLists } from '../test/domainFixtures';
import { renderApp } from '../test/renderApp';

const CREDENTIALS = [
  {
    __typename: 'HeldCredential',
    id: 'c-award',
    kind: 'award',
    key: null,
    name: 'Best design',
    description: 'Awarded Best design in Spring Lab for Solar Bench',
    earnedAt: '2026-11-20T10:00:00.000Z',
    revoked: false,
    fileName: 'best-design.credential.json',
  },
  {
    __typename: 'HeldCredential',
    id: 'c-old',
    kind: 'completed',
    key: null,
    name: 'Completed Winter Lab',
    description: 'Took part in Winter Lab and submitted a project in time',
    earnedAt: '2026-02-01T10:00:00.000Z',
    revoked: true,
    fileName: 'completed-winter-lab.credential.json',
  },
];

const handlers = (myCredentials: MockResult) => ({
  ...signedInWithEmptyLists(),
  MySessions: () => ({ data: { mySessions: [] } }),
  MyCredentials: () => myCredentials,
});

const section = async (name: string) => within(await screen.findByRole('region', { name }));

describe('Your credentials (settings)', () => {
  it('lists each badge with a link that downloads its credential file, revoked ones without', async () => {
    renderApp({ path: '/settings', handlers: handlers({ data: { myCredentials: CREDENTIALS } }) });
    const credentials = await section('Your credentials');
    const list = await credentials.findByRole('list', { name: 'Your badges as credentials' });
    expect(within(list).getByText('Best design')).toBeTruthy();
    const download = within(list).getByRole('link', { name: 'Download credential: Best design' });
    expect(download.getAttribute('href')).toBe('/api/credentials/c-award');
    expect(download.getAttribute('download')).toBe('best-design.credential.json');
    expect(within(list).getByText('Revoked')).toBeTruthy();
    expect(within(list).queryByRole('link', { name: /Completed Winter Lab/ })).toBeNull();
    expect(credentials.getByRole('link', { name: 'Check a credential' }).getAttribute('href')).toBe(
      '/credentials/verify',
    );
  });

  it('says so when there are none', async () => {
    renderApp({ path: '/settings', handlers: handlers({ data: { myCredentials: [] } }) });
    expect(await (await section('Your credentials')).findByText('You have no badges yet.')).toBeTruthy();
  });

  it('shows a message when the list cannot be loaded', async () => {
    renderApp({ path: '/settings', handlers: handlers(gqlError('down')), browserLanguage: 'de-DE' });
    const credentials = await section('Deine Nachweise');
    expect(await credentials.findByText('Deine Nachweise konnten nicht geladen werden.')).toBeTruthy();
  });
});
