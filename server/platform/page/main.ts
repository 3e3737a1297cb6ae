/// <reference lib="dom" />
// The platform page's behaviour (runs in the browser, inside the app's iframe or on its own). Bundled by
// server/platform/page.ts. It knows the trader through a one-time token in the URL fragment, exchanged for a
// bearer token kept in memory only; it talks to the parent app by postMessage, through the app's own protocol
// module (common/trading-protocol.ts: one copy, pure, so both sides import it). The chart (./chart.ts), the asset
// picker (./asset-picker.ts) and the ticket's stake and expiry (./ticket.ts) are modules of their own; this wires them.
import { formatMoney } from '../../../common/money.ts';
import { parseMessage, type PlatformPrefs, platformToApp } from '../../../common/trading-protocol.ts';
import { assetLabel } from '../../../common/assets.ts';
import type { Candle, Tick } from '../../../common/candles.ts';
import { isTimeframe } from '../../../common/candles.ts';
import { amountMessage } from '../messages.ts';
import { AssetPicker } from './asset-picker.ts';
import { type ChartKind, PriceChart } from './chart.ts';
import { load, save } from './device.ts';
import { countdown, EntryLines, isEmptyBalance, type Order, orderItem, settledBanner } from './orders.ts';
import { DEFAULT_PREFS, PREFS_KEY, storedPrefs } from './settings.ts';
import { StatusLine } from './status.ts';
import { readScriptText, type ScriptTextKey } from './text.ts';
import { isAssetClass, Ticket } from './ticket.ts';

const ORDER_POLL_MS = 2_000;

/** Candles a chart asks for: as many as its width shows (about 6 px each, the library's spacing) and some to scroll back to. */
function candleLimit(): number {
  return Math.min(300, Math.max(60, Math.ceil(ui.chart.clientWidth / 6) + 20));
}

const appOrigin = document.documentElement.dataset['appOrigin'] ?? '';
const embedded = window.parent !== window;
// The app's language (page.ts renders it into <html lang>): every amount is formatted by the app's rule for it.
const locale = document.documentElement.lang === 'ru' ? 'ru' : 'en';
const text = readScriptText(document.documentElement.dataset['text']);

type AssetInfo = { symbol: string; label: string; assetClass: string; decimals: number };

