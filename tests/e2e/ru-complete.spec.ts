import { expect, type Page, test } from '@playwright/test';
import { englishMethodNamesIn, englishWordsIn } from './support/english-words';
import { expectNoAxeViolations } from './support/axe';
import { appPost, login, loginAsDemo, quietPopups, registerTrader, screenshot, TRADER_PASSWORD } from './support/fixtures';
import { unformattedMoneyIn } from './support/money-text';
import { DEPOSIT_SCREEN, SCREENS } from './support/screens.mjs';

// A Russian trader's phone shows Russian: every signed-in screen, and login and register, in ru at 390 px, read as a
// person reads them (the visible text), with no English word of the app's own texts left (support/english-words.ts),
// no payment method under its English name where Russian has its own (common/payment-methods.ts), and no amount of
// money other than as the app formats money (support/money-text.ts).

type Problems = { english: string[]; methods: string[]; money: string[] };

/**
 * What the page shows as a person reads it, of the app's own words: what people typed in the chat (traders, hosts)
 * is theirs, and a news item's headline and summary are the news feed's (a real feed writes what it writes): only
 * the rest counts, the chat's system lines included.
 */
async function visibleText(page: Page): Promise<string> {
  // Let late text (lists, chat, balances) arrive before reading.
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const others = [...document.querySelectorAll<HTMLElement>('.chat-msg:not(.chat-msg--system) .chat-msg__text, .news-list__title, .news-list__summary')].map((node) => node.innerText);
    return others.reduce((text, line) => text.replace(line, ' '), document.body.innerText);
  });
}

function problemsIn(text: string): Problems {
  return { english: englishWordsIn(text), methods: englishMethodNamesIn(text), money: unformattedMoneyIn(text, 'ru') };
}

/** Only the screens with a problem, and only their non-empty kinds: `{}` when all is Russian and well formatted. */
function onlyProblems(found: Record<string, Problems>): Record<string, Partial<Problems>> {
  const out: Record<string, Partial<Problems>> = {};
  for (const [screen, problems] of Object.entries(found)) {
    const kept = Object.fromEntries(Object.entries(problems).filter(([, list]) => list.length > 0));
    if (Object.keys(kept).length > 0) out[screen] = kept;
  }
  return out;
}

async function screenProblems(page: Page, route: string): Promise<Problems> {
  await page.goto(`/ru/trading#${route}`);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main .skeleton')).toHaveCount(0);
  return problemsIn(await visibleText(page));
}

test('the checks catch what they are for', () => {
  // English (else an empty catalogue read would pass everything); names, tickers and addresses pass.
  expect(englishWordsIn('Nothing found for these filters. Withdrawal returned')).toEqual(['Nothing', 'found', 'these', 'filters', 'Withdrawal', 'returned']);
  expect(englishWordsIn('Mark · EUR/USD · Visa · support@example.com')).toEqual([]);
  // A raw word of the server's ("banner" beside a material's size) is English too.
  expect(englishWordsIn('Баннер 728x90 · banner · EN · SVG')).toEqual(['banner']);
  // Payment methods under their English names, where Russian has its own; brands Russian writes in Latin pass.
  expect(englishMethodNamesIn('Способ: Bitcoin, Ethereum, Qiwi, Yandex, Bitcoin_Cash, Credit Card')).toEqual(['Bitcoin_Cash', 'Credit Card', 'Ethereum', 'Bitcoin', 'Yandex']);
  expect(englishMethodNamesIn('Биткоин · Эфириум · QIWI · Яндекс.Деньги · Skrill · WebMoney · Visa · Mastercard')).toEqual([]);
  // Money as the app formats it, and nothing else beside a currency or a deposit's minimum.
  expect(unformattedMoneyIn('Ваше пополнение на 15000.00 RUB зачислено. Минимальный депозит 15000. Чаевые 50.00 USD, до 1000 $', 'ru')).toEqual([
    '15000.00 RUB',
    'депозит 15000',
    '50.00 USD',
    '1000 $',
  ]);
  expect(unformattedMoneyIn('Баланс $3 008,00 USD · пополнение на 15 000,00 RUB · убыток −$10,00 · 0,00500 BTC · 2026 г.', 'ru')).toEqual([]);
  expect(unformattedMoneyIn('Balance $3,008.00 · a deposit of 15,000.00 RUB · $10 000,00', 'en')).toEqual(['$10 000,00']);
});

