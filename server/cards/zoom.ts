import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { zoomSessions } from '../db/schema-cards.ts';
import { hashToken } from '../lib/tokens.ts';

export const ZOOM_SESSION_REFUSED = 'zoom_session';

/** Spends the user's ZOOM session token: true once for a token handed to this user, false after (or for any other). */
export async function spendZoomSession(db: Db, userId: number, token: string, now: Date): Promise<boolean> {
  if (token === '') return false;
  const [spent] = await db
    .update(zoomSessions)
    .set({ usedAt: now })
    .where(and(eq(zoomSessions.tokenHash, hashToken(token)), eq(zoomSessions.userId, userId), isNull(zoomSessions.usedAt)))
    .returning({ tokenHash: zoomSessions.tokenHash });
  return spent !== undefined;
}
