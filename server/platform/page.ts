import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { html, SafeHtml } from '../content/html.ts';
import { holdBody } from '../http/encoding.ts';
import { type AssetClass, payoutPercent, payoutRateBp } from '../../common/payout.ts';
import { assetLabel } from '../../common/assets.ts';
import { TIMEFRAMES, type Timeframe } from '../../common/candles.ts';
import { DURATIONS_S, type Expiry, expiryBand } from '../../common/expiry.ts';
import { ASSETS } from './assets.ts';
import type { ScriptText } from './page/text.ts';
import { tradeMessages } from './messages.ts';

// The trading page the app embeds. Static HTML (no inline script: the platform CSP is script-src 'self') with its
// small stylesheet inline, so the frame's first layout is already the styled one (a linked sheet arriving after it
// moved everything: a layout shift Lighthouse counts on the trading home). The behaviour is one ES module, bundled
// from ./page/main.ts together with lightweight-charts by esbuild: at build time for the built server, on the first
// request when the server runs from sources (tests, `npm run dev`). The main app's Vite build is untouched.

type PageCopy = {
  title: string;
  asset: string;
  assets: string;
  search: string;
  favourite: string;
  noMatch: string;
  timeframe: string;
  minutes: string;
  chartType: string;
  candles: string;
  line: string;
  indicators: string;
  amount: string;
  decrease: string;
  increase: string;
  presets: string;
  expiry: string;
  duration: string;
  clockTime: string;
  seconds: string;
  call: string;
  put: string;
  balance: string;
  practice: string;
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
    assets: 'Assets',
    search: 'Search assets',
    favourite: 'Favourite',
    noMatch: 'No asset matches.',
    timeframe: 'Timeframe',
    minutes: 'min',
    chartType: 'Chart type',
    candles: 'Candles',
    line: 'Line',
    indicators: 'Indicators',
    amount: 'Amount',
    // Not "… amount": the amount field keeps the one label with that word, as a person searching by label expects.
    decrease: 'Decrease stake',
    increase: 'Increase stake',
    presets: 'Stake presets',
    expiry: 'Expiry',
    duration: 'Duration',
    clockTime: 'Clock time',
    seconds: 's',
    call: 'Call',
    put: 'Put',
    balance: 'Available',
    practice: 'Practice account: virtual money',
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
      closesIn: 'closes in',
      deposit: 'Deposit',
      empty: 'Your balance is empty: deposit to place your first trade.',
      practiceEmpty: 'Your practice balance is empty: reset it from Accounts to go on practising.',
      unreachable: 'The platform is not reachable.',
      refused: 'The trade was not opened.',
      signal: 'Signal',
      ...tradeMessages('en'),
    },
  },
  ru: {
    title: 'Торговая платформа',
    asset: 'Актив',
    assets: 'Активы',
    search: 'Поиск актива',
    favourite: 'Избранное',
    noMatch: 'Такого актива нет.',
    timeframe: 'Таймфрейм',
    minutes: 'мин',
    chartType: 'Вид графика',
    candles: 'Свечи',
    line: 'Линия',
    indicators: 'Индикаторы',
    amount: 'Сумма',
    decrease: 'Уменьшить сумму',
    increase: 'Увеличить сумму',
    presets: 'Готовые суммы',
    expiry: 'Экспирация',
    duration: 'Длительность',
    clockTime: 'Время закрытия',
    seconds: 'с',
    call: 'Выше',
    put: 'Ниже',
    balance: 'Доступно',
    practice: 'Учебный счёт: виртуальные деньги',
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
      closesIn: 'закроется через',
      deposit: 'Пополнить счёт',
      empty: 'На счёте нет средств: пополните его, чтобы открыть первую сделку.',
      practiceEmpty: 'На учебном счёте нет средств: восстановите баланс в разделе «Счета», чтобы продолжить.',
      unreachable: 'Платформа недоступна.',
      refused: 'Сделка не открыта.',
      signal: 'Сигнал',
      ...tradeMessages('ru'),
    },
  },
};

const TIMEFRAME_LIST = Object.keys(TIMEFRAMES) as Timeframe[];

/** The ticket's first choices: the first asset, the shortest duration (the rule's rate for them is printed at once). */
const FIRST_EXPIRY: Expiry = { kind: 'duration', seconds: DURATIONS_S[0] };

/** "30 s", "1 min", "5 min": a duration as the expiry list and the timeframe buttons name it. */
function durationLabel(seconds: number, copy: PageCopy): string {
  return seconds < 60 ? `${seconds} ${copy.seconds}` : `${seconds / 60} ${copy.minutes}`;
}

const CHEVRON = new SafeHtml('<svg class="pf-chevron" viewBox="0 0 12 12" aria-hidden="true" focusable="false"><path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/></svg>');
const CANDLES_ICON = new SafeHtml('<svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M4 1.5v13M12 1.5v13" stroke="currentColor" stroke-width="1.3"/><rect x="2" y="4" width="4" height="7" rx="0.6" fill="currentColor"/><rect x="10" y="6" width="4" height="5" rx="0.6" fill="none" stroke="currentColor" stroke-width="1.3"/></svg>');
const LINE_ICON = new SafeHtml('<svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M1.5 12.5 5.5 7l3 3 6-7.5" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/></svg>');

