// The live socket (socket.io at /ws) and the header's notification button.
import type { Locator, Page, Response, WebSocket } from 'playwright-core';
import { expect, waitFor } from './expect.js';

const SOCKET_TIMEOUT_MS = 15_000;

function isSessionResponse(response: Response): boolean {
  const request = response.request();
  if (request.method() !== 'POST' || !new URL(request.url()).pathname.endsWith('/graphql')) return false;
  try {
    return (request.postDataJSON() as { operationName?: string } | null)?.operationName === 'Me';
  } catch {
    return false;
  }
}

/**
 * Opens a path and waits until the page's live socket of the signed-in user is up: a WebSocket to /ws, opened
 * after the page learnt who is signed in (the app reconnects its socket then, and the gateway puts a socket in
 * its user's room when it connects), that has heard from the server and is still open.
 */
export async function gotoWithLiveSocket(page: Page, path: string): Promise<void> {
  let sessionKnown = false;
  const sockets: Array<{ afterSession: boolean; heard: boolean; closed: boolean }> = [];
  const onResponse = (response: Response) => {
    if (isSessionResponse(response)) sessionKnown = true;
  };
  const onSocket = (ws: WebSocket) => {
    if (!new URL(ws.url()).pathname.startsWith('/ws')) return;
    const entry = { afterSession: sessionKnown, heard: false, closed: ws.isClosed() };
    ws.on('framereceived', () => (entry.heard = true));
    ws.on('close', () => (entry.closed = true));
    sockets.push(entry);
  };
  page.on('response', onResponse);
  page.on('websocket', onSocket);
  try {
    await page.goto(path);
    await waitFor(
      async () => sockets.some((socket) => socket.afterSession && socket.heard && !socket.closed),
      `the live socket (/ws) of the signed-in user on ${path}`,
      SOCKET_TIMEOUT_MS,
    ).catch((error: Error) => {
      throw new Error(
        `${error.message}; sockets seen: ${JSON.stringify(sockets)}, session answered: ${sessionKnown}`,
      );
    });
  } finally {
    page.off('response', onResponse);
    page.off('websocket', onSocket);
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

/**
 * The unread count beside the bell (docs/product.md §11.7): the button is described by the count in words and the
 * badge is shown.
 */
export async function expectUnreadDot(page: Page, label = 'Notifications'): Promise<void> {
  await expect(notificationsButton(page, label)).toHaveAttribute('aria-describedby', 'notifications-unread');
  await expect(
    page.locator('[data-testid="notifications-dot"] .MuiBadge-badge:not(.MuiBadge-invisible)'),
  ).toHaveCount(1);
}

export async function expectNoUnreadDot(page: Page, label = 'Notifications'): Promise<void> {
  await expect(notificationsButton(page, label)).toHaveAttribute('aria-describedby', null);
  await expect(
    page.locator('[data-testid="notifications-dot"] .MuiBadge-badge.MuiBadge-invisible'),
  ).toHaveCount(1);
}

/** 'Mark all as read' of an open bell menu (in the menu's language), when anything is unread. */
export async function markAllRead(menu: Locator, label = 'Notifications'): Promise<void> {
  const markAll = menu.getByRole('menuitem', {
    name: label === 'Benachrichtigungen' ? 'Alle als gelesen markieren' : 'Mark all as read',
  });
  if ((await markAll.count()) > 0) await markAll.click();
}

/** Opens the notification list; answers the menu. */
export async function openNotifications(page: Page, label = 'Notifications'): Promise<Locator> {
  await notificationsButton(page, label).click();
  const menu = page.getByRole('menu', { name: label });
  await expect(menu).toBeVisible();
  return menu;
}

/** Marks whatever arrived so far read ('Mark all as read' in the bell's menu) and checks that the count is gone. */
export async function readAllNotifications(page: Page, label = 'Notifications'): Promise<void> {
  const menu = await openNotifications(page, label);
  await markAllRead(menu, label);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expectNoUnreadDot(page, label);
}
