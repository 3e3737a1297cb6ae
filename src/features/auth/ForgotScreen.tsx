import { useId, useState } from 'react';
import { Link } from 'wouter';
import { forget } from '@/api/auth';
import type { Lang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { email, required } from '@/lib/validation';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { MailIcon } from '@/ui/icons';
import { AuthCard, AuthDone } from './AuthCard';
import { EmailField } from './EmailField';
import { useGuestSubmit } from './useGuestSubmit';
import { useGuestForm, type FormRules } from './useGuestForm';
import { useOnline } from '@/sync/useOnline';

type Name = 'email';
const ORDER: readonly Name[] = ['email'];
const RULES: FormRules<Name> = () => ({ email: [required, email] });

export default function ForgotScreen({ lang }: { lang: Lang }) {
  const t = useT();
  const titleId = useId();
  const online = useOnline();
  const form = useGuestForm({ initial: { email: '' }, order: ORDER, rules: RULES, t });
  const { busy, message, setMessage, submit } = useGuestSubmit({ validate: form.validateForSubmit, t });
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = submit(async () => {
    const reply = await forget(form.values.email.trim());
    if (reply.ok) setSent(reply.value.message);
    else if (reply.field === 'email') form.serverError('email', reply.message);
    else setMessage(reply.message);
  });

  const back = <Link className="auth__back" href={`/${lang}/login`}>{t('forgot.back')}</Link>;

  if (sent !== null) {
    return <AuthDone titleId={titleId} title={t('forgot.sent_title')} icon={<MailIcon size={26} />} message={sent} footer={back} />;
  }

  return (
    <AuthCard titleId={titleId} title={t('forgot.title')} subtitle={t('forgot.subtitle')} footer={back}>
      <form className="auth__form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        {!online && <Alert tone="warning">{t('error.offline')}</Alert>}
        {message && <Alert tone="error">{message}</Alert>}
        <EmailField {...form.field('email')} label={t('field.email')} />
        <Button type="submit" variant="primary" size="lg" block loading={busy} loadingLabel={t('forgot.submitting')}>
          {t('forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
