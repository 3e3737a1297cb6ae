/// <reference lib="dom" />
// The order rows of the platform page and the entry-price lines on its chart.
import { type IPriceLine, type ISeriesApi, LineStyle } from 'lightweight-charts';
import { formatMoney } from '../../../common/money.ts';
import { tradeResult } from '../../../common/payout.ts';
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
};

/** One row: what was bought, then the seconds left (open) or the status word and the signed result (settled). */
export function orderItem(order: Order, text: ScriptText, locale: string, serverNow: number): HTMLLIElement {
  const item = document.createElement('li');
  const left = document.createElement('span');
  left.textContent = `#${order.id} ${order.symbol} ${text[order.direction]} ${formatMoney(order.amount, order.currency, locale)}`;
  const right = document.createElement('span');
  if (order.status === 'open') {
    right.textContent = `${Math.max(0, Math.ceil((order.expiryTime - serverNow) / 1000))} ${text.seconds}`;
  } else {
    const result = tradeResult(order.status, order.amount, order.payout, order.currency, locale);
    right.className = `pf-result pf-result--${result.tone}`;
    right.textContent = `${text[order.status]} ${result.text}`;
  }
  item.append(left, right);
  return item;
}

const UP = '#4ade80'; // the app's --success-text
const DOWN = '#fca5a5'; // the app's --danger-text

/**
 * A dashed line at the entry price of each open trade on the charted symbol; a settled trade's line goes. A new
 * series (symbol change) starts with none, so `reset` forgets the old ones rather than removing them twice.
 */
export class EntryLines {
  private readonly lines = new Map<number, IPriceLine>();

  constructor(private readonly label: string) {}

  reset(): void {
    this.lines.clear();
  }

  sync(series: ISeriesApi<'Area'>, symbol: string, orders: readonly Order[]): void {
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
