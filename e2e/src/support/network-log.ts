// The last API exchanges of each page, so that a failed test says what the server answered (a write the UI rolls
// back silently, such as a like, is otherwise invisible in the failure).
import type { BrowserContext, Page, Request, Response } from 'playwright-core';

const KEPT = 25;
const logs = new WeakMap<Page, string[]>();

function remember(page: Page | null, line: string): void {
  if (!page) return;
  const log = logs.get(page) ?? [];
  log.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
  if (log.length > KEPT) log.shift();
  logs.set(page, log);
}

const isApi = (request: Request): boolean => /\/(graphql|api)\b/.test(new URL(request.url()).pathname);

/** The page that sent `request`; a service worker's requests have none. */
function pageOf(request: Request): Page | null {
  try {
    return request.frame().page();
  } catch {
    return null;
  }
}

/** `POST /graphql LikeProject` or `GET /api/teams`. */
function describeRequest(request: Request): string {
  const path = new URL(request.url()).pathname;
  let operation = '';
  try {
    operation = (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? '';
  } catch {
    // Not JSON: the path says enough.
  }
  return `${request.method()} ${path}${operation ? ` ${operation}` : ''}`;
}

/** The first GraphQL error's code and message, if the body has one. */
async function graphqlError(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as {
      errors?: Array<{ message?: string; extensions?: { code?: string } }>;
    };
    const first = body.errors?.[0];
    return first ? ` errors: ${first.extensions?.code ?? ''} ${first.message ?? ''}`.trimEnd() : '';
  } catch {
    return '';
  }
}

/** Starts keeping the API exchanges of every page of `context`. */
export function recordApiExchanges(context: BrowserContext): void {
  context.on('response', (response) => {
    const request = response.request();
    if (!isApi(request)) return;
    const page = pageOf(request);
    void graphqlError(response).then((errors) =>
      remember(page, `${describeRequest(request)} → ${response.status()}${errors}`),
    );
  });
  context.on('requestfailed', (request) => {
    if (!isApi(request)) return;
    remember(pageOf(request), `${describeRequest(request)} → failed: ${request.failure()?.errorText}`);
  });
}

/** What `page` last asked the API and what it was answered, oldest first. */
export function apiExchanges(page: Page): string[] {
  return logs.get(page) ?? [];
}
