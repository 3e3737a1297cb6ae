import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { clientIp, userAgent } from '../http/client-info.ts';
import { SESSION_COOKIE, SESSION_TTL_MS, setSessionCookie } from '../http/cookies.ts';
import { rotateCsrf } from '../http/csrf.ts';
import type { AppEnv } from '../http/env.ts';
import type { Deps } from '../deps.ts';
import { signInDetail } from '../sessions/new-device-mail.ts';
import { createSession, deleteExpiredSessions, deleteSession } from '../sessions/store.ts';
import { deviceUsers, rememberDevice } from '../users/device.ts';
import { noteSignIn } from '../users/repo.ts';
import { noteSharedDevice } from '../affiliate/self-referral.ts';
import { detached } from './recovery.ts';
import { mailOutboxFor } from './reset-mail.ts';

/**
 * Starts an app session for a user whose identity was just proven (a password and, when on, the second factor at
 * login; a passkey; a reset link): the session cookie, a new CSRF token (one known before sign-in is worth nothing
 * after it) and the device cookie. A sign-in from a browser that never signed in to the account before (its signed
 * device cookie does not name the trader) is mailed to the trader, but for the account's very first and where the
 * caller says it is no news (`notice: false`: a reset link, followed from the trader's own mailbox a moment ago).
 */
export async function signIn(c: Context<AppEnv>, deps: Deps, userId: number, options: { notice?: boolean } = {}): Promise<void> {
  const { db, clock, config } = deps;
  // Rotation: whatever session id the browser held before stops working now.
  const previous = getCookie(c, SESSION_COOKIE);
  if (previous !== undefined) await deleteSession(db, previous);
  const now = clock.now();
  await deleteExpiredSessions(db, now);
  const facts = { userAgent: userAgent(c), ip: clientIp(c), at: now.getTime() };
  const { token } = await createSession(db, userId, now, SESSION_TTL_MS, facts.userAgent, facts.ip);
  setSessionCookie(c, token, config.appOrigin);
  rotateCsrf(c, config.appOrigin);
  const knownBrowser = (await deviceUsers(c, db)).includes(userId);
  const travellers = await rememberDevice(c, db, userId, config.appOrigin);
  // A referral signing in where its referrer did (or the other way round) is the referrer: it pays nothing more.
  await noteSharedDevice(db, travellers);
  const lastSignIn = await noteSignIn(db, userId, now);
  if (!knownBrowser && lastSignIn !== null && options.notice !== false) {
    // After the reply: a slow mail server never holds up a sign-in (the outbox retries a failed send).
    const outbox = mailOutboxFor(deps);
    (deps.background ?? detached)(() => outbox.send('new_device', userId, c.var.lang, undefined, signInDetail(facts)));
  }
}
