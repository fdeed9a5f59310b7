import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens the "Testar" panel labelled `label` (such as "Testar GET /v1/farms") and returns its form. The panels' code
 * loads once one of them nears the view (viewer/api/mount-embeds.tsx), so the first panel's place is scrolled to
 * before its button is looked for; again if the viewer replaced the prerendered body meanwhile.
 */
export async function openTryIt(page: Page, label: string): Promise<Locator> {
  const button = page.getByRole('button', { name: label, exact: true });
  await expect(async () => {
    await page.locator('.try-it[data-operation]').first().scrollIntoViewIfNeeded({ timeout: 2000 });
    await expect(button).toBeAttached({ timeout: 2000 });
  }).toPass();
  await button.click();
  return page.getByRole('form', { name: label, exact: true });
}
