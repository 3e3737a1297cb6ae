import { createHmac, randomBytes } from 'node:crypto';
import { and, count, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginFailures, settings, type UserRow } from '../db/schema.ts';
import { burnPasswordCheck, verifyPassword } from '../lib/password.ts';
import { cleanEmail } from '../lib/validate.ts';
import { type Budget, clearSlots, minutesLeft, returnSlot, type Take, takeSlot } from '../lib/budget-slots.ts';
import { findUserByEmail } from './repo.ts';

/*
 * One password-guessing limit for every door that checks a password: the app's POST /api/login and
 * POST /api/us/security, the platform host's POST /cli/login and POST /cli/password. Per e-mail, 5 wrong passwords
 * in 15 minutes (server clock) lock them all, right password included; a slot is taken atomically BEFORE the
 * password is hashed, so parallel guesses cannot get more evaluations than that. The client's one attempt goes
 * through two doors (platform host first, then the app): the same wrong password again within the window is known
 * by a keyed hash and answered without hashing or counting, so it costs the trader one attempt, not two.
 * Per address, a budget of wrong password checks bounds guessing across many e-mails.
 * Strangers' guesses must not lock the trader out: a browser the trader signed in on before (the signed device
 * cookie, users/device.ts, names them) has an allowance of its own, the same 5 in 15 minutes; its right password
 * clears only that one, so the strangers stay locked. Where a captcha is configured, a login that passed its
 * stricter unlock check (lib/captcha.ts UNLOCK_CHECK) is the other way through: a third allowance, kept the same way.
 * With two-factor sign-in on (server/two-factor/), a wrong code after the right password counts as a wrong password
 * does, and the count is cleared only once the code is right too (checkSignIn).
 */

export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Wrong password checks one address may cause in the window, whatever e-mails it tries. */
export const ADDRESS_FAILURE_BUDGET: Budget = { limit: 30, windowMs: LOGIN_FAILURE_WINDOW_MS };
const EMAIL_BUDGET: Budget = { limit: MAX_LOGIN_FAILURES, windowMs: LOGIN_FAILURE_WINDOW_MS };

/** Which door saw the password. */
export type LoginDoor = 'login' | 'platform' | 'security';
const DOORS: LoginDoor[] = ['login', 'platform', 'security'];
/** 'client' rows (POST /api/notify/login_fail) are the client's reports, not attempts: they never lock. */
type FailureSource = LoginDoor | 'client';

export type FailureMeta = { ip: string; userAgent: string };

/** The e-mail as typed, normalised the way failures are stored (also for addresses that are not valid). */
export function failureKey(typed: string): string {
  return typed.trim().toLowerCase().slice(0, 254);
}

export async function recordLoginFailure(db: Db, source: FailureSource, key: string, meta: FailureMeta, now: Date, guess = ''): Promise<void> {
  if (key === '') return;
  await db.insert(loginFailures).values({ email: key, source, ip: meta.ip, userAgent: meta.userAgent, guess, createdAt: now });
}

const GUESS_KEY_SETTING = 'login.guess_key';
const guessKeys = new WeakMap<Db, Promise<string>>();

/** The secret that keys guess hashes: made once, kept in the database so every process shares it. */
function guessKey(db: Db): Promise<string> {
  let key = guessKeys.get(db);
  if (!key) {
    key = (async () => {
      await db.insert(settings).values({ key: GUESS_KEY_SETTING, value: randomBytes(32).toString('hex') }).onConflictDoNothing();
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, GUESS_KEY_SETTING));
      if (!row) throw new Error('the guess key could not be stored');
      return row.value;
    })();
    key.catch(() => guessKeys.delete(db));
    guessKeys.set(db, key);
  }
  return key;
}

async function guessOf(db: Db, key: string, password: string): Promise<string> {
  return createHmac('sha256', await guessKey(db)).update(`${key}\n${password}`).digest('base64url');
}

/** True when this very guess was already found wrong for this e-mail within the window. */
async function knownWrong(db: Db, key: string, guess: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const [row] = await db
    .select({ seen: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, key), eq(loginFailures.guess, guess), inArray(loginFailures.source, DOORS), gte(loginFailures.createdAt, since)));
  return (row?.seen ?? 0) > 0;
}

/** A right password ends the count: the person who knows it starts over with a full allowance. */
async function clearLoginFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.email, key), inArray(loginFailures.source, DOORS)));
  await clearSlots(db, emailSlot(key));
}

/**
 * The address's slot is taken before the hash, so checks still in flight hold slots too: a burst of right passwords
 * from one address (an office, a proxy, a test) would be refused while none is wrong. When the budget is full but
 * fewer wrong passwords than its limit are on record, the slots are in flight: wait for them to come back (a right
 * password returns its slot within a hash's time), up to this long. Never more checks in flight than the budget.
 */
const IN_FLIGHT_WAIT_MS = 3_000;
const IN_FLIGHT_POLL_MS = 60;

async function wrongFromAddress(db: Db, ip: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - ADDRESS_FAILURE_BUDGET.windowMs);
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), inArray(loginFailures.source, DOORS), gte(loginFailures.createdAt, since)));
  return row?.n ?? 0;
}

async function takeAddressSlot(db: Db, ip: string, now: Date): Promise<Take> {
  const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
  for (;;) {
    const take = await takeSlot(db, addressSlot(ip), ADDRESS_FAILURE_BUDGET, now);
    if (take.ok || Date.now() >= deadline) return take;
    if ((await wrongFromAddress(db, ip, now)) >= ADDRESS_FAILURE_BUDGET.limit) return take;
    await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_POLL_MS * (0.5 + Math.random())));
  }
}

