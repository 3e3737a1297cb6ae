/// <reference lib="dom" />
// The order rows of the platform page and the entry-price lines on its chart.
import { type IPriceLine, type ISeriesApi, LineStyle, type SeriesType } from 'lightweight-charts';
import { formatMoney } from '../../../common/money.ts';
import { assetLabel } from '../../../common/assets.ts';
import { liveResult, tradeResult } from '../../../common/payout.ts';
import { clockLeft } from '../../../common/expiry.ts';
import type { ScriptText } from './text.ts';

export type Order = {
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
  /** The rate the order stored when it opened ("0.8500"): what a win pays, whatever the ticket shows now. */
  payoutRate: string;
};

function span(textContent: string, className = ''): HTMLSpanElement {
  const element = document.createElement('span');
  element.textContent = textContent;
  if (className !== '') element.className = className;
  return element;
}

/**
 * One row: what was bought; then, while open, the entry price, what it would make at the current quote (`quote`,
 * null when that asset is not the one charted) and the seconds left; once settled, the status word and the result.
 */
export function orderItem(order: Order, text: ScriptText, locale: string, serverNow: number, quote: string | null): HTMLLIElement {
  const item = document.createElement('li');
  const left = span(`#${order.id} ${assetLabel(order.symbol, locale)} ${text[order.direction]} ${formatMoney(order.amount, order.currency, locale)}`);
  const right = document.createElement('span');
  right.className = 'pf-row-end';
  if (order.status === 'open') {
    const live = liveResult(order, quote, locale);
    right.append(
      span(`${text.entry} ${order.openPrice}`, 'pf-entry'),
      live === null ? span('—', 'pf-result') : span(live.text, `pf-result pf-result--${live.tone}`),
      span(clockLeft((order.expiryTime - serverNow) / 1000), 'pf-left'),
    );
  } else {
    const result = tradeResult(order.status, order.amount, order.payout, order.currency, locale);
    right.append(span(`${text[order.status]} ${result.text}`, `pf-result pf-result--${result.tone}`));
  }
  item.append(left, right);
  return item;
}

/**
 * The countdown over the chart: the open trade that closes first ("0:27 EUR/USD Call") and what it would make at the
 * charted quote; null with no trade open. Its place on the chart keeps it in sight above Call
 * and Put on a phone, where the list of open trades is further down.
 */
export type Countdown = {
  /** "0:27": first on the chip, so a narrow chart never cuts it off. */
  left: string;
  /** "Gold Call". */
  what: string;
  /** "Gold Call closes in 0:27": the chip's name for a screen reader. */
  label: string;
  result: { tone: 'won' | 'lost' | 'tie'; text: string } | null;
};

export function countdown(orders: readonly Order[], text: ScriptText, locale: string, serverNow: number, quoteOf: (symbol: string) => string | null): Countdown | null {
  const next = orders.filter((order) => order.status === 'open').toSorted((a, b) => a.expiryTime - b.expiryTime || a.id - b.id)[0];
  if (!next) return null;
  const left = clockLeft((next.expiryTime - serverNow) / 1000);
  const what = `${assetLabel(next.symbol, locale)} ${text[next.direction]}`;
  return { left, what, label: `${what} ${text.closesIn} ${left}`, result: liveResult(next, quoteOf(next.symbol), locale) };
}

/** The banner a settled trade raises: won/lost/tie with its amount, the asset and direction. */
export function settledBanner(order: Order, text: ScriptText, locale: string): { tone: 'won' | 'lost' | 'tie'; text: string } | null {
  if (order.status === 'open') return null;
  const result = tradeResult(order.status, order.amount, order.payout, order.currency, locale);
  return { tone: result.tone, text: `${text[order.status]} ${result.text} · ${assetLabel(order.symbol, locale)} ${text[order.direction]}` };
}

const UP = '#4ade80'; // the app's --success-text
const DOWN = '#fca5a5'; // the app's --danger-text

/**
 * A dashed line at the entry price of each open trade on the charted symbol; a settled trade's line goes. A new
 * series (another asset, candles or line) starts with none, so `reset` forgets the old ones rather than removing them twice.
 */
export class EntryLines {
  private readonly lines = new Map<number, IPriceLine>();

  constructor(private readonly label: string) {}

  reset(): void {
    this.lines.clear();
  }

  sync(series: ISeriesApi<SeriesType>, symbol: string, orders: readonly Order[]): void {
    const open = new Map(orders.filter((order) => order.status === 'open' && order.symbol === symbol).map((order) => [order.id, order]));
    for (const [id, line] of this.lines) {
      if (open.has(id)) continue;
      series.removePriceLine(line);
      this.lines.delete(id);
    }
    for (const [id, order] of open) {
      if (this.lines.has(id)) continue;
      this.lines.set(
        id,
        series.createPriceLine({
          // A price, not money: the chart plots numbers (the label shows the quote's own digits).
          price: Number(order.openPrice),
          color: order.direction === 'call' ? UP : DOWN,
          lineWidth: 1,
          lineStyle: LineStyle.Dashed,
          axisLabelVisible: true,
          title: `${this.label} #${id}`,
        }),
      );
    }
  }
}

/** An account that holds nothing ("0", "0.00"): its Call and Put lead to a deposit rather than to a refusal. */
export function isEmptyBalance(available: string): boolean {
  return /^0+(?:\.0+)?$/.test(available.trim());
}
