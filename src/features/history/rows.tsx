import { assetLabel } from '@common/assets';
import { TR_TYPES, type TransactionStatus, type TransactionType, TX_STATUSES } from '@common/transactions';
import type { HistoryTransaction, ReportOrder } from '@/api/history';
import type { Translate } from '@/i18n';
import { formatMoney } from '@/lib/money';
import { formatSignedMoney, orderProfit, toneOf } from './outcome';
import { payoutPercent, rateBpOf } from '@common/payout';
import { sourceText } from './sourceText';
import { WithdrawalTimeline } from './WithdrawalTimeline';

export const ROW_HEIGHT = 44;
/** Phones stack a trade's nine cells in four lines (see trading.css), so its row is taller there. */
export const ORDER_ROW_HEIGHT = { wide: ROW_HEIGHT, phone: 92 } as const;
/** A transaction's type may wrap to two lines on a phone ("Партнёрская комиссия"), and its method goes under it. */
export const TX_ROW_HEIGHT = { wide: ROW_HEIGHT, phone: 84 } as const;

/** Date and clock formats of a list's time column (built once per render of the list). */
export type TimeFormats = { date: Intl.DateTimeFormat; clock: Intl.DateTimeFormat };

export function timeFormats(lang: string): TimeFormats {
  return {
    date: new Intl.DateTimeFormat(lang, { dateStyle: 'short' }),
    clock: new Intl.DateTimeFormat(lang, { timeStyle: 'medium' }),
  };
}

/** Date over time, so a phone's narrow column shows the whole timestamp instead of cutting it off. */
function TimeCell({ at, formats }: { at: number | string | Date; formats: TimeFormats }) {
  const date = new Date(at);
  return (
    <span role="cell" className="vlist__time">
      <time dateTime={date.toISOString()}>
        <span>{formats.date.format(date)}</span> <span className="vlist__clock">{formats.clock.format(date)}</span>
      </time>
    </span>
  );
}

export function OrderHeader({ t }: { t: Translate }) {
  return (
    <div role="row" className="vlist__row vlist__row--head vlist__row--order">
      <span role="columnheader">{t('history.col_time')}</span>
      <span role="columnheader">{t('history.col_asset')}</span>
      <span role="columnheader">{t('history.col_direction')}</span>
      <span role="columnheader">{t('history.col_stake')}</span>
      <span role="columnheader">{t('history.col_payout')}</span>
      <span role="columnheader">{t('history.col_profit')}</span>
      <span role="columnheader">{t('history.col_status')}</span>
      <span role="columnheader">{t('history.col_prices')}</span>
      <span role="columnheader">{t('history.col_expiry')}</span>
    </div>
  );
}

/** The rate the trade was opened at, as a percentage ("85%"); nothing for a rate that does not read. */
function rateOf(order: ReportOrder, t: Translate, lang: string): string {
  const bp = rateBpOf(order.payoutRate);
  if (bp === null) return '';
  const percent = payoutPercent(bp);
  return t('history.payout_rate', { rate: lang === 'ru' ? percent.replace('.', ',') : percent });
}

/** A trade's profit or loss, signed and coloured; a dash while it is open. */
function ProfitCell({ order, lang }: { order: ReportOrder; lang: string }) {
  const profit = orderProfit(order);
  if (profit === null) return <span role="cell">—</span>;
  return (
    <span role="cell" className={`pnl pnl--${toneOf(profit, order.currency)}`}>
      {formatSignedMoney(profit, order.currency, lang)}
    </span>
  );
}

export function orderRow(order: ReportOrder, t: Translate, lang: string, time: TimeFormats) {
  return (
    <div className="vlist__cells vlist__row--order" data-order-id={order.id}>
      <TimeCell at={order.openTime} formats={time} />
      <span role="cell" className="vlist__asset">
        {assetLabel(order.symbol, lang)}
      </span>
      <span role="cell" className={`dir dir--${order.direction}`}>
        {t(order.direction === 'call' ? 'history.dir_call' : 'history.dir_put')}
      </span>
      {/* On a phone the header row is hidden, so these two carry their own names (data-label, see trading.css). */}
      <span role="cell" data-label={t('history.col_stake')}>
        {formatMoney(order.amount, order.currency, lang)}
      </span>
      <span role="cell" data-label={t('history.col_payout')}>
        {order.payout === null ? '—' : formatMoney(order.payout, order.currency, lang)} <span className="vlist__rate">{rateOf(order, t, lang)}</span>
      </span>
      <ProfitCell order={order} lang={lang} />
      <span role="cell" className={`status status--${order.status}`}>
        {t(`history.status_${order.status}`)}
      </span>
      {/* The quotes as the feed printed them (decimal strings, never re-rounded); the exit is a dash while open. */}
      <span role="cell" className="vlist__prices" data-label={t('history.col_prices')}>
        {order.openPrice} → {order.closePrice ?? '—'}
      </span>
      <span role="cell" className="vlist__expiry" data-label={t('history.col_expiry')}>
        <time dateTime={new Date(order.expiryTime).toISOString()}>{time.clock.format(new Date(order.expiryTime))}</time>
      </span>
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
      <span role="columnheader">{t('history.col_source')}</span>
    </div>
  );
}

/** The transaction statuses the server names (common/transactions.ts), each shown as a word. */
export { TX_STATUSES };
const isKnownTxStatus = (value: string): value is TransactionStatus => TX_STATUSES.some((status) => status === value);

/** The transaction types the server names (in the type filter's order). */
export { TR_TYPES };
type KnownTrType = TransactionType;
const isKnownTrType = (value: string): value is KnownTrType => TR_TYPES.some((type) => type === value);

/** What moved the money; a withdrawal's opens its status timeline. */
function SourceCell({ tx, t, lang }: { tx: HistoryTransaction; t: Translate; lang: string }) {
  const text = sourceText(tx, t, lang === 'ru' ? 'ru' : 'en');
  return (
    <span role="cell" className="vlist__source">
      {tx.source?.kind === 'withdrawal' ? <WithdrawalTimeline source={tx.source} label={text} t={t} lang={lang} /> : text}
    </span>
  );
}

/** A transaction's type and status as words (a code the app does not know is shown as it came). */
export const trTypeWord = (tx: HistoryTransaction, t: Translate): string => (isKnownTrType(tx.trType) ? t(`history.type_${tx.trType}`) : tx.trType);
export const txStatusWord = (tx: HistoryTransaction, t: Translate): string => (isKnownTxStatus(tx.status) ? t(`history.tx_status_${tx.status}`) : tx.status);

export function transactionRow(tx: HistoryTransaction, t: Translate, lang: string, time: TimeFormats) {
  return (
    <div className="vlist__cells vlist__row--tx">
      <TimeCell at={tx.executed} formats={time} />
      <span role="cell" className="vlist__type">
        {isKnownTrType(tx.trType) ? t(`history.type_${tx.trType}`) : tx.trType}
      </span>
      <span role="cell" className={tx.amount.startsWith('-') ? 'amount amount--out' : 'amount amount--in'}>
        {formatMoney(tx.amount, tx.currency, lang)}
      </span>
      <span role="cell">{isKnownTxStatus(tx.status) ? t(`history.tx_status_${tx.status}`) : tx.status}</span>
      <SourceCell tx={tx} t={t} lang={lang} />
    </div>
  );
}
