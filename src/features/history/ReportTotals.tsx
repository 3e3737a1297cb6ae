import { assetLabel } from '@common/assets';
import type { ReportTotals as Totals } from '@/api/history';
import type { Translate } from '@/i18n';
import { formatSignedMoney, toneOf } from './outcome';
import { formatWinRate } from './reportCopy';

/** A result signed and coloured like the history's rows. */
function Pnl({ amount, currency, lang }: { amount: string; currency: string; lang: string }) {
  return <span className={`pnl pnl--${toneOf(amount, currency)}`}>{formatSignedMoney(amount, currency, lang)}</span>;
}

/** The period over all assets, one card per currency (a trader's accounts may hold different ones). */
function Overall({ totals, t, lang }: { totals: Totals; t: Translate; lang: string }) {
  return (
    <>
      {totals.overall.map((row) => (
        <dl key={row.currency} className="report-overall card" aria-label={`${t('history.report_all')}, ${row.currency}`}>
          <div>
            <dt>{t('history.report_pnl')}</dt>
            <dd>
              <Pnl amount={row.pnl} currency={row.currency} lang={lang} />
            </dd>
          </div>
          <div>
            <dt>{t('history.report_win_rate')}</dt>
            <dd>{formatWinRate(row.wins, row.trades, lang)}</dd>
          </div>
          <div>
            <dt>{t('history.report_trades')}</dt>
            <dd>{row.trades}</dd>
          </div>
          <div>
            <dt>{t('history.report_wins')}</dt>
            <dd>{row.wins}</dd>
          </div>
        </dl>
      ))}
    </>
  );
}

/** Per asset (and currency): trades, wins, win rate and profit/loss — a table, stacked into cards on phones. */
function ByAsset({ totals, t, lang }: { totals: Totals; t: Translate; lang: string }) {
  const several = new Set(totals.assets.map((row) => row.currency)).size > 1;
  return (
    <table className="report-assets">
      <caption>{t('history.report_by_asset')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('history.col_asset')}</th>
          <th scope="col">{t('history.report_trades')}</th>
          <th scope="col">{t('history.report_wins')}</th>
          <th scope="col">{t('history.report_win_rate')}</th>
          <th scope="col">{t('history.report_pnl')}</th>
        </tr>
      </thead>
      <tbody>
        {totals.assets.map((row) => (
          <tr key={`${row.symbol}:${row.currency}`}>
            <th scope="row">{several ? `${assetLabel(row.symbol, lang)} (${row.currency})` : assetLabel(row.symbol, lang)}</th>
            <td data-label={t('history.report_trades')}>{row.trades}</td>
            <td data-label={t('history.report_wins')}>{row.wins}</td>
            <td data-label={t('history.report_win_rate')}>{formatWinRate(row.wins, row.trades, lang)}</td>
            <td data-label={t('history.report_pnl')}>
              <Pnl amount={row.pnl} currency={row.currency} lang={lang} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ReportTotals({ totals, t, lang }: { totals: Totals; t: Translate; lang: string }) {
  if (totals.overall.length === 0) return <p className="muted">{t('history.report_empty')}</p>;
  return (
    <>
      <Overall totals={totals} t={t} lang={lang} />
      <ByAsset totals={totals} t={t} lang={lang} />
    </>
  );
}

