import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import type { SignalRow } from '@/db/types';
import { useT } from '@/i18n/useT';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { askNotificationPermission } from './background';
import { CountdownRing } from './CountdownRing';
import { localDay, nextSignal, secondsLeft, SIGNAL_COUNTDOWN_S } from './rules';
import { markSignalShown, readSignalState } from './store';

type Showing = { signal: SignalRow; openedAt: number; left: number };

/** The signal popup of #/home (spec §2): once per day per id, a 60 s countdown ring, then it closes itself. */
export default function SignalPopup() {
  const t = useT();
  const state = useLiveQuery(() => readSignalState(), []);
  const [showing, setShowing] = useState<Showing | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const [permission, setPermission] = useState(() => (typeof Notification === 'undefined' ? 'denied' : Notification.permission));

  // Pick the next signal when none is open and the page is visible (a hidden page's popup would be missed).
  // It is marked shown first, so another tab (or a reload) does not show it again today.
  useEffect(() => {
    if (showing || !state || document.hidden) return;
    const due = nextSignal(state.signals, state.seen, Date.now());
    if (!due) return;
    const openedAt = Date.now();
    // Not cancelled when `state` changes: writing the mark changes it, and that must not swallow the popup.
    void markSignalShown(due.id, localDay(openedAt)).then(() => {
      if (mounted.current) setShowing({ signal: due, openedAt, left: SIGNAL_COUNTDOWN_S });
    });
  }, [state, showing]);

  useEffect(() => {
    if (!showing) return;
    const timer = setInterval(() => {
      const left = secondsLeft(showing.openedAt, Date.now());
      setShowing(left === 0 ? null : { ...showing, left });
    }, 1_000);
    return () => clearInterval(timer);
  }, [showing]);

  if (!showing) return null;
  const { signal, left } = showing;
  return (
    <Dialog open onClose={() => setShowing(null)} title={t('signals.title')} closeLabel={t('close')} className="signal-popup">
      <div className="signal-popup__body">
        <CountdownRing left={left} total={SIGNAL_COUNTDOWN_S} label={t('signals.seconds_left', { count: left })} />
        <p className="signal-popup__text">
          <strong>{signal.symbol}</strong>{' '}
          <span className={`signal-popup__dir signal-popup__dir--${signal.direction}`}>
            {t(signal.direction === 'call' ? 'signals.call' : 'signals.put')}
          </span>
        </p>
      </div>
      {permission === 'default' && 'serviceWorker' in navigator && (
        <Button variant="ghost" onClick={() => void askNotificationPermission().then(setPermission)}>
          {t('signals.enable_background')}
        </Button>
      )}
    </Dialog>
  );
}
