import { useState } from 'react';
import { fetchHistory, HISTORY_PAGE_SIZE } from '@/api/history';
import { searchPlatformOrders } from '@/api/platform';
import { currentLang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { SelectField } from '@/ui/SelectField';
import { rangeToMs } from './dateRange';
import { DateRangeFields } from './DateRangeFields';
import { isOrder, isTransaction } from './guards';
import { OrderHeader, orderRow, TransactionHeader, transactionRow } from './rows';
import { useDateRange } from './useDateRange';
import { ListView } from './ListView';
import { useLastResults } from './useLastResults';

type Tab = 'trades' | 'transactions';

/** #/show/history (widget 'trading-history'): trades from the platform's order search, transactions from /api/us/history. */
export default function HistoryScreen() {
  const t = useT();
  const lang = currentLang();
  const [tab, setTab] = useState<Tab>('trades');
  const range = useDateRange();
  const [status, setStatus] = useState('');
  const [trType, setTrType] = useState('');
  const bounds = range.invalid ? {} : rangeToMs(range.start, range.end);
  const time = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'medium' });

  const trades = useLastResults(
    'order',
    () =>
      searchPlatformOrders({ startTimeStart: bounds.DateFrom, startTimeEnd: bounds.DateTo, status, limit: HISTORY_PAGE_SIZE }).then((r) => ({
        total: r.total,
        items: r.orders,
      })),
    (order) => order.openTime,
    isOrder,
    [bounds.DateFrom, bounds.DateTo, status],
  );
  const transactions = useLastResults(
    'transaction',
    () => fetchHistory({ ...bounds, trType, Status: '' }).then((r) => ({ total: r.total, items: r.transactions })),
    (tx) => tx.executed,
    isTransaction,
    [bounds.DateFrom, bounds.DateTo, trType],
  );

  return (
    <section className="history" aria-labelledby="history-tabs-label">
      <div className="tabs" role="tablist" aria-labelledby="history-tabs-label">
        <span id="history-tabs-label" className="sr-only">
          {t('history.title')}
        </span>
        {(['trades', 'transactions'] as const).map((name) => (
          <button key={name} type="button" role="tab" aria-selected={tab === name} className="tabs__tab" onClick={() => setTab(name)}>
            {t(name === 'trades' ? 'history.tab_trades' : 'history.tab_transactions')}
          </button>
        ))}
      </div>
      <form className="filters" onSubmit={(event) => event.preventDefault()}>
        <DateRangeFields range={range} />
        {tab === 'trades' ? (
          <SelectField
            label={t('history.col_status')}
            value={status}
            onChange={(event) => setStatus(event.target.value)}
            options={[
              { value: '', label: t('history.any') },
              { value: 'open', label: t('history.status_open') },
              { value: 'won', label: t('history.status_won') },
              { value: 'lost', label: t('history.status_lost') },
              { value: 'tie', label: t('history.status_tie') },
            ]}
          />
        ) : (
          <SelectField
            label={t('history.col_type')}
            value={trType}
            onChange={(event) => setTrType(event.target.value)}
            options={[
              { value: '', label: t('history.any') },
              { value: 'trade_open', label: t('history.type_trade_open') },
              { value: 'trade_payout', label: t('history.type_trade_payout') },
              { value: 'deposit', label: t('history.type_deposit') },
              { value: 'withdrawal', label: t('history.type_withdrawal') },
            ]}
          />
        )}
      </form>
      {tab === 'trades' ? (
        <ListView
          state={trades.state}
          onRetry={trades.retry}
          label={t('history.tab_trades')}
          header={<OrderHeader t={t} />}
          renderRow={(order) => orderRow(order, t, lang, time)}
        />
      ) : (
        <ListView
          state={transactions.state}
          onRetry={transactions.retry}
          label={t('history.tab_transactions')}
          header={<TransactionHeader t={t} />}
          renderRow={(tx) => transactionRow(tx, t, lang, time)}
        />
      )}
    </section>
  );
}
