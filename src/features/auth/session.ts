import { getConfig } from '@/api/config';
import { login, notifyLoginFail, platformLogin } from '@/api/auth';
import type { User } from '@/api/user';
import { captchaToken, loadCaptcha } from './captcha';
import { runLogin, type LoginOutcome } from './loginFlow';

/** Learns whether a captcha is configured and loads its script early, so a token is ready at submit. */
export function prepareLogin(): void {
  getConfig()
    .then(({ captchaSiteKey }) => captchaSiteKey && loadCaptcha(captchaSiteKey))
    .catch(() => undefined);
}

/** runLogin wired to the real API. */
export function logIn(email: string, password: string): Promise<LoginOutcome> {
  return runLogin({ email, password }, { getConfig, captchaToken, platformLogin, login, notifyLoginFail });
}

/**
 * Stores the signed-in user for the trading app. Dexie is imported here, after the login succeeded, so it never
 * weighs on the login chunk. A device without IndexedDB still logs in: the trading app fetches the user itself.
 */
export async function rememberUser(user: User): Promise<void> {
  try {
    const { saveUser } = await import('@/db/user');
    await saveUser(user);
  } catch (error) {
    console.warn('Could not store the user locally', error);
  }
}
