import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { fetchUser } from '@/api/user';
import { isApiError } from '@/api/http';
import { setLanguage } from '@/api/language';
import { useCurrentUser } from '@/db/currentUser';
import { saveUser } from '@/db/user';
import { changeLanguage, DEFAULT_LANG, isLang, type Lang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { isCoin } from '@common/coins';
import { Toaster } from '@/ui/Toaster';
import { useSessionEnd } from '../session';
import { useSync } from '../trading/useSync';
import { useDocumentTitle } from '../useDocumentTitle';
import { coinName } from '@/features/crypto/coinName';

const InvoiceScreen = lazy(() => import('@/features/crypto/InvoiceScreen'));

/** The language of an invoice page: `?lang=` (the deposit widget adds it), else the default. */
function invoiceLang(): Lang {
  const lang = new URLSearchParams(location.search).get('lang');
  return isLang(lang) ? lang : DEFAULT_LANG;
}

/**
 * The app around the invoice page /api/{coin}/invoice/{guid} (spec §2): a signed-in page outside /{lang}/trading,
 * so it joins the same poller (one leader among all tabs, trading tabs included) and the same logout handling.
 * `loading` is the app's screen fallback, handed down so this chunk does not import from the entry's modules
 * (which splits the bundle into more chunks, ~1.8 KB more before login).
 */
export default function InvoiceApp({ coin, guid, loading }: { coin: string; guid: string; loading: ReactNode }) {
  const lang = invoiceLang();
  const t = useT();
  const user = useCurrentUser();
  useDocumentTitle(isCoin(coin) ? t('crypto.invoice_title', { coin: coinName(coin, lang) }) : null);

  useEffect(() => {
    setLanguage(lang);
    void changeLanguage(lang);
  }, [lang]);
  useSessionEnd(lang, () => '');

  // Nobody stored on this device yet (the page opened first): the session cookie may still be good.
  const missingUser = user === null;
  useEffect(() => {
    if (!missingUser) return;
    fetchUser()
      .then((fresh) => saveUser(fresh))
      .catch((error: unknown) => {
        if (!isApiError(error, 'auth')) console.warn('Could not load the user for the invoice page', error);
      });
  }, [missingUser]);

  useSync(user != null);

  // No such coin: the funding page is where invoices come from.
  if (!isCoin(coin)) return <Redirect to={`/${lang}/trading#/show/funding`} replace />;
  return (
    <Suspense fallback={loading}>
      <InvoiceScreen coin={coin} guid={guid} lang={lang} />
      <Toaster labels={{ region: t('toast.region'), close: t('toast.close') }} />
    </Suspense>
  );
}
