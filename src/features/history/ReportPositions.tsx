import { useState } from 'react';
import { fetchReports } from '@/api/history';
import { useT } from '@/i18n/useT';
import { useCurrentUser } from '@/db/currentUser';
import { useOnline } from '@/sync/useOnline';
import { AssetField } from './AssetField';
import { emptyText, hasFilters } from './emptyCopy';
import { isOrder } from './guards';
import { ListView } from './ListView';
import { positionDeps, reportQuery, type PositionFilters } from './reportQuery';
import { OrderStatusSelect } from './OrderStatusSelect';
import { ORDER_ROW_HEIGHT, OrderHeader, orderRow } from './rows';
import { useAccountId } from './useAccountId';
import { useLastResults } from './useLastResults';

/**
 * The reports' positions (spec §7 /api/us/reports): the trades of the screen's range, filtered by status and asset
 * here — beside the list, since the totals above do not follow them — 100 a page with "load more"; the first page
 * is kept in Dexie (kind 'report') so the list opens offline from its last copy.
 */
export function ReportPositions({ range }: { range: Pick<PositionFilters, 'DateFrom' | 'DateTo'> }) {
  const t = useT();
  const online = useOnline();
  const accountId = useAccountId();
  const [status, setStatus] = useState('');
  const [asset, setAsset] = useState('');
  const filters: PositionFilters = { ...range, status, asset };
  const account = useCurrentUser()?.current_accountId ?? null;
  const positions = useLastResults(
    'report',
    accountId,
    (offset) => fetchReports(reportQuery(filters, offset)).then((reply) => ({ total: reply.total, items: reply.orders })),
    (order) => order.openTime,
    isOrder,
    // The current account's side (real or practice money) is the server's filter too.
    [...positionDeps(filters), account],
  );
  return (
    <section className="report-positions" aria-labelledby="report-positions-title">
      <h2 id="report-positions-title" className="report__heading">
        {t('history.report_positions')}
      </h2>
      <form className="filters" aria-label={t('history.report_positions_filters')} onSubmit={(event) => event.preventDefault()}>
        <OrderStatusSelect value={status} onChange={(event) => setStatus(event.target.value)} />
        <AssetField value={asset} onChange={setAsset} />
      </form>
      <ListView
        list={positions}
        online={online}
        label={t('history.report_positions')}
        Header={OrderHeader}
        row={orderRow}
        rowHeight={ORDER_ROW_HEIGHT}
        empty={emptyText(t, 'trades', hasFilters(range, [status, asset]))}
      />
    </section>
  );
}
