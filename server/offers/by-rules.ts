import { eq, sql } from 'drizzle-orm';
import { isOfferName, type OfferName } from '../../common/offers.ts';
import { isNewAccount } from '../../common/popups.ts';
import type { Db } from '../db/client.ts';
import { preparedFor } from '../db/prepared.ts';
import { users } from '../db/schema.ts';
import { offerDue, type OfferFacts, type OfferRules } from './rules.ts';
import { makeOfferUnlessOpen } from './store.ts';
import type { UserDto } from '../users/dto.ts';

// The rule set (./rules.ts) applied to one trader at the user refresh: one query for the facts, and an offer made
// only while none is open. The refresh is the moment the one poller asks, so a new offer reaches the trader at once.

const offerFacts = preparedFor((db) => {
  // The placeholder, not users.id: Drizzle names a column of a one-table query without its table, which inside a
  // subquery would mean the subquery's own id.
  const user = sql.placeholder('userId');
  return db
    .select({
      regTime: users.regTime,
      depositsTotal: users.depositsTotal,
      triggerNew: users.triggerNew,
      offerPopups: users.offerPopups,
      declined: sql<boolean>`exists(select 1 from card_attempts ca where ca.user_id = ${user} and ca.status = 'declined')`,
      // Real trades only: a practice loss is no reason for an offer.
      lostToday: sql<number>`(select count(*)::int from trade_orders o join accounts a on a.id = o.account_id and a.type <> 'demo'
        where o.user_id = ${user} and o.status = 'lost' and o.open_time >= ${sql.placeholder('dayStart')}::timestamptz)`,
      offered: sql<Record<string, string> | null>`(select json_object_agg(x.name, x.last) from
        (select name, max(offered_at) as last from offers where user_id = ${user} group by name) x)`,
    })
    .from(users)
    .where(eq(users.id, user))
    .prepare('offer_facts');
});

const dayStartOf = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

function lastOffered(json: Record<string, string> | null): OfferFacts['lastOffered'] {
  const out: Partial<Record<OfferName, Date>> = {};
  for (const [name, at] of Object.entries(json ?? {})) if (isOfferName(name)) out[name] = new Date(at);
  return out;
}

/** The offer the rules made this trader now (named in trigger_new from here on), or null. */
export async function offerByRules(db: Db, rules: OfferRules | null, userId: number, now: Date): Promise<OfferName | null> {
  if (!rules || rules.rules.length === 0) return null;
  const [row] = await offerFacts(db).execute({ userId, dayStart: dayStartOf(now).toISOString() });
  if (!row || row.triggerNew !== '0') return null;
  // A new account's first minutes belong to the guided first deposit, and a trader may turn offers off.
  if (!row.offerPopups || isNewAccount(row.regTime.getTime(), now.getTime())) return null;
  const facts: OfferFacts = {
    registeredAt: row.regTime,
    firstDepositDeclined: row.declined && !/[1-9]/.test(row.depositsTotal),
    lostToday: Number(row.lostToday),
    lastOffered: lastOffered(row.offered),
  };
  const due = offerDue(rules, facts, now);
  if (!due) return null;
  return (await makeOfferUnlessOpen(db, userId, due, now)) ? due : null;
}

/**
 * The user as a refresh answers it, with the offer the rules make now named in trigger_new: wherever the client reads
 * the user (the one poller's refresh, the trading page's first paint), a due offer reaches it at once.
 */
export async function withRuleOffer(db: Db, rules: OfferRules | null, user: UserDto | null, now: Date): Promise<UserDto | null> {
  if (!user || user.trigger_new !== '0') return user;
  const made = await offerByRules(db, rules, user.userId, now);
  return made ? { ...user, trigger_new: made } : user;
}
