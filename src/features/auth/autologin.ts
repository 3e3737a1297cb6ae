import type { Lang } from '@/i18n';
import type { LoginOutcome } from './loginFlow';
import { autologinRequest, loginUrl, tradingUrl } from './redirect';
import type { StartSession } from './session';

/*
 * The autologin page's sequence (spec §2 "logs in from a prefilled input") without React: the credentials come
 * from the URL fragment and leave the address bar and history before anything else happens; then log in, start
 * the session and go to the trading app (plus the redirect route). Empty credentials or any failure → login.
 */

export type AutologinDeps = {
  /** location.hash as the page was opened. */
  hash: string;
  /** Replaces the current history entry with the bare page address (no query, no fragment). */
  forgetAddress: () => void;
  logIn: (email: string, password: string) => Promise<LoginOutcome>;
  startSession: StartSession;
};

/** Resolves the address to go to (replacing the autologin entry). */
export async function runAutologin(lang: Lang, deps: AutologinDeps): Promise<string> {
  const request = autologinRequest(deps.hash);
  deps.forgetAddress();
  if (!request) return loginUrl(lang);
  try {
    const outcome = await deps.logIn(request.email, request.password);
    if (outcome.kind !== 'ok') return loginUrl(lang);
    await deps.startSession(outcome.user);
    return tradingUrl(lang, request.route);
  } catch {
    return loginUrl(lang);
  }
}
