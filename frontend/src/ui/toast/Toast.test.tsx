import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IntlProvider } from 'react-intl';
import { messageCatalogue as messages } from '../../app/messageCatalogue';
import { TOAST_DURATION_MS, ToastProvider, useToast, type ToastOptions } from './ToastProvider';

function Trigger({ options }: { options: ToastOptions }) {
  const { toast } = useToast();
  return <button onClick={() => toast(options)}>show {options.title}</button>;
}

function renderToasts() {
  render(
    <IntlProvider locale="en" messages={messages.en}>
      <ToastProvider>
        <Trigger options={{ title: 'First', description: 'One' }} />
        <Trigger options={{ title: 'Second', variant: 'destructive' }} />
      </ToastProvider>
    </IntlProvider>,
  );
}

describe('toasts (product.md §9)', () => {
  it('shows at most one toast, the newest', async () => {
    const user = userEvent.setup();
    renderToasts();
    await user.click(screen.getByRole('button', { name: 'show First' }));
    expect(screen.getByRole('status')).toHaveTextContent('FirstOne');
    await user.click(screen.getByRole('button', { name: 'show Second' }));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Second');
  });

  it('sits in a live region', async () => {
    renderToasts();
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region.querySelector('[aria-live="polite"]')).not.toBeNull();
    fireEvent.keyDown(document, { key: 'F8' });
    expect(region).toHaveFocus();
  });

  it('disappears after 5000 ms', () => {
    vi.useFakeTimers();
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'show First' }));
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 10);
    });
    expect(screen.getByText('First')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(20);
    });
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    renderToasts();
    await user.click(screen.getByRole('button', { name: 'show First' }));
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('is swiped away to the right past 50 px, and snaps back below that', async () => {
    const user = userEvent.setup();
    renderToasts();
    await user.click(screen.getByRole('button', { name: 'show First' }));
    const card = screen.getByText('First').closest('[data-variant]')!;
    fireEvent.pointerDown(card, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 130, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 130, pointerId: 1 });
    expect(screen.getByText('First')).toBeInTheDocument();
    fireEvent.pointerDown(card, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 160, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 160, pointerId: 1 });
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });
});
