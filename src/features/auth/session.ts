import { getConfig } from '@/api/config';
import { login, notifyLoginFail, platformLogin } from '@/api/auth';
import type { User } from '@/api/user';
import { captchaSetup, captchaToken, loadCaptcha } from './captcha';
import { runLogin, type LoginOutcome } from './loginFlow';

/** Learns whether a captcha is configured and loads its script early, so a token is ready at submit. */
export function prepareLogin(): void {
  getConfig()
    .then((config) => {
      const setup = captchaSetup(config);
      if (setup) loadCaptcha(setup);
    })
    .catch(() => undefined);
}

/** runLogin wired to the real API; `otp`: the second factor, once the server asked for it. */
export function logIn(email: string, password: string, otp?: string): Promise<LoginOutcome> {
  return runLogin({ email, password, ...(otp === undefined ? {} : { otp }) }, { getConfig, captchaToken, platformLogin, login, notifyLoginFail });
}

/**
 * What a successful sign-in hands the user to: the app wipes whatever another person left on the device and
 * stores the new user (src/app/session.ts). Passed in by the app, which owns the session (features never import it).
 */
export type StartSession = (user: User) => Promise<void>;
