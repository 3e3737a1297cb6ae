import { lazy, Suspense, useEffect, useState } from 'react';
import { CHAT_OPEN_DELAY_MS } from '@common/chat';
import { PartBoundary } from '@/content/PartBoundary';
import type { Lang } from '@/i18n';
import { withLaterStrings } from '@/i18n/laterStrings';
import { useT } from '@/i18n/useT';
import { useMediaQuery } from '@/ui/useMediaQuery';
import { ChatPlaceholder, WIDE_CHAT_QUERY } from './ChatPlaceholder';

const ChatPanel = lazy(withLaterStrings(() => import('./ChatPanel')));

/**
 * Home's chat (spec §2). On a wide screen it stands open beside the page and loads with home's idle extras (`ready`).
 * On a phone it is folded, so it never covers the trade controls: until the trader opens it, it is its title bar only,
 * and the panel's code, the later strings, the history and the live stream load on that tap, not on every visit of
 * home for a room the trader may never open.
 */
export function ChatDock({ lang, online, ready }: { lang: Lang; online: boolean; ready: boolean }) {
  const wide = useMediaQuery(WIDE_CHAT_QUERY);
  const [opened, setOpened] = useState(false);
  if (!wide && !opened) return <FoldedChat onOpen={() => setOpened(true)} />;
  if (!ready && !opened) return <ChatPlaceholder />;
  return (
    <PartBoundary part="widget">
      <Suspense fallback={opened ? <FoldedChat opening /> : <ChatPlaceholder />}>
        <ChatPanel lang={lang} online={online} startOpen={opened} />
      </Suspense>
    </PartBoundary>
  );
}

/** The folded panel's title bar as ChatPanel draws it; it appears 1 s after the page (spec §9), as the panel does. */
function FoldedChat({ onOpen, opening = false }: { onOpen?: () => void; opening?: boolean }) {
  const t = useT();
  const [shown, setShown] = useState(opening);
  useEffect(() => {
    if (shown) return;
    const timer = setTimeout(() => setShown(true), CHAT_OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  if (!shown) return <ChatPlaceholder />;
  return (
    <section className="chat-panel" aria-labelledby="chat-title" aria-busy={opening || undefined}>
      <h2 id="chat-title" className="chat-panel__title">
        <button type="button" className="chat-panel__toggle" aria-expanded={opening} onClick={onOpen}>
          {t('chat.title')}
        </button>
      </h2>
    </section>
  );
}
