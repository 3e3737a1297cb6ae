import { useState } from 'react';
import { fetchHistory, HISTORY_PAGE_SIZE } from '@/api/history';
import { searchPlatformOrders } from '@/api/platform';
import { useT } from '@/i18n/useT';
import { SelectField } from '@/ui/SelectField';
import { FilterBar } from './FilterBar';
import { isOrder, isTransaction } from './guards';
import { OrderHeader, orderRow, TR_TYPES, TransactionHeader, transactionRow } from './rows';
import { useDateRange } from './useDateRange';
import { ListView } from './ListView';
import { OrderStatusSelect } from './OrderStatusSelect';
import { useLastResults } from './useLastResults';

type Tab = 'trades' | 'transactions';

/** #/show/history (widget 'trading-history'): trades from the platform's order search, transactions from /api/us/history. */
export default function HistoryScreen() {
  const t = useT();
  const [tab, setTab] = useState<Tab>('trades');
  const range = useDateRange();
  const [status, setStatus] = useState('');
  const [trType, setTrType] = useState('');
  const { bounds } = range;

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
      <FilterBar range={range}>
        {tab === 'trades' ? (
          <OrderStatusSelect value={status} onChange={(event) => setStatus(event.target.value)} />
        ) : (
          <SelectField
            label={t('history.col_type')}
            value={trType}
            onChange={(event) => setTrType(event.target.value)}
            options={[{ value: '', label: t('history.any') }, ...TR_TYPES.map((type) => ({ value: type, label: t(`history.type_${type}`) }))]}
          />
        )}
      </FilterBar>
      {tab === 'trades' ? (
        <ListView list={trades} label={t('history.tab_trades')} Header={OrderHeader} row={orderRow} />
      ) : (
        <ListView list={transactions} label={t('history.tab_transactions')} Header={TransactionHeader} row={transactionRow} />
      )}
    </section>
  );
}
