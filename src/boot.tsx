import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { setLanguage } from '@/api/language';
import { DEFAULT_LANG, initI18n, langFromPath } from '@/i18n';
import App, { isGuestPath, preloadScreen } from '@/app/App';

/** The app's start, loaded by main.tsx: the language, the first screen's chunks, then React's first render. */
async function boot(): Promise<void> {
  const lang = langFromPath(location.pathname) ?? DEFAULT_LANG;
  setLanguage(lang);
  // A failed preload is not fatal here: React.lazy retries the import when the screen renders.
  await Promise.all([initI18n(lang, isGuestPath(location.pathname) ? 'guest' : 'core'), preloadScreen(location.pathname).catch(() => undefined)]);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // A transition lets React render the first screen in slices that yield to the browser, instead of one long
  // task that blocks input on a slow phone (Lighthouse's total blocking time).
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void boot();
