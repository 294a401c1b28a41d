import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyDashboard, makeUser } from '../test/fixtures';
import { renderApp } from '../test/renderApp';
import { FAKE } from '../isla/fakeBrainstormServer';
import { muteIsla, removeSpeechRecognition } from '../isla/testing';

const me = { Me: () => ({ data: { me: makeUser() } }) };

beforeEach(() => {
  muteIsla();
  removeSpeechRecognition();
});
afterEach(() => vi.unstubAllGlobals());

describe('dashboard: Isla', () => {
  it("opens the voice dialog from 'Start Conversation' and greets the user by first name", async () => {
    const { user } = renderApp({ handlers: { ...me, ...emptyDashboard } });
    await user.click(await screen.findByRole('button', { name: 'Start Conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Talk with Isla' });
    expect(within(dialog).getByText(/^Hi Ada! I'm Isla/)).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Ready');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  });

  it('offers the floating Isla button (small screens) that opens the same dialog', async () => {
    const { user } = renderApp({ handlers: { ...me, ...emptyDashboard } });
    await user.click(await screen.findByRole('button', { name: 'Talk with Isla' }));
    expect(await screen.findByRole('dialog', { name: 'Talk with Isla' })).toBeInTheDocument();
  });

  it('shows the always-open brainstorm panel with its chat box', async () => {
    renderApp({ handlers: { ...me, ...emptyDashboard } });
    const panel = await screen.findByRole('region', { name: 'Challenge Brainstorm with Isla' });
    expect(within(panel).getByRole('textbox', { name: 'Your response' })).toBeInTheDocument();
    expect(await within(panel).findByText(FAKE.opening('Ada', 'en'))).toBeInTheDocument();
  });
});
