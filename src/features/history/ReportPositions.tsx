import { fetchReports } from '@/api/history';
import { useT } from '@/i18n/useT';
import { useOnline } from '@/sync/useOnline';
import { isOrder } from './guards';
import { ListView } from './ListView';
import { positionDeps, reportQuery, type PositionFilters } from './reportQuery';
import { ORDER_ROW_HEIGHT, OrderHeader, orderRow } from './rows';
import { useLastResults } from './useLastResults';

/**
 * The reports' positions (spec §7 /api/us/reports): the trades of the chosen range, status and asset, 100 a page
 * with "load more"; the first page is kept in Dexie (kind 'report') so the list opens offline from its last copy.
 */
export function ReportPositions({ filters }: { filters: PositionFilters }) {
  const t = useT();
  const online = useOnline();
  const positions = useLastResults(
    'report',
    (offset) => fetchReports(reportQuery(filters, offset)).then((reply) => ({ total: reply.total, items: reply.orders })),
    (order) => order.openTime,
    isOrder,
    positionDeps(filters),
  );
  return (
    <section className="report-positions" aria-labelledby="report-positions-title">
      <h2 id="report-positions-title" className="report__heading">
        {t('history.report_positions')}
      </h2>
      <ListView
        list={positions}
        online={online}
        label={t('history.report_positions')}
        Header={OrderHeader}
        row={orderRow}
        rowHeight={ORDER_ROW_HEIGHT}
      />
    </section>
  );
}
