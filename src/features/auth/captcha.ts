import { waitForToken } from './waitForToken';

/*
 * Invisible reCAPTCHA v3, only when the server configures a site key (GET /api/config → captchaSiteKey; none by
 * default, so the default build never loads a third-party script). The script is requested when the login
 * screen learns the key; at submit we ask for a fresh single-use token and wait up to 5 s for it (spec §4).
 */

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

export function loadCaptcha(siteKey: string): void {
  if (loadedFor === siteKey || typeof document === 'undefined') return;
  loadedFor = siteKey;
  const script = document.createElement('script');
  script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
  script.async = true;
  document.head.append(script);
}

/** A fresh token for `action`, or undefined when the captcha did not answer within the wait. */
export async function captchaToken(siteKey: string, action = 'login'): Promise<string | undefined> {
  loadCaptcha(siteKey);
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
