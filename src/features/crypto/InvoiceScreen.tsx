import { useEffect, useState } from 'react';
import { checkInvoice } from '@/api/crypto';
import { isApiError } from '@/api/http';
import type { Lang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { COIN_TICKER, type Coin } from '@common/coins';
import { invoiceAmountText, paymentUri } from '@/lib/crypto';
import { formatMoney } from '@/lib/money';
import { useOnline } from '@/sync/useOnline';
import { Alert } from '@/ui/Alert';
import { Spinner } from '@/ui/Spinner';
import { CopyButton } from '@/ui/CopyButton';
import { formatCountdown, remainingMs } from './invoice.machine';
import { QrCode } from '@/ui/QrCode';
import { saveAnswer, useInvoice } from './store';
import { coinName } from './coinName';

type LoadProblem = 'offline' | 'error';

function useNow(periodMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), periodMs);
    return () => clearInterval(timer);
  }, [periodMs]);
  return now;
}

/**
 * The invoice page at /api/{coin}/invoice/{guid} (spec §2, §4): amount and address with copy buttons, the payment
 * URI as a QR code, the one-hour countdown and the status. It renders Dexie only; the one poller (leader tab)
 * checks the server, so a reload offline still shows the last state and the countdown.
 */
export default function InvoiceScreen({ coin, guid, lang }: { coin: Coin; guid: string; lang: Lang }) {
  const t = useT();
  const online = useOnline();
  const row = useInvoice(guid);
  const now = useNow(1000);
  const [problem, setProblem] = useState<LoadProblem | null>(null);

  // Opened by its URL on a device that has not seen it yet: ask the server once and keep the answer.
  const missing = row === null;
  useEffect(() => {
    if (!missing) return;
    let cancelled = false;
    checkInvoice(coin, guid)
      .then(async (invoice) => {
        if (!cancelled) await saveAnswer(invoice, lang);
      })
      .catch((error: unknown) => {
        if (cancelled || isApiError(error, 'auth')) return;
        setProblem(isApiError(error, 'network') || !navigator.onLine ? 'offline' : 'error');
      });
    return () => {
      cancelled = true;
    };
  }, [missing, coin, guid, lang]);

  // Spec §4: a paid vload invoice finishes at /api/vload/finish.
  const paidVload = row?.status === 'su' && coin === 'vload';
  useEffect(() => {
    if (paidVload) location.assign(`/api/vload/finish?lang=${lang}`);
  }, [paidVload, lang]);

  const back = (
    <a className="btn btn--ghost" href={`/${lang}/trading#/show/funding`}>
      {t('crypto.back')}
    </a>
  );

  if (!row) {
    return (
      <main className="invoice-page" aria-busy={problem === null}>
        {problem ? <Alert tone="error" title={t(problem === 'offline' ? 'error.offline' : 'crypto.not_found')} /> : <Spinner />}
        {back}
      </main>
    );
  }

  const ticker = COIN_TICKER[coin];
  // Exact, never rounded to §9's 5 decimals: what is shown is what is copied and what the QR asks for.
  const amount = invoiceAmountText(row.amount) ?? row.amount;
  const left = remainingMs(row, now);
  const statusTone = row.status === 'su' ? 'success' : row.status === 'ex' ? 'error' : row.status === 'unknown' ? 'warning' : 'info';
  return (
    <main className="invoice-page">
      <header className="invoice-page__header">
        <h1>{t('crypto.invoice_title', { coin: coinName(coin, t) })}</h1>
        {back}
      </header>
      {!online && <Alert tone="warning" title={t('crypto.offline_note')} />}
      <section className="invoice" aria-label={t('crypto.invoice_title', { coin: coinName(coin, t) })} data-guid={row.guid}>
        <div className="invoice__facts">
          <p className={`invoice__status invoice__status--${row.status}`} role="status" aria-label={t('crypto.status_label')}>
            <span className="invoice__status-label">{t('crypto.status_label')}:</span> <strong>{t(`crypto.status.${row.status}`)}</strong>
          </p>
          {row.status === 'wt' && (
            <p className="invoice__countdown">
              <span className="muted">{t('crypto.time_left')}</span>{' '}
              <time role="timer" aria-label={t('crypto.time_left')} dateTime={`PT${Math.ceil(left / 1000)}S`}>
                {formatCountdown(left)}
              </time>
            </p>
          )}
          {/* Only a waiting invoice asks for money: a paid or expired one keeps its figures, without the instructions. */}
          {row.status === 'wt' && <p className="muted">{t('crypto.send_exactly')}</p>}
          <dl className="invoice__lines">
            <div className="invoice__line">
              <dt>{t('crypto.amount')}</dt>
              <dd>
                <code className="invoice__value">
                  {amount} {ticker}
                </code>
                {row.status === 'wt' && <CopyButton text={amount} label="crypto.copy_amount" done="crypto.copied_amount" failed="crypto.copy_failed" />}
              </dd>
            </div>
            <div className="invoice__line">
              <dt>{t('crypto.address')}</dt>
              <dd>
                <code className="invoice__value invoice__address">
                  {row.address}
                </code>
                {row.status === 'wt' && <CopyButton text={row.address} label="crypto.copy_address" done="crypto.copied_address" failed="crypto.copy_failed" />}
              </dd>
            </div>
            {row.hash !== '' && (
              <div className="invoice__line">
                <dt>{t('crypto.hash')}</dt>
                <dd>
                  <code className="invoice__value invoice__address">{row.hash}</code>
                </dd>
              </div>
            )}
          </dl>
          {!row.fixed && <p className="muted">{t('crypto.credit', { amount: formatMoney(row.fiatAmount, row.currency, lang) })}</p>}
          <Alert tone={statusTone} title={paidVload ? t('crypto.finishing') : t(`crypto.status.${row.status}`)} />
        </div>
        {row.status === 'wt' && (
          <figure className="invoice__qr">
            <QrCode value={paymentUri(coin, row.address, amount)} label={t('crypto.qr_label')} />
            <figcaption className="muted">{coinName(coin, t)}</figcaption>
          </figure>
        )}
      </section>
    </main>
  );
}
