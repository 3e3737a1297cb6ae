// The affiliate program (spec §3 Affiliate data, §5 affiliate transfer and links, §6 affiliates' separate area):
// the rules both the client and the reference server apply. Pure TS, no framework imports.

import { currencyFactor } from './deposit.ts';

/** The affiliate earns this share of every approved deposit of a trader who registered through their link. */
export const COMMISSION_PERCENT = 10n;

/** A deposit (minor units at 2 decimals, in `currency`) as the commission in USD cents (RUB ÷ the slider factor). */
export function commissionCents(depositCents: bigint, currency: string): bigint {
  if (depositCents <= 0n) return 0n;
  return (depositCents * COMMISSION_PERCENT) / 100n / BigInt(currencyFactor(currency));
}

/** A transfer lands in a trading account in its currency: USD whole units × the slider factor. */
export function transferCredit(usd: bigint, currency: string): bigint {
  return usd * BigInt(currencyFactor(currency));
}

/** The landing pages a link may lead to (the affiliate's "programs"); `path` follows the language prefix. */
export const LANDINGS = [
  { id: 'register', path: 'register' },
  { id: 'login', path: 'login' },
  { id: 'contact', path: 'contact' },
] as const;
export type LandingId = (typeof LANDINGS)[number]['id'];

export function isLanding(value: string): value is LandingId {
  return LANDINGS.some((landing) => landing.id === value);
}

export const LINK_NAME_MAX = 60;

/** Spec §5: link name and landing page are both required. */
export function linkProblem(name: string, landing: string): 'required' | 'too_long' | null {
  if (name.trim() === '' || !isLanding(landing)) return 'required';
  if (name.trim().length > LINK_NAME_MAX) return 'too_long';
  return null;
}

/**
 * Spec §5: a transfer is a positive whole number of dollars, at most the affiliate balance (USD cents). The
 * typed text is checked as typed: "10.5", "1e3", "-5" and "" are all wrong.
 */
export function transferAmount(raw: string, balanceCents: bigint): bigint | null {
  const text = raw.trim();
  if (!/^\d{1,9}$/.test(text)) return null;
  const usd = BigInt(text);
  if (usd <= 0n || usd * 100n > balanceCents) return null;
  return usd;
}

/** The referral cookie a link sets; registration reads it (spec §3 User affsId). */
export const REFERRAL_COOKIE = 'affs';
/** How long a click keeps its credit: the trader may register a few weeks later. */
export const REFERRAL_DAYS = 30;

/** Link codes are random, URL-safe and short enough to type. */
export const LINK_CODE = /^[A-Za-z0-9_-]{8,32}$/;
