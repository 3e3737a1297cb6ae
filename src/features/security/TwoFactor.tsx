import { useEffect, useRef, useState, type FormEvent } from 'react';
import { disableTwoFactor, enableTwoFactor, fetchTwoFactor, startTwoFactorSetup, type TwoFactorSetup, type TwoFactorStatus } from '@/api/security';
import { useT } from '@/i18n/useT';
import { useOnline } from '@/sync/useOnline';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { CopyButton } from '@/ui/CopyButton';
import { Field } from '@/ui/Field';
import { LoadingBlock } from '@/ui/LoadingBlock';
import { PasswordField } from '@/ui/PasswordField';
import { QrCode } from '@/ui/QrCode';
import { groupedKey, recoveryCodesText } from './twoFactorText';

type View =
  | { step: 'loading' }
  | { step: 'failed' }
  | { step: 'off' }
  | { step: 'setup'; setup: TwoFactorSetup }
  /** Just turned on: the recovery codes, shown this once. */
  | { step: 'codes'; codes: string[]; message: string }
  | { step: 'on'; status: TwoFactorStatus };

const viewOf = (status: TwoFactorStatus): View => (status.enabled ? { step: 'on', status } : { step: 'off' });

/**
 * Widget `two-factor` (the Security screen): two-factor sign-in with an authenticator app. Set up from a QR code or
 * the key typed in, turned on with the app's first code; the ten recovery codes are shown once, to download (.txt)
 * or copy. Turning it off takes the password and a code. The server keeps the key encrypted (server/two-factor/).
 */
