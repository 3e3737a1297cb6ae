import { useEffect, useState } from 'react';
import { checkInvoice, vloadFinishUrl } from '@/api/crypto';
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
import { invoiceView } from './invoiceView';

/** When the server last answered about the invoice, in the page's language ("28 Nov, 18:05"). */
function checkedText(at: number, lang: Lang): string {
  return new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(at);
}

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
  const [failed, setFailed] = useState(false);

  // Opened by its URL on a device that has not seen it yet: ask the server once (again when the connection comes
  // back) and keep the answer, so it opens offline from then on.
  const missing = row === null;
  useEffect(() => {
    if (!missing || !online) return;
    let cancelled = false;
    checkInvoice(coin, guid)
      .then(async (invoice) => {
        if (!cancelled) await saveAnswer(invoice, lang);
      })
      .catch((error: unknown) => {
        if (cancelled || isApiError(error, 'auth')) return;
        // Lost on the way (the connection dropped meanwhile): the offline view says so; anything else is a failure.
        if (!isApiError(error, 'network')) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [missing, online, coin, guid, lang]);
  const view = invoiceView(row, online, failed);

  // Spec §4: a paid vload invoice finishes at /api/vload/finish.
  const paidVload = row?.status === 'su' && coin === 'vload';
  useEffect(() => {
    if (paidVload) location.assign(vloadFinishUrl(lang));
  }, [paidVload, lang]);

  const back = (
    <a className="btn btn--ghost" href={`/${lang}/trading#/show/funding`}>
      {t('crypto.back')}
    </a>
  );

  if (view.kind === 'loading' || view.kind === 'error' || view.kind === 'unseen') {
    return (
      <main className="invoice-page" aria-busy={view.kind === 'loading'}>
        {view.kind === 'loading' && <Spinner />}
        {view.kind === 'error' && <Alert tone="error" title={t('crypto.not_found')} />}
        {view.kind === 'unseen' && <Alert tone="warning" title={t('crypto.offline_unseen')} />}
        {back}
      </main>
    );
  }
  const { row: shown } = view;

  const ticker = COIN_TICKER[coin];
  // Exact, never rounded to §9's 5 decimals: what is shown is what is copied and what the QR asks for.
  const amount = invoiceAmountText(shown.amount) ?? shown.amount;
  const left = remainingMs(shown, now);
  const statusTone = shown.status === 'su' ? 'success' : shown.status === 'ex' ? 'error' : shown.status === 'unknown' ? 'warning' : 'info';
  return (
    <main className="invoice-page">
      <header className="invoice-page__header">
        <h1>{t('crypto.invoice_title', { coin: coinName(coin, lang) })}</h1>
        {back}
      </header>
      {view.kind === 'last-copy' && <Alert tone="warning" title={t('crypto.offline_note', { when: checkedText(view.checkedAt, lang) })} />}
      <section className="invoice" aria-label={t('crypto.invoice_title', { coin: coinName(coin, lang) })} data-guid={shown.guid}>
        <div className="invoice__facts">
          <p className={`invoice__status invoice__status--${shown.status}`} role="status" aria-label={t('crypto.status_label')}>
            <span className="invoice__status-label">{t('crypto.status_label')}:</span> <strong>{t(`crypto.status.${shown.status}`)}</strong>
          </p>
          {shown.status === 'wt' && (
            <p className="invoice__countdown">
              <span className="muted">{t('crypto.time_left')}</span>{' '}
              <time role="timer" aria-label={t('crypto.time_left')} dateTime={`PT${Math.ceil(left / 1000)}S`}>
                {formatCountdown(left)}
              </time>
            </p>
          )}
          {/* Only a waiting invoice asks for money: a paid or expired one keeps its figures, without the instructions. */}
          {shown.status === 'wt' && <p className="muted">{t('crypto.send_exactly')}</p>}
          <dl className="invoice__lines">
            <div className="invoice__line">
              <dt>{t('crypto.amount')}</dt>
              <dd>
                <code className="invoice__value">
                  {amount} {ticker}
                </code>
                {shown.status === 'wt' && <CopyButton text={amount} label="crypto.copy_amount" done="crypto.copied_amount" failed="crypto.copy_failed" />}
              </dd>
            </div>
            <div className="invoice__line">
              <dt>{t('crypto.address')}</dt>
              <dd>
                <code className="invoice__value invoice__address">
                  {shown.address}
                </code>
                {shown.status === 'wt' && <CopyButton text={shown.address} label="crypto.copy_address" done="crypto.copied_address" failed="crypto.copy_failed" />}
              </dd>
            </div>
            {shown.hash !== '' && (
              <div className="invoice__line">
                <dt>{t('crypto.hash')}</dt>
                <dd>
                  <code className="invoice__value invoice__address">{shown.hash}</code>
                </dd>
              </div>
            )}
          </dl>
          {!shown.fixed && <p className="muted">{t(shown.status === 'su' ? 'crypto.credited' : 'crypto.credit', { amount: formatMoney(shown.fiatAmount, shown.currency, lang) })}</p>}
          <Alert tone={statusTone} title={paidVload ? t('crypto.finishing') : t(`crypto.status.${shown.status}`)} />
        </div>
        {shown.status === 'wt' && (
          <figure className="invoice__qr">
            <QrCode value={paymentUri(coin, shown.address, amount)} label={t('crypto.qr_label')} />
            <figcaption className="muted">{coinName(coin, lang)}</figcaption>
          </figure>
        )}
      </section>
    </main>
  );
}
