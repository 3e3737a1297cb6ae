// The signed-in shell as a person uses it: on a phone the tab bar and "More", the account menu behind the avatar;
// on desktop the full navigation and the account's controls in the top bar.
import { expect, type Page } from '@playwright/test';

/** Goes to a screen of the main navigation by its label, through the tab bar or "More" on a phone. */
export async function goToScreen(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('status', { name: 'Balance' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Shortcuts' });
  if (await tabs.isVisible()) {
    const tab = tabs.getByRole('link', { name, exact: true });
    if (await tab.count()) return tab.click();
    await tabs.getByRole('button', { name: 'More' }).click();
  }
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true }).click();
}

/** Opens the account menu when the shell has one (phones); on desktop its controls are already in the top bar. */
export async function openAccountMenu(page: Page): Promise<void> {
  // The shell first: until it has rendered, neither layout's controls are there to look at.
  await expect(page.getByRole('status', { name: 'Balance' })).toBeVisible();
  const button = page.getByRole('button', { name: 'Account menu' });
  if (!(await button.isVisible())) return;
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}
