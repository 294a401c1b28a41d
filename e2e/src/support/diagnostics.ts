// What the pages showed when a test failed: their address and visible structure in the error, a screenshot on disk.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { apiExchanges } from './network-log.js';

const ARTIFACTS = process.env.E2E_ARTIFACTS ?? join(tmpdir(), 'creators-e2e-artifacts');

/** Adds, for each named page, its URL, the start of its accessibility tree and a screenshot path to the error. */
export async function explainFailure(
  error: unknown,
  pages: Record<string, Page | undefined>,
): Promise<Error> {
  const failure = error instanceof Error ? error : new Error(String(error));
  const parts: string[] = [];
  for (const [name, page] of Object.entries(pages)) {
    if (!page || page.isClosed()) continue;
    let shot = '';
    try {
      mkdirSync(ARTIFACTS, { recursive: true });
      shot = join(ARTIFACTS, `${Date.now()}-${name.replace(/\W+/g, '_')}.png`);
      await page.screenshot({ path: shot, fullPage: true, timeout: 5_000 });
    } catch {
      shot = '(no screenshot)';
    }
    const tree = await page
      .locator('body')
      .ariaSnapshot({ timeout: 5_000 })
      .catch(() => '(no accessibility tree)');
    const exchanges = apiExchanges(page);
    const api = exchanges.length ? `\nlast API exchanges:\n${exchanges.join('\n')}` : '';
    parts.push(`--- ${name}: ${page.url()} (screenshot: ${shot})${api}\n${tree.slice(0, 3_000)}`);
  }
  if (parts.length) failure.message = `${failure.message}\n${parts.join('\n')}`;
  return failure;
}
