import type { Page } from 'playwright-core';

/**
 * Sign-up's last step: reads the 12 words off the recovery sheet, then types back the 3 asked for
 * and saves. Returns the words (the phrase) for a later reset.
 */
export async function confirmRecoveryPhrase(page: Page): Promise<string[]> {
  const sheet = page.getByRole('region', { name: 'Your recovery phrase' });
  // RSA-4096 keys are made in the browser first: allow for it.
  await sheet.waitFor({ timeout: 90_000 });
  const words = await sheet.getByTestId('recovery-words').getByRole('listitem').allTextContents();
  await sheet.getByRole('button', { name: 'I have written it down' }).click();
  const confirm = page.getByRole('region', { name: 'Confirm your recovery phrase' });
  for (const field of await confirm.getByLabel(/^Word \d+$/).all()) {
    await field.fill(words[Number(await field.getAttribute('data-word')) - 1]!);
  }
  await confirm.getByRole('button', { name: 'Confirm and save' }).click();
  return words;
}