/** The listed assets as page.ts wrote them (its own data: a broken entry is dropped, never trusted). */
function readAssets(json: string | undefined): AssetInfo[] {
  let parsed: unknown = [];
  try {
    parsed = JSON.parse(json ?? '[]');
  } catch {
    parsed = [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (entry): entry is AssetInfo =>
      isRecord(entry) && typeof entry['symbol'] === 'string' && typeof entry['label'] === 'string' && typeof entry['assetClass'] === 'string' && typeof entry['decimals'] === 'number',
  );
}

function element<T extends HTMLElement>(id: string, kind: new () => T): T {
  const found = document.getElementById(id);
  if (!(found instanceof kind)) throw new Error(`platform page: #${id} missing`);
  return found;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const assets = readAssets(document.documentElement.dataset['assets']);
const classOf = (symbol: string) => {
  const assetClass = assets.find((asset) => asset.symbol === symbol)?.assetClass ?? 'fx';
  return isAssetClass(assetClass) ? assetClass : 'fx';
};

const ui = {
  price: element('price', HTMLOutputElement),
  balance: element('balance', HTMLOutputElement),
  practice: element('practice', HTMLParagraphElement),
  chart: element('chart', HTMLDivElement),
  legend: element('legend', HTMLParagraphElement),
  countdown: element('countdown', HTMLParagraphElement),
  ticket: element('ticket', HTMLFormElement),
  status: element('ticket-status', HTMLParagraphElement),
  result: element('trade-result', HTMLDivElement),
  open: element('open', HTMLUListElement),
  recent: element('recent', HTMLUListElement),
};

function tell(message: Parameters<typeof platformToApp>[0]): void {
  // Explicit target origin: if the frame were ever loaded by another page, it would hear nothing.
  if (embedded && appOrigin !== '') window.parent.postMessage(platformToApp(message), appOrigin);
}

// --- auth -------------------------------------------------------------------------------------------------

let bearer: string | null = null;

async function exchangeToken(): Promise<void> {
  const token = new URLSearchParams(location.hash.slice(1)).get('t');
  // The token is spent now; drop it from the address so it is not kept in history or shown anywhere.
  if (location.hash !== '') history.replaceState(null, '', location.pathname + location.search);
  if (token === null) return; // opened on its own: the platform cookie (psid) may know the trader
  const response = await fetch('/cli/exchange', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  const body: unknown = await response.json().catch(() => null);
  if (typeof body === 'object' && body !== null && 'token' in body && typeof body.token === 'string') bearer = body.token;
}

async function api(path: string, init: RequestInit = {}): Promise<unknown> {
  const headers = new Headers(init.headers);
  if (bearer !== null) headers.set('Authorization', `Bearer ${bearer}`);
  headers.set('X-Lang', locale);
  const response = await fetch(path, { ...init, headers, credentials: 'same-origin' });
  if (response.status === 401) {
    tell({ type: 'auth-failed' });
    throw new Error('auth');
  }
  return response.json();
}

// --- asset, ticket and chart -------------------------------------------------------------------------------

// Favourites and the chart's settings: embedded, the app keeps them (it sends them once this page is ready); on its
// own, this origin's storage does.
const firstPrefs: PlatformPrefs = embedded ? DEFAULT_PREFS : storedPrefs(load(PREFS_KEY));

/** The trader changed a favourite or the chart: kept for the next visit. Never called for what was only restored. */
function keepPrefs(): void {
  const prefs: PlatformPrefs = { favourites: picker.favouriteList, chart: chart.current };
  if (embedded) tell({ type: 'prefs', prefs });
  else save(PREFS_KEY, JSON.stringify(prefs));
}

const picker = new AssetPicker(
  {
    toggle: element('symbol', HTMLButtonElement),
    name: element('symbol-name', HTMLSpanElement),
    rate: element('symbol-rate', HTMLSpanElement),
    panel: element('asset-panel', HTMLElement),
    search: element('asset-search', HTMLInputElement),
    list: element('asset-list', HTMLUListElement),
    none: element('asset-none', HTMLParagraphElement),
  },
  firstPrefs.favourites,
  (symbol) => {
    ticket.setAssetClass(classOf(symbol));
    void loadChart();
  },
  keepPrefs,
);

const ticket = new Ticket(
  {
    amount: element('amount', HTMLInputElement),
    down: element('stake-down', HTMLButtonElement),
    up: element('stake-up', HTMLButtonElement),
    presets: element('presets', HTMLDivElement),
    expiry: element('expiry', HTMLSelectElement),
    marks: element('expiry-marks', HTMLOptGroupElement),
    payout: element('payout', HTMLElement),
    potentialReturn: element('return', HTMLOutputElement),
  },
  locale,
  classOf(picker.symbol),
  (rateOf) => picker.showRates(rateOf, classOf(picker.symbol)),
);

const entryLines = new EntryLines(text.entry);
const chart = new PriceChart(ui.chart, firstPrefs.chart, (series) => {
  entryLines.reset();
  entryLines.sync(series, picker.symbol, lastOrders);
});

/** The toolbar's buttons say what is chosen (aria-pressed), and the legend names the averages while they show. */
function showChartSettings(): void {
  const settings = chart.current;
  for (const button of document.querySelectorAll<HTMLButtonElement>('.pf-tools button')) {
    const { tf, kind, indicator } = button.dataset;
    const pressed = tf !== undefined ? tf === settings.timeframe : kind !== undefined ? kind === settings.kind : indicator === 'sma' ? settings.sma : settings.rsi;
    button.setAttribute('aria-pressed', String(pressed));
  }
  ui.legend.hidden = !settings.sma;
}

/** Favourites and chart settings kept from an earlier visit (the app's `prefs` message). */
function applyPrefs(prefs: PlatformPrefs): void {
  picker.setFavourites(prefs.favourites);
  chart.setKind(prefs.chart.kind);
  chart.setIndicators(prefs.chart.sma, prefs.chart.rsi);
  if (prefs.chart.timeframe !== chart.timeframe) {
    chart.setTimeframe(prefs.chart.timeframe);
    void loadChart();
  }
  showChartSettings();
}

document.querySelector('.pf-tools')?.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button) return;
  const { tf, kind, indicator } = button.dataset;
  const settings = chart.current;
  if (tf !== undefined && isTimeframe(tf) && tf !== settings.timeframe) {
    chart.setTimeframe(tf);
    void loadChart();
  }
  if (kind === 'candles' || kind === 'line') chart.setKind(kind satisfies ChartKind);
  if (indicator === 'sma') chart.setIndicators(!settings.sma, settings.rsi);
  if (indicator === 'rsi') chart.setIndicators(settings.sma, !settings.rsi);
  showChartSettings();
  keepPrefs();
});

