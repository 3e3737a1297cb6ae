import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { markAllNotificationsRead, markNotificationRead } from '@/api/notifications';
import { useLiveRead } from '@/db/useLiveRead';
import { useT } from '@/i18n/useT';
import { Backdrop } from '@/ui/Backdrop';
import { toast } from '@/ui/toast';
import { useDismiss } from '@/ui/useDismiss';
import { shortDateTime } from '@/lib/clockText';
import { badgeCount, hiddenNotifications, visibleNotifications } from './rules';

// The bell is in the top bar's first paint; its list (and Dexie) loads after it. The marks load with the list.
const loadState = () => import('./liveState').then((module) => module.liveNotificationState);
const loadStore = () => import('./store');

/** The layout's notifications dropdown: rendered from Dexie (works offline), marks read through the server. */
export default function NotificationsMenu({ online, lang }: { online: boolean; lang: string }) {
  const t = useT();
  const state = useLiveRead(loadState, undefined, true);
  const list = state?.list ?? [];
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [busy, setBusy] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const fresh = badgeCount(state?.serverCount, list);
  const visible = visibleNotifications(list, expanded);
  const hidden = hiddenNotifications(list, expanded);

  useDismiss(open, setOpen, root);
  useFocusBackOnClose(open, root, button);

  const run = (work: () => Promise<void>) => {
    setBusy(true);
    work()
      .catch(() => toast.error(t('notifications.error')))
      .finally(() => setBusy(false));
  };

  return (
    <div className="notifications" ref={root}>
      <button
        type="button"
        ref={button}
        className="btn btn--ghost notifications__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={fresh > 0 ? t('notifications.button_new', { count: fresh }) : t('notifications.button')}
        onClick={() => setOpen((value) => !value)}
      >
        <svg className="notifications__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M12 3a6 6 0 0 0-6 6v3.6L4.3 15.4A1 1 0 0 0 5.2 17h13.6a1 1 0 0 0 .9-1.6L18 12.6V9a6 6 0 0 0-6-6Zm-2.5 15a2.5 2.5 0 0 0 5 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        {fresh > 0 && (
          <span className="notifications__badge" aria-hidden="true">
            {fresh}
          </span>
        )}
      </button>
      {open && <Backdrop layer="top-bar" onClose={() => setOpen(false)} />}
      {open && (
        <div className="notifications__panel" id={panelId} role="region" aria-label={t('notifications.title')}>
          <div className="notifications__head">
            <h2>{t('notifications.title')}</h2>
            <button
              type="button"
              className="btn btn--ghost"
              disabled={fresh === 0 || busy || !online}
              onClick={() => run(async () => {
                await markAllNotificationsRead();
                await (await loadStore()).markAllReadLocally();
              })}
            >
              {t('notifications.read_all')}
            </button>
          </div>
          {!online && <p className="muted">{t('notifications.offline')}</p>}
          {list.length === 0 ? (
            <p className="muted">{t('notifications.empty')}</p>
          ) : (
            <ul className="notifications__list">
              {visible.map((item) => (
                <li key={item.id} className={item.read === 0 ? 'notifications__item is-new' : 'notifications__item'}>
                  <p>{item.text}</p>
                  <div className="notifications__meta">
                    <time dateTime={new Date(item.createdAt).toISOString()}>{shortDateTime(item.createdAt, lang)}</time>
                    {item.read === 0 && (
                      <button
                        type="button"
                        className="btn btn--ghost"
                        disabled={busy || !online}
                        onClick={() => run(async () => {
                          const { count } = await markNotificationRead(Number(item.id));
                          await (await loadStore()).markReadLocally(item.id, count);
                        })}
                      >
                        {t('notifications.mark_read')}
                      </button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
          {hidden > 0 && (
            <button type="button" className="btn btn--ghost notifications__more" onClick={() => setExpanded(true)}>
              {t('notifications.show_all', { count: hidden })}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * When the panel closes, focus goes back to the bell if it was in the panel or fell to <body> (Escape, the backdrop,
 * the bell itself); a press on another control keeps its focus there.
 */
function useFocusBackOnClose(open: boolean, root: RefObject<HTMLElement | null>, button: RefObject<HTMLButtonElement | null>) {
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) {
      const active = document.activeElement;
      if (active === null || active === document.body || root.current?.contains(active)) button.current?.focus();
    }
    wasOpen.current = open;
  }, [open, root, button]);
}
