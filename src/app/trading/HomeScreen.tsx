import { lazy, Suspense, useEffect, useState } from 'react';
import type { User } from '@/api/user';
import type { Lang } from '@/i18n';
import { PartBoundary } from '@/content/PartBoundary';
import { PaintedCopy } from '@/content/PaintedCopy';
import { readPaintCopy } from '@/content/paintCopy';
import { useT } from '@/i18n/useT';
import { QuietPart } from '@/ui/Boundary';
import { tradingBlock } from '../guards';
import { useAfterFirstPaint } from '../useAfterFirstPaint';
import { withLaterStrings } from '@/i18n/laterStrings';
import { loadWhenFetchable } from '@/lib/whenFetchable';
import { useWhenIdle } from '../useWhenIdle';
import { FragmentSkeleton } from './FragmentSkeleton';
import { useOnline } from '@/sync/useOnline';
import { isLeaving } from '../session';
import { keepShellSnapshots } from './shellSnapshot';
import { ChatDock } from '@/features/chat/ChatDock';
import { FirstDepositPrompt } from '@/features/onboarding/FirstDepositPrompt';
import { useWeekendModalDue } from '@/features/tourney/useWeekendModalDue';
import type { TradeRequest } from '@/features/trading/TradingPlatform';

// Page content loads after the shell (layout and balance) is on screen; DOMPurify comes with it.
const ServerFragment = lazy(() => import('@/content/ServerFragment'));
const TradingPlatform = lazy(() => import('@/features/trading/TradingPlatform'));
const SignalPopup = lazy(loadWhenFetchable(() => import('@/features/signals/SignalPopup')));
const WeekendModal = lazy(loadWhenFetchable(withLaterStrings(() => import('@/features/tourney/WeekendModal'))));

/** Spec §2: personal info and verification (documents, the card) live on /show/personal. */
const VERIFICATION_ROUTE = '#/show/personal';

/** The platform's size, empty, while its code loads (styles/trading.css holds the height). */
function PlatformPlaceholder() {
  return <div className="trading-platform" aria-hidden="true" />;
}

/** Home (`#/home`): the server's trading-main page; when the trading block applies, the verify prompt comes first. */
export default function HomeScreen({ user, lang }: { user: User; lang: Lang }) {
  const t = useT();
  const block = tradingBlock(user);
  const online = useOnline();
  // The shell (layout, balance, the block prompt) paints first; the platform, signals and the page follow.
  const contentReady = useAfterFirstPaint();
  // The chat (open on a wide screen) and the weekend modal's check wait until the page is up and the browser idle.
  const extrasReady = useWhenIdle();
  const weekendTurn = useWeekendModalDue(extrasReady);
  // Read once, synchronously, so a repeat visit paints the page in the balance's frame (content/paintCopy.ts).
  const [copy] = useState(() => readPaintCopy('pg', 'trading-main', lang));
  const pagePlaceholder = copy ? <PaintedCopy html={copy} /> : <FragmentSkeleton />;
  // A signal's "Trade this": the popup (signals) and the platform (trading) are composed here, never importing each other.
  const [trade, setTrade] = useState<TradeRequest | null>(null);
  // The next visit paints this home before its code has loaded (app/bootPaint.ts); never once the session ends.
  useEffect(() => keepShellSnapshots(() => (isLeaving() ? null : document.querySelector('#root .app-shell')), lang), [lang]);
  return (
    <div className="screen">
      {block && (
        <div className="card card--warning" role="alert">
          <h2>{t('guard.trading_blocked')}</h2>
          <p>{t(block === 'card-verification' ? 'guard.card_verification' : 'guard.verify')}</p>
          <p>
            <a href={VERIFICATION_ROUTE}>{t('guard.verify_link')}</a>
          </p>
        </div>
      )}
      <FirstDepositPrompt user={user} />
      {/* Spec §4 trading block: the prompt INSTEAD of the platform. Its space is held until it comes (no shift). */}
      {!block && !contentReady && <PlatformPlaceholder />}
      {!contentReady && pagePlaceholder}
      {contentReady && !block && (
        <PartBoundary part="widget">
          <Suspense fallback={<PlatformPlaceholder />}>
            <TradingPlatform lang={lang} accountId={user.current_accountId} online={online} trade={trade} />
          </Suspense>
        </PartBoundary>
      )}
      {contentReady && (
        // A popup that cannot load is no message worth showing: the rest of home goes on without it.
        <QuietPart>
          <SignalPopup onTrade={block ? undefined : (selection) => setTrade({ ...selection, at: Date.now() })} />
        </QuietPart>
      )}
      <ChatDock lang={lang} online={online} ready={extrasReady} />
      {weekendTurn && (
        <QuietPart>
          <WeekendModal lang={lang} onClosed={weekendTurn} />
        </QuietPart>
      )}
      {contentReady && (
        <PartBoundary part="page">
          <Suspense fallback={pagePlaceholder}>
            <ServerFragment kind="pg" name="trading-main" lang={lang} keepCopy fallback={copy ? pagePlaceholder : undefined} />
          </Suspense>
        </PartBoundary>
      )}
    </div>
  );
}
