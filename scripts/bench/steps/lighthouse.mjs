// Lighthouse's performance score of each page, mobile.
export const key = 'lighthouse';

const TARGET = { op: '>=', value: 90, unit: 'score' };

export const title = () => 'Lighthouse';
export const missing = () => [{ name: 'Lighthouse performance score, mobile', target: TARGET }];

export async function measure({ baseUrl, watcher }) {
  // Loaded only here: Lighthouse and its Chrome launcher are heavy.
  const { lighthouseScores } = await import('../lighthouse.mjs');
  return lighthouseScores({ baseUrl, cookie: watcher.cookie, details: true });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The run's metrics, for whoever works on the score; below the target, by how much and what Lighthouse suggests. */
function detail(run) {
  const m = run?.metrics;
  if (!m) return undefined;
  const metrics = `FCP ${seconds(m.fcpMs)}, LCP ${seconds(m.lcpMs)}, TBT ${Math.round(m.tbtMs)} ms, CLS ${m.cls.toFixed(2)}, Speed Index ${seconds(m.speedIndexMs)}`;
  if (run.score >= TARGET.value) return metrics;
  const suggested = run.opportunities?.length
    ? `; Lighthouse suggests ${run.opportunities.slice(0, 3).join(', ')}`
    : '';
  return `${TARGET.value - run.score} below: ${metrics}${suggested}`;
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
    const text = detail(reports?.[page]?.find((run) => run.score === figure.measured));
    return text ? { ...figure, detail: text } : figure;
  });
