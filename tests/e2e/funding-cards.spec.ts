import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { appPost, login, registerTrader, screenshot } from './support/fixtures';

// The trader's cards, as a person meets them: a card is kept only when Remember is ticked, the saved card is listed
// with a Remove button; and a retry after a declined card starts the cascade afresh, a processor's own page saying
// a provider declined the card only when one did, its expiry starting on a month still to come. In en and ru.

const PASSWORD = 'Trade1234!';
const YEAR = String(new Date().getFullYear() + 2);

const WORDS = {
  en: {
    tab: 'Card',
    number: 'Card number',
    year: 'Expiry year',
    cvv: 'CVV',
    holder: 'Cardholder name',
    deposit: /^Deposit \$/,
    region: 'Pay by card',
    success: 'Payment successful. Your balance has been updated.',
    remember: /Remember this card/,
    declined: 'Payment declined',
    retry: 'Try again',
    firstProvider: 'The payment did not go through our first provider',
    continue: 'Continue to the secure page',
    another: 'Make another deposit',
    quick: 'Quick top-up',
    remove: (card: string) => `Remove ${card}`,
    removed: 'The card has been removed. It will not be charged again.',
    saved: (card: string) => `Card on file: ${card}`,
    notYet: (card: string) => `Saved card: ${card}`,
    notYetWhy: 'Once a deposit is paid with it',
    topUp: 'Top up with this card',
    page: { heading: /^Vload: pay \$250\.00$/, number: 'Card number', month: 'Expiry month', year: 'Expiry year', cvv: 'CVV', holder: 'Cardholder name', pay: 'Pay' },
  },
  ru: {
    tab: 'Карта',
    number: 'Номер карты',
    year: 'Год',
    cvv: 'CVV-код',
    holder: 'Имя владельца карты',
    deposit: /^Внести /,
    region: 'Оплата картой',
    success: 'Платёж прошёл успешно. Баланс обновлён.',
    remember: /Запомнить карту/,
    declined: 'Платёж отклонён',
    retry: 'Попробовать снова',
    firstProvider: 'Платёж не прошёл через нашего первого провайдера',
    continue: 'Перейти на защищённую страницу',
    another: 'Внести ещё',
    quick: 'Быстрое пополнение',
    remove: (card: string) => `Удалить карту ${card}`,
    removed: 'Карта удалена и больше не будет списываться.',
    saved: (card: string) => `Сохранённая карта: ${card}`,
    notYet: (card: string) => `Сохранённая карта: ${card}`,
    notYetWhy: 'Когда вы оплатите ею депозит',
    topUp: 'Пополнить с этой карты',
    page: { heading: /^Vload: оплата \$250,00$/, number: 'Номер карты', month: 'Месяц окончания', year: 'Год окончания', cvv: 'CVV', holder: 'Имя владельца карты', pay: 'Оплатить' },
  },
} as const;

type Lang = keyof typeof WORDS;
type Charge = { processor: string; status: string; code: string };

async function newTrader(page: Page, lang: Lang): Promise<string> {
  const email = await registerTrader(page, { prefix: `cards-${lang}`, firstName: 'Cara', lastName: 'Cardholder', password: PASSWORD });
  await login(page, email, PASSWORD);
  await page.goto(`/${lang}/trading#/show/funding`);
  await expect(page.getByRole('tab', { name: WORDS[lang].tab })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel(WORDS[lang].number)).toBeVisible();
  return email;
}

async function charges(page: Page, email: string): Promise<string[][]> {
  const reply = await page.request.get(`/sandbox/charges?email=${encodeURIComponent(email)}`);
  return ((await reply.json()) as { charges: Charge[] }).charges.map((charge) => [charge.processor, charge.status, charge.code]);
}

async function pay(page: Page, lang: Lang, number: string): Promise<void> {
  const words = WORDS[lang];
  await page.getByLabel(words.number).fill(number);
  await page.getByLabel(words.year, { exact: true }).selectOption(YEAR);
  await page.getByLabel(words.cvv, { exact: true }).fill('123');
  await page.getByRole('button', { name: words.deposit }).click();
}

const success = (page: Page, lang: Lang) => page.getByRole('region', { name: WORDS[lang].region }).getByText(WORDS[lang].success);