let lastSecond = 0;
let serverNow = Date.now();
/** The charted asset's last quote: open trades on it show what they would make now. */
let quote: { symbol: string; value: string } | null = null;
/** Each chart load's number: an answer for an older load (another asset or timeframe meanwhile) is dropped. */
let loadNumber = 0;

const isTick = (tick: unknown): tick is Tick => isRecord(tick) && typeof tick['time'] === 'number' && typeof tick['value'] === 'string';
const isCandle = (candle: unknown): candle is Candle =>
  isRecord(candle) && typeof candle['time'] === 'number' && ['open', 'high', 'low', 'close'].every((key) => typeof candle[key] === 'string');

function showQuote(symbol: string, value: string): void {
  ui.price.value = value;
  quote = { symbol, value };
}

/** The server's clock moved (an answer or a tick carried it): the ticket's clock marks and the countdowns follow. */
function serverTime(now: number): void {
  serverNow = now;
  ticket.tick(now);
  showOpen();
}

/** A stream event's ticks: the ones after the last drawn second go onto the chart. */
function applyTicks(symbol: string, number: number, body: unknown): void {
  if (number !== loadNumber || !isRecord(body) || body['symbol'] !== symbol || !Array.isArray(body['ticks'])) return;
  const fresh = body['ticks'].filter(isTick).filter((tick) => tick.time > lastSecond);
  chart.addTicks(fresh);
  const last = fresh.at(-1);
  if (last) {
    lastSecond = last.time;
    showQuote(symbol, last.value);
  }
  if (typeof body['now'] === 'number') serverTime(body['now']);
}

// Quotes arrive on one Server-Sent Events stream per visible chart (GET /v2/cli/api/quotes/stream): one long-lived
// request instead of one a second. EventSource reconnects by itself after a drop (sending the last second it saw);
// only a refused stream (closed for good) is reopened here, after a pause. A hidden tab closes its stream, so it
// holds no connection; showing it again loads the candles afresh and reopens it.
const REOPEN_AFTER_MS = 5_000;
let stream: EventSource | null = null;
let reopenTimer: ReturnType<typeof setTimeout> | null = null;

function closeStream(): void {
  stream?.close();
  stream = null;
  if (reopenTimer !== null) clearTimeout(reopenTimer);
  reopenTimer = null;
}

function openStream(): void {
  closeStream();
  if (document.hidden) return;
  const symbol = picker.symbol;
  const number = loadNumber;
  const source = new EventSource(`/v2/cli/api/quotes/stream?symbol=${encodeURIComponent(symbol)}&since=${lastSecond}`);
  source.addEventListener('ticks', (event) => {
    try {
      applyTicks(symbol, number, JSON.parse(String(event.data)));
    } catch {
      // A malformed event is skipped; the next one carries on from the last second drawn.
    }
  });
  source.addEventListener('error', () => {
    if (source.readyState !== EventSource.CLOSED || stream !== source) return;
    stream = null;
    reopenTimer = setTimeout(openStream, REOPEN_AFTER_MS);
  });
  stream = source;
}

