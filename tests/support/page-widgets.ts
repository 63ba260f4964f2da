import type { Page } from 'playwright-core';

/**
 * Scrolls each of a configured page's widgets still waiting away from the screen into view, as a
 * member scrolling down would, until none waits (a page's widgets load when they come near the
 * screen: packages/widgets/src/registry/near-viewport.ts); their code and data then load as usual.
 * Waits first for the page to show its first widgets (pages/use-page-settled.ts).
 */
export async function showEveryWidget(page: Page): Promise<void> {
  await page.locator('.hd-page__body:not([data-settling])').waitFor({ timeout: 30_000 });
  const waiting = page.locator('.hd-placed-widget__later');
  for (let step = 0; step < 60 && (await waiting.count()) > 0; step++) {
    // The first one may load (and go) between the count and the scroll: then the next is first.
    await waiting
      .first()
      .scrollIntoViewIfNeeded({ timeout: 2_000 })
      .catch(() => undefined);
  }
}
