// The live socket (socket.io at /ws) and the header's notification button.
import type { Locator, Page, WebSocket } from 'playwright-core';
import { expect } from './expect.js';

const SOCKET_TIMEOUT_MS = 15_000;

/**
 * Opens a path and waits until the page's live socket has upgraded to a WebSocket and heard from the server, so
 * that the gateway has joined it to the user's room before anything else happens.
 */
export async function gotoWithLiveSocket(page: Page, path: string): Promise<void> {
  let onSocket: ((ws: WebSocket) => void) | undefined;
  const connected = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No live socket (/ws) answered within ${SOCKET_TIMEOUT_MS} ms on ${path}`)), SOCKET_TIMEOUT_MS);
    onSocket = (ws) => {
      if (!new URL(ws.url()).pathname.startsWith('/ws')) return;
      ws.once('framereceived', () => {
        clearTimeout(timer);
        resolve();
      });
    };
    page.on('websocket', onSocket);
  });
  try {
    await page.goto(path);
    await connected;
  } finally {
    if (onSocket) page.off('websocket', onSocket);
  }
}

/** Marks the page so that a later check can tell it was never reloaded or navigated away from. */
export async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eMark?: boolean }).__e2eMark = true;
  });
}

export async function pageStillMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eMark?: boolean }).__e2eMark === true);
}

export function notificationsButton(page: Page, label = 'Notifications'): Locator {
  return page.getByRole('button', { name: label, exact: true });
}

/** The unread dot: the button is described by 'You have unread notifications' and the badge dot is shown. */
export async function expectUnreadDot(page: Page, label = 'Notifications'): Promise<void> {
  await expect(notificationsButton(page, label)).toHaveAttribute('aria-describedby', 'notifications-unread');
  await expect(page.locator('[data-testid="notifications-dot"] .MuiBadge-dot:not(.MuiBadge-invisible)')).toHaveCount(1);
}

export async function expectNoUnreadDot(page: Page, label = 'Notifications'): Promise<void> {
  await expect(notificationsButton(page, label)).toHaveAttribute('aria-describedby', null);
  await expect(page.locator('[data-testid="notifications-dot"] .MuiBadge-dot.MuiBadge-invisible')).toHaveCount(1);
}

/** Opens the notification list; answers the menu. */
export async function openNotifications(page: Page, label = 'Notifications'): Promise<Locator> {
  await notificationsButton(page, label).click();
  const menu = page.getByRole('menu', { name: label });
  await expect(menu).toBeVisible();
  return menu;
}

/** Reads whatever arrived so far (opening the list marks it read) and checks that the dot is gone. */
export async function readAllNotifications(page: Page, label = 'Notifications'): Promise<void> {
  const menu = await openNotifications(page, label);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expectNoUnreadDot(page, label);
}
