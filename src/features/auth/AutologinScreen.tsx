import { useEffect, useRef } from 'react';
import { navigate } from 'wouter/use-browser-location';
import type { Lang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { Spinner } from '@/ui/Spinner';
import { runAutologin } from './autologin';
import { logIn, type StartSession } from './session';

/**
 * /{lang}/autologin#email=…&password=…[&redirect=/show/funding] (spec §2): logs in at once with the prefilled
 * credentials, then opens the trading app (plus the redirect route); empty credentials or a failure go to the
 * login screen. The credentials travel in the fragment (never sent to a server) and are wiped from the address
 * bar and history before anything else happens.
 */
export default function AutologinScreen({ lang, startSession }: { lang: Lang; startSession: StartSession }) {
  const t = useT();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice; the login must run once
    started.current = true;
    void runAutologin(lang, {
      hash: location.hash,
      forgetAddress: () => history.replaceState(history.state, '', location.pathname),
      logIn,
      startSession,
    }).then((next) => navigate(next, { replace: true }));
  }, [lang, startSession]);

  return (
    <main className="autologin" aria-busy="true">
      <Spinner size="lg" />
      <h1 className="muted">{t('autologin.title')}</h1>
    </main>
  );
}