test('every screen in ru at 390 px says nothing in English and shows money as money', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const found: Record<string, Problems> = {};
  for (const guest of ['login', 'register']) {
    await page.goto(`/ru/${guest}`);
    await expect(page.locator('h1').first()).toBeVisible();
    found[guest] = problemsIn(await visibleText(page));
  }
  await loginAsDemo(page);
  await page.goto('/ru/trading#/home');
  for (const [name, route] of [...SCREENS, DEPOSIT_SCREEN]) found[name] = await screenProblems(page, route);
  // Every deposit tab (each method's panel names the method and its minimum).
  const tabs = page.locator('[role="tablist"] [role="tab"]');
  for (let index = 0; index < (await tabs.count()); index += 1) {
    await tabs.nth(index).click();
    found[`funding-${index + 1}`] = problemsIn(await visibleText(page));
  }
  // The trading platform in its frame (its own document, so not in the app's body text).
  await page.goto('/ru/trading#/home');
  const frameElement = page.locator('iframe').first();
  await expect(frameElement).toBeAttached();
  const platform = await (await frameElement.elementHandle())?.contentFrame();
  expect(platform).toBeTruthy();
  if (platform) {
    await platform.waitForSelector('#symbol');
    found['platform'] = problemsIn(await platform.evaluate(() => document.body.innerText));
  }
  // The open chat, and the More sheet, which the screens above keep closed.
  const chat = page.getByRole('button', { name: 'Чат' });
  if (await chat.count()) {
    await chat.first().click();
    found['chat'] = problemsIn(await visibleText(page));
  }
  await page.locator('.tabbar button').click();
  found['more'] = problemsIn(await visibleText(page));
  await page.keyboard.press('Escape');
  expect(onlyProblems(found)).toEqual({});
});

test('a ruble trader in ru: the deposit notice, the minimum, the ruble wallets and every amount read as money', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const email = await registerTrader(page, { prefix: 'rub', country: 'RU', currency: 'RUB', firstName: 'Ivan', lastName: 'Petrov' });
  await login(page, email, TRADER_PASSWORD);
  await quietPopups(page);
  // A card deposit of the ruble minimum: the server's notice says how much, as money.
  const deposit = await appPost(
    page,
    '/api/fraud/card',
    {
      amount: '15000',
      fixed: false,
      bonus: '0',
      currency: 'RUB',
      card: { cnu: '4242424242424242', emm: '12', eyy: String(new Date().getFullYear() + 2), fn: 'Ivan', ln: 'Petrov', cvv: '123', cu: 'RU' },
    },
    true,
  );
  expect(deposit).toMatchObject({ return: true });

  const found: Record<string, Problems> = {};
  for (const [name, route] of [...SCREENS, DEPOSIT_SCREEN]) found[name] = await screenProblems(page, route);
  // The ruble wallets under the names the deposit screen gives them.
  await page.goto('/ru/trading#/show/withdrawal');
  await expect(page.getByRole('radio', { name: 'Яндекс.Деньги' })).toBeAttached();
  await expectNoAxeViolations(page);
  await screenshot(page, 'ru-rub-withdrawal-390');

  // The bell: the deposit's notice, worded when read, in Russian.
  await page.goto('/ru/trading#/home');
  await page.getByRole('button', { name: /^Уведомления/ }).click();
  await expect(page.getByText(/Ваше пополнение на .* зачислено/)).toBeVisible();
  found['notifications'] = problemsIn(await visibleText(page));
  await expectNoAxeViolations(page);
  await screenshot(page, 'ru-rub-notifications-390');
  await page.keyboard.press('Escape');

  // The minimum, said when the amount is below it, on the deposit screen and each of its tabs.
  await page.goto(`/ru/trading#${DEPOSIT_SCREEN[1]}`);
  await page.getByLabel('Сумма (RUB)').first().fill('100');
  await expect(page.getByText(/Минимальный депозит/).first()).toBeVisible();
  found['funding-minimum'] = problemsIn(await visibleText(page));
  await expectNoAxeViolations(page);
  await screenshot(page, 'ru-rub-funding-minimum-390');
  const tabs = page.locator('[role="tablist"] [role="tab"]');
  for (let index = 0; index < (await tabs.count()); index += 1) {
    await tabs.nth(index).click();
    found[`funding-rub-${index + 1}`] = problemsIn(await visibleText(page));
  }
  expect(onlyProblems(found)).toEqual({});
});
