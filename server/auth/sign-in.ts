import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { userAgent } from '../http/client-info.ts';
import { SESSION_COOKIE, SESSION_TTL_MS, setSessionCookie } from '../http/cookies.ts';
import { rotateCsrf } from '../http/csrf.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { createSession, deleteExpiredSessions, deleteSession } from '../sessions/store.ts';
import { rememberDevice } from '../users/device.ts';
import { noteSharedDevice } from '../affiliate/self-referral.ts';

/**
 * Starts an app session for a user whose identity was just proven (a password at login, a reset link): the session
 * cookie, a new CSRF token (one known before sign-in is worth nothing after it) and the device cookie.
 */
export async function signIn(c: Context<AppEnv>, deps: Pick<Deps, 'db' | 'clock' | 'config'>, userId: number): Promise<void> {
  const { db, clock, config } = deps;
  // Rotation: whatever session id the browser held before stops working now.
  const previous = getCookie(c, SESSION_COOKIE);
  if (previous !== undefined) await deleteSession(db, previous);
  const now = clock.now();
  await deleteExpiredSessions(db, now);
  const { token } = await createSession(db, userId, now, SESSION_TTL_MS, userAgent(c));
  setSessionCookie(c, token, config.appOrigin);
  rotateCsrf(c, config.appOrigin);
  const travellers = await rememberDevice(c, db, userId, config.appOrigin);
  // A referral signing in where its referrer did (or the other way round) is the referrer: it pays nothing more.
  await noteSharedDevice(db, travellers);
}
