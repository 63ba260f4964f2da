import type { Page } from 'playwright-core';

/**
 * Opens a page from the client sidebar as a member would: on a phone the pages fold behind the
 * sidebar's Menu button, so it is pressed first when it shows.
 */
export async function openFromSidebar(page: Page, title: string): Promise<void> {
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  if (await menuButton.isVisible()) await menuButton.click();
  await page.getByRole('navigation', { name: 'Client' }).getByRole('link', { name: title, exact: true }).click();
}
