import { useEffect, useRef } from 'react';
import { navigate } from 'wouter/use-browser-location';
import type { Lang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { Spinner } from '@/ui/Spinner';
import { autologinRequest, loginUrl, tradingUrl } from './redirect';
import { logIn, type StartSession } from './session';

/**
 * /{lang}/autologin?email=…&password=…[&redirect=/show/funding] (spec §2): logs in at once with the prefilled
 * credentials, then opens the trading app (plus the redirect route); empty credentials or a failure go to the
 * login screen. The credentials are wiped from the address bar and history before anything else happens.
 */
export default function AutologinScreen({ lang, startSession }: { lang: Lang; startSession: StartSession }) {
  const t = useT();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice; the login must run once
    started.current = true;
    const request = autologinRequest(location.search);
    history.replaceState(history.state, '', location.pathname);
    if (!request) {
      navigate(loginUrl(lang), { replace: true });
      return;
    }
    logIn(request.email, request.password)
      .then(async (outcome) => {
        if (outcome.kind !== 'ok') {
          navigate(loginUrl(lang), { replace: true });
          return;
        }
        await startSession(outcome.user);
        navigate(tradingUrl(lang, request.route), { replace: true });
      })
      .catch(() => navigate(loginUrl(lang), { replace: true }));
  }, [lang, startSession]);

  return (
    <main className="autologin" aria-busy="true">
      <Spinner size="lg" />
      <h1 className="muted">{t('autologin.title')}</h1>
    </main>
  );
}