const emailSlot = (key: string) => `email:${key}`;
const deviceSlot = (key: string) => `email-device:${key}`;
const captchaSlot = (key: string) => `email-captcha:${key}`;
const addressSlot = (ip: string) => `addr:${ip}`;

export type PasswordCheck =
  | { kind: 'ok'; user: UserRow }
  /** The e-mail is locked (5 wrong passwords in the window). */
  | { kind: 'throttled'; retryMinutes: number }
  /** The address has used its budget of wrong password checks. */
  | { kind: 'address_throttled'; retryMinutes: number }
  | { kind: 'wrong' };

/**
 * A sign-in's check: the password's, then the second factor's. A right password with no code for an account that needs
 * one is `second_factor_needed`: nothing is counted (the trader types the code next). A wrong code counts as a wrong
 * password does, and the right password does not clear the count until the code is right too: knowing the password
 * buys no more guesses at the code than at the password.
 */
export type SignInCheck = PasswordCheck | { kind: 'second_factor_needed'; user: UserRow } | { kind: 'second_factor_wrong' };

/** The second factor of a sign-in: none needed or right (`ok`), none given (`missing`), or not right (`wrong`). */
export type SecondFactor = (user: UserRow) => Promise<'ok' | 'missing' | 'wrong'>;

/**
 * Ways past the strangers' lock a door may know of. `deviceUsers`: the traders the browser's signed device cookie
 * names; `captchaUnlocked`: this attempt passed the captcha's unlock check.
 */
export type OwnerLanes = { deviceUsers?: readonly number[]; captchaUnlocked?: boolean };

/**
 * One door's password check: refused while the e-mail is locked (known and unknown e-mails alike, so the refusal
 * tells nothing about who has an account) or the address is out of budget; a wrong password counted, a right one
 * clearing the count. An unknown e-mail still costs one scrypt, so timing does not tell either. The e-mail's owner
 * on a known device, or an attempt that solved the unlock captcha, checks against an allowance of its own instead
 * of the strangers'.
 */
export async function checkPassword(
  db: Db,
  door: LoginDoor,
  typed: string,
  password: string,
  meta: FailureMeta,
  now: Date,
  lanes: OwnerLanes = {},
): Promise<PasswordCheck> {
  const check = await checkSignIn(db, door, typed, password, meta, now, lanes, null);
  // Without a second factor to ask for, a sign-in check is a password check.
  if (check.kind === 'second_factor_needed' || check.kind === 'second_factor_wrong') throw new Error('a second factor was checked where none was asked for');
  return check;
}

/** checkPassword, then (for a right password) the account's second factor, under the same throttle. */
export async function checkSignIn(
  db: Db,
  door: LoginDoor,
  typed: string,
  password: string,
  meta: FailureMeta,
  now: Date,
  lanes: OwnerLanes,
  secondFactor: SecondFactor | null,
): Promise<SignInCheck> {
  const key = failureKey(typed);
  const guess = await guessOf(db, key, password);
  // The same wrong password again (the client's second door, a retry): nothing new to learn, nothing to count.
  if (key !== '' && (await knownWrong(db, key, guess, now))) return { kind: 'wrong' };

  const email = cleanEmail(typed);
  const user = email ? await findUserByEmail(db, email) : null;
  const fromDevice = user !== null && (lanes.deviceUsers ?? []).includes(user.id);
  const ownLane = fromDevice || lanes.captchaUnlocked === true;
  const allowance = fromDevice ? deviceSlot(key) : lanes.captchaUnlocked ? captchaSlot(key) : emailSlot(key);

  const address = addressSlot(meta.ip);
  const addressTake = await takeAddressSlot(db, meta.ip, now);
  if (!addressTake.ok) return { kind: 'address_throttled', retryMinutes: minutesLeft(addressTake.retryAfterMs) };
  const emailTake = key === '' ? ({ ok: true } as const) : await takeSlot(db, allowance, EMAIL_BUDGET, now);
  if (!emailTake.ok) {
    await returnSlot(db, address);
    return { kind: 'throttled', retryMinutes: minutesLeft(emailTake.retryAfterMs) };
  }

  const valid = user ? await verifyPassword(password, user.passwordHash) : await burnPasswordCheck(password);
  if (!user || !valid) {
    await recordLoginFailure(db, door, key, meta, now, guess);
    return { kind: 'wrong' };
  }
  const second = secondFactor === null ? 'ok' : await secondFactor(user);
  if (second === 'missing') {
    // Half a sign-in, not a guess: both slots come back, and nothing is cleared before the code is right.
    await returnSlot(db, address);
    if (key !== '') await returnSlot(db, allowance);
    return { kind: 'second_factor_needed', user };
  }
  if (second === 'wrong') {
    // Counted like a wrong password (the slots stay taken), under a guess of its own: the right password typed
    // again with the next code is not taken for a repeated wrong one.
    await recordLoginFailure(db, door, key, meta, now, await guessOf(db, key, `\u0000second-factor`));
    return { kind: 'second_factor_wrong' };
  }
  // A right password is not a failure: the address keeps its budget, the e-mail starts over (through the owner's
  // own lane, only that lane's count: the strangers' lock stays).
  await returnSlot(db, address);
  if (ownLane) await clearSlots(db, allowance);
  else await clearLoginFailures(db, key);
  return { kind: 'ok', user };
}
