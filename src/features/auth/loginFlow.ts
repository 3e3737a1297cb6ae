import type { LoginRequest } from '@/api/auth';
import type { Reply } from '@/api/http';
import type { User } from '@/api/user';
import { type CaptchaAction, captchaSetup, type CaptchaSetup } from './captcha';

/*
 * The login sequence (spec §4, §7, §8) without React: optional captcha wait → platform host login → client login;
 * a wrong password is reported to the server. With two-factor sign-in on, the server answers the password alone with
 * `second-factor`; the screen asks for the code and runs the sequence again with it, this time to the client's door
 * only: a code works once, and the embedded platform signs in through the app's one-time token anyway. Effects come
 * in through `deps`, so the sequence is unit-tested.
 */

export type LoginOutcome =
  | { kind: 'ok'; user: User }
  | { kind: 'wrong-credentials' }
  /** Too many wrong passwords for this e-mail lately: the server refuses every attempt for a while. */
  | { kind: 'throttled' }
  /** The password was right; the account wants its second factor (the authenticator's code or a recovery code). */
  | { kind: 'second-factor' }
  /** The code given was wrong, used already, or of a step already used: in the server's words. */
  | { kind: 'wrong-code'; message: string }
  | { kind: 'refused'; message: string; code?: string }
  | { kind: 'transport'; error: unknown };

export type LoginDeps = {
  getConfig: () => Promise<{ captchaSiteKey: string | null; captchaScriptUrl: string | null }>;
  captchaToken: (setup: CaptchaSetup, action?: CaptchaAction) => Promise<string | undefined>;
  platformLogin: (request: LoginRequest) => Promise<boolean>;
  login: (request: LoginRequest) => Promise<Reply<{ user: User }>>;
  notifyLoginFail: (email: string) => Promise<void>;
};

export async function runLogin(credentials: { email: string; password: string; otp?: string }, deps: LoginDeps): Promise<LoginOutcome> {
  const { email, password, otp } = credentials;
  let tokens: [string | undefined, string | undefined] = [undefined, undefined];
  let setup: CaptchaSetup | null = null;
  try {
    setup = captchaSetup(await deps.getConfig());
    // Tokens are single-use and both the platform host and the client login check one: ask for two at once.
    if (setup) tokens = await Promise.all([deps.captchaToken(setup), deps.captchaToken(setup)]);
  } catch {
    // Without the config there is no captcha to wait for; the login call itself reports an unreachable server.
  }
  const [platformToken, token] = tokens;
  // The platform host's login must come first (spec §7); its failure does not stop the client login. With the code,
  // only the client's door: the code is spent at the first door that takes it.
  if (otp === undefined) await deps.platformLogin(withToken(email, password, platformToken)).catch(() => false);
  const request = (captcha: string | undefined): LoginRequest => ({ ...withToken(email, password, captcha), ...(otp === undefined ? {} : { otp }) });

  let reply: Reply<{ user: User }>;
  try {
    reply = await deps.login(request(token));
    // Strangers' wrong passwords lock an e-mail; with a captcha configured, a stricter check is the other way
    // through, so the owner typing the right password is not locked out with them.
    if (!reply.ok && reply.code === 'login.throttled' && setup) {
      const unlockToken = await deps.captchaToken(setup, 'unlock');
      if (unlockToken) reply = await deps.login({ ...request(unlockToken), unlock: true });
    }
  } catch (error) {
    return { kind: 'transport', error };
  }
  if (reply.ok) return { kind: 'ok', user: reply.value.user };
  if (reply.code === 'login.throttled') return { kind: 'throttled' };
  if (reply.code === 'login.otp_required') return { kind: 'second-factor' };
  if (reply.code === 'login.otp') return { kind: 'wrong-code', message: reply.message };
  if (reply.code === 'login.password') {
    await deps.notifyLoginFail(email).catch(() => undefined);
    return { kind: 'wrong-credentials' };
  }
  return reply.code ? { kind: 'refused', message: reply.message, code: reply.code } : { kind: 'refused', message: reply.message };
}

function withToken(email: string, password: string, token: string | undefined): LoginRequest {
  return token ? { email, password, token } : { email, password };
}
