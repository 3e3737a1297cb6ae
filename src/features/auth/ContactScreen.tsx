import { useId, useState } from 'react';
import { Link } from 'wouter';
import { sendContact } from '@/api/contact';
import type { Lang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { email, required } from '@/lib/validation';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { CheckIcon } from '@/ui/icons';
import { TextAreaField } from '@/ui/TextAreaField';
import { AuthCard, AuthDone } from './AuthCard';
import { EmailField } from './EmailField';
import { useGuestSubmit } from './useGuestSubmit';
import { useGuestForm, type FormRules } from './useGuestForm';
import { useOnline } from '@/sync/useOnline';

type Name = 'name' | 'email' | 'phone' | 'message';
const ORDER: readonly Name[] = ['name', 'email', 'phone', 'message'];
const RULES: FormRules<Name> = () => ({ name: [required], email: [required, email], phone: [], message: [required] });
const INITIAL: Record<Name, string> = { name: '', email: '', phone: '', message: '' };

function contactFieldOf(serverField: string | undefined): Name | null {
  switch (serverField) {
    case 'name':
    case 'email':
    case 'phone':
    case 'message':
      return serverField;
    default:
      return null;
  }
}

export default function ContactScreen({ lang }: { lang: Lang }) {
  const t = useT();
  const titleId = useId();
  const online = useOnline();
  const form = useGuestForm({ initial: INITIAL, order: ORDER, rules: RULES, t });
  const { busy, message, setMessage, submit } = useGuestSubmit({ validate: form.validateForSubmit, t });
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = submit(async () => {
    const { name, email: address, phone, message: text } = form.values;
    const reply = await sendContact({ name: name.trim(), email: address.trim(), phone: phone.trim(), message: text.trim() });
    if (reply.ok) {
      setSent(reply.value.message);
      form.reset();
      return;
    }
    const field = contactFieldOf(reply.field);
    if (field) form.serverError(field, reply.message);
    else setMessage(reply.message);
  });

  const back = <Link className="auth__back" href={`/${lang}/login`}>{t('forgot.back')}</Link>;

  if (sent !== null) {
    return (
      <AuthDone titleId={titleId} title={t('contact.sent_title')} icon={<CheckIcon size={26} />} message={sent} footer={back}>
        <Button variant="secondary" onClick={() => setSent(null)}>
          {t('contact.send_another')}
        </Button>
      </AuthDone>
    );
  }

  return (
    <AuthCard titleId={titleId} title={t('contact.title')} subtitle={t('contact.subtitle')} footer={back}>
      <form className="auth__form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        {!online && <Alert tone="warning">{t('error.offline')}</Alert>}
        {message && <Alert tone="error">{message}</Alert>}
        <Field {...form.field('name')} label={t('field.name')} autoComplete="name" required />
        <EmailField {...form.field('email')} label={t('field.email')} />
        <Field {...form.field('phone')} label={t('field.phone')} optionalLabel={t('optional')} type="tel" inputMode="tel" autoComplete="tel" />
        <TextAreaField {...form.field('message')} label={t('field.message')} rows={5} required />
        <Button type="submit" variant="primary" size="lg" block loading={busy} loadingLabel={t('contact.submitting')}>
          {t('contact.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
