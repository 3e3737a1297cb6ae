import { useEffect, useState } from 'react';
import { popupPrefs, type PopupPrefs } from '@/api/popups';
import { useT } from '@/i18n/useT';
import { useOnline } from '@/sync/useOnline';
import { Alert } from '@/ui/Alert';
import { LoadingBlock } from '@/ui/LoadingBlock';
import { TradeAlerts } from './TradeAlerts';

type Load = { state: 'loading' } | { state: 'ready'; prefs: PopupPrefs } | { state: 'failed' };

/** Widget `settings`: the pop-ups (kept on the server) and, beside them, what this device does when a trade closes. */
export default function SettingsScreen() {
  return (
    <>
      <PopupSettings />
      <TradeAlerts />
    </>
  );
}

/**
 * Which pop-ups the trader wants (trade signals, offers). Saved on the server at each change, so every device
 * follows; the bell and the device's notifications are apart.
 */
function PopupSettings() {
  const t = useT();
  const online = useOnline();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  // Read when online, and again when the connection comes back; offline, the last answer stays.
  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    popupPrefs({}, controller.signal).then(
      (prefs) => setLoad({ state: 'ready', prefs }),
      () => !controller.signal.aborted && setLoad({ state: 'failed' }),
    );
    return () => controller.abort();
  }, [online]);

  if (load.state === 'loading' && online) return <LoadingBlock label={t('settings.loading')} />;
  if (load.state !== 'ready') return <Alert tone={online ? 'error' : 'warning'}>{t(online ? 'settings.load_failed' : 'settings.offline')}</Alert>;

  const { prefs } = load;
  // The box shows the choice at once; should the server refuse it, it goes back and says so.
  const change = async (name: keyof PopupPrefs, value: boolean) => {
    setSaving(true);
    setProblem(null);
    setSaved(false);
    setLoad({ state: 'ready', prefs: { ...prefs, [name]: value } });
    try {
      setLoad({ state: 'ready', prefs: await popupPrefs({ [name]: value }) });
      setSaved(true);
    } catch {
      setLoad({ state: 'ready', prefs });
      setProblem(t(online ? 'settings.save_failed' : 'settings.offline'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="card settings" aria-labelledby="settings-popups-title">
      <h2 id="settings-popups-title">{t('settings.popups_title')}</h2>
      <p className="muted">{t('settings.popups_lead')}</p>
      <label className="check settings__option">
        <input type="checkbox" checked={prefs.signals} disabled={saving || !online} onChange={(event) => void change('signals', event.target.checked)} />
        <span>
          <strong>{t('settings.signals')}</strong>
          <span className="settings__hint">{t('settings.signals_hint')}</span>
        </span>
      </label>
      <label className="check settings__option">
        <input type="checkbox" checked={prefs.offers} disabled={saving || !online} onChange={(event) => void change('offers', event.target.checked)} />
        <span>
          <strong>{t('settings.offers')}</strong>
          <span className="settings__hint">{t('settings.offers_hint')}</span>
        </span>
      </label>
      <p className="settings__status" role="status">
        {saved ? t('settings.saved') : ''}
      </p>
      {problem && <Alert tone="error">{problem}</Alert>}
      {!online && <Alert tone="warning">{t('settings.offline')}</Alert>}
    </section>
  );
}
