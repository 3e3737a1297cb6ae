import { useCallback, useEffect, useRef, useState } from 'react';
import { platformFrameUrl } from '@/api/platform';
import { useT } from '@/i18n/useT';
import { Button } from '@/ui/Button';
import { Spinner } from '@/ui/Spinner';
import { refreshUserBalance } from './balance';
import { readPlatformPrefs, savePlatformPrefs } from './prefs';
import { effectOf, frameRequestKey, MIN_FRAME_HEIGHT } from './frame';
import { appToPlatform, parseMessage, type TradeSelection } from '@common/trading-protocol';

type FrameState = { kind: 'loading' } | { kind: 'ready'; url: string; origin: string } | { kind: 'error' };

/** Re-minting after the platform lost its session is allowed this often, so a broken platform cannot loop. */
const MAX_REMINTS = 2;

/** A signal's trade the trader asked for ("Trade this"); `at` tells two requests for the same trade apart. */
export type TradeRequest = TradeSelection & { at: number };

/**
 * The embedded trading platform (its own origin) on #/home. The app mints a one-time token the iframe URL carries
 * in its fragment; messages are accepted only from the platform origin and from this iframe's window.
 * `accountId` is the trader's current account: when it changes the frame is minted again, so the platform shows
 * the new account's balance and currency at once. Re-minting (rather than a new protocol message) reloads
 * everything the page read for the old account, and needs nothing from a frame that may still be loading.
 */
export default function TradingPlatform({ lang, accountId, online, trade = null }: { lang: string; accountId: number; online: boolean; trade?: TradeRequest | null }) {
  const t = useT();
  // The answer for one request (language + account + attempt); a newer request shows 'loading' until its own answer.
  const [result, setResult] = useState<{ key: string; state: FrameState } | null>(null);
  const [height, setHeight] = useState(MIN_FRAME_HEIGHT);
  const [attempt, setAttempt] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const frame = useRef<HTMLIFrameElement>(null);
  const remints = useRef(0);
  // The frame whose script said it is ready (its URL): a signal's trade waits for it, as does a new frame after a re-mint.
  const [readyUrl, setReadyUrl] = useState<string | null>(null);
  /** The trade request already handed to the frame: sent once, not again when a re-minted frame loads. */
  const sentTrade = useRef<number | null>(null);

  const requestKey = frameRequestKey({ lang, accountId, attempt });
  const state: FrameState = result?.key === requestKey ? result.state : { kind: 'loading' };

  useEffect(() => {
    if (!online) return;
    let cancelled = false;
    const settle = (next: FrameState) => {
      if (!cancelled) setResult({ key: requestKey, state: next });
    };
    platformFrameUrl(lang).then(({ url, origin }) => settle({ kind: 'ready', url, origin }), () => settle({ kind: 'error' }));
    return () => {
      cancelled = true;
    };
  }, [lang, online, requestKey]);

  const origin = state.kind === 'ready' ? state.origin : null;
  const frameUrl = state.kind === 'ready' ? state.url : null;

  const send = useCallback(() => {
    const target = frame.current?.contentWindow;
    if (target && origin) target.postMessage(appToPlatform({ type: 'request-height' }), origin);
  }, [origin]);

  useEffect(() => {
    if (!origin) return;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      const message = parseMessage(origin, event.origin, event.data);
      if (message?.source !== 'trader-platform') return;
      const effect = effectOf(message, lang);
      switch (effect.kind) {
        case 'ready': {
          send();
          setReadyUrl(frameUrl);
          const prefs = readPlatformPrefs();
          if (prefs && origin) frame.current?.contentWindow?.postMessage(appToPlatform({ type: 'prefs', prefs }), origin);
          return;
        }
        case 'save-prefs':
          savePlatformPrefs(effect.prefs);
          return;
        case 'resize':
          setHeight(effect.height);
          return;
        case 'refresh-balance':
          void refreshUserBalance().catch(() => undefined);
          return;
        case 'announce-trade':
          setAnnouncement(t(effect.text === 'opened' ? 'trading.trade_opened' : 'trading.trade_settled'));
          void refreshUserBalance().catch(() => undefined);
          return;
        case 'navigate':
          // Same path, new fragment: the hash router moves to the funding screen without a reload.
          window.location.assign(effect.to);
          return;
        case 'remint':
          if (remints.current < MAX_REMINTS) {
            remints.current += 1;
            setAttempt((n) => n + 1);
          }
          return;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [lang, origin, frameUrl, send, t]);

  // "Trade this" on a signal: the platform comes into view (under the top bar: its scroll margin) with the signal's
  // asset chosen and its direction marked, by a message to the frame's exact origin. The frame is focused first, so
  // its script may move focus to the button.
  useEffect(() => {
    const target = frame.current;
    if (!trade || sentTrade.current === trade.at || !origin || frameUrl === null || readyUrl !== frameUrl || !target?.contentWindow) return;
    sentTrade.current = trade.at;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
    target.contentWindow.postMessage(appToPlatform({ type: 'select-trade', symbol: trade.symbol, direction: trade.direction }), origin);
  }, [trade, origin, frameUrl, readyUrl]);

  if (!online) {
    return (
      <section className="card trading-offline" role="status" aria-labelledby="trading-offline-title">
        <h2 id="trading-offline-title">{t('trading.offline_title')}</h2>
        <p>{t('trading.offline_text')}</p>
      </section>
    );
  }

  return (
    <section className="trading-platform" aria-label={t('trading.platform')}>
      {state.kind === 'loading' && <Spinner label={t('trading.loading')} />}
      {state.kind === 'error' && (
        <div className="card" role="alert">
          <p>{t('trading.error')}</p>
          <Button onClick={() => setAttempt((n) => n + 1)}>{t('retry')}</Button>
        </div>
      )}
      {state.kind === 'ready' && (
        // Cross-origin frame: allow-same-origin keeps the platform's own origin (its storage, its API), it does
        // not give it ours; the sandbox still blocks top navigation and pop-ups.
        <iframe
          ref={frame}
          key={state.url}
          className="trading-platform__frame"
          title={t('trading.platform')}
          src={state.url}
          style={{ height }}
          referrerPolicy="no-referrer"
          // oxlint-disable-next-line react/iframe-missing-sandbox -- cross-origin: see above
          sandbox="allow-scripts allow-same-origin allow-forms"
        />
      )}
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
