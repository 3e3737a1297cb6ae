import { useEffect, useState } from 'react';
import { fetchHistory, HISTORY_PAGE_SIZE, type HistoryTransaction } from '@/api/history';
import { currentLang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { txStatusWord, trTypeWord } from './rows';
import { sourceText } from './sourceText';
import { statementCsv, statementFileName } from './statementCsv';

type Range = { DateFrom?: number | undefined; DateTo?: number | undefined };

/** Every transaction of the range, page after page (the list on screen may hold only the first). */
async function loadStatement(range: Range): Promise<HistoryTransaction[]> {
  const rows: HistoryTransaction[] = [];
  for (;;) {
    const page = await fetchHistory({ DateFrom: range.DateFrom, DateTo: range.DateTo, offset: rows.length, limit: HISTORY_PAGE_SIZE });
    rows.push(...page.transactions);
    if (page.transactions.length === 0 || rows.length >= page.total) return rows;
  }
}

function download(text: string, name: string): void {
  // A byte order mark, so a spreadsheet opens the Russian words as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * The statement of the chosen range: a CSV file of the server's rows (amounts as its decimal strings), or a printed
 * table (the print stylesheet shows only it: the on-screen list is virtual and holds only the rows in view).
 */
export function Statement({ range, online }: { range: Range; online: boolean }) {
  const t = useT();
  const lang = currentLang();
  const [busy, setBusy] = useState<'csv' | 'print' | null>(null);
  const [failed, setFailed] = useState(false);
  const [printRows, setPrintRows] = useState<HistoryTransaction[] | null>(null);

  // The table is in the page before the print dialog opens; it goes again once printing is over.
  useEffect(() => {
    if (printRows === null) return;
    const done = () => setPrintRows(null);
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printRows]);

  const run = async (kind: 'csv' | 'print') => {
    setBusy(kind);
    setFailed(false);
    try {
      const rows = await loadStatement(range);
      if (kind === 'print') {
        setPrintRows(rows);
        return;
      }
      const header = [t('history.col_time'), t('history.col_type'), t('history.col_amount'), t('history.col_currency'), t('history.col_status'), t('history.col_source'), t('history.col_id')];
      download(
        statementCsv(rows, { header, type: (tx) => trTypeWord(tx, t), status: (tx) => txStatusWord(tx, t), source: (tx) => sourceText(tx, t, lang) }),
        statementFileName(range),
      );
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <section className="statement" aria-labelledby="statement-title">
      <h2 id="statement-title" className="statement__title">
        {t('history.statement_title')}
      </h2>
      <div className="statement__actions">
        <Button loading={busy === 'csv'} disabled={!online || busy !== null} onClick={() => void run('csv')}>
          {t('history.statement_csv')}
        </Button>
        <Button variant="ghost" loading={busy === 'print'} disabled={!online || busy !== null} onClick={() => void run('print')}>
          {t('history.statement_print')}
        </Button>
      </div>
      {!online && <p className="muted">{t('history.statement_offline')}</p>}
      {failed && <Alert tone="error">{t('history.statement_failed')}</Alert>}
      {printRows && (
        <table className="statement-print">
          <caption>{t('history.statement_title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('history.col_time')}</th>
              <th scope="col">{t('history.col_type')}</th>
              <th scope="col">{t('history.col_amount')}</th>
              <th scope="col">{t('history.col_status')}</th>
              <th scope="col">{t('history.col_source')}</th>
            </tr>
          </thead>
          <tbody>
            {printRows.map((tx) => (
              <tr key={tx.id}>
                <td>{when.format(new Date(tx.executed))}</td>
                <td>{trTypeWord(tx, t)}</td>
                <td>
                  {tx.amount} {tx.currency}
                </td>
                <td>{txStatusWord(tx, t)}</td>
                <td>{sourceText(tx, t, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
