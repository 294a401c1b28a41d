// Lighthouse's performance score of each page, mobile.
export const key = 'lighthouse';

const TARGET = { op: '>=', value: 90, unit: 'score' };

export const title = () => 'Lighthouse';
export const missing = () => [{ name: 'Lighthouse performance score, mobile', target: TARGET }];

export async function measure({ baseUrl, watcher }) {
  // Loaded only here: Lighthouse and its Chrome launcher are heavy.
  const { lighthouseScores } = await import('../lighthouse.mjs');
  // The median of three runs: one run's score moves by 5 to 10 points on a shared machine.
  return lighthouseScores({ baseUrl, cookie: watcher.cookie, runs: 3, details: true });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Why a page scores below the target, as its traces show (docs/performance.md). */
const WHY_BELOW = {
  dashboard:
    'the main thread under Lighthouse’s 4× slowdown: React rendering the shell and the dashboard with MUI’s styles, then the side cards and the answers to their queries (total blocking time), and 26 files over HTTP/1.1 before Isla’s opening (LCP)',
};

/** The run's metrics, for whoever works on the score; below the target, by how much, why and what Lighthouse suggests. */
function detail(run, page) {
  const m = run?.metrics;
  if (!m) return undefined;
  const metrics = `FCP ${seconds(m.fcpMs)}, LCP ${seconds(m.lcpMs)}, TBT ${Math.round(m.tbtMs)} ms, CLS ${m.cls.toFixed(2)}, Speed Index ${seconds(m.speedIndexMs)}`;
  if (run.score >= TARGET.value) return metrics;
  const suggested = run.opportunities?.length
    ? `; Lighthouse suggests ${run.opportunities.slice(0, 3).join(', ')}`
    : '';
  const why = WHY_BELOW[page] ? ` (${WHY_BELOW[page]})` : '';
  return `${TARGET.value - run.score} below${why}: ${metrics}${suggested}`;
}

/**
 * @param {Record<string, number> & { reports?: Record<string, { score: number, metrics: Record<string, number> }[]> }} scores
 *   each page's score, 0 to 1 or 0 to 100, and with `reports` its runs
 */
export const judge = ({ reports, ...scores }) =>
  Object.entries(scores).map(([page, score]) => {
    const figure = {
      name: `Lighthouse performance score of the ${page} page, mobile`,
      target: TARGET,
      measured: score <= 1 ? score * 100 : score,
    };
    // The metrics of the run whose score is the median.
    const text = detail(
      reports?.[page]?.find((run) => run.score === figure.measured),
      page,
    );
    return text ? { ...figure, detail: text } : figure;
  });
