import { useState } from 'react';
import { saveTradeSound, useTradeSound } from '@/db/tradeAlerts';
import { useT } from '@/i18n/useT';
import { Button } from '@/ui/Button';

type Permission = NotificationPermission | 'unsupported';

const permissionNow = (): Permission => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission);

/**
 * What this device does when a trade closes: a tone (off unless chosen; kept on the device, so it works offline)
 * and the device's notifications, which the browser asks the trader for after a tap here.
 */
export function TradeAlerts() {
  const t = useT();
  const stored = useTradeSound();
  // The box follows a tap at once; the stored choice (every tab's) takes over when Dexie has it.
  const [tapped, setTapped] = useState<boolean | null>(null);
  const sound = tapped ?? stored;
  const [permission, setPermission] = useState<Permission>(permissionNow);

  const ask = async () => {
    if (typeof Notification === 'undefined') return;
    setPermission(await Notification.requestPermission());
  };

  const state = (() => {
    switch (permission) {
      case 'granted':
        return <p className="settings__hint">{t('settings.device_allowed')}</p>;
      case 'denied':
        return <p className="settings__hint">{t('settings.device_denied')}</p>;
      case 'unsupported':
        return <p className="settings__hint">{t('settings.device_unsupported')}</p>;
      case 'default':
        return (
          <>
            <p className="settings__hint">{t('settings.device_hint')}</p>
            <Button variant="secondary" onClick={() => void ask()}>
              {t('settings.device_ask')}
            </Button>
          </>
        );
    }
  })();

  return (
    <section className="card settings" aria-labelledby="settings-trades-title">
      <h2 id="settings-trades-title">{t('settings.trades_title')}</h2>
      <p className="muted">{t('settings.trades_lead')}</p>
      <label className="check settings__option">
        <input
          type="checkbox"
          checked={sound === true}
          disabled={sound === undefined}
          onChange={(event) => {
            setTapped(event.target.checked);
            void saveTradeSound(event.target.checked);
          }}
        />
        <span>
          <strong>{t('settings.trade_sound')}</strong>
          <span className="settings__hint">{t('settings.trade_sound_hint')}</span>
        </span>
      </label>
      <div className="settings__option settings__device">
        <strong>{t('settings.device_notifications')}</strong>
        {state}
      </div>
    </section>
  );
}
