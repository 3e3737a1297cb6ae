import { useEffect, useId, useRef, useState } from 'react';
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
import { Field } from '@/ui/Field';
import { KeyIcon } from '@/ui/icons';

type Name = 'email' | 'password';
const ORDER: readonly Name[] = ['email', 'password'];
const RULES: FormRules<Name> = () => ({ email: [required, email], password: [required] });

const loadSession = () => import('./session');
// Loaded on a click only: the passkey ceremony (and its browser library) is not needed to show the form.
const loadPasskeys = () => import('@/api/passkeys');

/** A passkey may be offered: the browser has WebAuthn (the ceremony itself may still refuse an address). */
const canUsePasskey = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

export default function LoginScreen({ lang, startSession }: { lang: Lang; startSession: StartSession }) {
  const t = useT();
  const titleId = useId();
  const online = useOnline();
  const form = useGuestForm({ initial: { email: '', password: '' }, order: ORDER, rules: RULES, t });
  // Two-factor sign-in: after the right password the server asks for the code; the same card asks for it.
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  // The code field takes the focus when it appears and after each problem with it (selected, to be typed over).
  const [codeFocus, setCodeFocus] = useState(0);
  const validate = () => {
    if (step === 'password') return form.validateForSubmit();
    if (code.trim() !== '') return true;
    setCodeError(t('login.code_required'));
    setCodeFocus((n) => n + 1);
    return false;
  };
  const { busy, message, setMessage, submit } = useGuestSubmit({ validate, t, offlineKey: 'login.offline' });
  const [passkeyBusy, setPasskeyBusy] = useState(false);

  // The API code (fetch wrapper, schemas) is not needed to type: it loads once the form is on screen and the
  // browser is idle, and prepares the captcha if one is configured. Submitting before that just awaits it.
  useEffect(() => whenIdle(() => void loadSession().then((session) => session.prepareLogin())), []);
  useEffect(() => {
    if (step === 'code') codeRef.current?.select();
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- codeFocus is the request to focus again (a wrong code)
  }, [step, codeFocus]);

  const signedIn = async (user: Parameters<StartSession>[0]) => {
    await startSession(user);
    navigate(afterLoginUrl(lang, location.search), { replace: true });
  };

  const onSubmit = submit(async () => {
    const { logIn } = await loadSession();
    const outcome = await logIn(form.values.email.trim(), form.values.password, step === 'code' ? code.trim() : undefined);
    switch (outcome.kind) {
      case 'ok':
        await signedIn(outcome.user);
        return;
      case 'second-factor':
        setCode('');
        setCodeError(null);
        setStep('code');
        return;
      case 'wrong-code':
        setCodeError(outcome.message);
        setCodeFocus((n) => n + 1);
        return;
      case 'wrong-credentials':
        setStep('password');
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

  const withPasskey = async () => {
    if (passkeyBusy || busy) return;
    setMessage(null);
    if (!navigator.onLine) {
      setMessage(t('login.offline'));
      return;
    }
    setPasskeyBusy(true);
    try {
      const { signInWithPasskey } = await loadPasskeys();
      const outcome = await signInWithPasskey();
      switch (outcome.kind) {
        case 'ok':
          await signedIn(outcome.value);
          return;
        case 'cancelled':
          return;
        case 'unsupported':
          setMessage(t('login.passkey_unsupported'));
          return;
        case 'refused':
          setMessage(outcome.message || t('login.passkey_failed'));
          return;
      }
    } catch (error) {
      setMessage(problemText(error, t));
    } finally {
      setPasskeyBusy(false);
    }
  };

  const back = () => {
    setStep('password');
    setMessage(null);
    setCode('');
  };

  return (
    <AuthCard
      titleId={titleId}
      title={step === 'code' ? t('login.code_title') : t('login.title')}
      subtitle={step === 'code' ? t('login.code_subtitle') : t('login.subtitle')}
      footer={
        <>
          {t('login.no_account')} <Link href={`/${lang}/register`}>{t('login.register_link')}</Link>
        </>
      }
    >
      <form className="auth__form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        {!online && <Alert tone="warning">{t('login.offline')}</Alert>}
        {message && online && <Alert tone="error">{message}</Alert>}
        {step === 'password' ? (
          <>
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
          </>
        ) : (
          <Field
            ref={codeRef}
            label={t('login.code')}
            hint={t('login.code_hint')}
            inputMode="text"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={40}
            value={code}
            error={codeError}
            onChange={(event) => {
              setCode(event.target.value);
              setCodeError(null);
            }}
            required
          />
        )}
        <Button type="submit" variant="primary" size="lg" block loading={busy} loadingLabel={t('login.submitting')}>
          {step === 'code' ? t('login.code_submit') : t('login.submit')}
        </Button>
        {step === 'code' && (
          <button type="button" className="btn btn--ghost auth__alt" onClick={back}>
            {t('login.code_back')}
          </button>
        )}
        {step === 'password' && canUsePasskey() && (
          <Button block loading={passkeyBusy} loadingLabel={t('login.passkey_busy')} onClick={() => void withPasskey()}>
            <KeyIcon size={16} />
            {t('login.passkey')}
          </Button>
        )}
        <p className="auth__note">
          <LockIcon size={14} />
          {t('login.secure')}
        </p>
      </form>
    </AuthCard>
  );
}
