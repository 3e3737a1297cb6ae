import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHELL_END, SHELL_START, TOP_BAR_WORDS, signedInPaint, withShellPaint } from '../../server/static/signed-in-paint.ts';
import type { BalanceDto } from '../../server/users/dto.ts';

const locale = (lang: string): Record<string, string> => JSON.parse(readFileSync(new URL(`../../src/i18n/locales/${lang}.json`, import.meta.url), 'utf8')) as Record<string, string>;

const account = (accountId: number, amount: string, currency: string): BalanceDto => ({ accountId, accountGroup: 'real', amount, netAmount: amount, currency, type: 'real' });
/** What the paint reads of the trader: the accounts and which one is current. */
const trader = (changes: { balances?: BalanceDto[]; current_accountId?: number } = {}) => ({
  balances: [account(3, '25.5', 'eur'), account(7, '10000.00', 'usd')],
  current_accountId: 7,
  ...changes,
});

describe("the trading page's first paint for a signed-in trader (the balance before any script)", () => {
  it('draws the top bar with the current account in its currency, as the live bar words it', () => {
    const paint = signedInPaint(trader(), 'en');
    expect(paint).toMatch(/^<div class="app-shell app-shell--docked" inert aria-hidden="true">/);
    expect(paint).toContain('<span class="balance__label">Balance</span>');
    expect(paint).toContain('<span class="balance__amount">$10,000.00</span>');
    expect(paint).toContain('<span class="balance__currency">USD</span>');
    expect(signedInPaint(trader(), 'ru')).toContain('<span class="balance__label">Баланс</span>');
  });

  it('falls back to the first account, then to a dash, and escapes what it writes', () => {
    expect(signedInPaint(trader({ current_accountId: -1 }), 'en')).toContain('<span class="balance__currency">EUR</span>');
    const none = signedInPaint(trader({ balances: [] }), 'en');
    expect(none).toContain('<span class="balance__amount">—</span>');
    expect(none).not.toContain('balance__currency');
    expect(signedInPaint(trader({ balances: [account(1, '5', '<b>')], current_accountId: 1 }), 'en')).not.toContain('<B>');
  });

  it('keeps the words of the live top bar (the client locales)', () => {
    for (const lang of ['en', 'ru'] as const) {
      expect(TOP_BAR_WORDS[lang]).toEqual({ app: locale(lang)['app.name'], balance: locale(lang)['layout.balance'] });
    }
  });

  it("replaces only what lies between index.html's shell marks, and nothing without them", () => {
    const shell = `<div id="root">${SHELL_START}<p>boot</p>${SHELL_END}</div>`;
    expect(withShellPaint(shell, '<b>bar</b>')).toBe(`<div id="root">${SHELL_START}<b>bar</b>${SHELL_END}</div>`);
    expect(withShellPaint('<div id="root"></div>', '<b>bar</b>')).toBe('<div id="root"></div>');
    const index = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    expect(index.indexOf(SHELL_START)).toBeGreaterThan(index.indexOf('<div id="root">'));
    expect(index.indexOf(SHELL_END)).toBeGreaterThan(index.indexOf(SHELL_START));
  });
});
