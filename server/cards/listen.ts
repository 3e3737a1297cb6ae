import { and, eq } from 'drizzle-orm';
import { cardAttempts } from '../db/schema-cards.ts';
import type { Deps } from '../http/env.ts';
import { decline } from './request.ts';
import { currentReply, settle, settleIfStale } from './service.ts';

/**
 * What became of the owner's attempt `transactionId` (a pending one counts this call and may settle, as the processor
 * says; with none configured it stays pending). Only attempts of `processors` when given (the UnionPay listen,
 * server/cards/union-listen-routes.ts); anything else is "Unknown payment".
 */
export async function listenReply({ db, clock, cards }: Pick<Deps, 'db' | 'clock' | 'cards'>, userId: number, transactionId: string, processors?: readonly string[]) {
  const [found] = await db.select().from(cardAttempts).where(and(eq(cardAttempts.userId, userId), eq(cardAttempts.transactionId, transactionId)));
  if (!found || (processors && !processors.includes(found.processor))) return decline('not_found', 'Unknown payment.', true);
  const row = await settleIfStale(db, found, clock.now());
  if (row.status !== 'pending') return currentReply(row);
  const [counted] = await db
    .update(cardAttempts)
    .set({ listenCount: row.listenCount + 1 })
    .where(and(eq(cardAttempts.id, row.id), eq(cardAttempts.listenCount, row.listenCount)))
    .returning();
  if (counted && cards?.listened(counted.listenCount) === 'approved') await settle(db, row.id, ['pending'], 'approved', clock.now());
  const [now] = await db.select().from(cardAttempts).where(eq(cardAttempts.id, row.id));
  return currentReply(now ?? row);
}
