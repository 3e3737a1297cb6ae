import type { CardAttemptRow } from '../db/schema-cards.ts';
import { attemptById, attemptOfTrader } from './queries.ts';
import type { Deps } from '../deps.ts';
import { attemptDecisions } from './decide.ts';
import { decline } from './request.ts';
import { currentReply, settleIfStale } from './service.ts';

/** Attempts whose outcome the processor still holds: a charge the bank is processing, or one waiting on a page. */
const ASKS_PROCESSOR: ReadonlySet<CardAttemptRow['status']> = new Set(['pending', 'challenge']);

/**
 * What became of the owner's attempt `transactionId`. A charge still pending or waiting on a page is retrieved from
 * the processor first (the poll beside its webhook), so the answer is the processor's latest; with none configured
 * it stays as it is. Only attempts of `processors` when given (the UnionPay listen: UNION_PROCESSORS);
 * anything else is "Unknown payment".
 */
export async function listenReply({ db, clock, cards }: Pick<Deps, 'db' | 'clock' | 'cards'>, userId: number, transactionId: string, processors?: readonly string[]) {
  const found = await attemptOfTrader(db, userId, transactionId);
  if (!found || (processors && !processors.includes(found.processor))) return decline('not_found', 'Unknown payment.', true);
  const row = await settleIfStale(db, found, clock.now());
  if (!cards || !ASKS_PROCESSOR.has(row.status) || row.chargeId === '') return currentReply(row);
  try {
    await attemptDecisions({ db, clock }).apply(row, await cards.retrieve({ processor: row.processor, chargeId: row.chargeId }));
  } catch (error) {
    // The processor did not answer: the attempt stands as it was, and the next listen call asks again.
    console.warn(`card listen: retrieving ${row.chargeId} failed`, error instanceof Error ? error.message : error);
  }
  return currentReply((await attemptById(db, row.id)) ?? row);
}

/**
 * Spec §7 /api/unionpay/listen: UnionPay cards are taken by the ORANGE family (spec §8 reports their failure as
 * orange.pay_fail), so only those attempts answer, and only the owner's: another trader's id is "Unknown payment".
 */
export const UNION_PROCESSORS: readonly string[] = ['ORANGE', 'ORANGE_NOT3D'];
