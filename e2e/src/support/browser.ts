import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { recordApiExchanges } from './network-log.js';

export const BASE_URL = process.env.BASE_URL ?? 'http://localhost:8080';
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium with the flags this machine needs (no sandbox as root, no network chatter). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh browser context (own cookies and storage) in the given browser language. */
export async function newPage(
  browser: Browser,
  locale = 'en-US',
  timezoneId?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    locale,
    ...(timezoneId ? { timezoneId } : {}),
    viewport: { width: 1400, height: 900 },
  });
  context.setDefaultTimeout(15_000);
  recordApiExchanges(context);
  if (process.env.E2E_DEBUG) {
    context.on('weberror', (error) => console.log(`[page error] ${error.error().message}`));
    context.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        console.log(`[console ${message.type()}] ${message.page()?.url()} ${message.text()}`);
    });
  }
  const page = await context.newPage();
  return { context, page };
}

let counter = 0;
/** A unique email per call, so tests never collide with each other or the demo data. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${process.pid}.${counter}@e2e.test`;
}
