/**
 * Sends one generated request to the running system and checks the properties every answer must have: no 5xx,
 * no internals shown, a refusal in the request's language that wrote no row (then, and up to the next request),
 * and, after a success, waits until the system is quiet again. Keeps the totals per target.
 */
import { writeFileSync } from 'node:fs';
import { judgeGraphQL, judgeRest, type Answer } from './answers.js';
import { jsonOrUndefined } from '../client.js';
import { countChanges, sameCounts, type RowCounter, type RowCounts } from './row-counts.js';
import type { FuzzRequest, FuzzTarget } from './targets.js';
import { stringsOf, toJsonText } from './values.js';
import { localeFromAcceptLanguage } from '../../http/accept-language.js';

export interface TargetTotals {
  tried: number;
  refusals: number;
  successes: number;
  failures: number;
  /** Time spent on this target's inputs (requests, counting, waiting for quiet). */
  ms: number;
  /** How often each answer came: status and error code ("400 BAD_USER_INPUT"). */
  statuses: Record<string, number>;
}

export interface RunnerOptions {
  baseUrl: string;
  counter: RowCounter;
  /** The fuzzing user's session cookie ("sid=…"). */
  mainCookie: string;
  /** Signs a throwaway session in, for the requests that end theirs. */
  freshCookie: () => Promise<string>;
}

/** The error code of a refusal: REST `code`, or the first GraphQL error's `extensions.code`. */
function codeOf(json: unknown): string | undefined {
  const body = json as { code?: unknown; errors?: { extensions?: { code?: unknown } }[] } | undefined;
  const code = body?.code ?? body?.errors?.[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

export class FuzzRunner {
  readonly totals = new Map<string, TargetTotals>();
  /** Counts after the last answer, when it was a refusal: nothing may change until the next request. */
  private afterRefusal: { counts: RowCounts; what: string } | null = null;

  constructor(private readonly options: RunnerOptions) {}

  private totalsOf(target: string): TargetTotals {
    let totals = this.totals.get(target);
    if (!totals) {
      totals = { tried: 0, refusals: 0, successes: 0, failures: 0, ms: 0, statuses: {} };
      this.totals.set(target, totals);
    }
    return totals;
  }

  private async cookieOf(request: FuzzRequest): Promise<string | undefined> {
    switch (request.cookie.kind) {
      case 'main':
        return this.options.mainCookie;
      case 'fresh':
        return this.options.freshCookie();
      case 'none':
        return undefined;
      case 'raw':
        return request.cookie.value;
    }
  }

  private async send(request: FuzzRequest, cookie: string | undefined): Promise<Answer> {
    const headers = new Headers(request.headers);
    if (cookie !== undefined) headers.set('cookie', cookie);
    const response = await fetch(`${this.options.baseUrl}${request.url}`, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : toJsonText(request.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(120_000),
    });
    const text = await response.text();
    const json = jsonOrUndefined(text);
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', text, json };
  }

  /** Runs one request; throws (with what was sent and answered) when a property does not hold. */
  async run(target: FuzzTarget, request: FuzzRequest): Promise<void> {
    const totals = this.totalsOf(target.name);
    totals.tried += 1;
    const started = performance.now();
    try {
      await this.check(target, request, totals);
    } catch (error) {
      totals.failures += 1;
      throw error;
    } finally {
      totals.ms += performance.now() - started;
    }
  }

  private async check(target: FuzzTarget, request: FuzzRequest, totals: TargetTotals): Promise<void> {
    const { counter } = this.options;
    let before = await counter.snapshot();
    if (this.afterRefusal && !sameCounts(this.afterRefusal.counts, before))
      throw new Error(
        `rows changed after the refusal of ${this.afterRefusal.what}: ${countChanges(this.afterRefusal.counts, before).join(', ')}`,
      );
    this.afterRefusal = null;
    const cookie = await this.cookieOf(request);
    // A fresh session is a sign-in that writes: wait for it to be done before counting.
    if (request.cookie.kind === 'fresh') before = await counter.settle();

    const answer = await this.send(request, cookie);
    const locale = localeFromAcceptLanguage(request.headers['accept-language']);
    const sent = [request.url, ...stringsOf(request.body), toJsonText(request.body)];
    const judged = target.graphql ? judgeGraphQL(answer, locale, sent) : judgeRest(answer, locale, sent);
    const answered = `${answer.status}${codeOf(answer.json) ? ` ${codeOf(answer.json)}` : ''}`;
    totals.statuses[answered] = (totals.statuses[answered] ?? 0) + 1;
    const described = () =>
      `${target.name} (${request.method} ${request.url.slice(0, 200)}, ${locale}) answered ${answer.status}: ${answer.text.slice(0, 500)}`;
    if (judged.problems.length) throw new Error(`${judged.problems.join('; ')}\n${described()}`);

    if (judged.outcome === 'refusal') {
      totals.refusals += 1;
      const after = await counter.snapshot();
      if (!sameCounts(before, after))
        throw new Error(`a refusal wrote rows: ${countChanges(before, after).join(', ')}\n${described()}`);
      this.afterRefusal = { counts: after, what: `${target.name} (${answer.status})` };
    } else {
      totals.successes += 1;
      await counter.settle();
    }
  }

  /** The totals as a table, and written as JSON to `file` when given. */
  report(file?: string): string {
    const rows = [...this.totals.entries()];
    const sum = (pick: (t: TargetTotals) => number) => rows.reduce((n, [, t]) => n + pick(t), 0);
    if (file) writeFileSync(file, JSON.stringify(Object.fromEntries(rows), null, 2));
    const width = Math.max(...rows.map(([name]) => name.length), 5);
    const line = (name: string, t: Omit<TargetTotals, 'statuses'>, statuses = '') =>
      `${name.padEnd(width)}  ${String(t.tried).padStart(6)}  ${String(t.refusals).padStart(8)}  ${String(t.successes).padStart(9)}  ${String(t.failures).padStart(8)}  ${(t.ms / 1000).toFixed(1).padStart(7)}  ${statuses}`;
    return [
      `${'path'.padEnd(width)}  ${'inputs'.padStart(6)}  ${'refusals'.padStart(8)}  ${'successes'.padStart(9)}  ${'failures'.padStart(8)}  ${'seconds'.padStart(7)}  statuses`,
      ...rows.map(([name, t]) =>
        line(
          name,
          t,
          Object.entries(t.statuses)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([s, n]) => `${s}×${n}`)
            .join(', '),
        ),
      ),
      line('total', {
        tried: sum((t) => t.tried),
        refusals: sum((t) => t.refusals),
        successes: sum((t) => t.successes),
        failures: sum((t) => t.failures),
        ms: sum((t) => t.ms),
      }),
    ].join('\n');
  }
}
