import { useEffect, useState } from 'react';
import { endOtherSessions, endSession, fetchSessions, type SignedInSession } from '@/api/security';
import { currentLang, type Translate } from '@/i18n';
import { useT } from '@/i18n/useT';
import { useOnline } from '@/sync/useOnline';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { LoadingBlock } from '@/ui/LoadingBlock';

/** "Chrome 126 on Windows", as much as the server could read of the browser. */
export function deviceName(session: Pick<SignedInSession, 'browser' | 'os'>, t: Translate): string {
  if (session.browser !== '' && session.os !== '') return t('sessions.device', { browser: session.browser, os: session.os });
  return session.browser || session.os || t('sessions.device_unknown');
}

/** The rough place the server read from the address alone (no lookup): local, this network, a network, unknown. */
export function placeName(session: Pick<SignedInSession, 'place' | 'network' | 'same_network'>, t: Translate): string {
  switch (session.place) {
    case 'local':
      return t('sessions.place_local');
    case 'network':
      return session.same_network ? t('sessions.place_same', { network: session.network }) : t('sessions.place_network', { network: session.network });
    case 'unknown':
      return t('sessions.place_unknown');
  }
}

/** Reads the list into `set`; a failed first read says so, a failed later one keeps what is shown. */
function loadInto(set: (update: (current: SignedInSession[] | null | 'failed') => SignedInSession[] | null | 'failed') => void, signal?: AbortSignal): Promise<unknown> {
  return fetchSessions(signal).then(
    (listed) => set(() => listed),
    () => !signal?.aborted && set((current) => (current === null ? 'failed' : current)),
  );
}

/**
 * Widget `sessions` (the Security screen): the browsers and devices signed in to the account, this one marked, each
 * other with "Sign out"; "Sign out everywhere else" ends them all, the trading platform's included.
 */
export default function Sessions() {
  const t = useT();
  const online = useOnline();
  const [sessions, setSessions] = useState<SignedInSession[] | null | 'failed'>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const reload = (signal?: AbortSignal) => loadInto(setSessions, signal);

  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    void loadInto(setSessions, controller.signal);
    return () => controller.abort();
  }, [online]);

  const run = async (which: string, action: () => Promise<{ ok: true; value: { message: string } } | { ok: false; message: string }>) => {
    setBusy(which);
    setNotice(null);
    const reply = await action().catch(() => null);
    setNotice(reply?.ok ? { tone: 'success', text: reply.value.message } : { tone: 'error', text: reply?.message || t('sessions.failed') });
    await reload();
    setBusy(null);
  };

  const lang = currentLang();
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="card security-block" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t('sessions.title')}</h2>
      <p className="muted">{t('sessions.lead')}</p>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {sessions === null && online && <LoadingBlock label={t('sessions.loading')} />}
      {sessions === 'failed' && <Alert tone="error">{t('sessions.load_failed')}</Alert>}
      {Array.isArray(sessions) && (
        <ul className="security-list" aria-label={t('sessions.list')}>
          {sessions.map((session) => {
            const device = deviceName(session, t);
            const place = placeName(session, t);
            return (
              <li key={session.id} className="security-list__row">
                <div>
                  <p className="security-list__name">
                    {device} {session.current && <span className="badge badge--brand">{t('sessions.this_device')}</span>}
                  </p>
                  <p className="muted">
                    {place} · {t('sessions.last_seen', { date: when.format(session.last_seen) })}
                  </p>
                  <p className="muted">{t('sessions.signed_in', { date: when.format(session.created) })}</p>
                </div>
                {!session.current && (
                  <Button
                    onClick={() => void run(session.id, () => endSession(session.id))}
                    disabled={!online || (busy !== null && busy !== session.id)}
                    loading={busy === session.id}
                    aria-label={t('sessions.sign_out_named', { device, place })}
                  >
                    {t('sessions.sign_out')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {Array.isArray(sessions) && (
        <Button
          variant="danger"
          onClick={() => void run('others', endOtherSessions)}
          disabled={!online || (busy !== null && busy !== 'others')}
          loading={busy === 'others'}
          loadingLabel={t('sessions.signing_out')}
        >
          {t('sessions.sign_out_others')}
        </Button>
      )}
      {!online && <Alert tone="warning">{t('sessions.offline')}</Alert>}
    </section>
  );
}
