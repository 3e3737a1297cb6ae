/// <reference lib="dom" />
// The platform page's behaviour (runs in the browser, inside the app's iframe or on its own). Bundled by
// server/platform/page.ts. It knows the trader through a one-time token in the URL fragment, exchanged for a
// bearer token kept in memory only; it talks to the parent app by postMessage, through the app's own protocol
// module (common/trading-protocol.ts: one copy, pure, so both sides import it).
import { AreaSeries, createChart, type ISeriesApi, type UTCTimestamp } from 'lightweight-charts';
import { parseMessage, platformToApp } from '../../../common/trading-protocol.ts';

type Tick = { time: number; value: string };
type Order = {
  id: number;
  symbol: string;
  direction: 'call' | 'put';
  amount: string;
  currency: string;
  openPrice: string;
  closePrice: string | null;
  expiryTime: number;
  status: 'open' | 'won' | 'lost' | 'tie';
  payout: string | null;
};

const ORDER_POLL_MS = 2_000;

const appOrigin = document.documentElement.dataset['appOrigin'] ?? '';
const embedded = window.parent !== window;

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
  layout: { background: { color: 'transparent' }, textColor: '#93a4b5' },
  grid: { vertLines: { color: '#1d2a36' }, horzLines: { color: '#1d2a36' } },
  timeScale: { timeVisible: true, secondsVisible: true },
});
let series: ISeriesApi<'Area'> = chart.addSeries(AreaSeries, { lineColor: '#4aa8ff', topColor: 'rgba(74,168,255,0.35)', bottomColor: 'rgba(74,168,255,0)' });
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
  series = chart.addSeries(AreaSeries, { lineColor: '#4aa8ff', topColor: 'rgba(74,168,255,0.35)', bottomColor: 'rgba(74,168,255,0)' });
  lastSecond = 0;
  openStream();
});

// --- balance and orders ----------------------------------------------------------------------------------

const known = new Map<number, Order['status']>();

async function refreshBalance(announce: boolean): Promise<void> {
  const body = await api('/cli/userInfo');
  if (!isRecord(body) || typeof body['available'] !== 'string' || typeof body['currency'] !== 'string') return;
  ui.balance.value = `${body['available']} ${body['currency']}`;
  if (announce) tell({ type: 'balance-changed', available: body['available'], currency: body['currency'] });
}

function orderItem(order: Order): HTMLLIElement {
  const item = document.createElement('li');
  const left = document.createElement('span');
  left.textContent = `#${order.id} ${order.symbol} ${order.direction === 'call' ? '▲' : '▼'} ${order.amount} ${order.currency}`;
  const right = document.createElement('span');
  if (order.status === 'open') {
    right.textContent = `${Math.max(0, Math.ceil((order.expiryTime - serverNow) / 1000))} s`;
  } else {
    right.className = order.status;
    right.textContent = `${order.status} ${order.payout ?? ''}`;
  }
  item.append(left, right);
  return item;
}

function isOrder(value: unknown): value is Order {
  return isRecord(value) && typeof value['id'] === 'number' && typeof value['status'] === 'string' && typeof value['amount'] === 'string';
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
      tell({ type: 'trade-settled', orderId: order.id, status: order.status, payout: order.payout ?? '0' });
    }
    known.set(order.id, order.status);
  }
  ui.open.replaceChildren(...orders.filter((order) => order.status === 'open').map(orderItem));
  ui.recent.replaceChildren(...orders.filter((order) => order.status !== 'open').slice(0, 10).map(orderItem));
  if (settledAny) await refreshBalance(true);
}

/** Why a trade was not opened: the page's own (translated) text for the trading block, else the host's message. */
function refusal(body: unknown): string {
  if (isRecord(body) && body['code'] === 'blocked') return ui.status.dataset['blocked'] ?? 'blocked';
  return isRecord(body) && typeof body['message'] === 'string' ? body['message'] : 'The trade was not opened.';
}

const hasOpenOrders = () => [...known.values()].includes('open');

ui.ticket.addEventListener('submit', (event) => {
  event.preventDefault();
  const submitter = event.submitter instanceof HTMLButtonElement ? event.submitter : null;
  const direction = submitter?.value === 'put' ? 'put' : 'call';
  const buttons = ui.ticket.querySelectorAll('button');
  buttons.forEach((button) => (button.disabled = true));
  ui.status.textContent = '';
  delete ui.status.dataset['kind'];
  void api('/v2/cli/api/order/open', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ symbol: ui.symbol.value, direction, amount: ui.amount.value.trim(), expiry: ui.expiry.value }),
  })
    .then(async (body) => {
      if (!isRecord(body) || body['return'] !== true || !isOrder(body['order'])) {
        ui.status.dataset['kind'] = 'error';
        ui.status.textContent = refusal(body);
        return;
      }
      const order = body['order'];
      known.set(order.id, 'open');
      ui.status.textContent = `#${order.id} ${order.symbol} ${order.direction} ${order.amount} @ ${order.openPrice}`;
      tell({ type: 'trade-opened', orderId: order.id, symbol: order.symbol, direction: order.direction, amount: order.amount });
      await refreshBalance(true);
      await pollOrders();
    })
    .catch(() => {
      ui.status.dataset['kind'] = 'error';
      ui.status.textContent = 'The platform is not reachable.';
    })
    .finally(() => buttons.forEach((button) => (button.disabled = false)));
});

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