/** `styles`: the page's stylesheet (platformStyles), written into a `<style>` element (the platform CSP allows inline styles). */
export function renderTradePage(lang: string, appOrigin: string, styles: string): string {
  const code = lang === 'ru' ? 'ru' : 'en';
  const copy = COPY[code];
  const [first] = ASSETS;
  const firstRate = first ? `${payoutPercent(payoutRateBp(first.assetClass, expiryBand(FIRST_EXPIRY)))}\u00a0%` : '';
  const firstLabel = first ? assetLabel(first.symbol, code) : '';
  // What the script needs to know of each asset: its name here, its class (the payout rule prices by it) and decimals.
  const assetData = ASSETS.map(({ symbol, assetClass, decimals }) => ({ symbol, label: assetLabel(symbol, code), assetClass, decimals }));
  const rateOf = (assetClass: AssetClass) => `${payoutPercent(payoutRateBp(assetClass, expiryBand(FIRST_EXPIRY)))}\u00a0%`;
  const body: SafeHtml = html`<!doctype html>
<html lang="${code}" data-app-origin="${appOrigin}" data-text="${JSON.stringify(copy.script)}" data-assets="${JSON.stringify(assetData)}">
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
<span id="asset-label" class="pf-label">${copy.asset}</span>
<button id="symbol" type="button" class="pf-asset-btn" value="${first?.symbol ?? ''}" aria-expanded="false" aria-controls="asset-panel" aria-labelledby="asset-label symbol-name symbol-rate"><span id="symbol-name" class="pf-asset-name">${firstLabel}</span> <span id="symbol-rate" class="pf-asset-rate">${firstRate}</span>${CHEVRON}</button>
<output id="price" class="pf-price" aria-live="off"></output>
<p class="pf-balance"><label for="balance">${copy.balance}</label> <output id="balance" aria-live="polite">—</output></p>
<section id="asset-panel" class="pf-assets" aria-label="${copy.assets}" hidden>
<input id="asset-search" type="search" class="pf-search" aria-label="${copy.search}" placeholder="${copy.search}" autocomplete="off" spellcheck="false">
<ul id="asset-list" class="pf-asset-list">${ASSETS.map(
    (asset) => html`<li data-symbol="${asset.symbol}" data-search="${`${asset.symbol} ${assetLabel(asset.symbol, 'en')} ${assetLabel(asset.symbol, 'ru')}`.toLowerCase()}">
<button type="button" class="pf-pick" data-symbol="${asset.symbol}"><span>${assetLabel(asset.symbol, code)}</span> <span class="pf-rate" data-class="${asset.assetClass}">${rateOf(asset.assetClass)}</span></button>
<button type="button" class="pf-fav" data-symbol="${asset.symbol}" aria-pressed="false" aria-label="${copy.favourite}: ${assetLabel(asset.symbol, code)}"><svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="m8 1.6 1.95 4 4.4.6-3.2 3.05.78 4.35L8 11.5l-3.93 2.1.78-4.35L1.65 6.2l4.4-.6Z"/></svg></button>
</li>`,
  )}</ul>
<p id="asset-none" class="pf-none" hidden>${copy.noMatch}</p>
</section>
</header>
<div class="pf-tools">
<div class="pf-seg" role="group" aria-label="${copy.timeframe}">${TIMEFRAME_LIST.map(
    (tf) => html`<button type="button" data-tf="${tf}" aria-pressed="${tf === '1m' ? 'true' : 'false'}">${durationLabel(TIMEFRAMES[tf], copy)}</button>`,
  )}</div>
<div class="pf-seg" role="group" aria-label="${copy.chartType}"><button type="button" data-kind="candles" aria-pressed="true" aria-label="${copy.candles}" title="${copy.candles}">${CANDLES_ICON}</button><button type="button" data-kind="line" aria-pressed="false" aria-label="${copy.line}" title="${copy.line}">${LINE_ICON}</button></div>
<div class="pf-seg" role="group" aria-label="${copy.indicators}"><button type="button" data-indicator="sma" aria-pressed="false" title="SMA 5 / SMA 20">SMA</button><button type="button" data-indicator="rsi" aria-pressed="false" title="RSI 14">RSI</button></div>
</div>
<div class="pf-chart-wrap">
<div id="chart" class="pf-chart" role="figure" aria-label="${copy.chart}"></div>
<div class="pf-overlay">
<p id="countdown" class="pf-countdown" role="timer" hidden></p>
<p id="legend" class="pf-legend" aria-hidden="true" hidden><span class="pf-legend-fast">SMA 5</span> <span class="pf-legend-slow">SMA 20</span></p>
</div>
</div>
<form id="ticket" class="pf-ticket" novalidate>
<p id="practice" class="pf-practice" hidden>${copy.practice}</p>
<div class="pf-field pf-stake">
<label for="amount">${copy.amount}</label>
<div class="pf-stepper">
<button type="button" id="stake-down" class="pf-step" aria-label="${copy.decrease}" aria-controls="amount">\u2212</button>
<input id="amount" name="amount" inputmode="decimal" autocomplete="off" value="10" required>
<button type="button" id="stake-up" class="pf-step" aria-label="${copy.increase}" aria-controls="amount">+</button>
</div>
</div>
<label class="pf-field pf-expiry">${copy.expiry}
<select id="expiry" name="expiry"><optgroup label="${copy.duration}">${DURATIONS_S.map((s) => html`<option value="${s}">${durationLabel(s, copy)}</option>`)}</optgroup><optgroup id="expiry-marks" label="${copy.clockTime}"></optgroup></select>
</label>
<div id="presets" class="pf-presets" role="group" aria-label="${copy.presets}"></div>
<p class="pf-quote"><span>${copy.payout} <strong id="payout">${firstRate}</strong></span>
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
