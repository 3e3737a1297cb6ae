import type { Db } from '../db/client.ts';
import { refuse, type Refusal } from '../http/handle.ts';
import { type Lang, saying } from '../i18n.ts';
import { type Budget, clearSlots, minutesLeft, returnSlot, takeSlot } from '../lib/budget-slots.ts';
import { checkPassword, type FailureMeta, type SecondFactor } from '../users/login-throttle.ts';
import { findUserById } from '../users/repo.ts';
import { claimStep, markEnabled, putPendingKey, recoveryCodesLeft, removeTwoFactor, replaceRecoveryCodes, spendRecoveryCode, twoFactorOn, twoFactorRow } from './queries.ts';
import { newRecoveryCode, normalRecoveryCode, RECOVERY_CODE_COUNT, recoveryCodeHash } from './recovery-codes.ts';
import { open, seal } from './secret-box.ts';
import { looksLikeTotp, matchingStep, newSecret, provisioningUri } from './totp.ts';

// Two-factor sign-in (TOTP): set up from a key the trader's app reads (QR or typed), turned on by its first code
// with ten recovery codes given once, asked for at every password sign-in (server/auth/routes.ts, the platform's
// /cli/login), and turned off only with the password and a code. Every code is checked on the server clock; a code
// of a step already used (or an earlier one) is refused, so each works once.

const say = saying('protect');

/**
 * Wrong codes a trader may type outside sign-in (setup, turning off, a withdrawal) in 15 minutes: the sign-in's own
 * are counted by the login throttle (server/users/login-throttle.ts), these by this budget, so a stolen session gets
 * no more guesses at the code than a stolen password does.
 */
export const CODE_BUDGET: Budget = { limit: 5, windowMs: 15 * 60 * 1000 };
const codeSlot = (userId: number) => `second-factor:${userId}`;

const refused = (code: string, message: string, field?: string): Refusal => refuse(message, { code, ...(field ? { field } : {}) });

export async function twoFactorStatus(db: Db, userId: number): Promise<{ enabled: boolean; recovery_left: number }> {
  const enabled = await twoFactorOn(db, userId);
  return { enabled, recovery_left: enabled ? await recoveryCodesLeft(db, userId) : 0 };
}

/** A new key for the trader's app, waiting for its first code; refused while two-factor is on. */
/** null: the session names a trader who is gone. */
export async function startSetup(db: Db, userId: number, lang: Lang, now: Date): Promise<{ secret: string; uri: string } | Refusal | null> {
  const user = await findUserById(db, userId);
  if (!user) return null;
  const secret = newSecret();
  if (!(await putPendingKey(db, user.id, await seal(db, secret), now))) return refused('protect.already_on', say(lang, 'already_on'));
  return { secret, uri: provisioningUri(secret, user.email) };
}

/** The step a code of the trader's key was made for, when it is one (on or waiting, as asked), else null. */
async function stepOf(db: Db, userId: number, code: string, now: Date, enabled: boolean): Promise<number | null> {
  const row = await twoFactorRow(db, userId);
  if (!row || (row.enabledAt !== null) !== enabled) return null;
  return matchingStep(await open(db, row.secretCipher), code, now);
}

/**
 * The authenticator's code, to be spent once: the step it was made in becomes the last one used when the returned
 * function runs, in the transaction it is given (a withdrawal whose money does not move leaves the code unspent).
 * The key is read here, before: a transaction on the embedded database holds its one connection.
 */
export async function totpSpender(db: Db, userId: number, code: string, now: Date): Promise<(tx: Db) => Promise<boolean>> {
  const step = await stepOf(db, userId, code, now, true);
  return async (tx) => step !== null && claimStep(tx, userId, step, true);
}

export async function acceptTotp(db: Db, userId: number, code: string, now: Date): Promise<boolean> {
  return (await totpSpender(db, userId, code, now))(db);
}

export async function hasTwoFactor(db: Db, userId: number): Promise<boolean> {
  return twoFactorOn(db, userId);
}

/** A code at sign-in or to turn two-factor off: the authenticator's, or one of the recovery codes (spent). */
async function acceptSecondFactor(db: Db, userId: number, code: string, now: Date): Promise<boolean> {
  if (looksLikeTotp(code)) return acceptTotp(db, userId, code, now);
  const recovery = normalRecoveryCode(code);
  return recovery !== null && spendRecoveryCode(db, userId, await recoveryCodeHash(db, userId, recovery), now);
}