/**
 * The chart of the chosen asset at `timeframe`: the host's candles up to now, then the stream from the second after
 * them (its backlog fills anything that came meanwhile). Without prices (503) it tries again after a pause.
 */
async function loadChart(): Promise<void> {
  const timeframe = chart.timeframe;
  closeStream();
  loadNumber += 1;
  const number = loadNumber;
  const symbol = picker.symbol;
  // A load after the first is another asset or timeframe (or a tab shown again): nothing of the old chart stays
  // on screen under the new name. The stream's backlog is not enough to fill a chart, so the candles come first.
  if (lastSecond !== 0) {
    chart.clear();
    if (quote?.symbol !== symbol) {
      ui.price.value = '';
      quote = null;
    }
  }
  entryLines.reset();
  const body = await fetch(`/v2/cli/api/candles?symbol=${encodeURIComponent(symbol)}&tf=${timeframe}&limit=${candleLimit()}`)
    .then((response) => response.json() as Promise<unknown>)
    .catch(() => null);
  if (number !== loadNumber || document.hidden) return;
  if (!isRecord(body) || body['return'] !== true || !Array.isArray(body['candles']) || typeof body['now'] !== 'number' || typeof body['decimals'] !== 'number') {
    reopenTimer = setTimeout(() => void loadChart(), REOPEN_AFTER_MS);
    return;
  }
  const candles = body['candles'].filter(isCandle);
  chart.load(candles, body['decimals']);
  showChartSettings();
  entryLines.sync(chart.series, symbol, lastOrders);
  lastSecond = Math.floor(body['now'] / 1000);
  const last = candles.at(-1);
  if (last) showQuote(symbol, last.close);
  serverTime(body['now']);
  openStream();
}

document.addEventListener('visibilitychange', () => (document.hidden ? closeStream() : void loadChart()));

// --- balance and orders ----------------------------------------------------------------------------------

const known = new Map<number, Order['status']>();
let lastOrders: Order[] = [];
/** The account's currency, once /cli/userInfo has said it; until then the return shows a dash. */
let currency: string | null = null;

/** True while the account holds nothing: the ticket says so up front, and Call or Put leads to a deposit. */
let empty = false;
/** True on a practice account: the ticket is marked, and an empty balance is reset (from Accounts), never funded. */
let practice = false;
const emptyText = () => (practice ? text.practiceEmpty : text.empty);

async function refreshBalance(announce: boolean): Promise<void> {
  const body = await api('/cli/userInfo');
  if (!isRecord(body) || typeof body['available'] !== 'string' || typeof body['currency'] !== 'string') return;
  currency = body['currency'];
  ui.balance.value = formatMoney(body['available'], currency, locale);
  ticket.setCurrency(currency);
  practice = body['practice'] === true;
  ui.practice.hidden = !practice;
  empty = isEmptyBalance(body['available']);
  if (empty && status.kind === null) status.show('empty', emptyText(), !practice);
  else if (!empty && status.kind === 'empty') status.clear();
  if (announce) tell({ type: 'balance-changed', available: body['available'], currency: body['currency'] });
}

const quoteOf = (symbol: string) => (quote !== null && quote.symbol === symbol ? quote.value : null);
const item = (order: Order) => orderItem(order, text, locale, serverNow, quoteOf(order.symbol));

/** The open trades and the countdown over the chart, redrawn on each quote (results and seconds left move). */
function showOpen(): void {
  ui.open.replaceChildren(...lastOrders.filter((order) => order.status === 'open').map(item));
  const next = countdown(lastOrders, text, locale, serverNow, quoteOf);
  ui.countdown.hidden = next === null;
  if (next === null) return;
  ui.countdown.setAttribute('aria-label', next.label);
  ui.countdown.replaceChildren(
    CLOCK_ICON.cloneNode(true),
    part(next.left, 'pf-countdown-left'),
    part(next.what, 'pf-countdown-what'),
    part(next.result?.text ?? '—', next.result ? `pf-result pf-result--${next.result.tone}` : 'pf-result'),
  );
}

