import type { HistoryTransaction, ReportOrder } from '@/api/history';
import type { Translate } from '@/i18n';
import { formatMoney } from '@/lib/money';

export const ROW_HEIGHT = 44;

export function OrderHeader({ t }: { t: Translate }) {
  return (
    <div role="row" className="vlist__row vlist__row--head vlist__row--order">
      <span role="columnheader">{t('history.col_time')}</span>
      <span role="columnheader">{t('history.col_asset')}</span>
      <span role="columnheader">{t('history.col_direction')}</span>
      <span role="columnheader">{t('history.col_amount')}</span>
      <span role="columnheader">{t('history.col_status')}</span>
      <span role="columnheader">{t('history.col_payout')}</span>
    </div>
  );
}

export function orderRow(order: ReportOrder, t: Translate, lang: string, time: Intl.DateTimeFormat) {
  return (
    <div className="vlist__cells vlist__row--order" data-order-id={order.id}>
      <span role="cell">{time.format(order.openTime)}</span>
      <span role="cell">{order.symbol}</span>
      <span role="cell">{t(order.direction === 'call' ? 'signals.call' : 'signals.put')}</span>
      <span role="cell">{formatMoney(order.amount, order.currency, lang)}</span>
      <span role="cell" className={`status status--${order.status}`}>
        {t(`history.status_${order.status}`)}
      </span>
      <span role="cell">{order.payout === null ? '—' : formatMoney(order.payout, order.currency, lang)}</span>
    </div>
  );
}

export function TransactionHeader({ t }: { t: Translate }) {
  return (
    <div role="row" className="vlist__row vlist__row--head vlist__row--tx">
      <span role="columnheader">{t('history.col_time')}</span>
      <span role="columnheader">{t('history.col_type')}</span>
      <span role="columnheader">{t('history.col_amount')}</span>
      <span role="columnheader">{t('history.col_status')}</span>
    </div>
  );
}

/** The transaction types the server names (in the type filter's order). */
export const TR_TYPES = ['trade_open', 'trade_payout', 'deposit', 'withdrawal'] as const;
type KnownTrType = (typeof TR_TYPES)[number];
const isKnownTrType = (value: string): value is KnownTrType => TR_TYPES.some((type) => type === value);

export function transactionRow(tx: HistoryTransaction, t: Translate, lang: string, time: Intl.DateTimeFormat) {
  return (
    <div className="vlist__cells vlist__row--tx">
      <span role="cell">{time.format(tx.executed)}</span>
      <span role="cell">{isKnownTrType(tx.trType) ? t(`history.type_${tx.trType}`) : tx.trType}</span>
      <span role="cell" className={tx.amount.startsWith('-') ? 'amount amount--out' : 'amount amount--in'}>
        {formatMoney(tx.amount, tx.currency, lang)}
      </span>
      <span role="cell">{tx.status}</span>
    </div>
  );
}
