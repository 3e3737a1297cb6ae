import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useT } from '@/i18n/useT';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { Field } from '@/ui/Field';
import type { Waiting, WithdrawalState } from './withdrawal.machine';

type FormProps = { id: string; waiting: Waiting; error: string | null; info: string | null; onSubmit: (code: string) => void; onResend: () => void };

/** The code's form: its own state, so each request's dialog starts empty (it is keyed by the request). */
function CodeForm({ id, waiting, error, info, onSubmit, onResend }: FormProps) {
  const t = useT();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  // The code is what the dialog is for: its field takes the focus once the dialog has opened (a frame later: the
  // dialog opens in its own effect, after this one), and a refused code is selected, to be typed over.
  useEffect(() => {
    const frame = requestAnimationFrame(() => field.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  useEffect(() => {
    if (error) field.current?.select();
  }, [error]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setMissing(true);
      field.current?.focus();
      return;
    }
    onSubmit(code.trim());
  };

  const byMail = waiting.confirmBy === 'mail';
  return (
    <form id={id} className="withdrawal__code" noValidate onSubmit={submit}>
      <p>{waiting.message}</p>
      <Field
        ref={field}
        label={t(byMail ? 'withdrawal.code_mail_label' : 'withdrawal.code_totp_label')}
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        maxLength={12}
        value={code}
        error={error ?? (missing ? t('withdrawal.code_required') : null)}
        onChange={(event) => {
          setCode(event.target.value);
          setMissing(false);
        }}
      />
      {info && <Alert tone="success">{info}</Alert>}
      {byMail && (
        <button type="button" className="btn btn--ghost withdrawal__resend" onClick={onResend}>
          {t('withdrawal.code_resend')}
        </button>
      )}
    </form>
  );
}

/**
 * The code that confirms a withdrawal to a destination the trader was never paid to: the authenticator's (two-factor
 * on) or the six digits mailed for this request, with "Send a new code" for the mail. Until it is confirmed the
 * request holds no money; closed, it waits in the pending list.
 */
export function CodeDialog({ state, onSubmit, onResend, onClose }: { state: WithdrawalState; onSubmit: (code: string) => void; onResend: () => void; onClose: () => void }) {
  const t = useT();
  const formId = useId();
  const open = state.phase === 'code' || state.phase === 'verifying';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('withdrawal.code_title')}
      closeLabel={t('close')}
      footer={
        <>
          <Button onClick={onClose}>{t('withdrawal.code_later')}</Button>
          <Button type="submit" form={formId} variant="primary" loading={state.phase === 'verifying'} loadingLabel={t('withdrawal.code_checking')}>
            {t('withdrawal.code_confirm')}
          </Button>
        </>
      }
    >
      {open && (
        <CodeForm
          key={state.waiting.id}
          id={formId}
          waiting={state.waiting}
          error={state.phase === 'code' ? state.error : null}
          info={state.phase === 'code' ? state.info : null}
          onSubmit={onSubmit}
          onResend={onResend}
        />
      )}
    </Dialog>
  );
}
