import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type TourneyRow, tourneyResults, tourneys } from '../db/schema-community.ts';
import { users } from '../db/schema.ts';

// The SQL of the tournament calls the windows (./windows.ts) and standings (./standings.ts) do not hold: one
// tournament, and a closed one's stored board.

export async function tourneyById(db: Db, id: number): Promise<TourneyRow | null> {
  const [row] = await db.select().from(tourneys).where(eq(tourneys.id, id));
  return row ?? null;
}

/** A closed window's stored places, first place first, with the names of the traders who took them. */
export function storedBoard(db: Db, tourneyId: number) {
  return db
    .select({ result: tourneyResults, firstName: users.firstName, lastName: users.lastName })
    .from(tourneyResults)
    .innerJoin(users, eq(users.id, tourneyResults.userId))
    .where(eq(tourneyResults.tourneyId, tourneyId))
    .orderBy(asc(tourneyResults.place));
}
