// A repeat visit of home paints the last home the trader saw (the top bar with the balance, the tabs, the page)
// before the app's code has loaded: index.html's inline script (common/boot-paint.ts) writes this copy into #root,
// inert, and React's first render replaces it with the live screen. The copy is taken when
// the page is hidden on home (a reload, a tab switch, closing the app), so it is the freshest one; it lives beside
// the page copies of content/paintCopy.ts and is wiped with them at a session's end. The user that home showed is
// kept beside it, so the app's first render shows the same trader without waiting for IndexedDB (db/currentUser.ts).
import { keepPaintCopy } from '@/content/paintCopy';
import { shownUser } from '@/db/userState';

/** Kept as the paint copy `SNAPSHOT_KIND/SNAPSHOT_NAME/lang` (content/paintCopy.ts): BOOT_PAINT_KEY_PREFIX + lang. */
export const SNAPSHOT_KIND = 'shell';
export const SNAPSHOT_NAME = 'trading-home';
/** The user of the kept copy, as JSON: the paint copy `USER_KIND/SNAPSHOT_NAME/lang` (read by ./embeddedUser.ts). */
export const USER_KIND = 'user';

/**
 * What a copy never carries: what is open over the page (dialogs, menus, toasts), live frames (an iframe would load
 * a spent one-time URL).
 */
const LEFT_OUT = ['iframe', 'dialog', '[role="dialog"]', '[role="alertdialog"]', '[role="menu"]', '.notifications__panel', '[data-sonner-toaster]', 'script'].join(', ');

/** The signed-in frame as HTML for the boot paint; null when it does not show the balance yet. */
export function shellSnapshot(shell: Element): string | null {
  if (!shell.querySelector('.balance')) return null;
  // Copied into a document with no window, where nothing the copy holds loads or runs (a clone in the page
  // started the logo's request), while the page is being left.
  const copy = shell.ownerDocument.implementation.createHTMLDocument('').importNode(shell, true);
  for (const element of copy.querySelectorAll(LEFT_OUT)) element.remove();
  // Menus are painted closed.
  for (const panel of copy.querySelectorAll('.account-menu__panel--open')) panel.classList.remove('account-menu__panel--open');
  for (const toggle of copy.querySelectorAll('[aria-expanded="true"]')) toggle.setAttribute('aria-expanded', 'false');
  // The platform keeps its place (its height is in the stylesheet) without its frame or its spinner.
  for (const platform of copy.querySelectorAll('.trading-platform')) {
    platform.replaceChildren();
    platform.removeAttribute('aria-label');
  }
  // The chat (its styles load with its own chunk) keeps its place too, as the live home's first frame holds it.
  for (const chat of copy.querySelectorAll('.chat-panel')) {
    const place = chat.ownerDocument.createElement('div');
    place.className = 'chat-placeholder';
    place.setAttribute('aria-hidden', 'true');
    chat.replaceWith(place);
  }
  return copy.outerHTML;
}

/**
 * Keeps the copy of `shell` for the next visit in `lang`, whenever the page is hidden; returns the unsubscribe.
 * Once per hiding: leaving the page fires pagehide and then visibilitychange, and each copy is taken while the
 * next page waits to commit.
 */
export function keepShellSnapshots(shell: () => Element | null, lang: string): () => void {
  let kept = false;
  const keep = (): void => {
    if (kept) return;
    kept = true;
    const element = shell();
    const html = element ? shellSnapshot(element) : null;
    const user = shownUser();
    if (!html || !user) return;
    keepPaintCopy(SNAPSHOT_KIND, SNAPSHOT_NAME, lang, html);
    keepPaintCopy(USER_KIND, SNAPSHOT_NAME, lang, JSON.stringify(user));
  };
  const onVisibility = (): void => {
    if (document.visibilityState === 'hidden') keep();
    else kept = false;
  };
  // A page restored from the back/forward cache is shown again without a visibility change.
  const onPageShow = (): void => {
    kept = false;
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', keep);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', keep);
    window.removeEventListener('pageshow', onPageShow);
  };
}