function part(content: string, className: string): HTMLSpanElement {
  const span = document.createElement('span');
  span.className = className;
  span.textContent = content;
  return span;
}

/** The countdown chip's clock, drawn once and copied. */
const CLOCK_ICON = (() => {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 16 16');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', 'M8 1.75a6.25 6.25 0 1 0 0 12.5 6.25 6.25 0 0 0 0-12.5ZM8 4.5V8l2.5 1.5');
  path.setAttribute('fill', 'none');
  path.setAttribute('stroke', 'currentColor');
  path.setAttribute('stroke-width', '1.5');
  path.setAttribute('stroke-linecap', 'round');
  svg.append(path);
  return svg;
})();

/** Says loudly how a trade ended, and drops the "Trade opened" line that no longer holds. */
function showSettled(order: Order): void {
  const banner = settledBanner(order, text, locale);
  if (banner === null) return;
  ui.result.dataset['tone'] = banner.tone;
  ui.result.textContent = banner.text;
  ui.result.hidden = false;
  if (status.kind === 'opened') status.clear();
}

const STATUSES: readonly unknown[] = ['open', 'won', 'lost', 'tie'];

function isOrder(value: unknown): value is Order {
  return (
    isRecord(value) &&
    typeof value['id'] === 'number' &&
    STATUSES.includes(value['status']) &&
    (value['direction'] === 'call' || value['direction'] === 'put') &&
    typeof value['amount'] === 'string' &&
    typeof value['currency'] === 'string' &&
    typeof value['openPrice'] === 'string' &&
    typeof value['payoutRate'] === 'string'
  );
}

async function pollOrders(): Promise<void> {
  const body = await api('/v2/cli/api/order/search?limit=20');
  if (!isRecord(body) || !Array.isArray(body['orders'])) return;
  const orders = body['orders'].filter(isOrder);
  let settledAny = false;
  for (const order of orders) {
    const before = known.get(order.id);
    if (before === 'open' && order.status !== 'open') {
      settledAny = true;
      showSettled(order);
      tell({ type: 'trade-settled', orderId: order.id, status: order.status, payout: order.payout ?? '0' });
    }
    known.set(order.id, order.status);
  }
  lastOrders = orders;
  entryLines.sync(chart.series, picker.symbol, orders);
  showOpen();
  ui.recent.replaceChildren(...orders.filter((order) => order.status !== 'open').slice(0, 10).map(item));
  if (settledAny) await refreshBalance(true);
}

const REFUSALS: readonly ScriptTextKey[] = ['symbol', 'direction', 'amount', 'expiry', 'funds', 'account', 'blocked', 'quotes'];

/** Why a trade was not opened, in the page's language (the host's codes; its own message as a last resort). */
function refusal(body: unknown): string {
  const code = isRecord(body) ? body['code'] : null;
  const key = REFUSALS.find((candidate) => candidate === code);
  if (key === 'amount' && currency !== null) return amountMessage(text.amount, currency, locale);
  if (key) return text[key];
  return isRecord(body) && typeof body['message'] === 'string' ? body['message'] : text.refused;
}

/**
 * The way to the app's funding screen. Embedded, the frame's sandbox forbids navigating the top window, so the
 * app is asked to go there (postMessage); opened on its own, the link simply goes.
 */
function depositLink(): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = `${appOrigin}/${locale}/trading#/show/funding`;
  link.target = '_top';
  link.textContent = text.deposit;
  link.addEventListener('click', (event) => {
    if (!embedded) return;
    event.preventDefault();
    tell({ type: 'open-funding' });
  });
  return link;
}

const status = new StatusLine(ui.status, depositLink);

const hasOpenOrders = () => [...known.values()].includes('open');

