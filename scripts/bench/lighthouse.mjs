// Lighthouse performance scores (mobile profile, simulated throttling) of the landing page and of the signed-in
// dashboard, with Debian's Chromium. `lighthouseScores({ baseUrl, cookie })` is what the bench calls; run alone,
// `node scripts/bench/lighthouse.mjs [baseUrl]` starts its own system (unless given a base URL), signs in as a
// demo user and prints the scores.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, ensureChromium } from '../lib/install.mjs';

/** The Lighthouse target for both pages (docs/performance.md). */
export const LIGHTHOUSE_TARGET = 90;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run of the performance category (the default config is the mobile profile). */
async function audit(port, url, cookie) {
  const result = await lighthouse(url, {
    port,
    onlyCategories: ['performance'],
    logLevel: 'error',
    output: 'json',
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const metric = (id) => lhr.audits[id]?.numericValue;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    finalUrl: lhr.finalDisplayedUrl,
    metrics: {
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      speedIndexMs: metric('speed-index'),
    },
    // What Lighthouse suggests, for whoever works on the score.
    opportunities: Object.values(lhr.audits)
      .filter((a) => a.details?.type === 'opportunity' && (a.numericValue ?? 0) > 0)
      .map((a) => `${a.id}: ${Math.round(a.numericValue)} ms`),
  };
}

/**
 * { landing, dashboard }: the median performance score of `runs` Lighthouse runs of each page (one by default; the score moves
 * from run to run on a shared machine). `cookie` is the session cookie of a user with a complete profile.
 */
export async function lighthouseScores({ baseUrl, cookie, runs = 1, details = false }) {
  ensureChromium();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const pages = { landing: { url: `${baseUrl}/` }, dashboard: { url: `${baseUrl}/`, cookie } };
    const scores = {};
    const reports = {};
    for (const [name, { url, cookie: pageCookie }] of Object.entries(pages)) {
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        // A trace Lighthouse cannot read (NO_NAVSTART on a busy machine) is recorded again, once.
        results.push(
          await audit(chrome.port, url, pageCookie).catch(() => audit(chrome.port, url, pageCookie)),
        );
      }
      scores[name] = median(results.map((r) => r.score));
      reports[name] = results;
    }
    return details ? { ...scores, reports } : scores;
  } finally {
    await chrome.kill();
  }
}

/** The session cookie of a demo user (README: seeded on every start). */
export async function demoSessionCookie(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'mia.schneider@demo.creators.test', password: 'demo-password' }),
  });
  if (!response.ok)
    throw new Error(`Signing in as the demo user failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  if (cookie.length === 0) throw new Error('Signing in as the demo user set no cookie');
  return cookie.join('; ');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { join } = await import('node:path');
  const root = join(import.meta.dirname, '..', '..');
  let baseUrl = process.argv[2];
  let stop = async () => {};
  if (!baseUrl) {
    const { startFrontendSystem } = await import('./frontend-system.mjs');
    const system = await startFrontendSystem(root);
    baseUrl = system.baseUrl;
    stop = system.stop;
  }
  try {
    const cookie = await demoSessionCookie(baseUrl);
    const result = await lighthouseScores({
      baseUrl,
      cookie,
      runs: Number(process.env.RUNS || 1),
      details: true,
    });
    for (const page of ['landing', 'dashboard']) {
      console.log(`${page}: ${result[page]} (target ${LIGHTHOUSE_TARGET})`);
      for (const run of result.reports[page]) {
        console.log(`  ${run.score} ${run.finalUrl} ${JSON.stringify(run.metrics)}`);
        for (const line of run.opportunities) console.log(`    ${line}`);
      }
    }
  } finally {
    await stop();
  }
}
