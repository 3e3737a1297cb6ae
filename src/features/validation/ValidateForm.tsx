import { useRef, useState, type FormEvent } from 'react';
import { fetchUser, submitValidationAnswer } from '@/api/user';
import { isApiError } from '@/api/http';
import { useCurrentUser } from '@/db/currentUser';
import { saveUser } from '@/db/user';
import { useT } from '@/i18n/useT';
import { checkValidationAmount, validationBlocked } from './rules';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';

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

  if (blocked) return <Alert tone="error">{t('validate.blocked')}</Alert>;

  return (
    <form className="card validate-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Field
        ref={input}
        label={t('validate.amount')}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        required
        value={value}
        error={fieldError}
        onChange={(event) => setValue(event.target.value)}
      />
      {status.kind === 'wrong' && (
        <Alert tone="error">
          {t('validate_transcation.error')} {t('validate.attempts_left', { count: status.attemptsLeft })}
        </Alert>
      )}
      {status.kind === 'failed' && <Alert tone="error">{status.message}</Alert>}
      <Button type="submit" variant="primary" size="lg" block loading={status.kind === 'sending'} disabled={status.kind === 'confirmed'}>
        {t('validate.submit')}
      </Button>
    </form>
  );
}
