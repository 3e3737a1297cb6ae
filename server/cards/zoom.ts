import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { zoomSessions } from '../db/schema-cards.ts';
import { hashToken, randomToken } from '../lib/tokens.ts';
import { CARD_PATHS } from '../../common/card-paths.ts';
import { insertZoomSession, openZoomSessions } from './queries.ts';

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

/** ZOOM's session step (spec §7 /api/zoom {action:session}): the token its pay call must bring, once. */
export async function openZoomSession(db: Db, userId: number, now: Date): Promise<{ token: string }> {
  const token = randomToken();
  await insertZoomSession(db, userId, hashToken(token), now);
  return { token };
}

/** Spec §7 /api/debug/zoom_script: the sandbox ZOOM's description, for a tester. */
export async function zoomScript(db: Db, userId: number | null) {
  return {
    sandbox: true,
    processor: 'ZOOM',
    session_call: '/api/zoom',
    pay_call: CARD_PATHS.ZOOM,
    single_use: true,
    open_sessions: userId === null ? 0 : await openZoomSessions(db, userId),
  };
}