// Call and Put. The page's HTML brings them disabled: a tap before this script ran would submit the form natively,
// reloading the frame and losing the trade. They work once the handler below is attached.
const buttons = [...ui.ticket.querySelectorAll<HTMLButtonElement>('.pf-actions button')];

/** Points at the direction a signal suggested (the app's "Trade this"): marked and focused, never bought by itself. */
function suggest(direction: 'call' | 'put' | null): void {
  for (const button of buttons) {
    if (button.value === direction) button.dataset['suggested'] = 'true';
    else delete button.dataset['suggested'];
  }
}

ui.ticket.addEventListener('submit', (event) => {
  event.preventDefault();
  const submitter = event.submitter instanceof HTMLButtonElement ? event.submitter : null;
  const direction = submitter?.value === 'put' ? 'put' : 'call';
  ui.result.hidden = true;
  suggest(null);
  // Nothing to trade with: the way to a deposit (on practice, to a reset), rather than a request the host can only refuse.
  if (empty) {
    status.show('empty', emptyText(), !practice);
    status.focusDeposit();
    return;
  }
  buttons.forEach((button) => (button.disabled = true));
  status.clear();
  void api('/v2/cli/api/order/open', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ symbol: picker.symbol, direction, amount: ticket.amount(), ...ticket.expiryFields() }),
  })
    .then(async (body) => {
      if (!isRecord(body) || body['return'] !== true || !isOrder(body['order'])) {
        status.show('error', refusal(body), isRecord(body) && body['code'] === 'funds');
        return;
      }
      const order = body['order'];
      known.set(order.id, 'open');
      status.show('opened', `${text.opened}: #${order.id} ${assetLabel(order.symbol, locale)} ${text[order.direction]} ${formatMoney(order.amount, order.currency, locale)} · ${text.entry} ${order.openPrice}`);
      tell({ type: 'trade-opened', orderId: order.id, symbol: order.symbol, direction: order.direction, amount: order.amount });
      await refreshBalance(true);
      await pollOrders();
    })
    .catch(() => status.show('error', text.unreachable))
    .finally(() => buttons.forEach((button) => (button.disabled = false)));
});
buttons.forEach((button) => (button.disabled = false));

// --- height and the parent's requests -------------------------------------------------------------------

const announceHeight = () => tell({ type: 'height', height: document.documentElement.scrollHeight });
new ResizeObserver(announceHeight).observe(document.body);

window.addEventListener('message', (event) => {
  // Only the parent window, only from the app origin, only our shapes.
  if (event.source !== window.parent) return;
  const message = parseMessage(appOrigin, event.origin, event.data);
  if (message?.source !== 'trader-app') return;
  switch (message.type) {
    case 'request-height':
      announceHeight();
      return;
    case 'prefs':
      applyPrefs(message.prefs);
      return;
    case 'select-trade': {
      if (message.symbol !== picker.symbol && picker.show(message.symbol)) {
        ticket.setAssetClass(classOf(message.symbol));
        void loadChart();
      }
      if (picker.symbol !== message.symbol) return;
      suggest(message.direction);
      if (status.kind !== 'empty') status.show('opened', `${text.signal}: ${assetLabel(message.symbol, locale)} ${text[message.direction]}`);
      buttons.find((button) => button.value === message.direction)?.focus();
      return;
    }
  }
});

// --- start ---------------------------------------------------------------------------------------------------

function every(ms: number, task: () => Promise<void>, when: () => boolean = () => true): void {
  const loop = () => {
    const run = when() ? task() : Promise.resolve();
    void run.catch(() => undefined).finally(() => setTimeout(loop, ms));
  };
  loop();
}

showChartSettings();
void exchangeToken()
  .catch(() => undefined)
  .then(async () => {
    tell({ type: 'ready' });
    announceHeight();
    await refreshBalance(false).catch(() => undefined);
    await pollOrders().catch(() => undefined);
    await loadChart();
    every(ORDER_POLL_MS, pollOrders, hasOpenOrders);
  });
