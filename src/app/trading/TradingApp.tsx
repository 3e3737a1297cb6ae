import { lazy, useDeferredValue, useEffect, useState, useSyncExternalStore } from 'react';
import { Router } from 'wouter';
import { navigate, useHashLocation } from 'wouter/use-hash-location';
import { fetchUser } from '@/api/user';
import { isApiError } from '@/api/http';
import { WidgetRegistryProvider } from '@/content/widgets';
import { QuietPart } from '@/ui/Boundary';
import { requestSignal } from '@/features/signals/requests';
import { storeUser, useCurrentUser } from '@/db/currentUser';
import type { Lang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { listenForSignalRequests } from '../pwa/signalRequests';
import { isLeaving, subscribeLeaving, useSessionEnd } from '../session';
import { widgetRegistry } from '../widgets';
import { useSync } from './useSync';
import { useWhenIdle } from '../useWhenIdle';
import { withLaterStrings } from '@/i18n/laterStrings';
import { loadWhenFetchable } from '@/lib/whenFetchable';
import { runsInstalled } from '@/lib/runsInstalled';
import { useLatch } from '@/lib/useLatch';
import { subscribeToastRaised, toastRaised } from '@/ui/toast';
import { isOfferName } from '@common/offers';
import { popupQueue } from '@/popups/queue';
import { useFirstInteraction } from '@/popups/usePopups';
import TradingLayout from './TradingLayout';
import TradingRoutes from './TradingRoutes';

// Toasts (sonner) are not part of the shell: they load once it is up (IdleLayer).
const Toaster = lazy(loadWhenFetchable(() => import('@/ui/Toaster').then((module) => ({ default: module.Toaster }))));
// Offers open over any screen; their chunk loads after the shell, never before the balance.
const OfferHost = lazy(loadWhenFetchable(withLaterStrings(() => import('@/features/offers/OfferHost'))));

type BootFailure = 'offline' | 'error';

/**
 * The signed-in app at /{lang}/trading with its hash routes. Renders from Dexie (so it opens offline with what
 * the device last knew); the one poller keeps Dexie fresh.
 */
export default function TradingApp({ lang }: { lang: Lang }) {
  const t = useT();
  const leaving = useSyncExternalStore(subscribeLeaving, isLeaving);
  if (leaving) {
    return (
      <main className="boot-state" aria-busy="true">
        <span className="spinner" aria-hidden="true" />
        <p className="muted">{t('layout.signing_out')}</p>
      </main>
    );
  }
  return <SignedIn lang={lang} />;
}

function SignedIn({ lang }: { lang: Lang }) {
  const t = useT();
  // Deferred: the shell's render on the user's arrival (and on every refresh of it) is a transition React splits
  // into short slices, so the page stays responsive while it renders; Dexie's own update would render it whole.
  const user = useDeferredValue(useCurrentUser());
  const [bootFailure, setBootFailure] = useState<BootFailure | null>(null);

  useSessionEnd(lang, () => location.hash.slice(1));

  // First visit on this device after login in another way (e.g. autologin): nothing in Dexie yet.
  const missingUser = user === null;
  useEffect(() => {
    if (!missingUser) return;
    fetchUser()
      .then((fresh) => storeUser(fresh))
      .catch((error: unknown) => {
        if (isApiError(error, 'auth')) return; // the 401 handler redirects
        setBootFailure(isApiError(error, 'network') || !navigator.onLine ? 'offline' : 'error');
      });
  }, [missingUser]);

  useSync(user != null);

  // The pop-up queue starts watching for the trader's first tap now: pop-ups that load later wait for it.
  useEffect(() => void popupQueue(), []);

  // A click on a signal's system notification: home, where the popup opens on that signal.
  useEffect(
    () =>
      listenForSignalRequests(typeof navigator === 'undefined' ? null : navigator.serviceWorker, (id) => {
        requestSignal(id);
        navigate('/home');
      }),
    [],
  );

  if (!user) {
    if (bootFailure) {
      return (
        <main className="boot-state" role="alert">
          <h1>{t(bootFailure === 'offline' ? 'boot.offline_title' : 'boot.error_title')}</h1>
          <p className="muted">{t(bootFailure === 'offline' ? 'boot.offline_text' : 'boot.error_text')}</p>
          <a className="btn btn--primary" href={`/${lang}/login`}>
            {t('boot.to_login')}
          </a>
        </main>
      );
    }
    return (
      <main className="boot-state" aria-busy="true">
        <span className="spinner" aria-hidden="true" />
        <p className="muted">{t('home.loading')}</p>
      </main>
    );
  }

  return (
    <WidgetRegistryProvider value={widgetRegistry}>
      <Router hook={useHashLocation}>
        <TradingLayout user={user} lang={lang}>
          <TradingRoutes user={user} lang={lang} />
        </TradingLayout>
      </Router>
      <IdleLayer lang={lang} offerNamed={isOfferName(user.trigger_new)} toastLabels={{ region: t('toast.region'), close: t('toast.close') }} />
    </WidgetRegistryProvider>
  );
}

/**
 * What opens over any screen, each loaded when it has something to show and not before the shell (balance included)
 * is up and the browser idle: the toasts once the page raises one (sonner hands it over when the Toaster subscribes)
 * and the offers (with the later strings) once the server names one and the trader has tapped, or to send the
 * installed app's trigger. Neither costs a load of home that shows neither.
 */
function IdleLayer({ lang, offerNamed, toastLabels }: { lang: Lang; offerNamed: boolean; toastLabels: { region: string; close: string } }) {
  const idle = useWhenIdle();
  const toasts = useSyncExternalStore(subscribeToastRaised, toastRaised, () => false);
  // An offer's modal waits for the trader's first tap (src/popups/queue.ts), and so do its code, strings and request:
  // a load of home with an offer due does the same work as one without. Once mounted the host stays: an answered
  // offer clears trigger_new while its modal closes.
  const interacted = useFirstInteraction();
  const offers = useLatch((offerNamed && interacted) || runsInstalled());
  if (!idle) return null;
  return (
    <>
      {toasts && (
        <QuietPart>
          <Toaster labels={toastLabels} />
        </QuietPart>
      )}
      {offers && (
        <QuietPart>
          <OfferHost lang={lang} />
        </QuietPart>
      )}
    </>
  );
}
