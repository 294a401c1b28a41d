// axe-core (@axe-core/playwright) on a page as it is now: the violations a person would meet, counted and explained.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The impacts that fail a check: axe's 'serious' and 'critical' (WCAG failures that block or seriously hinder). */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

export interface Finding {
  /** What was checked, e.g. 'en signed in /teams, Create Team dialog'. */
  check: string;
  rule: string;
  impact: string;
  help: string;
  target: string;
  /** axe's failure summary for this element, e.g. the measured contrast ratio. */
  summary: string;
}

/**
 * Runs axe over the whole page (every frame), with the rules axe enables by default, and answers each element that
 * breaks a rule with serious or critical impact.
 */
export async function seriousViolations(page: Page, check: string): Promise<Finding[]> {
  // Let transitions (dialogs fading in, chips changing colour) finish: axe reads the colours as they are drawn.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 400))));
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        check,
        rule: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        target: node.target.map(String).join(' > '),
        summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim().slice(0, 300),
      })),
    );
}

/** One line per finding: where, which rule, which element and why. */
export function describeFindings(findings: readonly Finding[]): string {
  return findings
    .map((f) => `[${f.check}] ${f.rule} (${f.impact}) ${f.target}: ${f.help}. ${f.summary}`)
    .join('\n');
}
