import { and, eq, gt, sql } from 'drizzle-orm';
import { IQ_STEPS } from '../../common/offers.ts';
import type { Db } from '../db/client.ts';
import { lockUser, USER_LOCK } from '../db/locks.ts';
import { users } from '../db/schema.ts';
import { moneyMoves } from '../db/schema-ledger.ts';
import { type OfferRow, offers } from '../db/schema-offers.ts';
import { iqMiningPeriodHours, iqMiningReward, type OfferRules } from './rules.ts';
import { creditIqReward, currentOffer, decideOffer, makeOffer } from './store.ts';

// IQ mining: five steps that pay a bonus at the end — once per trader per the rule set's period (its IQ mining rule's
// cool-down; none: once per trader), however many times it is started, in however many tabs or processes.

const HOUR_MS = 3_600_000;

export type IqAnswer = { ok: true; offer: OfferRow } | { ok: false; reason: 'done' | 'gone' };

/** A run this trader finished (its reward paid or not) within the period before `now`; any run ever when the period is none. */
async function finishedWithin(db: Db, userId: number, periodHours: number | null, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(
      and(
        eq(offers.userId, userId),
        eq(offers.name, 'modal_iq_one'),
        eq(offers.status, 'used'),
        periodHours === null ? undefined : gt(offers.usedAt, new Date(now.getTime() - periodHours * HOUR_MS)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** An IQ mining reward this trader was paid (its money move) within the period before `now`; any ever when none. */
async function paidWithin(db: Db, userId: number, periodHours: number | null, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: moneyMoves.id })
    .from(moneyMoves)
    .where(
      and(
        eq(moneyMoves.userId, userId),
        eq(moneyMoves.kind, 'offer_bonus'),
        // The IQ reward's move is keyed by its run (offer:<id>); the limited offer's bonus shares the move kind.
        sql`${moneyMoves.key} in (select 'offer:' || ${offers.id} from ${offers} where ${offers.userId} = ${userId} and ${offers.name} = 'modal_iq_one')`,
        periodHours === null ? undefined : gt(moneyMoves.createdAt, new Date(now.getTime() - periodHours * HOUR_MS)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Starts IQ mining from its modal's offer, or anew — unless the trader already finished a run in the period. */
export async function startIqMining(db: Db, rules: OfferRules | null, userId: number, now: Date): Promise<IqAnswer> {
  const open = await currentOffer(db, userId, now);
  if (open?.name === 'modal_iq_one' && open.status === 'accepted') return { ok: true, offer: open };
  if (await finishedWithin(db, userId, iqMiningPeriodHours(rules), now)) return { ok: false, reason: 'done' };
  if (open?.name !== 'modal_iq_one') await makeOffer(db, userId, 'modal_iq_one', now);
  const row = await decideOffer(db, userId, 'modal_iq_one', 'accepted', now);
  await db.update(users).set({ iqStart: '1' }).where(eq(users.id, userId));
  return row ? { ok: true, offer: row } : { ok: false, reason: 'gone' };
}

/**
 * One step on from `step` (the step the trader saw): a repeated click for the same step moves nothing. The last step
 * finishes the run and pays its reward in the same transaction, under a lock per trader, unless the trader was paid
 * for IQ mining in the period already (two runs racing to their last step pay once).
 */
export async function nextIqStep(db: Db, rules: OfferRules | null, userId: number, step: number, now: Date): Promise<IqAnswer> {
  const moved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(offers)
      .set({ progress: sql`${offers.progress} + 1`, status: sql`case when ${offers.progress} + 1 >= ${IQ_STEPS} then 'used' else ${offers.status} end`, usedAt: step + 1 >= IQ_STEPS ? now : null })
      .where(and(eq(offers.userId, userId), eq(offers.name, 'modal_iq_one'), eq(offers.status, 'accepted'), eq(offers.progress, step)))
      .returning();
    if (row?.status === 'used') {
      await lockUser(tx, USER_LOCK.iqMining, userId);
      if (!(await paidWithin(tx, userId, iqMiningPeriodHours(rules), now))) await creditIqReward(tx, row, iqMiningReward(rules), now);
    }
    return row;
  });
  if (moved) return { ok: true, offer: moved };
  const open = await currentOffer(db, userId, now);
  return open?.name === 'modal_iq_one' ? { ok: true, offer: open } : { ok: false, reason: 'gone' };
}
