import { waitForToken } from './waitForToken';

/*
 * Invisible reCAPTCHA v3, only when the server configures one (GET /api/config → captchaSiteKey and
 * captchaScriptUrl; none by default, so the default build never loads a third-party script, and the server's CSP
 * allows only the configured origins). The script is requested when the login screen learns the key; at submit
 * we ask for a fresh single-use token and wait up to 5 s for it (spec §4).
 */

export type CaptchaSetup = { siteKey: string; scriptUrl: string };

/** The captcha the server configured, or null (the login then does not wait for one). */
export function captchaSetup(config: { captchaSiteKey: string | null; captchaScriptUrl: string | null }): CaptchaSetup | null {
  const { captchaSiteKey: siteKey, captchaScriptUrl: scriptUrl } = config;
  return siteKey && scriptUrl ? { siteKey, scriptUrl } : null;
}

/**
 * What the token is for, as the server checks it (server/lib/captcha.ts): a login, or the other way through an
 * e-mail that strangers' wrong passwords have locked.
 */
export type CaptchaAction = 'login' | 'unlock';

type Grecaptcha = {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
};

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loadedFor: string | null = null;

export function loadCaptcha({ siteKey, scriptUrl }: CaptchaSetup): void {
  if (loadedFor === siteKey || typeof document === 'undefined') return;
  loadedFor = siteKey;
  const src = new URL(scriptUrl, location.href);
  src.searchParams.set('render', siteKey);
  const script = document.createElement('script');
  script.src = src.href;
  script.async = true;
  document.head.append(script);
}

/** A fresh login token, or undefined when the captcha did not answer within the wait. */
export async function captchaToken(setup: CaptchaSetup, action: CaptchaAction = 'login'): Promise<string | undefined> {
  loadCaptcha(setup);
  const { siteKey } = setup;
  let token: string | null = null;
  let asked = false;
  const poll = () => {
    const api = window.grecaptcha;
    if (!asked && api) {
      asked = true;
      api.ready(() => {
        api.execute(siteKey, { action }).then(
          (value) => {
            token = value;
          },
          () => undefined,
        );
      });
    }
    return token;
  };
  return (await waitForToken(poll, { timeoutMs: 5000, pollMs: 100 })) ?? undefined;
}
