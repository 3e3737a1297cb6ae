import { useRef, useState, type FormEvent } from 'react';
import { changePassword } from '@/api/account';
import { useT } from '@/i18n/useT';
import { useOnline } from '@/sync/useOnline';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { PasswordField } from '@/ui/PasswordField';

type Name = 'oldPassword' | 'password' | 'repeatPassword';
const ORDER: readonly Name[] = ['oldPassword', 'password', 'repeatPassword'];

/** The first field of the form (in its order) that is not valid yet, with its message key; null when all are. */
export function firstInvalid(values: Record<Name, string>): { name: Name; message: 'security.required' | 'security.weak' | 'security.mismatch' } | null {
  for (const name of ORDER) if (values[name] === '') return { name, message: 'security.required' };
  if (values.password.length < 8 || !/\d/.test(values.password) || !/\p{L}/u.test(values.password)) return { name: 'password', message: 'security.weak' };
  if (values.password !== values.repeatPassword) return { name: 'repeatPassword', message: 'security.mismatch' };
  return null;
}

/**
 * Widget `security` (spec §2 security, §5): change password — old, new, confirm; the first invalid field takes the
 * focus. The server checks the old password under the login throttle and ends every other session.
 */
export default function SecurityForm() {
  const t = useT();
  const online = useOnline();
  const [values, setValues] = useState<Record<Name, string>>({ oldPassword: '', password: '', repeatPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const refs = { oldPassword: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null), repeatPassword: useRef<HTMLInputElement>(null) };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!online) return;
    setDone(null);
    setFailure(null);
    const invalid = firstInvalid(values);
    if (invalid) {
      setErrors({ [invalid.name]: t(invalid.message) });
      refs[invalid.name].current?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    const reply = await changePassword(values).catch(() => ({ ok: false as const, message: t('documents.unexpected'), field: undefined }));
    setSaving(false);
    if (reply.ok) {
      setDone(reply.value.message);
      setValues({ oldPassword: '', password: '', repeatPassword: '' });
      return;
    }
    const field = ORDER.find((name) => name === reply.field);
    if (field) {
      setErrors({ [field]: reply.message });
      refs[field].current?.focus();
    } else setFailure(reply.message);
  };
  const bind = (name: Name, label: string, autoComplete: string) => ({
    ref: refs[name],
    label,
    showLabel: t('security.show', { field: label }),
    hideLabel: t('security.hide', { field: label }),
    autoComplete,
    value: values[name],
    error: errors[name] ?? null,
    onChange: (event: { target: { value: string } }) => {
      setValues((all) => ({ ...all, [name]: event.target.value }));
      // A field's message goes once the trader changes it; the next submit checks again.
      setErrors((all) => ({ ...all, [name]: undefined }));
    },
  });

  return (
    <section className="card security-block" aria-labelledby="security-password-title">
      <h2 id="security-password-title">{t('security.password_title')}</h2>
      <form className="security" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('security.form')}>
        <PasswordField {...bind('oldPassword', t('security.old'), 'current-password')} />
        <PasswordField {...bind('password', t('security.new'), 'new-password')} hint={t('security.hint')} />
        <PasswordField {...bind('repeatPassword', t('security.repeat'), 'new-password')} />
        {done && <Alert tone="success">{done}</Alert>}
        {failure && <Alert tone="error">{failure}</Alert>}
        {!online && <Alert tone="warning">{t('security.offline')}</Alert>}
        <Button type="submit" variant="primary" disabled={!online} loading={saving} loadingLabel={t('security.saving')}>
          {t('security.submit')}
        </Button>
      </form>
    </section>
  );
}
