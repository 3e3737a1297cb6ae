import { useState } from 'react';
import { fetchReportTotals } from '@/api/history';
import { saveLastCopy, useCopyRefresh, useLastCopy } from '@/db/lastCopy';
import { currentLang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { useCurrentUser } from '@/db/user';
import { ErrorState } from '@/ui/ErrorState';
import { Spinner } from '@/ui/Spinner';
import { useDateRange } from '@/ui/useDateRange';
import { FilterBar } from './FilterBar';
import { ReportPositions } from './ReportPositions';
import { parseReportCopy, REPORT_COPY_KEY, reportView } from './reportCopy';
import { ReportTotals } from './ReportTotals';
import { filterKey } from './store';

/**
 * #/show/reports (widget 'trading-reports'): what the history's trade list cannot show — over the chosen range,
 * results per asset (trades, wins, win rate, profit/loss) and over all assets, from /api/us/reports/totals (summed
 * on the server, so they count every trade however the list is paged) — and under them the positions of the range,
 * with filters of their own (ReportPositions). Both keep their last answer for offline.
 */
export default function ReportsScreen() {
  const t = useT();
  const lang = currentLang();
  const range = useDateRange();
  const [attempt, setAttempt] = useState(0);
  const { DateFrom, DateTo } = range.bounds;
  // The totals are the current account's side (real or practice money): a switch asks again.
  const account = useCurrentUser()?.current_accountId ?? null;
  const filters = filterKey([DateFrom ?? null, DateTo ?? null, account]);
  const copy = useLastCopy(REPORT_COPY_KEY, parseReportCopy);
  // The attempt is part of the key so "retry" loads again with the same range.
  const failed = useCopyRefresh(`${filters}#${attempt}`, (signal) =>
    fetchReportTotals({ DateFrom, DateTo }, signal).then((totals) => saveLastCopy(REPORT_COPY_KEY, { filters, totals })),
  );
  const view = reportView(copy === undefined ? undefined : (copy?.value ?? null), filters, failed);

  return (
    <section className="history report" aria-label={t('history.report_title')}>
      <FilterBar range={range} />
      {(() => {
        switch (view.kind) {
          case 'loading':
            return <Spinner label={t('loading')} />;
          case 'error':
            return <ErrorState title={t('history.error')} retryLabel={t('retry')} onRetry={() => setAttempt((n) => n + 1)} />;
          case 'ready':
            return (
              <>
                {view.stale && (
                  <p className="muted" role="status">
                    {t(view.otherFilters ? 'history.stale_other_filters' : 'history.stale')}
                  </p>
                )}
                <ReportTotals totals={view.totals} t={t} lang={lang} />
                <p className="muted report__note">{t('history.report_note')}</p>
              </>
            );
        }
      })()}
      <ReportPositions range={{ DateFrom, DateTo }} />
    </section>
  );
}
