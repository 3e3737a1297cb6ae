import { expect, type Frame, type FrameLocator, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { join } from 'node:path';
import { appPost, cardDeposit, firstTap, login, pastNewAccountMinutes, quietPopups, registerTrader, screenshot } from './support/fixtures';
import { REPO_ROOT } from './support/server.mjs';
import { undersizedTargets } from './support/targets';

// The trading screen at a phone's 390 × 844, by role and label as a trader uses it: the chart (timeframes, candles or
// line, the signal rule's SMA and RSI), the assets (search, favourites, names as the ticket says them, each asset's
// payout), the stake (presets, − and +) and expiry (durations and clock marks), Call and Put without scrolling, the
// open trade's countdown in sight, and a signal's "Trade this" — in English and Russian.

const PASSWORD = 'Secret123!';

/** A fresh trader with 1 000 USD from a sandbox card deposit, signed in on home in `lang`, pop-ups off unless asked. */
async function fundedTrader(page: Page, lang: 'en' | 'ru', options: { popups?: boolean } = {}): Promise<string> {
  const email = await registerTrader(page, { prefix: 'ticket', country: 'GB', firstName: 'Tia', lastName: 'Ticket', password: PASSWORD });
  // Signed in on the English form (the helper reads its English labels); the app then opens in `lang`.
  await login(page, email, PASSWORD);
  await cardDeposit(page, '1000', { firstName: 'Tia', lastName: 'Ticket' });
  await quietPopups(page, options.popups ? { offers: true } : { signals: true, offers: true });
  await page.goto(`/${lang}/trading#/home`);
  await page.reload();
  return email;
}

function platformOf(page: Page): FrameLocator {
  return page.frameLocator('iframe.trading-platform__frame');
}

/** The platform's frame as a Frame (for keyboard and evaluate), once its page has loaded. */
async function platformFrame(page: Page): Promise<Frame> {
  const handle = await page.locator('iframe.trading-platform__frame').elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('no platform frame');
  return frame;
}

/** What the phone shows (the viewport, not the full page: a pop-up and the first screen are what count here). */
async function viewportShot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(REPO_ROOT, 'test-results', 'screens', `${name}.png`) });
}

/** In sight: `target` lies between the sticky top bar and the tab bar at the bottom, neither covering it. */
async function expectInSight(page: Page, target: Locator, tabs: string): Promise<void> {
  const box = await target.boundingBox();
  const topBar = await page.locator('header.topbar').boundingBox();
  const tabBar = await page.getByRole('navigation', { name: tabs }).boundingBox();
  if (!box || !topBar || !tabBar) throw new Error('not laid out');
  expect(box.height).toBeGreaterThan(20);
  expect(box.y, 'under the top bar').toBeGreaterThanOrEqual(topBar.y + topBar.height);
  expect(box.y + box.height, 'above the tab bar').toBeLessThanOrEqual(tabBar.y);
}

/** On the first screen of home: the page is not scrolled, and `target` is in sight. */
async function expectOnFirstScreen(page: Page, target: Locator, tabs: string): Promise<void> {
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expectInSight(page, target, tabs);
}

/** Waits for the chart's candles of `tf` (the host builds them) to have been loaded. */
function candlesLoaded(page: Page, tf: string, symbol?: string) {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/v2/cli/api/candles' && url.searchParams.get('tf') === tf && (symbol === undefined || url.searchParams.get('symbol') === symbol) && response.ok();
  });
}

