import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { forget, login, loginFailNotice, logout, register, reset } from '../../common/api/auth.calls.ts';
import { REFERRAL_COOKIE } from '../../common/affiliate.ts';
import { clientIp, userAgent } from '../http/client-info.ts';
import { clearSessionCookie, SESSION_COOKIE } from '../http/cookies.ts';
import { rotateCsrf } from '../http/csrf.ts';
import type { AppEnv } from '../http/env.ts';
import { handlePublic } from '../http/handle.ts';
import type { Deps } from '../deps.ts';
import { isRefusal } from '../lib/refusal.ts';
import { DEVICE_COOKIE } from '../users/device.ts';
import { askRecovery, endSession, logoutTarget, openAccount, passwordSignIn, reportLoginFailure, resetPassword, type Requester } from './service.ts';
import { signIn } from './sign-in.ts';
import type { Context } from 'hono';

/**
 * Spec §7 "Auth": login, register, forget, notify/login_fail, the reset link and logout. Each route reads the request,
 * asks ./service.ts, and starts or ends the session's cookies (./sign-in.ts) with the answer.
 */
const requester = (c: Context<AppEnv>): Requester => ({ ip: clientIp(c), userAgent: userAgent(c), deviceCookie: getCookie(c, DEVICE_COOKIE) });

export function authRoutes(deps: Deps): Hono<AppEnv> {
  const { config } = deps;
  const app = new Hono<AppEnv>();

  handlePublic(app, login, async ({ input, lang, c }) => {
    const request = { email: input.email ?? '', password: input.password ?? '', token: input.token ?? '', otp: input.otp ?? '', unlock: input.unlock === true || input.unlock === 'true' };
    const answer = await passwordSignIn(deps, request, requester(c), lang);
    if (isRefusal(answer)) return answer;
    await signIn(c, deps, answer.userId);
    return { user: answer.user };
  });

  handlePublic(app, register, async ({ input, lang, c, session }) => {
    const form = {
      country: input.country ?? '',
      state: input.state ?? '',
      currency: input.currency || 'USD',
      login: input.login ?? '',
      password: input.password ?? '',
      firstName: input.firstName ?? '',
      lastName: input.lastName ?? '',
      phone: input.phone ?? '',
      phone_prefix: input.phone_prefix ?? '',
      promo: input.promo ?? '',
    };
    const answer = await openAccount(deps, form, { ...requester(c), referral: getCookie(c, REFERRAL_COOKIE), sessionUserId: session?.userId ?? null }, lang);
    if (!isRefusal(answer)) rotateCsrf(c, config.appOrigin);
    return answer;
  });

  handlePublic(app, forget, ({ input, lang, c }) => askRecovery(deps, input.email ?? '', clientIp(c), lang));

  handlePublic(app, loginFailNotice, ({ input, lang, c }) => reportLoginFailure(deps, input.email ?? '', { ip: clientIp(c), userAgent: userAgent(c) }, lang));

  handlePublic(app, reset, async ({ input, lang, c }) => {
    const answer = await resetPassword(deps, input.token ?? '', input.password ?? '', lang);
    if (isRefusal(answer) || !('signIn' in answer)) return answer;
    // The trader is at their mailbox now: a notice of this sign-in would tell them what they just did.
    await signIn(c, deps, answer.signIn.userId, { notice: false });
    return { user: answer.signIn.user };
  });

  handlePublic(app, logout, async ({ input, lang, c, session }) => {
    await endSession(deps, getCookie(c, SESSION_COOKIE), session?.userId ?? null);
    clearSessionCookie(c, config.appOrigin);
    // Tells the browser to drop this origin's HTTP cache, cookies and storage (IndexedDB, local and session
    // storage, caches) too; the client wipes Dexie, session storage and the service worker's user caches itself,
    // so the wipe also holds when logout happens offline.
    c.header('Clear-Site-Data', '"cache", "cookies", "storage"');
    return { redirect: logoutTarget(input.redirect ?? '', lang) };
  });

  return app;
}
