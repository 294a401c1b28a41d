// The pages in a browser while teams is down (fault 4): /teams in English and German shows its list's readable
// message, not a blank page; /challenges shows the challenges (without their team counts).
import { CHROMIUM_FLAGS, CHROMIUM_PATH, ensureChromium } from '../lib/install.mjs';

/**
 * Visits the pages signed in with `cookie`. Skipped, and said so, without Chromium.
 * @param {{ baseUrl: string, cookie: string, loadFailed: { en: string, de: string }, log: (line: string) => void }} options
 * @returns {Promise<{ line: string, problems: string[] }>}  line: what the pages showed, for the fault's details
 */
export async function browserCheck({ baseUrl, cookie, loadFailed, log }) {
  try {
    ensureChromium(log);
  } catch (error) {
    log(`browser check skipped: Chromium is not installed (${error.message})`);
    return { line: 'browser check SKIPPED (no Chromium)', problems: [] };
  }
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless'),
  });
  const shown = [];
  const problems = [];
  const visit = async (locale, path, check) => {
    const context = await browser.newContext({
      locale: locale === 'de' ? 'de-DE' : 'en-US',
      baseURL: baseUrl,
    });
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: baseUrl }]);
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    try {
      await page.goto(path);
      const heading = await page.getByRole('heading', { level: 1 }).first().textContent();
      shown.push(await check(page, heading));
    } catch (error) {
      const text = await page
        .locator('body')
        .innerText()
        .catch(() => '');
      problems.push(`${path} (${locale}): ${error.message.split('\n')[0]}`);
      log(`  ${path} (${locale}) showed: ${text.slice(0, 300).replace(/\s+/g, ' ')}`);
    } finally {
      await context.close();
    }
  };
  try {
    for (const locale of ['en', 'de'])
      await visit(locale, '/teams', async (page, heading) => {
        await page.getByText(loadFailed[locale]).waitFor();
        return `/teams (${locale}) "${loadFailed[locale]}" under "${heading}"`;
      });
    await visit('en', '/challenges', async (page) => {
      const cards = page.getByRole('list', { name: 'Challenges' }).getByRole('heading', { level: 3 });
      await cards.first().waitFor();
      if (await page.getByText(loadFailed.en).count())
        throw new Error('the challenges list could not be loaded');
      return `/challenges ${await cards.count()} challenges`;
    });
  } finally {
    await browser.close();
  }
  return { line: `browser: ${shown.join(', ') || 'nothing shown'}`, problems };
}
