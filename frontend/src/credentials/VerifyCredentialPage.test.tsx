import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/renderApp';
import { VERIFY_CREDENTIAL_PATH } from './VerifyCredentialPage';

const CREDENTIAL = { '@context': ['https://www.w3.org/ns/credentials/v2'], type: ['VerifiableCredential'] };

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const details = {
  achievementName: 'Best design',
  issuerId: 'did:web:localhost%3A8080',
  issuerName: 'Creators Program',
  holder: 'http://localhost:8080/people/u-1',
  validFrom: '2026-11-20T10:00:00Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the public page that checks a credential', () => {
  it('opens a credential file signed out and shows Valid with the badge, issuer and holder', async () => {
    const fetchMock = stubFetch(200, {
      verified: true,
      reason: { code: 'valid', message: 'Valid: issued and signed by this platform, and not revoked.' },
      credential: details,
    });
    const { user } = renderApp({ path: '/credentials/verify' });
    expect(await screen.findByRole('heading', { name: 'Check a credential' })).toBeTruthy();
    const file = new File([JSON.stringify(CREDENTIAL)], 'best-design.credential.json', {
      type: 'application/json',
    });
    await user.upload(screen.getByLabelText('Credential file'), file);
    expect(await screen.findByText('Valid')).toBeTruthy();
    expect(screen.getByText('Best design')).toBeTruthy();
    expect(screen.getByText('Creators Program · did:web:localhost%3A8080')).toBeTruthy();
    expect(screen.getByText('http://localhost:8080/people/u-1')).toBeTruthy();
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe(VERIFY_CREDENTIAL_PATH);
    expect(JSON.parse(init.body as string)).toEqual(CREDENTIAL);
  });

  it('shows Not valid with the reason for a pasted credential, in German', async () => {
    stubFetch(200, {
      verified: false,
      reason: { code: 'revoked', message: 'Nicht gültig: Dieser Nachweis wurde widerrufen.' },
      credential: details,
    });
    const { user } = renderApp({ path: '/credentials/verify', browserLanguage: 'de-DE' });
    const paste = await screen.findByRole('textbox', { name: 'Oder füge den Nachweis ein (JSON)' });
    await user.click(paste);
    await user.paste(JSON.stringify(CREDENTIAL));
    await user.click(screen.getByRole('button', { name: 'Prüfen' }));
    expect(await screen.findByText('Nicht gültig')).toBeTruthy();
    expect(screen.getByText('Nicht gültig: Dieser Nachweis wurde widerrufen.')).toBeTruthy();
  });

  it('says what is wrong with text that is no JSON, and shows the server refusal of what is no credential', async () => {
    const fetchMock = stubFetch(400, { message: 'This is not a credential', code: 'BAD_USER_INPUT' });
    const { user } = renderApp({ path: '/credentials/verify' });
    const paste = await screen.findByRole('textbox', { name: 'Or paste the credential (JSON)' });
    await user.click(paste);
    await user.paste('not json');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(/This is not JSON/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(paste);
    await user.paste('{}');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(screen.getByText('This is not a credential')).toBeTruthy());
  });
});
