/// <reference lib="dom" />
// The platform page's behaviour (runs in the browser, inside the app's iframe or on its own). Bundled by
// server/platform/page.ts. It knows the trader through a one-time token in the URL fragment, exchanged for a
// bearer token kept in memory only; it talks to the parent app by postMessage, through the app's own protocol
// module (common/trading-protocol.ts: one copy, pure, so both sides import it).
import { AreaSeries, createChart, type ISeriesApi, type UTCTimestamp } from 'lightweight-charts';
import { formatMoney } from '../../../common/money.ts';
import { potentialReturn } from '../../../common/payout.ts';
import { parseMessage, platformToApp } from '../../../common/trading-protocol.ts';
import { assetLabel } from '../../../common/assets.ts';
import { EntryLines, isEmptyBalance, type Order, orderItem, settledBanner } from './orders.ts';
import { StatusLine } from './status.ts';
import { readScriptText, type ScriptTextKey } from './text.ts';

type Tick = { time: number; value: string };

const ORDER_POLL_MS = 2_000;

const appOrigin = document.documentElement.dataset['appOrigin'] ?? '';
const embedded = window.parent !== window;
// The app's language (page.ts renders it into <html lang>): every amount is formatted by the app's rule for it.
const locale = document.documentElement.lang === 'ru' ? 'ru' : 'en';
const text = readScriptText(document.documentElement.dataset['text']);

function element<T extends HTMLElement>(id: string, kind: new () => T): T {
  const found = document.getElementById(id);
  if (!(found instanceof kind)) throw new Error(`platform page: #${id} missing`);
  return found;
}

