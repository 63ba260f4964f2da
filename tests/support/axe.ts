import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { showEveryWidget } from './page-widgets';

// axe-core in the journeys: every page a journey visits is checked for WCAG 2.x A and AA
// violations (open shadow roots included). The script is evaluated through DevTools, so the
// pages' Content-Security-Policy (no inline script) does not block it.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * The violations axe finds on the page as it is now, one line each (rule, impact, where), with
 * every widget of a configured page there: the ones still waiting away from the screen are scrolled
 * to first.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if ((await page.locator('.hd-page__body').count()) > 0) await showEveryWidget(page);
  // An admin table refreshing its rows is dimmed while busy (admin-styles.ts), a contrast it keeps
  // only until the rows arrive: it is checked once they have (a refresh that never ends still fails).
  await page.waitForFunction(() => document.querySelector('.hd-table[aria-busy="true"]') === null, undefined, { timeout: 10_000 }).catch(() => undefined);
  // Let finite transitions end first (a button fading from disabled to enabled has, mid-fade, a
  // contrast it never keeps); endless ones (spinners, skeleton pulses) are not waited for.
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.race([Promise.allSettled(finite.map((animation) => animation.finished)), new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    return result.violations;
  });
  // The failure summary says why (for colour contrast: the two colours and the ratio).
  return violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} at ${JSON.stringify(node.target)}${node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ')}` : ''}`),
  );
}

/** Fails with every violation listed when axe finds any on the page (label says which page). */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  const found = await axeViolations(page);
  if (found.length > 0) throw new Error(`axe-core found ${found.length} violation(s) on ${label}:\n${found.join('\n')}`);
}
