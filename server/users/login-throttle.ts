import { and, count, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginFailures, type UserRow } from '../db/schema.ts';
import { burnPasswordCheck, verifyPassword } from '../lib/password.ts';
import { cleanEmail } from '../lib/validate.ts';
import { findUserByEmail } from './repo.ts';

/*
 * One password-guessing limit for both doors that check a password: the app's POST /api/login and the platform
 * host's POST /cli/login. Failures live in login_failures (so every process and a restart see them) and are
 * timed by the server clock (so the sandbox can move past the window).
 */

export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** Which door saw the wrong password. */
export type LoginDoor = 'login' | 'platform';
const DOORS: LoginDoor[] = ['login', 'platform'];
/** 'client' rows (POST /api/notify/login_fail) are the client's reports, not attempts: they never lock. */
type FailureSource = LoginDoor | 'client';

export type FailureMeta = { ip: string; userAgent: string };

/** The e-mail as typed, normalised the way failures are stored (also for addresses that are not valid). */
export function failureKey(typed: string): string {
  return typed.trim().toLowerCase().slice(0, 254);
}

/**
 * True once either door has seen MAX_LOGIN_FAILURES wrong passwords for this e-mail within the window. Doors
 * count apart because the client's one attempt goes through both (platform first, then the app).
 */
async function loginLocked(db: Db, key: string, now: Date): Promise<boolean> {
  if (key === '') return false;
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const rows = await db
    .select({ failures: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, key), inArray(loginFailures.source, DOORS), gte(loginFailures.createdAt, since)))
    .groupBy(loginFailures.source);
  return rows.some((row) => row.failures >= MAX_LOGIN_FAILURES);
}

export async function recordLoginFailure(db: Db, source: FailureSource, key: string, meta: FailureMeta, now: Date): Promise<void> {
  if (key === '') return;
  await db.insert(loginFailures).values({ email: key, source, ip: meta.ip, userAgent: meta.userAgent, createdAt: now });
}

/** A right password ends the count: the person who knows it starts over with a full allowance. */
async function clearLoginFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.email, key), inArray(loginFailures.source, DOORS)));
}

export type PasswordCheck = { kind: 'ok'; user: UserRow } | { kind: 'throttled' } | { kind: 'wrong' };

/**
 * One door's password check: refused while the e-mail is locked (known and unknown e-mails alike, so the refusal
 * tells nothing about who has an account), a wrong password recorded, a right one clearing the count. An unknown
 * e-mail still costs one scrypt, so timing does not tell either.
 */
export async function checkPassword(db: Db, door: LoginDoor, typed: string, password: string, meta: FailureMeta, now: Date): Promise<PasswordCheck> {
  const key = failureKey(typed);
  if (await loginLocked(db, key, now)) return { kind: 'throttled' };
  const email = cleanEmail(typed);
  const user = email ? await findUserByEmail(db, email) : null;
  const valid = user ? await verifyPassword(password, user.passwordHash) : await burnPasswordCheck(password);
  if (!user || !valid) {
    await recordLoginFailure(db, door, key, meta, now);
    return { kind: 'wrong' };
  }
  await clearLoginFailures(db, key);
  return { kind: 'ok', user };
}
