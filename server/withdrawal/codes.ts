import { createHmac, randomInt } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { sharedSecret } from '../db/settings.ts';
import { putWithdrawalCode, spendWithdrawalCode } from './queries.ts';

/*
 * The code mailed to confirm a withdrawal to a new destination (for a trader without two-factor sign-in): six
 * digits, the newest one only, valid 15 minutes from when its mail is made, spent once. Kept as a keyed hash with the
 * request's id in it; wrong tries are counted per trader (server/two-factor/service.ts CODE_BUDGET), so the six
 * digits are not guessed in the code's 15 minutes.
 */

export const MAIL_CODE_TTL_MS = 15 * 60 * 1000;
const KEY_NAME = 'withdrawal.code_key';

async function codeHash(db: Db, withdrawalId: number, code: string): Promise<string> {
  return createHmac('sha256', await sharedSecret(db, KEY_NAME)).update(`${withdrawalId}:${code}`).digest('base64url');
}

/** A new code for the request (every earlier one ends); the mail carries it, the database keeps only its hash. */
export async function issueMailCode(db: Db, withdrawalId: number, now: Date): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await putWithdrawalCode(db, withdrawalId, await codeHash(db, withdrawalId, code), new Date(now.getTime() + MAIL_CODE_TTL_MS));
  return code;
}

/**
 * What spends the typed code in a transaction (a confirmation that moves no money leaves it unspent): false when it is
 * wrong, used or expired. Its hash is made here, before: a transaction on the embedded database holds its connection.
 */
export async function mailCodeSpender(db: Db, withdrawalId: number, typed: string, now: Date): Promise<(tx: Db) => Promise<boolean>> {
  const code = typed.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(code)) return async () => false;
  const hash = await codeHash(db, withdrawalId, code);
  return (tx) => spendWithdrawalCode(tx, withdrawalId, hash, now);
}
