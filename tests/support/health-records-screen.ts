// The health records a member sealed (tests/support/sealed-kinds.ts), looked for on the Health actions
// screen: each tab's list shows them opened, not locked.
import type { Page } from 'playwright-core';
import type { SealedKinds } from './sealed-kinds';
import { openFromSidebar } from './sidebar';

export async function expectHealthRecordsOnScreen(page: Page, sealed: SealedKinds): Promise<void> {
  await openFromSidebar(page, 'Health actions');
  const widget = page.getByRole('region', { name: 'Health actions' });
  const lists: [tab: string, list: string, text: string][] = [
    ['Medications', 'Current medications', sealed.medication],
    ['Medications', 'Medications log', `Added: ${sealed.medication}`],
    ['Allergies', 'Allergies', `Reaction: Hives ${sealed.marker}`],
    ['Health issues', 'Health issues', sealed.healthIssue],
  ];
  for (const [tab, list, text] of lists) {
    await widget.getByRole('tab', { name: tab }).click();
    await widget.getByRole('list', { name: list }).getByText(text).first().waitFor({ timeout: 30_000 });
  }
}
