import { type ReactNode, Suspense, useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import useSWR from 'swr';
import { fetchFragment, type FragmentKind } from '@/api/content';
import { isApiError } from '@/api/http';
import { useT } from '@/i18n/useT';
import { findIslands, type Island } from './islands';
import { keepPaintCopy } from './paintCopy';
import { PartBoundary } from './PartBoundary';
import { sanitizeFragment } from './sanitize';
import { useWidgetRegistry, widgetFor } from './widgets';

type Props = {
  kind: FragmentKind;
  name: string;
  lang: string;
  /** Guest asides stay silent when their copy cannot load; screens show an error state. */
  quietOnError?: boolean;
  /** Shown while loading and when the fragment cannot load (nor comes from the cache): a dialog's own copy, so it is never empty. */
  fallback?: ReactNode;
  /** Keep the sanitized HTML for the next start's first frame (./paintCopy.ts): home's page. */
  keepCopy?: boolean;
};

/**
 * A server-driven page or modal: fetched (the service worker answers from its cache when offline), sanitized,
 * rendered, and its widget islands mounted through portals.
 */
export default function ServerFragment({ kind, name, lang, quietOnError = false, fallback, keepCopy = false }: Props) {
  const t = useT();
  const { data: latest, error, isLoading, mutate } = useSWR(['fragment', kind, name, lang], () => fetchFragment(kind, name, lang), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  // SWR's store updates render at once and whole; deferred, the page's sanitize and render become a transition.
  const data = useDeferredValue(latest);
  const keep = useCallback((clean: string) => keepPaintCopy(kind, name, lang, clean), [kind, name, lang]);

  if (data) return <FragmentHtml html={data.html} onClean={keepCopy ? keep : undefined} />;
  if (fallback !== undefined) return <>{fallback}</>;
  // Also while the page that came is still on its way through the deferred render.
  if (isLoading || latest !== undefined) {
    return quietOnError ? null : (
      <div className="fragment-loading" role="status" aria-busy="true" aria-label={t('content.loading')}>
        <div className="skeleton skeleton--title" />
        <div className="skeleton" />
        <div className="skeleton skeleton--short" />
      </div>
    );
  }
  if (error && !quietOnError) {
    if (isApiError(error, 'auth')) return null; // the 401 handler is already taking the trader to the login screen
    const offline = !navigator.onLine || isApiError(error, 'network');
    return (
      <div className="state state--error" role="alert">
        <h2 className="state__title">{t(offline ? 'content.offline_title' : 'content.error_title')}</h2>
        <p className="muted">{t(offline ? 'content.offline_text' : 'content.error_text')}</p>
        <button type="button" className="btn btn--secondary" onClick={() => void mutate()}>
          {t('content.retry')}
        </button>
      </div>
    );
  }
  return null;
}

/**
 * Server HTML that is not a page (a news article's body): the same DOMPurify pass as every fragment, but no widget
 * islands (a third-party feed must not mount our widgets). Here, beside FragmentHtml, so the sanitizer stays in this
 * chunk instead of becoming one more file every fragment preloads.
 */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => ({ __html: sanitizeFragment(html) }), [html]);
  return <div className={className ? `fragment ${className}` : 'fragment'} dangerouslySetInnerHTML={clean} />;
}

function FragmentHtml({ html, onClean }: { html: string; onClean?: ((clean: string) => void) | undefined }) {
  const registry = useWidgetRegistry();
  const root = useRef<HTMLDivElement>(null);
  const clean = useMemo(() => ({ __html: sanitizeFragment(html) }), [html]);
  useEffect(() => onClean?.(clean.__html), [clean, onClean]);
  const [islands, setIslands] = useState<Island[]>([]);

  // Runs again whenever the sanitized HTML changes: React has replaced the DOM under `root`, islands included.
  // oxlint-disable-next-line react/exhaustive-deps, react/exhaustive-effect-dependencies -- `clean` is the trigger, not a read
  useLayoutEffect(() => {
    const found = root.current ? findIslands(root.current) : [];
    // A known widget replaces the island's fallback HTML; an unknown one keeps it.
    // Pending until its code has loaded: styles/fragment.css keeps what follows unseen meanwhile (no layout shift).
    for (const island of found) {
      if (!widgetFor(registry, island.name)) continue;
      island.element.replaceChildren();
      island.element.dataset.pending = '';
    }
    setIslands(found);
  }, [clean, registry]);

  return (
    <>
      <div ref={root} className="fragment" dangerouslySetInnerHTML={clean} />
      {islands.map((island) => {
        const Widget = widgetFor(registry, island.name);
        if (!Widget) return null; // an island this build does not know stays as the server's fallback HTML
        return createPortal(
          <Suspense fallback={<span className="skeleton skeleton--short" aria-hidden="true" />}>
            <PartBoundary part="widget">
              <Widget {...island.props} />
            </PartBoundary>
            <Settled element={island.element} />
          </Suspense>,
          island.element,
          island.key,
        );
      })}
    </>
  );
}

/** Commits with its island's widget (or the widget's error): the island is no longer pending. */
function Settled({ element }: { element: HTMLElement }) {
  useLayoutEffect(() => {
    element.removeAttribute('data-pending');
  }, [element]);
  return null;
}
