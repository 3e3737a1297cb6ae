import type { Translate } from '@/i18n';
import { useT } from '@/i18n/useT';
import { Alert } from '@/ui/Alert';
import { Button, buttonClass } from '@/ui/Button';
import type { CascadeState } from './cascade.types';
import type { AwayCopy } from './dialogCopy';

type Phase = CascadeState['phase'];

/** The spinner's words while a request is out; null in the phases that show something else (or nothing). */
function statusOf(phase: Phase, t: Translate): string | null {
  switch (phase) {
    case 'paying':
      return t('deposit.status_paying');
    case 'checking':
      return t('deposit.status_checking');
    case 'listening':
      return t('deposit.status_listening');
    case 'redirecting':
      return t('deposit.status_redirecting');
    case 'cancelling':
      return t('deposit.status_cancelling');
    case 'idle':
    case 'awayChoice':
    case 'dialog':
    case 'needCard':
    case 'approved':
    case 'declined':
      return null;
  }
}

type Props = {
  phase: Phase;
  /** What to say while the payment waits on another page (awayChoice): the trader came Back from it, or the cascade moved on. */
  away?: AwayCopy | undefined;
  onAnother(): void;
  onGoAway(): void;
  onCancelAway(): void;
};

/**
 * Where the deposit stands, above the form: approved (with "another deposit"), waiting for a card, waiting on the
 * bank's page the trader came Back from (continue there or cancel), or in flight.
 */
export function DepositProgress({ phase, away, onAnother, onGoAway, onCancelAway }: Props) {
  const t = useT();
  const status = statusOf(phase, t);
  return (
    <>
      {phase === 'approved' && (
        <div className="stack">
          <Alert tone="success" title={t('payment.success')} />
          {/* The money is there to trade with: that is the next step, another deposit the lesser one. */}
          <div className="deposit-next">
            <a className={buttonClass('primary', 'lg', true)} href="#/home">
              {t('deposit.start_trading')}
            </a>
            <Button variant="secondary" block onClick={onAnother}>
              {t('deposit.another')}
            </Button>
          </div>
        </div>
      )}
      {phase === 'needCard' && <Alert tone="warning">{t('deposit.need_card')}</Alert>}
      {phase === 'awayChoice' && away && (
        <div className="stack">
          <Alert tone="warning" title={t(away.title)}>
            {t(away.text)}
          </Alert>
          <div className="dialog-actions">
            <Button variant="primary" onClick={onGoAway}>
              {t(away.go)}
            </Button>
            <Button variant="secondary" onClick={onCancelAway}>
              {t('deposit.away_cancel')}
            </Button>
          </div>
        </div>
      )}
      {status && (
        <div className="deposit-status" role="status" aria-live="polite">
          <span className="spinner" aria-hidden="true" />
          <span>{status}</span>
        </div>
      )}
    </>
  );
}
