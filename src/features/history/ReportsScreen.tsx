import { useState } from 'react';
import { fetchReports, REPORTS_PAGE_SIZE } from '@/api/history';
import { currentLang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { SelectField } from '@/ui/SelectField';
import { rangeToMs } from './dateRange';
import { DateRangeFields } from './DateRangeFields';
import { isOrder } from './guards';
import { ListView } from './ListView';
import { OrderHeader, orderRow } from './rows';
import { useDateRange } from './useDateRange';
import { useLastResults } from './useLastResults';

/** #/show/reports (widget 'trading-reports'): positions from /api/us/reports, 100 per page (skip), filtered. */
export default function ReportsScreen() {
  const t = useT();
  const lang = currentLang();
  const range = useDateRange();
  const [status, setStatus] = useState('');
  const [symbol, setSymbol] = useState('');
  const [skip, setSkip] = useState(0);
  const bounds = range.invalid ? {} : rangeToMs(range.start, range.end);
  const time = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'medium' });

  const reports = useLastResults(
    'report',
    () => fetchReports({ ...bounds, Status: status, Sumbol: symbol.trim(), skip }).then((r) => ({ total: r.total, items: r.orders })),
    (order) => order.openTime,
    isOrder,
    [bounds.DateFrom, bounds.DateTo, status, symbol, skip],
  );
  const total = reports.state.kind === 'ready' ? reports.state.total : 0;

  return (
    <section className="history">
      <form className="filters" onSubmit={(event) => event.preventDefault()}>
        <DateRangeFields range={range} />
        <SelectField
          label={t('history.col_status')}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value);
            setSkip(0);
          }}
          options={[
            { value: '', label: t('history.any') },
            { value: 'open', label: t('history.status_open') },
            { value: 'won', label: t('history.status_won') },
            { value: 'lost', label: t('history.status_lost') },
            { value: 'tie', label: t('history.status_tie') },
          ]}
        />
        <Field
          label={t('history.col_asset')}
          value={symbol}
          maxLength={16}
          onChange={(event) => {
            setSymbol(event.target.value);
            setSkip(0);
          }}
        />
      </form>
      <ListView
        state={reports.state}
        onRetry={reports.retry}
        label={t('nav.reports')}
        header={<OrderHeader t={t} />}
        renderRow={(order) => orderRow(order, t, lang, time)}
      />
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
