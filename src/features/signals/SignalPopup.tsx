import { liveQuery } from 'dexie';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SignalRow } from '@/db/types';
import { useT } from '@/i18n/useT';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { FragmentText } from '@/content/FragmentText';
import { currentLang } from '@/i18n';
import { askNotificationPermission } from './background';
import { type Chooser, type ChooserEnv, startSignalChooser } from './chooser';
import { CountdownRing } from './CountdownRing';
import { onSignalRequest, takeSignalRequest } from './requests';
import { secondsLeft, SIGNAL_COUNTDOWN_S } from './rules';
import { claimSignal, markSignalShown, readSignalState } from './store';
import { popupKey } from '@common/popups';
import { claimPopup } from '@/api/popups';
import { popupQueue } from '@/popups/queue';
import { assetLabel } from '@common/assets';
import type { TradeSelection } from '@common/trading-protocol';

type Showing = { signal: SignalRow; openedAt: number; left: number; release: () => void };

/** A trade signal counts down, so it goes before the other pop-ups waiting. */
const SIGNAL_PRIORITY = 2;

/** The browser's side of the chooser: Dexie (live) for signals and marks, `document` for visibility. */
function browserEnv(signal: AbortSignal): ChooserEnv {
  return {
    visibility: { target: document },
    changes(listener) {
      const subscription = liveQuery(() => readSignalState()).subscribe({ next: listener, error: () => undefined });
      return () => subscription.unsubscribe();
    },
    read: () => readSignalState(),
    claim: (id, day) => claimSignal(id, day),
    mark: (id, day) => markSignalShown(id, day),
    async turn(id, requested) {
      const release = await popupQueue().turn({ priority: SIGNAL_PRIORITY, asked: requested, signal });
      // The server shows a signal once across the trader's devices; one the trader asked for opens all the same.
      const show = await claimPopup(popupKey('signal', id), signal).catch(() => false);
      if (show || requested) return release;
      release();
      return null;
    },
    requests: { take: takeSignalRequest, subscribe: onSignalRequest },
    now: () => Date.now(),
  };
}

/**
 * The signal popup of #/home (spec §2): once per day per id (a claim only one tab wins), a 60 s countdown ring,
 * then it closes itself. ./chooser.ts decides when and which; this renders it and runs the countdown. "Trade this"
 * closes it and hands the signal's asset and direction to `onTrade` (home passes them to the platform's ticket).
 */
export default function SignalPopup({ onTrade }: { onTrade?: (trade: TradeSelection) => void }) {
  const t = useT();
  const [showing, setShowing] = useState<Showing | null>(null);
  const chooser = useRef<Chooser | null>(null);
  const [permission, setPermission] = useState(() => (typeof Notification === 'undefined' ? 'denied' : Notification.permission));

  useEffect(() => {
    const controller = new AbortController();
    const started = startSignalChooser(browserEnv(controller.signal), (signal, release) => setShowing({ signal, openedAt: Date.now(), left: SIGNAL_COUNTDOWN_S, release }));
    chooser.current = started;
    return () => {
      controller.abort();
      started.dispose();
      chooser.current = null;
    };
  }, []);

  const close = useCallback(() => {
    showing?.release();
    setShowing(null);
    chooser.current?.closed();
  }, [showing]);

  useEffect(() => {
    if (!showing) return;
    const timer = setInterval(() => {
      const left = secondsLeft(showing.openedAt, Date.now());
      if (left === 0) close();
      else setShowing({ ...showing, left });
    }, 1_000);
    return () => clearInterval(timer);
  }, [showing, close]);

  if (!showing) return null;
  const { signal, left } = showing;
  const lang = currentLang();
  return (
    <Dialog open onClose={close} title={t('signals.title')} closeLabel={t('close')} className="signal-popup">
      <div className="signal-popup__body">
        <CountdownRing left={left} total={SIGNAL_COUNTDOWN_S} label={t('signals.seconds_left', { count: left })} />
        <p className="signal-popup__text">
          <strong>{assetLabel(signal.symbol, lang)}</strong>{' '}
          <span className={`signal-popup__dir signal-popup__dir--${signal.direction}`}>
            {t(signal.direction === 'call' ? 'signals.call' : 'signals.put')}
          </span>
        </p>
        {signal.reason && (
          <p className="signal-popup__reason">
            {t('signals.reason')} {signal.reason}
          </p>
        )}
      </div>
      {/* The server's words about signals (ag/signals); the popup's countdown and behaviour stay the client's. */}
      {onTrade && (
        <Button
          variant="primary"
          block
          className="signal-popup__trade"
          onClick={() => {
            close();
            onTrade({ symbol: signal.symbol, direction: signal.direction });
          }}
        >
          {t('signals.trade')}
        </Button>
      )}
      <FragmentText name="signals" lang={lang}>
        <p className="muted">{t('signals.about')}</p>
      </FragmentText>
      {permission === 'default' && 'serviceWorker' in navigator && (
        <Button variant="ghost" onClick={() => void askNotificationPermission().then(setPermission)}>
          {t('signals.enable_background')}
        </Button>
      )}
    </Dialog>
  );
}
