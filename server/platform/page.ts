import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { html, SafeHtml } from '../content/html.ts';
import { holdBody } from '../http/encoding.ts';
import { payoutPercent } from '../../common/payout.ts';
import { assetLabel } from '../../common/assets.ts';
import { ASSETS } from './assets.ts';
import type { ScriptText } from './page/text.ts';
import { EXPIRIES_S } from './trading.ts';
import { TRADE_MESSAGES } from './messages.ts';

// The trading page the app embeds. Static HTML (no inline script: the platform CSP is script-src 'self') with its
// small stylesheet inline, so the frame's first layout is already the styled one (a linked sheet arriving after it
// moved everything: a layout shift Lighthouse counts on the trading home). The behaviour is one ES module, bundled
// from ./page/main.ts together with lightweight-charts by esbuild: at build time for the built server, on the first
// request when the server runs from sources (tests, `npm run dev`). The main app's Vite build is untouched.

type PageCopy = {
  title: string;
  asset: string;
  amount: string;
  expiry: string;
  seconds: string;
  call: string;
  put: string;
  balance: string;
  open: string;
  recent: string;
  none: string;
  chart: string;
  payout: string;
  return: string;
  /** What the script writes (./page/text.ts). */
  script: ScriptText;
};

const COPY: Readonly<Record<'en' | 'ru', PageCopy>> = {
  en: {
    title: 'Trading platform',
    asset: 'Asset',
    amount: 'Amount',
    expiry: 'Expiry',
    seconds: 's',
    call: 'Call',
    put: 'Put',
    balance: 'Available',
    open: 'Open trades',
    recent: 'Recent trades',
    none: 'None yet',
    chart: 'Price chart',
    payout: 'Payout',
    return: 'Return',
    script: {
      won: 'Won',
      lost: 'Lost',
      tie: 'Tie',
      call: 'Call',
      put: 'Put',
      seconds: 's',
      opened: 'Trade opened',
      entry: 'Entry',
      deposit: 'Deposit',
      empty: 'Your balance is empty: deposit to place your first trade.',
      unreachable: 'The platform is not reachable.',
      refused: 'The trade was not opened.',
      ...TRADE_MESSAGES,
    },
  },
  ru: {
    title: 'Торговая платформа',
    asset: 'Актив',
    amount: 'Сумма',
    expiry: 'Экспирация',
    seconds: 'с',
    call: 'Выше',
    put: 'Ниже',
    balance: 'Доступно',
    open: 'Открытые сделки',
    recent: 'Последние сделки',
    none: 'Пока нет',
    chart: 'График цены',
    payout: 'Выплата',
    return: 'К получению',
    script: {
      won: 'Выигрыш',
      lost: 'Проигрыш',
      tie: 'Ничья',
      call: 'Выше',
      put: 'Ниже',
      seconds: 'с',
      opened: 'Сделка открыта',
      entry: 'Вход',
      deposit: 'Пополнить счёт',
      empty: 'На счёте нет средств: пополните его, чтобы открыть первую сделку.',
      unreachable: 'Платформа недоступна.',
      refused: 'Сделка не открыта.',
      symbol: 'Неизвестный актив.',
      direction: 'Выберите «Выше» или «Ниже».',
      amount: 'Введите сумму от 1 до 10000 (не больше знаков после запятой, чем у валюты).',
      expiry: 'Выберите экспирацию.',
      funds: 'Недостаточно средств на счёте.',
      account: 'Нет торгового счёта.',
      blocked: 'Торговля заблокирована до проверки вашего аккаунта.',
      quotes: 'Котировки сейчас недоступны, поэтому сделку открыть нельзя. Попробуйте позже.',
    },
  },
};

/** `styles`: the page's stylesheet (platformStyles), written into a `<style>` element (the platform CSP allows inline styles). */
export function renderTradePage(lang: string, appOrigin: string, styles: string): string {
  const code = lang === 'ru' ? 'ru' : 'en';
  const copy = COPY[code];
  const body: SafeHtml = html`<!doctype html>
<html lang="${code}" data-app-origin="${appOrigin}" data-text="${JSON.stringify(copy.script)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${copy.title}</title>
<style>${new SafeHtml(styles)}</style>
<script type="module" src="/assets/platform.js"></script>
</head>
<body>
<main class="pf" aria-label="${copy.title}">
<header class="pf-bar">
<label class="pf-field">${copy.asset}
<select id="symbol" name="symbol">${ASSETS.map((asset) => html`<option value="${asset.symbol}">${assetLabel(asset.symbol, code)}</option>`)}</select>
</label>
<output id="price" class="pf-price" aria-live="off"></output>
<p class="pf-balance"><label for="balance">${copy.balance}</label>: <output id="balance" aria-live="polite">—</output></p>
</header>
<div id="chart" class="pf-chart" role="figure" aria-label="${copy.chart}"></div>
<form id="ticket" class="pf-ticket" novalidate>
<label class="pf-field">${copy.amount} <input id="amount" name="amount" inputmode="decimal" autocomplete="off" value="10" required></label>
<label class="pf-field">${copy.expiry}
<select id="expiry" name="expiry">${EXPIRIES_S.map((s) => html`<option value="${s}">${s} ${copy.seconds}</option>`)}</select>
</label>
<p class="pf-quote"><span>${copy.payout} <strong id="payout">${payoutPercent()}\u00a0%</strong></span>
<span><label for="return">${copy.return}</label> <output id="return" for="amount" aria-live="off">—</output></span></p>
<div class="pf-actions">
<button type="submit" name="direction" value="call" class="pf-btn pf-btn--call" disabled>${copy.call}</button>
<button type="submit" name="direction" value="put" class="pf-btn pf-btn--put" disabled>${copy.put}</button>
</div>
<p id="ticket-status" class="pf-status" role="status"></p>
</form>
<div id="trade-result" class="pf-banner" role="alert" hidden></div>
<section class="pf-list" aria-labelledby="open-title"><h2 id="open-title">${copy.open}</h2><ul id="open" data-empty="${copy.none}"></ul></section>
<section class="pf-list" aria-labelledby="recent-title"><h2 id="recent-title">${copy.recent}</h2><ul id="recent" data-empty="${copy.none}"></ul></section>
</main>
</body>
</html>`;
  return body.value;
}

const pageDir = fileURLToPath(new URL('./page/', import.meta.url));

/** `load` once per process, its answer kept; a failed load is tried again on the next call. */
function keptOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | null = null;
  return () => {
    kept ??= load().catch((error: unknown) => {
      kept = null;
      throw error;
    });
    return kept;
  };
}

/**
 * The page's ES module with lightweight-charts inside: the built server's (scripts/build-server.mjs writes it beside
 * the bundle), or, run from sources, bundled once per process.
 */
const platformScript = keptOnce(async () => {
  const prebuilt = await readFile(`${pageDir}platform.js`, 'utf8').catch(() => null);
  if (prebuilt !== null) return prebuilt;
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [`${pageDir}main.ts`],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const [file] = result.outputFiles;
  if (!file) throw new Error('esbuild produced no output for the platform page');
  return file.text;
});

/** The script as served: compressed once (brotli, gzip) with a validator, so a reload revalidates to a 304. */
export const platformScriptBody = keptOnce(async () => holdBody(await platformScript()));

/** The page's stylesheet, read once per process (a file of this repository, never user input). */
export const platformStyles = keptOnce(() => readFile(`${pageDir}platform.css`, 'utf8'));
