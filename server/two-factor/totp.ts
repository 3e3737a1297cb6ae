import { Secret, TOTP } from 'otpauth';

/*
 * Time-based one-time codes (RFC 6238) through `otpauth`: the parameters every authenticator app reads (SHA-1, 6
 * digits, 30 s), always on the server clock. A code is accepted for the step it was made in and one step either side
 * (clock drift on a phone); which step matched is returned, so the caller can refuse that step and every earlier one
 * afterwards (a code works once).
 */

export const PERIOD_S = 30;
const DIGITS = 6;
/** Steps either side of now a code may come from: a phone's clock a little off, a code typed as it turned. */
const WINDOW = 1;
const ISSUER = 'Trader';

function totpOf(secret: string, label = ''): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: DIGITS, period: PERIOD_S, secret: Secret.fromBase32(secret) });
}

/** A new key, 160 bits as RFC 4226 recommends, in the base32 an app takes when typed. */
export function newSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/…` address a QR code carries to the app: the issuer and the account's e-mail as its label. */
export function provisioningUri(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/** The 30-second step a moment falls in. */
export function stepAt(now: Date): number {
  return Math.floor(now.getTime() / 1000 / PERIOD_S);
}

/** The step `code` was made for, within the window around `now`; null when it is no code of this key then. */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secret).validate({ token, timestamp: now.getTime(), window: WINDOW });
  return delta === null ? null : stepAt(now) + delta;
}

/** The code of a moment (tests and the sandbox compute what an app would show). */
export function codeAt(secret: string, now: Date): string {
  return totpOf(secret).generate({ timestamp: now.getTime() });
}

/** True when the text is shaped like an authenticator code (six digits, spaces allowed), not a recovery code. */
export function looksLikeTotp(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s+/g, ''));
}
