import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Namespaces of transaction-scoped advisory locks (first key; the second is the user id). A `select … for
 * update` cannot guard a row that does not exist yet, so "check, then insert" and "count, then approve" take one
 * of these per user instead. Any distinct constants work.
 */
export const USER_LOCK = {
  cardApproval: 724_311_903,
  accountCreation: 724_311_904,
  /** Every keyed money move of a trader (server/money/moves.ts): it decides from what it reads, then moves. */
  money: 724_311_905,
  /** A document upload: count the type's files, then insert (the per-type file count). */
  documentUpload: 724_311_906,
  /** IQ mining's reward: check the rule set's period for an earlier payment, then pay. */
  iqMining: 724_311_907,
  /** A file's space: sum what is stored and reserved, then reserve (server/users/storage-quota.ts). */
  storage: 724_311_908,
} as const;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Holds until the transaction ends: callers of the same namespace and user go one after another. */
export async function lockUser(tx: Tx, namespace: (typeof USER_LOCK)[keyof typeof USER_LOCK], userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${namespace}, ${userId})`);
}
