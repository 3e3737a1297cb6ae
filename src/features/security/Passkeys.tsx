import { useEffect, useRef, useState, type FormEvent } from 'react';
import { addPasskey, passkeysSupported } from '@/api/passkeys';
import { fetchPasskeys, removePasskey, type Passkey } from '@/api/security';
import { currentLang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { useOnline } from '@/sync/useOnline';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { Field } from '@/ui/Field';
import { LoadingBlock } from '@/ui/LoadingBlock';
import { PasswordField } from '@/ui/PasswordField';

/** Reads the list into `set`; a failed first read says so, a failed later one keeps what is shown. */
function loadInto(set: (update: (current: Passkey[] | null | 'failed') => Passkey[] | null | 'failed') => void, signal?: AbortSignal): Promise<unknown> {
  return fetchPasskeys(signal).then(
    (listed) => set(() => listed),
    () => !signal?.aborted && set((current) => (current === null ? 'failed' : current)),
  );
}

/**
 * Widget `passkeys` (the Security screen): the trader's passkeys — made on this device with its fingerprint, face or
 * PIN — to sign in instead of the password and the code. Adding one runs the browser's passkey dialog; removing one
 * asks for the password.
 */
export default function Passkeys() {
  const t = useT();
  const online = useOnline();
  const supported = passkeysSupported();
  const [list, setList] = useState<Passkey[] | null | 'failed'>(null);
  const [name, setName] = useState('');
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error' | 'info'; text: string } | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  const reload = (signal?: AbortSignal) => loadInto(setList, signal);

  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    void loadInto(setList, controller.signal);
    return () => controller.abort();
  }, [online]);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setAdding(true);
    try {
      const outcome = await addPasskey(name.trim());
      switch (outcome.kind) {
        case 'ok':
          setName('');
          setNotice({ tone: 'success', text: outcome.value.message });
          await reload();
          return;
        case 'cancelled':
          setNotice({ tone: 'info', text: t('passkeys.cancelled') });
          return;
        case 'unsupported':
          setNotice({ tone: 'error', text: t('passkeys.unsupported') });
          return;
        case 'refused':
          setNotice({ tone: 'error', text: outcome.message || t('passkeys.failed') });
          return;
      }
    } catch {
      setNotice({ tone: 'error', text: t('passkeys.failed') });
    } finally {
      setAdding(false);
    }
  };

  const remove = async (event: FormEvent) => {
    event.preventDefault();
    if (!removing) return;
    if (password === '') {
      setPasswordError(t('twofactor.password_required'));
      passwordRef.current?.focus();
      return;
    }
    setBusy(true);
    const reply = await removePasskey(removing.id, password).catch(() => null);
    setBusy(false);
    if (reply && !reply.ok && reply.field === 'password') {
      setPasswordError(reply.message);
      passwordRef.current?.select();
      return;
    }
    closeRemove();
    setNotice(reply?.ok ? { tone: 'success', text: reply.value.message } : { tone: 'error', text: reply?.message || t('passkeys.failed') });
    await reload();
  };

  const closeRemove = () => {
    setRemoving(null);
    setPassword('');
    setPasswordError(null);
  };

  const lang = currentLang();
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' });
  return (
    <section className="card security-block" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">{t('passkeys.title')}</h2>
      <p className="muted">{t('passkeys.lead')}</p>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {list === null && online && <LoadingBlock label={t('passkeys.loading')} />}
      {list === 'failed' && <Alert tone="error">{t('passkeys.load_failed')}</Alert>}
      {Array.isArray(list) &&
        (list.length === 0 ? (
          <p>{t('passkeys.none')}</p>
        ) : (
          <ul className="security-list">
            {list.map((passkey) => (
              <li key={passkey.id} className="security-list__row">
                <div>
                  <p className="security-list__name">{passkey.name}</p>
                  <p className="muted">
                    {t('passkeys.added_on', { date: date.format(passkey.created) })} ·{' '}
                    {passkey.last_used === null ? t('passkeys.never_used') : t('passkeys.last_used', { date: date.format(passkey.last_used) })}
                  </p>
                </div>
                <Button onClick={() => setRemoving(passkey)} disabled={!online} aria-label={t('passkeys.remove_named', { name: passkey.name })}>
                  {t('passkeys.remove')}
                </Button>
              </li>
            ))}
          </ul>
        ))}
      {supported ? (
        <form className="security-block__form security-block__form--inline" noValidate onSubmit={(event) => void add(event)} aria-label={t('passkeys.add_form')}>
          <Field label={t('passkeys.name')} optionalLabel={t('passkeys.optional')} hint={t('passkeys.name_hint')} maxLength={60} autoComplete="off" value={name} onChange={(event) => setName(event.target.value)} />
          <Button type="submit" variant="primary" disabled={!online} loading={adding} loadingLabel={t('passkeys.adding')}>
            {t('passkeys.add')}
          </Button>
        </form>
      ) : (
        <Alert tone="info">{t('passkeys.unsupported')}</Alert>
      )}
      <Dialog open={removing !== null} onClose={closeRemove} title={t('passkeys.remove_title', { name: removing?.name ?? '' })} closeLabel={t('close')}>
        <form className="security-block__form" noValidate onSubmit={(event) => void remove(event)}>
          <p>{t('passkeys.remove_lead')}</p>
          <PasswordField
            ref={passwordRef}
            label={t('twofactor.password')}
            showLabel={t('security.show', { field: t('twofactor.password') })}
            hideLabel={t('security.hide', { field: t('twofactor.password') })}
            autoComplete="current-password"
            value={password}
            error={passwordError}
            onChange={(event) => {
              setPassword(event.target.value);
              setPasswordError(null);
            }}
          />
          <div className="security-block__actions">
            <Button type="submit" variant="danger" loading={busy} loadingLabel={t('passkeys.removing')}>
              {t('passkeys.remove_confirm')}
            </Button>
            <Button onClick={closeRemove}>{t('cancel')}</Button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
