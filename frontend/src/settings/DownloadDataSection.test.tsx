import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../ui/useRelogin';
import { signedInWithEmptyLists } from '../test/domainFixtures';
import { renderApp } from '../test/renderApp';
import { DATA_EXPORT_PATH, exportFileName, fileDownload } from './DownloadDataSection';

/** The settings page with no sessions to show (only the download matters here). */
const handlers = () => ({ ...signedInWithEmptyLists(), MySessions: () => ({ data: { mySessions: [] } }) });

const FILE = JSON.stringify({ formatVersion: 1, personId: 'u-1', services: {} });

/** A gateway answer of the export path. */
function answer(status: number, body: string, headers: Record<string, string> = {}) {
  return new Response(body, { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** The blob's text: this workspace's jsdom Blob has no text(), its FileReader reads it. */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

/** Stubs fetch (GraphQL goes through the mock link, so only the REST download uses it). */
function stubFetch(...responses: Response[]) {
  const fetchMock = vi.fn(async () => responses.shift() ?? answer(500, '{}'));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const section = async (name: string) => within(await screen.findByRole('region', { name }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Download my data (settings)', () => {
  it('explains what the file holds and downloads it under the gateway’s file name', async () => {
    const fetchMock = stubFetch(
      answer(200, FILE, { 'content-disposition': 'attachment; filename="creators-data-2026-11-26.json"' }),
    );
    const save = vi.spyOn(fileDownload, 'save').mockImplementation(() => {});
    const { user } = renderApp({ path: '/settings', handlers: handlers() });
    const download = await section('Download my data');
    expect(
      download.getByText(/^One JSON file with everything the platform holds about you/),
    ).toBeInTheDocument();

    await user.click(download.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const [blob, fileName] = save.mock.calls[0]!;
    expect(fileName).toBe('creators-data-2026-11-26.json');
    expect(JSON.parse(await blobText(blob as Blob))).toEqual(JSON.parse(FILE));
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe(DATA_EXPORT_PATH);
    expect(init.credentials).toBe('same-origin');
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('en');
    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Your data was downloaded.')).toBeInTheDocument();
    expect(download.getByRole('button', { name: 'Download my data' })).toBeEnabled();
    expect(download.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server’s reason for a refusal (too many this hour), and a general message otherwise', async () => {
    stubFetch(
      answer(
        429,
        JSON.stringify({ message: 'You can download your data 5 times an hour.', code: 'TOO_MANY_REQUESTS' }),
        {
          'retry-after': '600',
        },
      ),
      answer(500, JSON.stringify({ message: 'Something went wrong', code: 'INTERNAL_SERVER_ERROR' })),
    );
    const save = vi.spyOn(fileDownload, 'save').mockImplementation(() => {});
    const { user } = renderApp({ path: '/settings', handlers: handlers() });
    const download = await section('Download my data');
    await user.click(download.getByRole('button', { name: 'Download my data' }));
    expect(
      within(await download.findByRole('alert')).getByText('You can download your data 5 times an hour.'),
    ).toBeInTheDocument();

    await user.click(download.getByRole('button', { name: 'Download my data' }));
    expect(
      await download.findByText('Your data could not be downloaded. Please try again.'),
    ).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('shows a general message when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { user } = renderApp({ path: '/settings', handlers: handlers() });
    const download = await section('Download my data');
    await user.click(download.getByRole('button', { name: 'Download my data' }));
    expect(
      within(await download.findByRole('alert')).getByText(
        'Your data could not be downloaded. Please try again.',
      ),
    ).toBeInTheDocument();
  });

  it('signed out meanwhile: says so and goes to the sign-in', async () => {
    stubFetch(answer(401, JSON.stringify({ message: 'Unauthorized' })));
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { user } = renderApp({ path: '/settings', handlers: handlers() });
    const download = await section('Download my data');
    await user.click(download.getByRole('button', { name: 'Download my data' }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Unauthorized')).toBeInTheDocument();
    expect(within(toast).getByText('You are logged out. Logging in again...')).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'));
  });

  it('speaks German and asks the gateway in German', async () => {
    const fetchMock = stubFetch(
      answer(
        503,
        JSON.stringify({
          message: 'Deine Daten konnten nicht zusammengestellt werden.',
          code: 'SERVICE_UNAVAILABLE',
        }),
      ),
    );
    const { user } = renderApp({ path: '/settings', handlers: handlers(), browserLanguage: 'de-DE' });
    const download = await section('Meine Daten herunterladen');
    expect(download.getByText(/^Eine JSON-Datei mit allem/)).toBeInTheDocument();
    await user.click(download.getByRole('button', { name: 'Meine Daten herunterladen' }));
    expect(
      within(await download.findByRole('alert')).getByText(
        'Deine Daten konnten nicht zusammengestellt werden.',
      ),
    ).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('de');
  });
});

describe('exportFileName', () => {
  it('takes the gateway’s name, else one for the day', () => {
    expect(exportFileName('attachment; filename="creators-data-2026-01-02.json"')).toBe(
      'creators-data-2026-01-02.json',
    );
    expect(exportFileName(null, new Date('2026-11-26T23:00:00Z'))).toBe('creators-data-2026-11-26.json');
  });
});