const ui = {
  symbol: element('symbol', HTMLSelectElement),
  price: element('price', HTMLOutputElement),
  balance: element('balance', HTMLOutputElement),
  chart: element('chart', HTMLDivElement),
  ticket: element('ticket', HTMLFormElement),
  amount: element('amount', HTMLInputElement),
  expiry: element('expiry', HTMLSelectElement),
  status: element('ticket-status', HTMLParagraphElement),
  result: element('trade-result', HTMLDivElement),
  potentialReturn: element('return', HTMLOutputElement),
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
  const response = await fetch(path, { ...init, headers, credentials: 'same-origin' });
  if (response.status === 401) {
    tell({ type: 'auth-failed' });
    throw new Error('auth');
  }
  return response.json();
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

// --- quotes and chart ---------------------------------------------------------------------------------------

const chart = createChart(ui.chart, {
  autoSize: true,
  // The app's tokens (src/styles/tokens.css): --text-muted for labels, --border for the grid.
  layout: { background: { color: 'transparent' }, textColor: '#94a3bd', fontFamily: getComputedStyle(document.body).fontFamily },
  grid: { vertLines: { color: '#24324f' }, horzLines: { color: '#24324f' } },
  timeScale: { timeVisible: true, secondsVisible: true },
});
// The app's --brand blue.
const AREA = { lineColor: '#3b82f6', topColor: 'rgba(59,130,246,0.35)', bottomColor: 'rgba(59,130,246,0)' } as const;
let series: ISeriesApi<'Area'> = chart.addSeries(AreaSeries, AREA);
const entryLines = new EntryLines(text.entry);
let lastSecond = 0;
let serverNow = Date.now();

function point(tick: Tick) {
  return { time: tick.time as UTCTimestamp, value: Number(tick.value) };
}

/** Adds one answer's ticks to the chart (the first answer after a symbol change replaces the series). */
function applyTicks(symbol: string, body: unknown): void {
  if (!isRecord(body) || !Array.isArray(body['ticks']) || symbol !== ui.symbol.value || body['symbol'] !== symbol) return;
  const ticks = body['ticks'].filter((tick): tick is Tick => isRecord(tick) && typeof tick['time'] === 'number' && typeof tick['value'] === 'string');
  if (typeof body['now'] === 'number') serverNow = body['now'];
  if (lastSecond === 0 && typeof body['decimals'] === 'number') {
    const precision = body['decimals'];
    series.applyOptions({ priceFormat: { type: 'price', precision, minMove: 10 ** -precision } });
  }
  const fresh = ticks.filter((tick) => tick.time > lastSecond);
  if (lastSecond === 0) series.setData(fresh.map(point));
  else for (const tick of fresh) series.update(point(tick));
  const last = fresh.at(-1);
  if (last) {
    lastSecond = last.time;
    ui.price.value = last.value;
    quote = { symbol, value: last.value };
    showOpen();
  }
}

// Quotes arrive on one Server-Sent Events stream per visible chart (GET /v2/cli/api/quotes/stream): one long-lived
// request instead of one a second. EventSource reconnects by itself after a drop (sending the last second it saw);
// only a refused stream (closed for good) is reopened here, after a pause. A hidden tab closes its stream, so it
// holds no connection; showing it again reopens it, and the backlog (up to 600 s) fills the chart's gap.
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
  const symbol = ui.symbol.value;
  const source = new EventSource(`/v2/cli/api/quotes/stream?symbol=${encodeURIComponent(symbol)}&since=${lastSecond}`);
  source.addEventListener('ticks', (event) => {
    try {
      applyTicks(symbol, JSON.parse(String(event.data)));
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

document.addEventListener('visibilitychange', () => (document.hidden ? closeStream() : openStream()));

ui.symbol.addEventListener('change', () => {
  chart.removeSeries(series);
  series = chart.addSeries(AreaSeries, AREA);
  entryLines.reset();
  entryLines.sync(series, ui.symbol.value, lastOrders);
  lastSecond = 0;
  openStream();
});

// --- balance and orders ----------------------------------------------------------------------------------

const known = new Map<number, Order['status']>();
let lastOrders: Order[] = [];
/** The account's currency, once /cli/userInfo has said it; until then the return shows a dash. */
let currency: string | null = null;

function showReturn(): void {
  ui.potentialReturn.value = currency === null ? '—' : (potentialReturn(ui.amount.value, currency, locale) ?? '—');
}

ui.amount.addEventListener('input', showReturn);

/** True while the account holds nothing: the ticket says so up front, and Call or Put leads to a deposit. */
let empty = false;

async function refreshBalance(announce: boolean): Promise<void> {
  const body = await api('/cli/userInfo');
  if (!isRecord(body) || typeof body['available'] !== 'string' || typeof body['currency'] !== 'string') return;
  currency = body['currency'];
  ui.balance.value = formatMoney(body['available'], currency, locale);
  showReturn();
  empty = isEmptyBalance(body['available']);
  if (empty && status.kind === null) status.show('empty', text.empty, true);
  else if (!empty && status.kind === 'empty') status.clear();
  if (announce) tell({ type: 'balance-changed', available: body['available'], currency: body['currency'] });
}

/** The charted asset's last quote: open trades on it show what they would make now. */
let quote: { symbol: string; value: string } | null = null;
const item = (order: Order) => orderItem(order, text, locale, serverNow, quote !== null && quote.symbol === order.symbol ? quote.value : null);

/** The open trades, redrawn on each quote (profit/loss and seconds left move every second). */
function showOpen(): void {
  ui.open.replaceChildren(...lastOrders.filter((order) => order.status === 'open').map(item));
}

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
    typeof value['openPrice'] === 'string'
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
  entryLines.sync(series, ui.symbol.value, orders);
  showOpen();
  ui.recent.replaceChildren(...orders.filter((order) => order.status !== 'open').slice(0, 10).map(item));
  if (settledAny) await refreshBalance(true);
}

const REFUSALS: readonly ScriptTextKey[] = ['symbol', 'direction', 'amount', 'expiry', 'funds', 'account', 'blocked', 'quotes'];

/** Why a trade was not opened, in the page's language (the host's codes; its English message as a last resort). */
function refusal(body: unknown): string {
  const code = isRecord(body) ? body['code'] : null;
  const key = REFUSALS.find((candidate) => candidate === code);
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
const buttons = ui.ticket.querySelectorAll('button');

ui.ticket.addEventListener('submit', (event) => {
  event.preventDefault();
  const submitter = event.submitter instanceof HTMLButtonElement ? event.submitter : null;
  const direction = submitter?.value === 'put' ? 'put' : 'call';
  ui.result.hidden = true;
  // Nothing to trade with: the way to a deposit, rather than a request the host can only refuse.
  if (empty) {
    status.show('empty', text.empty, true);
    status.focusDeposit();
    return;
  }
  buttons.forEach((button) => (button.disabled = true));
  status.clear();
  void api('/v2/cli/api/order/open', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ symbol: ui.symbol.value, direction, amount: ui.amount.value.trim(), expiry: ui.expiry.value }),
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
  if (message?.source === 'trader-app' && message.type === 'request-height') announceHeight();
});

// --- start ---------------------------------------------------------------------------------------------------

function every(ms: number, task: () => Promise<void>, when: () => boolean = () => true): void {
  const loop = () => {
    const run = when() ? task() : Promise.resolve();
    void run.catch(() => undefined).finally(() => setTimeout(loop, ms));
  };
  loop();
}

void exchangeToken()
  .catch(() => undefined)
  .then(async () => {
    tell({ type: 'ready' });
    announceHeight();
    await refreshBalance(false).catch(() => undefined);
    await pollOrders().catch(() => undefined);
    openStream();
    every(ORDER_POLL_MS, pollOrders, hasOpenOrders);
  });