export default function TwoFactor() {
  const t = useT();
  const online = useOnline();
  const [view, setView] = useState<View>({ step: 'loading' });
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ code?: string; password?: string }>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [turningOff, setTurningOff] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codesHeadingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    fetchTwoFactor(controller.signal).then(
      (status) => setView((current) => (current.step === 'loading' || current.step === 'failed' ? viewOf(status) : current)),
      () => !controller.signal.aborted && setView((current) => (current.step === 'loading' ? { step: 'failed' } : current)),
    );
    return () => controller.abort();
  }, [online]);

  // The codes replace the form the focus was in: their heading takes it, so a screen reader reads on from there.
  useEffect(() => {
    if (view.step === 'codes') codesHeadingRef.current?.focus();
  }, [view.step]);

  const reset = () => {
    setCode('');
    setPassword('');
    setErrors({});
  };

  const start = async () => {
    setNotice(null);
    setBusy(true);
    const reply = await startTwoFactorSetup().catch(() => null);
    setBusy(false);
    if (reply?.ok) {
      reset();
      setView({ step: 'setup', setup: reply.value });
    } else setNotice({ tone: 'error', text: reply?.message || t('twofactor.failed') });
  };

  const turnOn = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setErrors({ code: t('twofactor.code_required') });
      codeRef.current?.focus();
      return;
    }
    setBusy(true);
    const reply = await enableTwoFactor(code.trim()).catch(() => null);
    setBusy(false);
    if (!reply) {
      setNotice({ tone: 'error', text: t('twofactor.failed') });
      return;
    }
    if (!reply.ok) {
      setErrors({ code: reply.message });
      codeRef.current?.select();
      return;
    }
    reset();
    setView({ step: 'codes', codes: reply.value.recovery_codes, message: reply.value.message });
  };

  const turnOff = async (event: FormEvent) => {
    event.preventDefault();
    const missing = password === '' ? 'password' : code.trim() === '' ? 'code' : null;
    if (missing) {
      setErrors({ [missing]: t(missing === 'password' ? 'twofactor.password_required' : 'twofactor.code_required') });
      (missing === 'password' ? passwordRef : codeRef).current?.focus();
      return;
    }
    setBusy(true);
    const reply = await disableTwoFactor(password, code.trim()).catch(() => null);
    setBusy(false);
    if (!reply) {
      setNotice({ tone: 'error', text: t('twofactor.failed') });
      return;
    }
    if (!reply.ok) {
      const field = reply.field === 'password' ? 'password' : 'code';
      setErrors({ [field]: reply.message });
      (field === 'password' ? passwordRef : codeRef).current?.focus();
      return;
    }
    reset();
    setTurningOff(false);
    setNotice({ tone: 'success', text: reply.value.message });
    setView({ step: 'off' });
  };

  const download = (codes: string[]) => {
    const url = URL.createObjectURL(new Blob([recoveryCodesText(codes, t)], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'trader-recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  };

  const codeField = (label: string) => (
    <Field
      ref={codeRef}
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      spellCheck={false}
      maxLength={40}
      value={code}
      error={errors.code ?? null}
      onChange={(event) => {
        setCode(event.target.value);
        setErrors((all) => ({ ...all, code: undefined }));
      }}
    />
  );

  return (
    <section className="card security-block" aria-labelledby="twofactor-title">
      <h2 id="twofactor-title">{t('twofactor.title')}</h2>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {view.step === 'loading' && online && <LoadingBlock label={t('twofactor.loading')} />}
      {(view.step === 'failed' || (view.step === 'loading' && !online)) && <Alert tone={online ? 'error' : 'warning'}>{t(online ? 'twofactor.load_failed' : 'twofactor.offline')}</Alert>}

      {view.step === 'off' && (
        <>
          <p>
            <span className="badge">{t('twofactor.off')}</span> {t('twofactor.off_lead')}
          </p>
          <Button variant="primary" onClick={() => void start()} disabled={!online} loading={busy} loadingLabel={t('twofactor.starting')}>
            {t('twofactor.set_up')}
          </Button>
        </>
      )}

      {view.step === 'setup' && (
        <form className="security-block__form" noValidate onSubmit={(event) => void turnOn(event)} aria-label={t('twofactor.setup_form')}>
          <ol className="twofactor__steps">
            <li>
              <p>{t('twofactor.step_scan')}</p>
              <QrCode value={view.setup.uri} label={t('twofactor.qr_label')} size={180} className="twofactor__qr" />
            </li>
            <li>
              <p>{t('twofactor.step_key')}</p>
              <p className="twofactor__key">
                <code aria-label={t('twofactor.key_label')} data-key={view.setup.secret}>
                  {groupedKey(view.setup.secret)}
                </code>
              </p>
              <CopyButton text={view.setup.secret} label="twofactor.copy_key" done="twofactor.key_copied" failed="twofactor.copy_failed" />
            </li>
            <li>
              <p>{t('twofactor.step_code')}</p>
              {codeField(t('twofactor.code_label'))}
            </li>
          </ol>
          <div className="security-block__actions">
            <Button type="submit" variant="primary" disabled={!online} loading={busy} loadingLabel={t('twofactor.checking')}>
              {t('twofactor.turn_on')}
            </Button>
            <Button onClick={() => (reset(), setView({ step: 'off' }))}>{t('cancel')}</Button>
          </div>
        </form>
      )}

      {view.step === 'codes' && (
        <div className="twofactor__recovery">
          <Alert tone="success">{view.message}</Alert>
          <h3 ref={codesHeadingRef} tabIndex={-1}>
            {t('twofactor.codes_title')}
          </h3>
          <p>{t('twofactor.codes_lead')}</p>
          <ul className="twofactor__codes" aria-label={t('twofactor.codes_title')}>
            {view.codes.map((one) => (
              <li key={one}>
                <code>{one}</code>
              </li>
            ))}
          </ul>
          <div className="security-block__actions">
            <Button onClick={() => download(view.codes)}>{t('twofactor.download')}</Button>
            <CopyButton text={view.codes.join('\n')} label="twofactor.copy_codes" done="twofactor.codes_copied" failed="twofactor.copy_failed" />
            <Button variant="primary" onClick={() => setView({ step: 'on', status: { enabled: true, recovery_left: view.codes.length } })}>
              {t('twofactor.saved_them')}
            </Button>
          </div>
        </div>
      )}

      {view.step === 'on' && (
        <>
          <p>
            <span className="badge badge--success">{t('twofactor.on')}</span> {t('twofactor.on_lead', { left: view.status.recovery_left })}
          </p>
          {!turningOff ? (
            <Button variant="secondary" onClick={() => (reset(), setNotice(null), setTurningOff(true))} disabled={!online}>
              {t('twofactor.turn_off')}
            </Button>
          ) : (
            <form className="security-block__form" noValidate onSubmit={(event) => void turnOff(event)} aria-label={t('twofactor.off_form')}>
              <p className="muted">{t('twofactor.off_needs')}</p>
              <PasswordField
                ref={passwordRef}
                label={t('twofactor.password')}
                showLabel={t('security.show', { field: t('twofactor.password') })}
                hideLabel={t('security.hide', { field: t('twofactor.password') })}
                autoComplete="current-password"
                value={password}
                error={errors.password ?? null}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setErrors((all) => ({ ...all, password: undefined }));
                }}
              />
              {codeField(t('twofactor.code_or_recovery'))}
              <div className="security-block__actions">
                <Button type="submit" variant="danger" disabled={!online} loading={busy} loadingLabel={t('twofactor.checking')}>
                  {t('twofactor.turn_off_confirm')}
                </Button>
                <Button onClick={() => (reset(), setTurningOff(false))}>{t('cancel')}</Button>
              </div>
            </form>
          )}
        </>
      )}
      {!online && view.step !== 'loading' && view.step !== 'failed' && <Alert tone="warning">{t('twofactor.offline')}</Alert>}
    </section>
  );
}
