import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { HOSTS, TIP_DELAY_MS, tipStep } from '@common/chat';
import { maxAmount } from '@common/limits';
import { askTipOutcome, sendTip, TIP_NEEDS_CONFIRM, type TipAnswer } from '@/api/chat';
import type { Reply } from '@/api/http';
import { useT } from '@/i18n/useT';
import { formatMoney } from '@/lib/money';
import { usePayment } from '@/money/usePayment';
import { useFreshUser } from '@/sync/useFreshUser';
import { requestUserRefresh } from '@/sync/userRefresh';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { Field } from '@/ui/Field';
import { SelectField } from '@/ui/SelectField';
import { toast } from '@/ui/toast';

type Props = { currency: string; lang: string; host: string; onHost(host: string): void; online: boolean; onSent(): void };

/** `confirmed`: the trader said yes in the dialog, and the request says so (the server refuses a tip above 40 without). */
type Phase = { kind: 'idle' } | { kind: 'confirm'; value: string } | { kind: 'counting'; value: string; left: number; confirmed: boolean };

/**
 * A tip to a host (spec §1, §9): above 40 the trader confirms a dialog naming the amount; a confirmed tip leaves
 * 3 s later with a visible countdown and Cancel, saying it was confirmed; should the server still ask for the
 * confirmation, the dialog comes back for the same tip. It is a money move: deducted once under an idempotency key
 * kept on disk before the request leaves, a lost answer asked about.
 */
export function TipForm({ currency, lang, host, onHost, online, onSent }: Props) {
  const t = useT();
  const [value, setValue] = useState('');
  // Off unless the trader chooses it: the room hears of a tip, not of who gave it.
  const [showName, setShowName] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);
  // The tip in flight: what the dialog names again if the server asks for the confirmation.
  const sent = useRef<string | null>(null);
  const money = (amount: string) => formatMoney(amount, currency, lang);
  // A tip is paid from the balance: the form asks for the server's one when it opens.
  useFreshUser();

  const payment = usePayment<Reply<TipAnswer>>('tip', {
    reusable: false,
    ask: askTipOutcome,
    onResult: async (reply) => {
      if (reply.ok) {
        toast.success(t('chat.tip_sent', { amount: money(reply.value.value), host: HOSTS.find((h) => h.id === reply.value.host)?.name ?? '' }));
        setValue('');
        onSent();
      } else if (reply.code === TIP_NEEDS_CONFIRM && sent.current !== null) {
        // The typed amount stays in its field; the trader confirms this tip (again) or cancels it.
        setPhase({ kind: 'confirm', value: sent.current });
      } else setProblem(reply.message || t('chat.tip_error'));
      // The balance after the tip: a read that starts now, never one already on its way; a failed one stays quiet.
      await requestUserRefresh();
    },
    onUnknown: () => setProblem(t('payment.not_made')),
  });

  // The 3 s countdown: a tick a second; at 0 the tip leaves, unless cancelled (unmounting cancels too).
  const counting = phase.kind === 'counting' ? phase : null;
  const leave = useEffectEvent((tip: string, confirmed: boolean) => {
    sent.current = tip;
    payment.submit(`${tip}:${host}:${showName ? 'named' : 'anonymous'}`, (key) => sendTip(tip, host, key, confirmed, showName), 'tip');
  });
  useEffect(() => {
    if (!counting) return;
    const timer = setTimeout(() => {
      if (counting.left > 1) {
        setPhase({ ...counting, left: counting.left - 1 });
        return;
      }
      setPhase({ kind: 'idle' });
      leave(counting.value, counting.confirmed);
    }, 1_000);
    return () => clearTimeout(timer);
  }, [counting]);

  const start = (event: FormEvent) => {
    event.preventDefault();
    const step = tipStep(value, maxAmount('tip', currency));
    setProblem(null);
    switch (step.kind) {
      case 'invalid':
        setProblem(t('chat.tip_invalid', { max: String(maxAmount('tip', currency)) }));
        return;
      case 'confirm':
        setPhase({ kind: 'confirm', value: value.trim() });
        return;
      case 'send':
        setPhase({ kind: 'counting', value: value.trim(), left: TIP_DELAY_MS / 1000, confirmed: false });
    }
  };

  const busy = payment.state.phase === 'sending' || payment.state.phase === 'checking';
  return (
    <form className="tip-form" noValidate onSubmit={start} aria-labelledby="tip-title">
      <h3 id="tip-title" className="sr-only">
        {t('chat.tip_title')}
      </h3>
      <SelectField label={t('chat.tip_host')} value={host} options={HOSTS.map((h) => ({ value: h.id, label: h.name }))} onChange={(event) => onHost(event.target.value)} />
      <Field label={t('chat.tip_amount', { currency })} inputMode="numeric" value={value} error={problem} onChange={(event) => setValue(event.target.value)} />
      <label className="check tip-form__name">
        <input type="checkbox" checked={showName} disabled={counting !== null} onChange={(event) => setShowName(event.target.checked)} />
        <span>{t('chat.tip_show_name')}</span>
      </label>
      {counting ? (
        <div className="tip-form__countdown" role="status">
          <span>{t('chat.tip_sending_in', { amount: money(counting.value), seconds: String(counting.left) })}</span>
          <Button variant="ghost" onClick={() => setPhase({ kind: 'idle' })}>
            {t('chat.tip_cancel')}
          </Button>
        </div>
      ) : (
        <Button type="submit" variant="secondary" disabled={!online || busy} aria-busy={busy}>
          {t('chat.tip_send')}
        </Button>
      )}
      {payment.state.phase === 'unsure' && <Alert tone="warning">{t('chat.tip_unsure')}</Alert>}
      <Dialog
        open={phase.kind === 'confirm'}
        onClose={() => setPhase({ kind: 'idle' })}
        title={t('chat.tip_confirm_title')}
        closeLabel={t('close')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setPhase({ kind: 'idle' })}>
              {t('chat.tip_cancel')}
            </Button>
            <Button variant="primary" onClick={() => phase.kind === 'confirm' && setPhase({ kind: 'counting', value: phase.value, left: TIP_DELAY_MS / 1000, confirmed: true })}>
              {t('chat.tip_confirm')}
            </Button>
          </>
        }
      >
        <p>{phase.kind === 'confirm' ? t('chat.tip_deducted', { amount: money(phase.value), host: HOSTS.find((h) => h.id === host)?.name ?? '' }) : null}</p>
      </Dialog>
    </form>
  );
}
