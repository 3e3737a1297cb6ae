import { callPhoneProblem } from '@common/calls';
import { useId, useRef, useState, type FormEvent } from 'react';
import { requestCall } from '@/api/call';
import { useT } from '@/i18n/useT';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { useDismiss } from '@/ui/useDismiss';

type Sent = { phone: string };

/** The top bar's call-back widget (spec §2): a dropdown with the profile's phone, /api/call, a clear confirmation. */
export default function CallMenu({ phone: profilePhone, online }: { phone: string; online: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [phone, setPhone] = useState(profilePhone);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useDismiss(open, setOpen, root);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || !online) return;
    const problem = callPhoneProblem(phone);
    if (problem) return setError(t(problem === 'empty' ? 'calls.error_phone' : 'form.phone'));
    setError(null);
    setSending(true);
    try {
      const reply = await requestCall(phone);
      if (reply.ok) setSent({ phone: phone.trim() });
      else setError(reply.code === 'calls.error_phone' ? t('calls.error_phone') : reply.message);
    } catch {
      setError(t('calls.error_send'));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="call-menu" ref={root}>
      <button
        type="button"
        className="btn btn--ghost call-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('calls.button')}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M6.6 3.5h2.8l1.4 4.2-2 1.3a11 11 0 0 0 6.2 6.2l1.3-2 4.2 1.4v2.8a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        <span className="call-menu__label">{t('calls.button')}</span>
      </button>
      {open && (
        <div className="call-menu__panel" id={panelId} role="region" aria-label={t('calls.title')}>
          <h2>{t('calls.title')}</h2>
          {sent ? (
            <>
              <Alert tone="success" title={t('calls.sent_title')}>
                {t('calls.sent_text', { phone: sent.phone })}
              </Alert>
              <Button variant="ghost" onClick={() => setSent(null)}>
                {t('calls.again')}
              </Button>
            </>
          ) : (
            <form noValidate onSubmit={(event) => void submit(event)}>
              <p className="muted">{t('calls.lead')}</p>
              <Field label={t('calls.phone')} type="tel" autoComplete="tel" inputMode="tel" value={phone} onChange={(event) => setPhone(event.target.value)} error={error} />
              {!online && <p className="muted">{t('calls.offline')}</p>}
              <Button type="submit" variant="primary" block loading={sending} disabled={!online}>
                {t('calls.submit')}
              </Button>
            </form>
          )}
        </div>
      )}
    </div>
  );
}
