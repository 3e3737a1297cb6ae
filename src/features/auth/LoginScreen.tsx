import { useEffect, useId } from 'react';
import { Link } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import type { Lang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { email, required } from '@/lib/validation';
import { whenIdle } from '@/lib/whenIdle';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { LockIcon } from '@/ui/icons';
import { PasswordField } from '@/ui/PasswordField';
import { AuthCard } from './AuthCard';
import { EmailField } from './EmailField';
import { problemText } from './problem';
import { afterLoginUrl } from './redirect';
import type { StartSession } from './session';
import { useGuestSubmit } from './useGuestSubmit';
import { useGuestForm, type FormRules } from './useGuestForm';
import { useOnline } from '@/sync/useOnline';

type Name = 'email' | 'password';
const ORDER: readonly Name[] = ['email', 'password'];
const RULES: FormRules<Name> = () => ({ email: [required, email], password: [required] });

const loadSession = () => import('./session');

export default function LoginScreen({ lang, startSession }: { lang: Lang; startSession: StartSession }) {
  const t = useT();
  const titleId = useId();
  const online = useOnline();
  const form = useGuestForm({ initial: { email: '', password: '' }, order: ORDER, rules: RULES, t });
  const { busy, message, setMessage, submit } = useGuestSubmit({ validate: form.validateForSubmit, t, offlineKey: 'login.offline' });

  // The API code (fetch wrapper, schemas) is not needed to type: it loads once the form is on screen and the
  // browser is idle, and prepares the captcha if one is configured. Submitting before that just awaits it.
  useEffect(() => whenIdle(() => void loadSession().then((session) => session.prepareLogin())), []);

  const onSubmit = submit(async () => {
    const { logIn } = await loadSession();
    const outcome = await logIn(form.values.email.trim(), form.values.password);
    switch (outcome.kind) {
      case 'ok':
        await startSession(outcome.user);
        navigate(afterLoginUrl(lang, location.search), { replace: true });
        return;
      case 'wrong-credentials':
        setMessage(t('auth.login_error'));
        return;
      case 'throttled':
        setMessage(t('auth.login_throttled'));
        return;
      case 'refused':
        setMessage(outcome.message);
        return;
      case 'transport':
        setMessage(problemText(outcome.error, t));
        return;
    }
  });

  return (
    <AuthCard
      titleId={titleId}
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.no_account')} <Link href={`/${lang}/register`}>{t('login.register_link')}</Link>
        </>
      }
    >
      <form className="auth__form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        {!online && <Alert tone="warning">{t('login.offline')}</Alert>}
        {message && online && <Alert tone="error">{message}</Alert>}
        <EmailField {...form.field('email')} label={t('login.email')} autoComplete="username" />
        <PasswordField
          {...form.field('password')}
          label={t('login.password')}
          showLabel={t('password.show')}
          hideLabel={t('password.hide')}
          autoComplete="current-password"
          required
        />
        <div className="auth__row">
          <Link href={`/${lang}/forgot`}>{t('login.forgot')}</Link>
        </div>
        <Button type="submit" variant="primary" size="lg" block loading={busy} loadingLabel={t('login.submitting')}>
          {t('login.submit')}
        </Button>
        <p className="auth__note">
          <LockIcon size={14} />
          {t('login.secure')}
        </p>
      </form>
    </AuthCard>
  );
}
