import { createHmac, randomInt } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { sharedSecret } from '../db/settings.ts';

/*
 * Recovery codes: ten, given once when two-factor is turned on, each good for one sign-in without the authenticator.
 * Ten characters from an alphabet without look-alikes (no 0/o, 1/l/i), shown as two groups of five; about 49 bits
 * each. Kept as a keyed hash (HMAC-SHA-256 under a key from `settings`, with the trader's id in it), so a copy of
 * the table cannot be searched through offline and equal codes of two traders never collide.
 */

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;
const KEY_NAME = 'two_factor.recovery_key';

/** `abcde-fgh23` */
export function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** The code as typed, read the way it was made: case, spaces and dashes do not matter. */
export function normalRecoveryCode(typed: string): string | null {
  const code = typed.toLowerCase().replace(/[\s-]+/g, '');
  return code.length === LENGTH && [...code].every((char) => ALPHABET.includes(char)) ? code : null;
}

export async function recoveryCodeHash(db: Db, userId: number, code: string): Promise<string> {
  return createHmac('sha256', await sharedSecret(db, KEY_NAME)).update(`${userId}:${code}`).digest('base64url');
}
