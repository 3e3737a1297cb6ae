import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { platformLogin, resetPassword } from '@/api/auth';
import type { Lang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { equals, password, required } from '@/lib/validation';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { PasswordField } from '@/ui/PasswordField';
import { useOnline } from '@/sync/useOnline';
import { AuthCard, AuthDone } from './AuthCard';
import { CheckIcon } from '@/ui/icons';
import { resetToken, tradingUrl } from './redirect';
import type { StartSession } from './session';
import { useGuestSubmit } from './useGuestSubmit';
import { useGuestForm, type FormRules } from './useGuestForm';

type Name = 'password' | 'repeatPassword';
const ORDER: readonly Name[] = ['password', 'repeatPassword'];
// The password rule is the one registration and the password change use (src/lib/validation.ts `password`).
const RULES: FormRules<Name> = (values) => ({
  password: [required, password],
  repeatPassword: [required, equals(() => values.password)],
});

/**
 * /{lang}/reset#token=… (server/API.md POST /api/reset): the recovery mail's link. The token is taken from the
 * fragment and wiped from the address bar and history at once (as on the autologin page), so it is neither shared
 * with the page nor left in history. A new password (twice) signs the trader in and opens home; a dead link offers
 * to ask again.
 */
export default function ResetScreen({ lang, startSession }: { lang: Lang; startSession: StartSession }) {
  const t = useT();
  const titleId = useId();
  const online = useOnline();
  // Read once, before the effect below takes the fragment away.
  const [token] = useState(() => resetToken(location.hash));
  const [deadLink, setDeadLink] = useState<string | null>(null);
  const [signInNeeded, setSignInNeeded] = useState<string | null>(null);
  const form = useGuestForm({ initial: { password: '', repeatPassword: '' }, order: ORDER, rules: RULES, t });
  const { busy, message, setMessage, submit } = useGuestSubmit({ validate: form.validateForSubmit, t });

  useEffect(() => {
    if (location.hash !== '') history.replaceState(history.state, '', location.pathname);
  }, []);

  const onSubmit = submit(async () => {
    if (token === null) return;
    const newPassword = form.values.password;
    const reply = await resetPassword(token, newPassword);
    if (!reply.ok) {
      if (reply.field === 'token') setDeadLink(reply.message);
      else if (reply.field === 'password') form.serverError('password', reply.message);
      else setMessage(reply.message);
      return;
    }
    if ('sign_in' in reply.value) {
      // Two-factor sign-in is on: the link was one factor, so the trader signs in with the new password and a code.
      setSignInNeeded(reply.value.message);
      return;
    }
    const { user } = reply.value;
    // The reset ended the platform's sessions too: sign the embedded platform in with the new password, as login does.
    await platformLogin({ email: user.email, password: newPassword }).catch(() => false);
    await startSession(user);
    navigate(tradingUrl(lang), { replace: true });
  });

  const askAgain = <Link className="auth__back" href={`/${lang}/forgot`}>{t('reset.ask_again')}</Link>;
  const back = <Link className="auth__back" href={`/${lang}/login`}>{t('forgot.back')}</Link>;

  if (signInNeeded !== null) {
    return (
      <AuthDone
        titleId={titleId}
        title={t('reset.done_title')}
        icon={<CheckIcon size={26} />}
        message={signInNeeded}
        footer={<Link className="auth__back" href={`/${lang}/login`}>{t('reset.to_login')}</Link>}
      />
    );
  }

  if (token === null || deadLink !== null) {
    return (
      <AuthCard titleId={titleId} title={t('reset.title')} footer={back}>
        <Alert tone="error">{deadLink ?? t('reset.missing')}</Alert>
        <p className="auth__row">{askAgain}</p>
      </AuthCard>
    );
  }

  return (
    <AuthCard titleId={titleId} title={t('reset.title')} subtitle={t('reset.subtitle')} footer={back}>
      <form className="auth__form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        {!online && <Alert tone="warning">{t('error.offline')}</Alert>}
        {message && <Alert tone="error">{message}</Alert>}
        <PasswordField
          {...form.field('password')}
          label={t('reset.password')}
          hint={t('reset.hint')}
          showLabel={t('password.show')}
          hideLabel={t('password.hide')}
          autoComplete="new-password"
          required
        />
        <PasswordField
          {...form.field('repeatPassword')}
          label={t('reset.repeat')}
          showLabel={t('password.show')}
          hideLabel={t('password.hide')}
          autoComplete="new-password"
          required
        />
        <Button type="submit" variant="primary" size="lg" block loading={busy} loadingLabel={t('reset.submitting')}>
          {t('reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
