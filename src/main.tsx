import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setLanguage } from '@/api/http';
import { DEFAULT_LANG, initI18n, langFromPath } from '@/i18n';
import App from '@/app/App';
import { registerServiceWorker } from '@/app/pwa/registerServiceWorker';
import '@/styles/index.css';

async function boot(): Promise<void> {
  const lang = langFromPath(location.pathname) ?? DEFAULT_LANG;
  setLanguage(lang);
  await initI18n(lang);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  registerServiceWorker();
}

void boot();
