import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cardAttempts, type CardAttemptRow } from '../db/schema-cards.ts';
import type { CardJson } from './service.ts';
import { dayStart } from './service.ts';

// FRAUD's own checks (spec §8 fail_limit, bad_card), before its processor sees the card. Sandbox triggers
// (README "Sandbox"): bad_card for the issuers spec §5 flags; fail_limit once a card was declined 3 times today.

/** Declines of one card (brand, last 4, expiry) in the user's UTC day after which FRAUD refuses it. */
export const FAIL_LIMIT = 3;

export const FAIL_LIMIT_MESSAGE = 'This card has reached the limit of failed attempts for today.';
export const BAD_CARD_MESSAGE = 'This card cannot be used for deposits.';

export async function fraudRefusal(db: Db, row: CardAttemptRow, issuerFlag: boolean, now: Date): Promise<{ code: string; message: string } | null> {
  if (issuerFlag) return { code: 'bad_card', message: BAD_CARD_MESSAGE };
  const [declines] = await db
    .select({ n: count() })
    .from(cardAttempts)
    .where(
      and(
        eq(cardAttempts.userId, row.userId),
        eq(cardAttempts.status, 'declined'),
        eq(cardAttempts.brand, row.brand),
        eq(cardAttempts.last4, row.last4),
        eq(cardAttempts.expMonth, row.expMonth),
        eq(cardAttempts.expYear, row.expYear),
        gte(cardAttempts.decidedAt, dayStart(now)),
      ),
    );
  return (declines?.n ?? 0) >= FAIL_LIMIT ? { code: 'fail_limit', message: FAIL_LIMIT_MESSAGE } : null;
}

/** ORANGE_NOT3D's dialect of an accepted reply (spec §7 orangeppl: status, data.redirect_url). */
export function orangePpl(reply: CardJson): CardJson {
  if (reply.return !== true) return reply;
  const { redirect, method: _method, fields: _fields, ...rest } = reply;
  return { ...rest, data: { redirect_url: typeof redirect === 'string' ? redirect : '' } };
}
