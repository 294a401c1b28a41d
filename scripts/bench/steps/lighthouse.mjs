// Lighthouse's performance score of each page, mobile.
export const key = 'lighthouse';

const TARGET = { op: '>=', value: 90, unit: 'score' };

export const title = () => 'Lighthouse';
export const missing = () => [{ name: 'Lighthouse performance score, mobile', target: TARGET }];

export async function measure({ baseUrl, watcher }) {
  // Loaded only here: Lighthouse and its Chrome launcher are heavy.
  const { lighthouseScores } = await import('../lighthouse.mjs');
  return lighthouseScores({ baseUrl, cookie: watcher.cookie });
}

/** @param {Record<string, number>} scores  each page's score, 0 to 1 or 0 to 100 */
export const judge = (scores) =>
  Object.entries(scores).map(([page, score]) => ({
    name: `Lighthouse performance score of the ${page} page, mobile`,
    target: TARGET,
    measured: score <= 1 ? score * 100 : score,
  }));
