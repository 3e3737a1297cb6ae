import { useState, type FormEvent } from 'react';
import { saveContactInfo } from '@/api/account';
import { fetchUser } from '@/api/user';
import type { WidgetProps } from '@/content/widgets';
import { saveUser } from '@/db/user';
import { useT } from '@/i18n/useT';
import { useOnline } from '@/sync/useOnline';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { PasswordField } from '@/ui/PasswordField';
import { SelectField } from '@/ui/SelectField';
import { STATES_COUNTRY, US_STATES } from '@common/us-states';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Widget `contact-info` (props { email, phone, prefix, country, state }): the trader's e-mail and phone — and a US
 * resident's state (spec §1 states list) — saved through /api/info with the server's checks. The e-mail is the login:
 * changing it takes the current password, so the field for it shows once the typed address differs from the saved one.
 */
export default function ContactInfo(props: WidgetProps) {
  const t = useT();
  const online = useOnline();
  const [saved, setSaved] = useState(text(props.email));
  const [email, setEmail] = useState(saved);
  const [phone, setPhone] = useState(text(props.phone));
  const [password, setPassword] = useState('');
  const emailChanged = email.trim().toLowerCase() !== saved.trim().toLowerCase();
  const usResident = text(props.country) === STATES_COUNTRY;
  const [state, setState] = useState(text(props.state));
  const [saving, setSaving] = useState(false);
  const [reply, setReply] = useState<{ ok: true; message: string } | { ok: false; message: string; field?: string } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!online) return;
    setSaving(true);
    const info = { email: email.trim(), phone: phone.trim(), ...(emailChanged ? { password } : {}), ...(usResident ? { state } : {}) };
    const answer = await saveContactInfo(info).catch(() => ({ ok: false as const, message: t('documents.unexpected') }));
    setSaving(false);
    setReply(answer.ok ? { ok: true, message: answer.value.message } : answer);
    if (answer.ok) {
      // The saved address is the typed one now: the password is not asked again until it changes once more.
      setSaved(info.email);
      setPassword('');
      await fetchUser().then(saveUser).catch(() => undefined);
    }
  };
  const error = (name: string) => (reply && !reply.ok && reply.field === name ? reply.message : null);

  return (
    <form className="contact-info" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('contact_info.title')}>
      <h3>{t('contact_info.title')}</h3>
      <Field label={t('field.email')} type="email" autoComplete="email" value={email} onChange={(event) => (setEmail(event.target.value), setReply(null))} error={error('email')} />
      <Field
        label={t('field.phone')}
        type="tel"
        autoComplete="tel-national"
        prefix={`+${text(props.prefix)}`}
        value={phone}
        onChange={(event) => (setPhone(event.target.value), setReply(null))}
        error={error('phone')}
      />
      {usResident && (
        <SelectField
          label={t('field.state')}
          autoComplete="address-level1"
          value={state}
          onChange={(event) => (setState(event.target.value), setReply(null))}
          options={[{ value: '', label: t('field.state_choose') }, ...US_STATES.map(([code, name]) => ({ value: code, label: name }))]}
          error={error('state')}
        />
      )}
      {emailChanged && (
        <PasswordField
          label={t('contact_info.password')}
          hint={t('contact_info.password_hint')}
          showLabel={t('security.show', { field: t('contact_info.password') })}
          hideLabel={t('security.hide', { field: t('contact_info.password') })}
          autoComplete="current-password"
          value={password}
          onChange={(event) => (setPassword(event.target.value), setReply(null))}
          error={error('password')}
        />
      )}
      {reply?.ok === true && <Alert tone="success">{reply.message}</Alert>}
      {reply && !reply.ok && !reply.field && <Alert tone="error">{reply.message}</Alert>}
      <Button type="submit" disabled={!online} loading={saving} loadingLabel={t('contact_info.saving')}>
        {t('contact_info.save')}
      </Button>
    </form>
  );
}