test('the phone ticket in English: chart tools, assets and favourites, presets, − and +, a clock-time expiry, the countdown', async ({ page }) => {
  test.setTimeout(120_000);
  const firstCandles = candlesLoaded(page, '1m');
  await fundedTrader(page, 'en');
  await firstCandles;
  const platform = platformOf(page);
  const call = platform.getByRole('button', { name: 'Call' });
  const put = platform.getByRole('button', { name: 'Put' });
  await expect(platform.locator('#price')).toHaveText(/^\d+\.\d{5}$/);
  // Call and Put, with the payout they would pay, on the first screen of a funded trader.
  await expectOnFirstScreen(page, call, 'Shortcuts');
  await expectOnFirstScreen(page, put, 'Shortcuts');
  await expect(platform.getByText('Payout 80 %')).toBeVisible();
  await expectNoAxeViolations(page);

  // The chart: 5-minute candles from the host, then a line, then the rule's indicators.
  const timeframe = platform.getByRole('group', { name: 'Timeframe' });
  const fiveMinutes = candlesLoaded(page, '5m');
  await timeframe.getByRole('button', { name: '5 min', exact: true }).click();
  await fiveMinutes;
  await expect(timeframe.getByRole('button', { name: '5 min', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(timeframe.getByRole('button', { name: '1 min' })).toHaveAttribute('aria-pressed', 'false');
  const kind = platform.getByRole('group', { name: 'Chart type' });
  await kind.getByRole('button', { name: 'Line' }).click();
  await expect(kind.getByRole('button', { name: 'Line' })).toHaveAttribute('aria-pressed', 'true');
  await kind.getByRole('button', { name: 'Candles' }).click();
  await expect(kind.getByRole('button', { name: 'Candles' })).toHaveAttribute('aria-pressed', 'true');
  const indicators = platform.getByRole('group', { name: 'Indicators' });
  await indicators.getByRole('button', { name: 'SMA' }).click();
  await indicators.getByRole('button', { name: 'RSI' }).click();
  await expect(indicators.getByRole('button', { name: 'SMA' })).toHaveAttribute('aria-pressed', 'true');
  await expect(indicators.getByRole('button', { name: 'RSI' })).toHaveAttribute('aria-pressed', 'true');
  await expect(platform.getByText('SMA 20')).toBeVisible();
  await expect(platform.locator('#chart canvas').first()).toBeVisible();
  await screenshot(page, 'trading-chart-indicators-en-390');

  // Assets: search by name, keep Gold as a favourite, pick it; its payout comes from the rule for metals.
  const assetButton = platform.getByRole('button', { name: /^Asset EUR\/USD/ });
  await assetButton.click();
  const assets = platform.getByRole('region', { name: 'Assets' });
  await expect(assets).toBeVisible();
  await assets.getByRole('searchbox', { name: 'Search assets' }).fill('gold');
  await expect(assets.getByRole('listitem')).toHaveCount(1);
  await expect(assets.getByRole('button', { name: 'Gold 77 %' })).toBeVisible();
  await assets.getByRole('button', { name: 'Favourite: Gold' }).click();
  await expect(assets.getByRole('button', { name: 'Favourite: Gold' })).toHaveAttribute('aria-pressed', 'true');
  await assets.getByRole('searchbox', { name: 'Search assets' }).fill('xyz');
  await expect(assets.getByText('No asset matches.')).toBeVisible();
  await assets.getByRole('searchbox', { name: 'Search assets' }).fill('');
  // Thirteen assets, the favourite first, named as the ticket names them.
  await expect(assets.getByRole('listitem')).toHaveCount(13);
  await expect(assets.getByRole('listitem').first()).toContainText('Gold');
  for (const name of ['Silver', 'Oil (WTI)', 'US 500', 'Germany 40', 'ETH/USD', 'AUD/USD']) await expect(assets.getByRole('listitem').filter({ hasText: name })).toHaveCount(1);
  await screenshot(page, 'trading-assets-en-390');
  await expectNoAxeViolations(page);
  const goldCandles = candlesLoaded(page, '5m', 'XAUUSD');
  await assets.getByRole('button', { name: 'Gold 77 %' }).click();
  await goldCandles;
  await expect(assets).toBeHidden();
  await expect(platform.getByRole('button', { name: 'Asset Gold 77 %' })).toBeFocused();
  await expect(platform.getByText('Payout 77 %')).toBeVisible();

  // The stake: a preset, then − and +, each with the return at Gold's rate.
  const presets = platform.getByRole('group', { name: 'Stake presets' });
  await expect(presets.getByRole('button')).toHaveText(['$5', '$10', '$25', '$50', '$100']);
  await presets.getByRole('button', { name: '$25' }).click();
  await expect(platform.getByLabel('Amount')).toHaveValue('25');
  await expect(presets.getByRole('button', { name: '$25' })).toHaveAttribute('aria-pressed', 'true');
  await expect(platform.getByRole('status', { name: 'Return' })).toHaveText('$44.25');
  await platform.getByRole('button', { name: 'Increase stake' }).click();
  await expect(platform.getByLabel('Amount')).toHaveValue('50');
  await platform.getByRole('button', { name: 'Decrease stake' }).click();
  await platform.getByRole('button', { name: 'Decrease stake' }).click();
  await expect(platform.getByLabel('Amount')).toHaveValue('10');
  await expect(platform.getByRole('status', { name: 'Return' })).toHaveText('$17.70');

  // A clock-time expiry: the marks are HH:MM in the trader's time zone; a mark pays the standard rate (82 % on Gold).
  const expiry = platform.getByLabel('Expiry');
  const mark = platform.locator('#expiry-marks option').nth(1);
  const markLabel = (await mark.textContent()) ?? '';
  expect(markLabel).toMatch(/^\d{2}:\d{2}$/);
  const markValue = (await mark.getAttribute('value')) ?? '';
  const markAt = Number(markValue.slice(1));
  expect(markAt % 300).toBe(0);
  const shown = await (await platformFrame(page)).evaluate((at) => new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at * 1000), markAt);
  expect(markLabel).toBe(shown);
  await expiry.selectOption({ label: markLabel });
  await expect(platform.getByText('Payout 82 %')).toBeVisible();
  await expect(platform.getByRole('status', { name: 'Return' })).toHaveText('$18.20');

  // Bought: the order closes at the mark, and its countdown shows on the chart, above Call and Put.
  const opened = page.waitForResponse((response) => new URL(response.url()).pathname === '/v2/cli/api/order/open');
  await call.click();
  const reply = (await (await opened).json()) as { return: boolean; order: { expiryTime: number; payoutRate: string; symbol: string } };
  expect(reply).toMatchObject({ return: true, order: { symbol: 'XAUUSD', expiryTime: markAt * 1000, payoutRate: '0.8200' } });
  const countdown = platform.getByRole('timer', { name: /^Gold Call closes in \d+:\d{2}$/ });
  await expect(countdown).toContainText(/^\d+:\d{2}Gold Call[+−]?\$/);
  await expectOnFirstScreen(page, countdown, 'Shortcuts');
  await expectOnFirstScreen(page, call, 'Shortcuts');
  await expect(platform.locator('#open li').first()).toContainText(/Gold Call \$10\.00.*\d+:\d{2}/);
  await screenshot(page, 'trading-ticket-en-390');
  await viewportShot(page, 'trading-first-screen-en-390');
  await expectNoAxeViolations(page);

  // Per device: the favourite and the chart's settings are still there after a reload.
  await page.reload();
  await expect(platform.getByRole('group', { name: 'Timeframe' }).getByRole('button', { name: '5 min', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(platform.getByRole('group', { name: 'Indicators' }).getByRole('button', { name: 'SMA' })).toHaveAttribute('aria-pressed', 'true');
  await platform.getByRole('button', { name: /^Asset / }).click();
  await expect(platform.getByRole('region', { name: 'Assets' }).getByRole('listitem').first()).toContainText('Gold');
  await expect(platform.getByRole('button', { name: 'Favourite: Gold' })).toHaveAttribute('aria-pressed', 'true');
  // Escape folds the panel and gives the focus back to the asset button.
  await page.keyboard.press('Escape');
  await expect(platform.getByRole('region', { name: 'Assets' })).toBeHidden();
  await expect(platform.getByRole('button', { name: /^Asset / })).toBeFocused();
});

test('every control of the ticket has a name and is reached with the keyboard, in order, up to Call and Put', async ({ page }) => {
  await fundedTrader(page, 'en');
  const platform = platformOf(page);
  await expect(platform.locator('#price')).toHaveText(/\d/);
  await expect(platform.getByRole('group', { name: 'Stake presets' }).getByRole('button')).toHaveCount(5);
  await platform.getByRole('button', { name: /^Asset / }).focus();
  const frame = await platformFrame(page);
  const names: string[] = [];
  for (let i = 0; i < 20; i += 1) {
    names.push(
      await frame.evaluate(() => {
        const active = document.activeElement;
        if (!(active instanceof HTMLElement)) return '';
        const byIds = active.getAttribute('aria-labelledby')?.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
        const labelled = byIds ?? active.getAttribute('aria-label') ?? (active.id ? document.querySelector(`label[for="${active.id}"]`)?.textContent : null) ?? active.closest('label')?.firstChild?.textContent;
        return (labelled || active.textContent?.trim() || active.getAttribute('title') || '').trim().replace(/\s+/g, ' ');
      }),
    );
    if (names.at(-1) === 'Put') break;
    await page.keyboard.press('Tab');
  }
  expect(names).toEqual([
    'Asset EUR/USD 80 %',
    '1 min',
    '5 min',
    '15 min',
    'Candles',
    'Line',
    'SMA',
    'RSI',
    // The chart library's attribution, a link its licence asks for.
    'Charting by TradingView',
    'Decrease stake',
    'Amount',
    'Increase stake',
    'Expiry',
    '$5',
    '$10',
    '$25',
    '$50',
    '$100',
    'Call',
    'Put',
  ]);
  // Every control of the platform is a 44 × 44 px target at 390 px, as the app's are (the asset panel's too); the chart
  // library's attribution link is its own, drawn at its size, and left as it is.
  const undersized = async () => (await undersizedTargets(frame)).filter((line) => !/^<a> "" 35×19$/.test(line));
  expect(await undersized()).toEqual([]);
  await platform.getByRole('button', { name: /^Asset / }).click();
  expect(await undersized()).toEqual([]);
  await page.keyboard.press('Escape');

  // From the keyboard: the asset panel opens with Enter, its search takes the focus, a pick closes it.
  await platform.getByRole('button', { name: /^Asset / }).focus();
  await page.keyboard.press('Enter');
  await expect(platform.getByRole('searchbox', { name: 'Search assets' })).toBeFocused();
  await page.keyboard.type('btc');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(platform.getByRole('button', { name: 'Asset BTC/USD 72 %' })).toBeFocused();
  // Enter in the search picks the one asset it shows.
  await page.keyboard.press('Enter');
  await page.keyboard.type('oil');
  await page.keyboard.press('Enter');
  await expect(platform.getByRole('button', { name: 'Asset Oil (WTI) 77 %' })).toBeFocused();
});

test('the phone ticket in Russian: every word Russian, presets in the account currency, Call and Put in view', async ({ page }) => {
  test.setTimeout(90_000);
  await fundedTrader(page, 'ru');
  const platform = platformOf(page);
  await expect(platform.locator('#price')).toHaveText(/^\d+\.\d{5}$/);
  await expectOnFirstScreen(page, platform.getByRole('button', { name: 'Выше' }), 'Быстрый доступ');
  await expectOnFirstScreen(page, platform.getByRole('button', { name: 'Ниже' }), 'Быстрый доступ');
  await expect(platform.getByText('Выплата 80 %')).toBeVisible();
  await platform.getByRole('group', { name: 'Таймфрейм' }).getByRole('button', { name: '15 мин' }).click();
  await expect(platform.getByRole('group', { name: 'Таймфрейм' }).getByRole('button', { name: '15 мин' })).toHaveAttribute('aria-pressed', 'true');
  await platform.getByRole('group', { name: 'Вид графика' }).getByRole('button', { name: 'Линия' }).click();
  await platform.getByRole('group', { name: 'Индикаторы' }).getByRole('button', { name: 'RSI' }).click();
  await platform.getByRole('button', { name: /^Актив EUR\/USD/ }).click();
  await platform.getByRole('searchbox', { name: 'Поиск актива' }).fill('сер');
  await expect(platform.getByRole('region', { name: 'Активы' }).getByRole('listitem')).toHaveCount(1);
  await platform.getByRole('button', { name: 'Избранное: Серебро' }).click();
  await platform.getByRole('button', { name: 'Серебро 77 %' }).click();
  await expect(platform.getByRole('button', { name: 'Актив Серебро 77 %' })).toBeVisible();
  // The chart is Silver's now (three decimals), not the pair it showed before.
  await expect(platform.locator('#price')).toHaveText(/^\d+\.\d{3}$/);
  await platform.getByRole('group', { name: 'Готовые суммы' }).getByRole('button', { name: '$50' }).click();
  await platform.getByRole('button', { name: 'Увеличить сумму' }).click();
  await expect(platform.getByLabel('Сумма', { exact: true })).toHaveValue('100');
  await expect(platform.getByRole('status', { name: 'К получению' })).toHaveText('$177,00');
  const mark = (await platform.locator('#expiry-marks option').first().textContent()) ?? '';
  await platform.getByLabel('Экспирация').selectOption({ label: mark });
  await expect(platform.getByText('Выплата 82 %')).toBeVisible();
  await platform.getByRole('button', { name: 'Ниже' }).click();
  await expect(platform.getByRole('timer', { name: /^Серебро Ниже закроется через \d+:\d{2}$/ })).toBeVisible();
  await expectOnFirstScreen(page, platform.getByRole('timer'), 'Быстрый доступ');
  await screenshot(page, 'trading-ticket-ru-390');
  await viewportShot(page, 'trading-first-screen-ru-390');
  await expectNoAxeViolations(page);
  // A stake over the account currency's cap is refused with the limits written in the currency.
  await platform.getByLabel('Сумма', { exact: true }).fill('20000');
  await platform.getByRole('button', { name: 'Выше' }).click();
  await expect(platform.locator('#ticket-status')).toContainText(/Введите сумму от \$1,00 до \$10\s000,00/);
});

test('a RUB account’s presets and stake limits are the USD ones × 60', async ({ page }) => {
  const email = await registerTrader(page, { prefix: 'rub-ticket', country: 'RU', currency: 'RUB', firstName: 'Rita', lastName: 'Rubleva', password: PASSWORD });
  await login(page, email, PASSWORD);
  await page.goto('/ru/trading#/home');
  const platform = platformOf(page);
  const presets = platform.getByRole('group', { name: 'Готовые суммы' }).getByRole('button');
  await expect(presets).toHaveText([/^300 RUB$/, /^600 RUB$/, /^1\s500 RUB$/, /^3\s000 RUB$/, /^6\s000 RUB$/]);
  await expect(platform.getByLabel('Сумма', { exact: true })).toHaveValue('600');
  // 10 000 RUB (about $167) is no cap: the return is shown up to 600 000 RUB, not above.
  await platform.getByLabel('Сумма', { exact: true }).fill('20000');
  await expect(platform.getByRole('status', { name: 'К получению' })).toHaveText(/^36\s000,00 RUB$/);
  await platform.getByLabel('Сумма', { exact: true }).fill('600001');
  await expect(platform.getByRole('status', { name: 'К получению' })).toHaveText('—');
  await screenshot(page, 'trading-ticket-rub-ru-390');
  await viewportShot(page, 'trading-first-screen-rub-ru-390');
  await expectNoAxeViolations(page);
});

/**
 * Waits for the pop-up of the signal that says `words`. The market rule issues signals of its own on the server's
 * moving prices (thirteen assets, so one may well be due): any other pop-up that comes first is closed, as a trader
 * would, and the next one waits its turn (each shows once).
 */
async function untilSignal(popup: Locator, words: string, close: string): Promise<void> {
  for (let shown = 0; shown < 6; shown += 1) {
    await expect(popup).toBeVisible({ timeout: 20_000 });
    if ((await popup.textContent())?.includes(words)) return;
    await popup.getByRole('button', { name: close }).click();
    await expect(popup).toBeHidden();
  }
  throw new Error(`no signal pop-up with "${words}"`);
}

test('“Trade this” on a signal opens the ticket on its asset with its direction marked; the pop-up names the asset as the ticket does', async ({ page }) => {
  test.setTimeout(120_000);
  const email = await fundedTrader(page, 'en', { popups: true });
  await pastNewAccountMinutes(page);
  const issued = await page.request.post('/sandbox/signal', { data: { email, id: 'trade-this-1', symbol: 'XAUUSD', direction: 'put' } });
  expect(issued.ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back, Tia!' })).toBeVisible();
  await firstTap(page);
  const popup = page.getByRole('dialog', { name: 'Trading signal' });
  await untilSignal(popup, 'Gold Put (down)', 'Close');
  await expect(popup).not.toContainText('XAUUSD');
  await viewportShot(page, 'signal-trade-this-en-390');
  await expectNoAxeViolations(page);
  await popup.getByRole('button', { name: 'Trade this' }).click();
  await expect(popup).toBeHidden();

  const platform = platformOf(page);
  await expect(platform.getByRole('button', { name: 'Asset Gold 77 %' })).toBeVisible();
  await expect(platform.getByRole('status').filter({ hasText: 'Signal: Gold Put' })).toBeVisible();
  const put = platform.getByRole('button', { name: 'Put' });
  await expect(put).toHaveAttribute('data-suggested', 'true');
  await expect(put).toBeFocused();
  // The platform came back into view (the tap that let the pop-up open was further down home), asset and Put in sight.
  await expectInSight(page, platform.getByRole('button', { name: 'Asset Gold 77 %' }), 'Shortcuts');
  await expectInSight(page, put, 'Shortcuts');
  // Nothing is bought until the trader says so: then Enter on the focused Put places it.
  expect(await appPost(page, '/api/us/reports', {})).toMatchObject({ orders: [] });
  await page.keyboard.press('Enter');
  await expect(platform.getByRole('timer', { name: /^Gold Put closes in 0:\d{2}$/ })).toBeVisible();
  await expect(put).not.toHaveAttribute('data-suggested', 'true');
  await viewportShot(page, 'signal-traded-en-390');
});

test('in Russian the signal pop-up says the asset and the direction in Russian', async ({ page }) => {
  test.setTimeout(120_000);
  const email = await fundedTrader(page, 'ru', { popups: true });
  await pastNewAccountMinutes(page);
  expect((await page.request.post('/sandbox/signal', { data: { email, id: 'trade-this-ru', symbol: 'XAGUSD', direction: 'call' } })).ok()).toBe(true);
  await page.reload();
  await expect(page.locator('#main h1').first()).toBeVisible();
  await firstTap(page);
  const popup = page.getByRole('dialog', { name: 'Торговый сигнал' });
  await untilSignal(popup, 'Серебро Выше', 'Закрыть');
  await expect(popup).not.toContainText(/Call|Put|XAGUSD/);
  await viewportShot(page, 'signal-trade-this-ru-390');
  await expectNoAxeViolations(page);
  await popup.getByRole('button', { name: 'Торговать' }).click();
  const platform = platformOf(page);
  await expect(platform.getByRole('button', { name: 'Актив Серебро 77 %' })).toBeVisible();
  // The chart is Silver's now (three decimals), not the pair it showed before.
  await expect(platform.locator('#price')).toHaveText(/^\d+\.\d{3}$/);
  await expect(platform.getByRole('button', { name: 'Выше' })).toBeFocused();
  await expect(platform.getByRole('status').filter({ hasText: 'Сигнал: Серебро Выше' })).toBeVisible();
});