for (const lang of ['en', 'ru'] as const) {
  const words = WORDS[lang];

  test(`${lang}: a card is kept only when Remember is ticked; the saved card is listed with Remove`, async ({ page }) => {
    await newTrader(page, lang);
    const quick = page.getByRole('region', { name: words.quick });
    // Remember unticked: the card paid, and nothing of it stays.
    await expect(page.getByLabel(words.remember)).not.toBeChecked();
    await pay(page, lang, '4242 4242 4242 4242');
    await expect(success(page, lang)).toBeVisible();
    await page.reload();
    await expect(success(page, lang)).toBeVisible();
    await expect(page.getByRole('heading', { name: words.quick })).toHaveCount(0);

    // Remember ticked: the next card is kept, and listed at once where deposits are made.
    await page.getByRole('button', { name: words.another }).click();
    await page.getByLabel(words.remember).check();
    await pay(page, lang, '5555 5555 5555 4444');
    await expect(success(page, lang)).toBeVisible();
    await expect(quick).toContainText(words.saved('Mastercard •••• 4444'));
    await expect(quick).not.toContainText('4242');
    await expect(quick.getByRole('button', { name: words.topUp })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `funding-saved-card-${lang}-390`);
    await expectNoAxeViolations(page);

    await quick.getByRole('button', { name: words.remove('Mastercard •••• 4444') }).click();
    await expect(page.getByText(words.removed)).toBeVisible();
    await expect(page.getByRole('heading', { name: words.quick })).toHaveCount(0);
    await page.reload();
    await expect(success(page, lang)).toBeVisible();
    await expect(page.getByRole('heading', { name: words.quick })).toHaveCount(0);
    await expect(page.getByText(/4444/)).toHaveCount(0);
  });

  test(`${lang}: a card saved but not paid with yet is listed with Remove, and says when it can top up`, async ({ page }) => {
    await newTrader(page, lang);
    expect(await appPost(page, '/api/card/save', { card: { cnu: '4242424242424242', emm: '12', eyy: YEAR, fn: 'Cara', ln: 'Cardholder', cu: 'BR', cur: 'USD' } })).toMatchObject({ return: true });
    await page.reload();
    const quick = page.getByRole('region', { name: words.quick });
    await expect(quick).toContainText(words.notYet('Visa •••• 4242'));
    await expect(quick).toContainText(words.notYetWhy);
    await expect(quick.getByRole('button', { name: words.topUp })).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `funding-saved-not-paid-${lang}-390`);
    await expectNoAxeViolations(page);
    await quick.getByRole('button', { name: words.remove('Visa •••• 4242') }).click();
    await expect(page.getByRole('heading', { name: words.quick })).toHaveCount(0);
  });

  test(`${lang}: after a declined card, another card starts afresh on the first provider`, async ({ page }) => {
    const email = await newTrader(page, lang);
    await pay(page, lang, '4000 0000 0000 9995');
    const dialog = page.getByRole('dialog', { name: words.declined });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: words.retry }).click();
    await expect(dialog).toBeHidden();
    await pay(page, lang, '4242 4242 4242 4242');
    await expect(success(page, lang)).toBeVisible();
    // Straight through the first provider: no second provider's page, no note about the first one.
    await expect(page.getByText(words.firstProvider)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/${lang}/trading#/show/funding$`));
    expect(await charges(page, email)).toEqual([
      ['FRAUD', 'declined', 'insufficient_funds'],
      ['FRAUD', 'approved', ''],
    ]);
  });

  test(`${lang}: a new card the first provider declines goes to the second one's page, which starts on a valid expiry`, async ({ page }) => {
    const email = await newTrader(page, lang);
    await pay(page, lang, '4000 0000 0000 9995');
    await page.getByRole('dialog', { name: words.declined }).getByRole('button', { name: words.retry }).click();
    await pay(page, lang, '4000 0000 0000 0002');
    // The first provider saw this card and declined it: now the note is true.
    await expect(page.getByRole('status').filter({ hasText: words.firstProvider })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `funding-retry-fallback-${lang}-390`);
    await page.getByRole('button', { name: words.continue }).click();

    const form = words.page;
    await expect(page.getByRole('heading', { name: form.heading })).toBeVisible();
    const month = Number(await page.getByLabel(form.month).inputValue());
    const year = Number(await page.getByLabel(form.year).inputValue());
    const now = new Date();
    expect(year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1), `${month}/${year}`).toBe(true);
    await screenshot(page, `hosted-page-${lang}-390`);
    await expectNoAxeViolations(page);
    // The expiry is left as the page offers it.
    await page.getByLabel(form.number).fill('4000 0000 0000 0002');
    await page.getByLabel(form.cvv).fill('123');
    await page.getByLabel(form.holder).fill('Cara Cardholder');
    await page.getByRole('button', { name: form.pay, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/trading#/listen/funding/VLOAD/tx_`));
    await expect(success(page, lang)).toBeVisible();
    expect(await charges(page, email)).toEqual([
      ['FRAUD', 'declined', 'insufficient_funds'],
      ['FRAUD', 'declined', 'do_not_honor'],
      ['VLOAD', 'approved', ''],
    ]);
  });
}
