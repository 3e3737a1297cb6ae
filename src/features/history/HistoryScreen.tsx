import { useState } from 'react';
import { fetchHistory, HISTORY_PAGE_SIZE } from '@/api/history';
import { searchPlatformOrders } from '@/api/platform';
import { useT } from '@/i18n/useT';
import { useOnline } from '@/sync/useOnline';
import { useCurrentUser } from '@/db/currentUser';
import { SelectField } from '@/ui/SelectField';
import { AssetField } from './AssetField';
import { emptyText, hasFilters } from './emptyCopy';
import { FilterBar } from './FilterBar';
import { isOrder, isTransaction } from './guards';
import { ORDER_ROW_HEIGHT, OrderHeader, orderRow, TR_TYPES, TX_STATUSES, TransactionHeader, transactionRow, TX_ROW_HEIGHT } from './rows';
import { useDateRange } from '@/ui/useDateRange';
import { ListView } from './ListView';
import { OrderStatusSelect } from './OrderStatusSelect';
import { Statement } from './Statement';
import { useAccountId } from './useAccountId';
import { useLastResults } from './useLastResults';

type Tab = 'trades' | 'transactions';
/** Spec §7 /api/us/history `exchange`: the trading account's transactions, or the exchange (fixed-mode) wallet's. */
type Wallet = 'account' | 'exchange';

/**
 * #/show/history (widget 'trading-history'): trades from the platform's order search (status, asset), transactions
 * from /api/us/history (type, status, wallet); both by date range, 999 a page with "load more" by offset.
 */
export default function HistoryScreen() {
  const t = useT();
  const online = useOnline();
  const accountId = useAccountId();
  const [tab, setTab] = useState<Tab>('trades');
  const range = useDateRange();
  const [status, setStatus] = useState('');
  const [symbol, setSymbol] = useState('');
  const [trType, setTrType] = useState('');
  const [txStatus, setTxStatus] = useState('');
  const [wallet, setWallet] = useState<Wallet>('account');
  const { bounds } = range;
  const asset = symbol.trim().toUpperCase();
  // The server lists the current account's side (real or practice money): a switch reloads, and an offline copy of
  // the other side is marked as loaded with other filters.
  const account = useCurrentUser()?.current_accountId ?? null;

  const trades = useLastResults(
    'order',
    accountId,
    (offset) =>
      searchPlatformOrders({
        startTimeStart: bounds.DateFrom,
        startTimeEnd: bounds.DateTo,
        status,
        symbol: asset,
        limit: HISTORY_PAGE_SIZE,
        offset,
      }).then((r) => ({ total: r.total, items: r.orders })),
    (order) => order.openTime,
    isOrder,
    [bounds.DateFrom, bounds.DateTo, status, asset, account],
  );
  const transactions = useLastResults(
    'transaction',
    accountId,
    (offset) =>
      fetchHistory({ ...bounds, trType, Status: txStatus, exchange: wallet === 'exchange' ? 1 : 0, offset }).then((r) => ({
        total: r.total,
        items: r.transactions,
      })),
    (tx) => tx.executed,
    isTransaction,
    [bounds.DateFrom, bounds.DateTo, trType, txStatus, wallet, account],
  );

  const tradesEmpty = emptyText(t, 'trades', hasFilters(bounds, [status, asset]));
  const transactionsEmpty = emptyText(t, 'transactions', hasFilters(bounds, [trType, txStatus, wallet === 'exchange' ? wallet : '']));

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
          <>
            <OrderStatusSelect value={status} onChange={(event) => setStatus(event.target.value)} />
            <AssetField value={symbol} onChange={setSymbol} />
          </>
        ) : (
          <>
            <SelectField
              label={t('history.col_type')}
              value={trType}
              onChange={(event) => setTrType(event.target.value)}
              options={[{ value: '', label: t('history.any') }, ...TR_TYPES.map((type) => ({ value: type, label: t(`history.type_${type}`) }))]}
            />
            <SelectField
              label={t('history.col_status')}
              value={txStatus}
              onChange={(event) => setTxStatus(event.target.value)}
              options={[{ value: '', label: t('history.any') }, ...TX_STATUSES.map((code) => ({ value: code, label: t(`history.tx_status_${code}`) }))]}
            />
            <SelectField
              label={t('history.wallet')}
              value={wallet}
              onChange={(event) => setWallet(event.target.value === 'exchange' ? 'exchange' : 'account')}
              options={[
                { value: 'account', label: t('history.wallet_account') },
                { value: 'exchange', label: t('history.wallet_exchange') },
              ]}
            />
          </>
        )}
      </FilterBar>
      {tab === 'trades' ? (
        <ListView list={trades} online={online} label={t('history.tab_trades')} Header={OrderHeader} row={orderRow} rowHeight={ORDER_ROW_HEIGHT} empty={tradesEmpty} />
      ) : (
        <>
        <Statement range={bounds} online={online} />
        <ListView
          list={transactions}
          online={online}
          label={t('history.tab_transactions')}
          Header={TransactionHeader}
          row={transactionRow}
          rowHeight={TX_ROW_HEIGHT}
          empty={transactionsEmpty}
        />
        </>
      )}
    </section>
  );
}
