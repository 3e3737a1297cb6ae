// The first paint of the trading page for a signed-in trader: the top bar with the balance, written by the server
// into the shell's static markup (index.html, between SHELL_START and SHELL_END), so the number a trader opens the
// app for is on the screen with the HTML and the critical CSS, before any script has loaded (on a slow phone's first
// visit that is seconds earlier). It carries the live top bar's classes, whose rules are in the critical CSS
// (src/styles/boot.css), so React's first render puts the live bar in its place without a jump. Inert and hidden
// from assistive technology, as the static shell it replaces: nothing in it works until the app is up.
import { formatMoney } from '../../common/money.ts';
import { html } from '../content/html.ts';
import type { Lang } from '../i18n.ts';
import type { UserDto } from '../users/dto.ts';

/** index.html's static shell lies between these marks inside #root. */
export const SHELL_START = '<!--shell-->';
export const SHELL_END = '<!--/shell-->';

/** The live top bar's words (the client's locales: app.name, layout.balance); a unit test keeps them equal. */
export const TOP_BAR_WORDS: Readonly<Record<Lang, { app: string; balance: string }>> = {
  en: { app: 'Trader', balance: 'Balance' },
  ru: { app: 'Trader', balance: 'Баланс' },
};

/** The static shell with the trader's top bar (as src/app/trading/TradingLayout.tsx and BalancePill.tsx draw it). */
export function signedInPaint(user: Pick<UserDto, 'balances' | 'current_accountId'>, lang: Lang): string {
  const words = TOP_BAR_WORDS[lang];
  const account = user.balances.find((balance) => balance.accountId === user.current_accountId) ?? user.balances[0];
  return html`<div class="app-shell app-shell--docked" inert aria-hidden="true">
      <header class="topbar">
        <span class="brand"><img src="/icons/icon-192.png" alt="" width="28" height="28" /><span class="brand__name">${words.app}</span></span>
        <span class="balance">
          <span class="balance__label">${words.balance}</span>
          <span class="balance__amount">${account ? formatMoney(account.amount, account.currency, lang) : '—'}</span>
          ${account ? html`<span class="balance__currency">${account.currency.toUpperCase()}</span>` : ''}
        </span>
      </header>
      <div class="boot">
        <div class="boot__card card">
          <div class="skeleton skeleton--title"></div>
          <div class="skeleton"></div>
          <div class="skeleton skeleton--short"></div>
        </div>
      </div>
    </div>`.value;
}

/** `shell` (index.html) with its static shell replaced by `paint`; unchanged when the marks are missing. */
export function withShellPaint(shell: string, paint: string): string {
  const start = shell.indexOf(SHELL_START);
  const end = shell.indexOf(SHELL_END, start);
  if (start < 0 || end < 0) return shell;
  return shell.slice(0, start + SHELL_START.length) + paint + shell.slice(end);
}
