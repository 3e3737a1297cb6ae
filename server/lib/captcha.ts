import type { CaptchaConfig } from '../config.ts';

/*
 * Checks a login captcha token with the provider (reCAPTCHA's siteverify protocol: a form POST of secret,
 * response and remoteip; the reply says success, and for v3 a score and the action the page named).
 */

/** reCAPTCHA v3 scores run from 0 (a bot) to 1 (a person); Google's suggested cut-off. */
export const MIN_SCORE = 0.5;
/** The action the login screen names when it asks for a token (src/features/auth/captcha.ts). */
export const LOGIN_ACTION = 'login';
const VERIFY_TIMEOUT_MS = 5_000;

/** `missing`: no token came with the login; `unavailable`: the provider could not be asked (fail closed). */
export type CaptchaVerdict = 'ok' | 'missing' | 'refused' | 'unavailable';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function verifyCaptcha(captcha: CaptchaConfig, token: string, remoteIp: string): Promise<CaptchaVerdict> {
  if (token === '') return 'missing';
  const form = new URLSearchParams({ secret: captcha.secret, response: token });
  if (remoteIp !== '') form.set('remoteip', remoteIp);
  let reply: unknown;
  try {
    const response = await fetch(captcha.verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS) });
    if (!response.ok) return 'unavailable';
    reply = await response.json();
  } catch {
    return 'unavailable';
  }
  if (!isRecord(reply) || reply['success'] !== true) return 'refused';
  // v2 answers carry neither; v3 answers carry both and are checked.
  const score = reply['score'];
  if (typeof score === 'number' && score < MIN_SCORE) return 'refused';
  const action = reply['action'];
  if (typeof action === 'string' && action !== LOGIN_ACTION) return 'refused';
  return 'ok';
}