/** The second factor a password sign-in asks for (server/users/login-throttle.ts `checkSignIn`), with what was typed. */
export function secondFactorOf(db: Db, typed: string, now: Date): SecondFactor {
  return async (user) => {
    if (!(await twoFactorOn(db, user.id))) return 'ok';
    if (typed.trim() === '') return 'missing';
    return (await acceptSecondFactor(db, user.id, typed.trim(), now)) ? 'ok' : 'wrong';
  };
}

/**
 * Runs a code check under the trader's budget of wrong codes: a slot is taken first (parallel guesses get no more),
 * a right code clears the count, a wrong one keeps its slot.
 */
export async function underCodeBudget<T>(db: Db, userId: number, lang: Lang, now: Date, check: () => Promise<T | null>): Promise<T | Refusal> {
  const slot = await takeSlot(db, codeSlot(userId), CODE_BUDGET, now);
  if (!slot.ok) return refused('protect.code_throttled', say(lang, 'code_throttled', { minutes: minutesLeft(slot.retryAfterMs) }), 'code');
  const result = await check();
  if (result === null) return refused('protect.code', say(lang, 'code'), 'code');
  await clearSlots(db, codeSlot(userId));
  return result;
}

/** Takes a slot of the trader's budget of wrong codes, before a code is checked (parallel guesses get no more). */
export function takeCodeSlot(db: Db, userId: number, now: Date) {
  return takeSlot(db, codeSlot(userId), CODE_BUDGET, now);
}

/** A right code: the count starts over. */
export async function clearCodeSlots(db: Db, userId: number): Promise<void> {
  await clearSlots(db, codeSlot(userId));
}

/** Gives the slot back: the check did not get to the code (another problem came first). */
export async function returnCodeSlot(db: Db, userId: number): Promise<void> {
  await returnSlot(db, codeSlot(userId));
}

/** The first right code turns the waiting key on and hands out the recovery codes, shown this once. */
export async function enableTwoFactor(db: Db, userId: number, code: string, lang: Lang, now: Date): Promise<{ recovery_codes: string[]; message: string } | Refusal> {
  if (await twoFactorOn(db, userId)) return refused('protect.already_on', say(lang, 'already_on'));
  return underCodeBudget(db, userId, lang, now, async () => {
    const step = await stepOf(db, userId, code, now, false);
    if (step === null) return null;
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const hashes = await Promise.all(codes.map((one) => recoveryCodeHash(db, userId, normalRecoveryCode(one) ?? one)));
    return db.transaction(async (tx) => {
      if (!(await claimStep(tx, userId, step, false))) return null;
      await replaceRecoveryCodes(tx, userId, hashes);
      await markEnabled(tx, userId, now);
      return { recovery_codes: codes, message: say(lang, 'enabled') };
    });
  });
}

/**
 * Turning it off takes both factors: the password (checked under the login throttle, as at sign-in) and a code of
 * the authenticator (or a recovery code, for a lost phone). A stolen session alone cannot.
 */
export async function disableTwoFactor(db: Db, userId: number, input: { password: string; code: string }, meta: FailureMeta, lang: Lang, now: Date): Promise<{ message: string } | Refusal> {
  const user = await findUserById(db, userId);
  if (!user || !(await twoFactorOn(db, userId))) return refused('protect.not_on', say(lang, 'not_on'));
  if (input.password === '') return refused('protect.password', say(lang, 'password'), 'password');
  const check = await checkPassword(db, 'security', user.email, input.password, meta, now);
  switch (check.kind) {
    case 'throttled':
      return refused('login.throttled', say(lang, 'password_throttled'), 'password');
    case 'address_throttled':
      return refused('login.address_throttled', say(lang, 'password_throttled'), 'password');
    case 'wrong':
      return refused('protect.password', say(lang, 'password'), 'password');
    case 'ok':
      break;
  }
  return underCodeBudget(db, userId, lang, now, async () => {
    if (!(await acceptSecondFactor(db, userId, input.code.trim(), now))) return null;
    await removeTwoFactor(db, userId);
    return { message: say(lang, 'disabled') };
  });
}
