import { useState } from 'react';
import { fetchReports, REPORTS_PAGE_SIZE } from '@/api/history';
import { useT } from '@/i18n/useT';
import { Button } from '@/ui/Button';
import { AssetField } from './AssetField';
import { FilterBar } from './FilterBar';
import { isOrder } from './guards';
import { ListView } from './ListView';
import { OrderStatusSelect } from './OrderStatusSelect';
import { OrderHeader, orderRow } from './rows';
import { useDateRange } from '@/ui/useDateRange';
import { useLastResults } from './useLastResults';

/** #/show/reports (widget 'trading-reports'): positions from /api/us/reports, 100 per page (skip), filtered. */
export default function ReportsScreen() {
  const t = useT();
  const range = useDateRange();
  const [status, setStatus] = useState('');
  const [symbol, setSymbol] = useState('');
  const [skip, setSkip] = useState(0);
  const { bounds } = range;

  const reports = useLastResults(
    'report',
    // Pages of 100 by `skip` (spec §7), with previous/next below; the offset argument is for "load more" lists.
    () => fetchReports({ ...bounds, Status: status, Sumbol: symbol.trim(), skip }).then((r) => ({ total: r.total, items: r.orders })),
    (order) => order.openTime,
    isOrder,
    [bounds.DateFrom, bounds.DateTo, status, symbol, skip],
  );
  const total = reports.state.kind === 'ready' ? reports.state.total : 0;

  return (
    <section className="history">
      <FilterBar range={range}>
        <OrderStatusSelect
          value={status}
          onChange={(event) => {
            setStatus(event.target.value);
            setSkip(0);
          }}
        />
        <AssetField
          value={symbol}
          onChange={(value) => {
            setSymbol(value);
            setSkip(0);
          }}
        />
      </FilterBar>
      <ListView list={reports} label={t('nav.reports')} Header={OrderHeader} row={orderRow} />
      <div className="pager">
        <Button disabled={skip === 0} onClick={() => setSkip(Math.max(0, skip - REPORTS_PAGE_SIZE))}>
          {t('history.previous')}
        </Button>
        <Button disabled={skip + REPORTS_PAGE_SIZE >= total} onClick={() => setSkip(skip + REPORTS_PAGE_SIZE)}>
          {t('history.next')}
        </Button>
      </div>
    </section>
  );
}
