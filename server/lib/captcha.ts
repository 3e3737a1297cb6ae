import type { CaptchaConfig } from '../config.ts';

/*
 * Checks a login captcha token with the provider (reCAPTCHA's siteverify protocol: a form POST of secret,
 * response and remoteip; the reply says success, and for v3 a score and the action the page named).
 */

/** What a token must show: the action the page named, and (v3) at least this score, from 0 (a bot) to 1 (a person). */
export type CaptchaCheck = { action: string; minScore: number };
/** A login: Google's suggested cut-off. The action the login screen names (src/features/auth/captcha.ts). */
export const LOGIN_CHECK: CaptchaCheck = { action: 'login', minScore: 0.5 };
/**
 * The other way through an e-mail locked by wrong passwords (users/login-throttle.ts): a token the page asked for
 * this action, judged a person with more confidence than a plain login needs.
 */
export const UNLOCK_CHECK: CaptchaCheck = { action: 'unlock', minScore: 0.7 };
const VERIFY_TIMEOUT_MS = 5_000;

/** `missing`: no token came with the login; `unavailable`: the provider could not be asked (fail closed). */
export type CaptchaVerdict = 'ok' | 'missing' | 'refused' | 'unavailable';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function verifyCaptcha(captcha: CaptchaConfig, token: string, remoteIp: string, check: CaptchaCheck = LOGIN_CHECK): Promise<CaptchaVerdict> {
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
  if (typeof score === 'number' && score < check.minScore) return 'refused';
  const action = reply['action'];
  if (typeof action === 'string' && action !== check.action) return 'refused';
  return 'ok';
}
