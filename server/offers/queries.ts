import type { Db } from '../db/client.ts';
import { userTriggers } from '../db/schema-offers.ts';

// The SQL of the offer calls the lifecycle (./store.ts, ./iq-mining.ts) does not hold: a trigger noted once.

/** Notes that `name` happened for the trader; true only the first time (the unique row is the guard). */
export async function noteFirstTrigger(db: Db, userId: number, name: string, now: Date): Promise<boolean> {
  const [row] = await db.insert(userTriggers).values({ userId, name, at: now }).onConflictDoNothing().returning({ id: userTriggers.id });
  return row !== undefined;
}
