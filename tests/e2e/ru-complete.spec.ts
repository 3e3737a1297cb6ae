import { expect, type Page, test } from '@playwright/test';
import { englishWordsIn } from './support/english-words';
import { loginAsDemo } from './support/fixtures';
import { DEPOSIT_SCREEN, SCREENS } from './support/screens.mjs';

// A Russian trader's phone shows Russian: every signed-in screen, and login and register, in ru at 390 px, read as a
// person reads them (the visible text), with no English word of the app's own catalogue left (support/english-words.ts).

async function visibleEnglish(page: Page): Promise<string[]> {
  // Let late text (lists, chat, balances) arrive before reading.
  await page.waitForLoadState('networkidle');
  return englishWordsIn(await page.evaluate(() => {
    // What people typed in the chat (traders, hosts) is theirs, not the app's copy: only the system's lines count.
    const typed = [...document.querySelectorAll<HTMLElement>('.chat-msg:not(.chat-msg--system) .chat-msg__text')].map((node) => node.innerText);
    return typed.reduce((text, line) => text.replace(line, ' '), document.body.innerText);
  }));
}

test('every screen in ru at 390 px says nothing in English', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // The check itself catches English (else an empty catalogue read would pass everything), and lets names, tickers
  // and addresses through.
  expect(englishWordsIn('Nothing found for these filters. Withdrawal returned')).toEqual(['Nothing', 'found', 'these', 'filters', 'Withdrawal', 'returned']);
  expect(englishWordsIn('Mark · EUR/USD · Visa · support@example.com')).toEqual([]);
  const found: Record<string, string[]> = {};
  for (const guest of ['login', 'register']) {
    await page.goto(`/ru/${guest}`);
    await expect(page.locator('h1').first()).toBeVisible();
    found[guest] = await visibleEnglish(page);
  }
  await loginAsDemo(page);
  await page.goto('/ru/trading#/home');
  for (const [name, route] of [...SCREENS, DEPOSIT_SCREEN]) {
    await page.goto(`/ru/trading#${route}`);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.locator('main .skeleton')).toHaveCount(0);
    found[name] = await visibleEnglish(page);
  }
  // The trading platform in its frame (its own document, so not in the app's body text).
  await page.goto('/ru/trading#/home');
  const frameElement = page.locator('iframe').first();
  await expect(frameElement).toBeAttached();
  const platform = await (await frameElement.elementHandle())?.contentFrame();
  expect(platform).toBeTruthy();
  if (platform) {
    await platform.waitForSelector('#symbol');
    found['platform'] = englishWordsIn(await platform.evaluate(() => document.body.innerText));
  }
  // The open chat, and the More sheet, which the screens above keep closed.
  const chat = page.getByRole('button', { name: 'Чат' });
  if (await chat.count()) {
    await chat.first().click();
    found['chat'] = await visibleEnglish(page);
  }
  await page.locator('.tabbar button').click();
  found['more'] = await visibleEnglish(page);
  await page.keyboard.press('Escape');
  const english = Object.fromEntries(Object.entries(found).filter(([, words]) => words.length > 0));
  expect(english).toEqual({});
});
