import { createHash } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { refuse, type Refusal } from '../http/handle.ts';
import { type Lang, saying } from '../i18n.ts';
import { deleteUserPlatformSessions } from '../platform/sessions.ts';
import { deviceOf } from './device.ts';
import { networkOf, placeOf } from './place.ts';
import { deleteOtherSessions, deleteUserSession, type SessionRow, userSessions } from './store.ts';

// The trader's signed-in sessions as the Security screen shows them, and ending them: one other session, or every
// other one. The platform's sessions end with them: each was signed in through an app session (a one-time token) or
// with the password, and the platform frame of a session still open signs in again by itself (a fresh token).

const say = saying('protect');

/**
 * The id a session is shown and ended by: derived from its stored id (itself a hash of the cookie), so the list
 * hands out nothing that opens a session, and stable for the session's life.
 */
export function sessionRef(storedId: string): string {
  return createHash('sha256').update(`session-ref:${storedId}`).digest('base64url').slice(0, 22);
}

function infoOf(row: SessionRow, current: { id: string; ip: string }) {
  const { browser, os, mobile } = deviceOf(row.userAgent);
  const { place, network } = placeOf(row.ip);
  return {
    id: sessionRef(row.id),
    browser,
    os,
    mobile,
    place,
    network,
    same_network: place === 'network' && network === networkOf(current.ip),
    created: row.createdAt.getTime(),
    last_seen: row.lastSeenAt.getTime(),
    current: row.id === current.id,
  };
}

/** The trader's live sessions, this one first, then the most recently used. */
export async function listSessions(db: Db, userId: number, current: { id: string; ip: string }, now: Date) {
  const rows = await userSessions(db, userId, now);
  const listed = rows.map((row) => infoOf(row, current));
  return { sessions: [...listed.filter((one) => one.current), ...listed.filter((one) => !one.current)] };
}

/** Signs out one other session (its platform sessions with it); this one ends with Log out instead. */
export async function endSession(db: Db, userId: number, currentId: string, ref: string, lang: Lang, now: Date): Promise<{ message: string } | Refusal> {
  const target = (await userSessions(db, userId, now)).find((row) => sessionRef(row.id) === ref);
  if (!target) return refuse(say(lang, 'session_gone'), { code: 'protect.session_gone' });
  if (target.id === currentId) return refuse(say(lang, 'session_current'), { code: 'protect.session_current' });
  await deleteUserSession(db, userId, target.id);
  await deleteUserPlatformSessions(db, userId);
  return { message: say(lang, 'session_ended') };
}

/** "Sign out everywhere else": every other app session and every platform session. */
export async function endOtherSessions(db: Db, userId: number, currentId: string, lang: Lang): Promise<{ ended: number; message: string }> {
  const ended = await deleteOtherSessions(db, userId, currentId);
  await deleteUserPlatformSessions(db, userId);
  return { ended, message: say(lang, 'others_ended', { count: ended }) };
}
