import { useRef, useState, type FormEvent } from 'react';
import { fetchUser, submitValidationAnswer } from '@/api/user';
import { isApiError } from '@/api/http';
import { saveUser, useCurrentUser } from '@/db/user';
import { useT } from '@/i18n/useT';
import { checkValidationAmount, validationBlocked } from './rules';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'confirmed' } | { kind: 'wrong'; message: string; attemptsLeft: number } | { kind: 'failed'; message: string };

/** Widget `validate-form`: the trader confirms the amount of a recent transaction (spec §4 transaction validation). */
export default function ValidateForm() {
  const t = useT();
  const user = useCurrentUser();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  if (!user) return null;
  const attemptsLeft = status.kind === 'wrong' ? status.attemptsLeft : null;
  const blocked = validationBlocked(user.tr_attemps, attemptsLeft);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (checkValidationAmount(value)) {
      setFieldError(t('validate.format_error'));
      input.current?.focus();
      return;
    }
    setFieldError(null);
    setStatus({ kind: 'sending' });
    try {
      const answer = await submitValidationAnswer(value.trim());
      if (!answer.ok) {
        setStatus({ kind: 'wrong', message: answer.message, attemptsLeft: answer.attemptsLeft });
        await saveUser(await fetchUser());
        return;
      }
      // The route guard takes the trader home as soon as the stored user says validation is done.
      setStatus({ kind: 'confirmed' });
      await saveUser(await fetchUser());
    } catch (error) {
      if (isApiError(error, 'auth')) return;
      setStatus({ kind: 'failed', message: isApiError(error, 'network') ? t('validate.offline') : t('auth.server_error') });
    }
  };

  if (blocked) {
    return (
      <p className="alert alert--danger" role="alert">
        {t('validate.blocked')}
      </p>
    );
  }

  return (
    <form className="stack" noValidate onSubmit={(event) => void onSubmit(event)}>
      <div className="field">
        <label htmlFor="validate-amount">{t('validate.amount')}</label>
        <input
          ref={input}
          id="validate-amount"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          required
          value={value}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? 'validate-amount-error' : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        {fieldError && (
          <p id="validate-amount-error" className="field__error">
            {fieldError}
          </p>
        )}
      </div>
      {status.kind === 'wrong' && (
        <p className="alert alert--danger" role="alert">
          {t('validate_transcation.error')} {t('validate.attempts_left', { count: status.attemptsLeft })}
        </p>
      )}
      {status.kind === 'failed' && (
        <p className="alert alert--danger" role="alert">
          {status.message}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={status.kind === 'sending' || status.kind === 'confirmed'} aria-busy={status.kind === 'sending'}>
        {t('validate.submit')}
      </button>
    </form>
  );
}
