import { createHmac } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { sharedSecret } from '../db/settings.ts';
import { safeEqual } from '../lib/tokens.ts';

// The authenticated chat address (spec §6). An EventSource sends the cookies but the stream is a GET, so the token in
// its address is what proves the trader: /api/chat/token signs "user.expiry" together with the session that asked and
// the trader's password hash, with a key kept in the database (every server process accepts a token any of them
// issued). So a token dies with its session (logout, expiry) and with a password change, whichever session made it.
// It lives a few minutes: the client asks for a new one before then, for as long as the session lives.

export const CHAT_TOKEN_TTL_MS = 5 * 60 * 1000;
/**
 * How often an open stream asks again whether its token still holds (its session may have ended): at most this often,
 * when a message or a keep-alive (25 s) wakes it, so a stream outlives a logout by about one keep-alive.
 */
const RECHECK_MS = 20_000;
const KEY = 'chat.token_key';
const tokenKey = (db: Db) => sharedSecret(db, KEY);

type Holder = { userId: number; sessionId: string };

const sign = (key: string, body: string, sessionId: string, passwordHash: string) =>
  createHmac('sha256', key).update(`${body}\n${sessionId}\n${passwordHash}`).digest('base64url');

/** The trader's live sessions, each with the password hash it signs with. */
function liveSessionsOf(db: Db, userId: number, now: Date) {
  return db
    .select({ sessionId: sessions.id, passwordHash: users.passwordHash })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)));
}

export async function issueChatToken(db: Db, holder: Holder, now: Date): Promise<string> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, holder.userId));
  if (!user) throw new Error('a session without its user');
  const body = `${holder.userId}.${now.getTime() + CHAT_TOKEN_TTL_MS}`;
  return `${body}.${sign(await tokenKey(db), body, holder.sessionId, user.passwordHash)}`;
}

export type ChatTokenHolder = { userId: number; expiresAt: number };

/**
 * Who a token speaks for and until when, or null (forged, expired, malformed, its session over, the password
 * changed). The token does not name its session (the session id must not travel in a URL): it is the one of the
 * trader's few live sessions whose signature matches.
 */
export async function readChatToken(db: Db, token: string, now: Date): Promise<ChatTokenHolder | null> {
  const match = /^(\d{1,9})\.(\d{1,15})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const [, user = '', expiry = '', mac = ''] = match;
  if (Number(expiry) <= now.getTime()) return null;
  const key = await tokenKey(db);
  const body = `${user}.${expiry}`;
  for (const live of await liveSessionsOf(db, Number(user), now)) {
    if (safeEqual(mac, sign(key, body, live.sessionId, live.passwordHash))) return { userId: Number(user), expiresAt: Number(expiry) };
  }
  return null;
}

/** For an open stream: false once the token has expired or no longer reads (its session over, the password changed). */
export function watchChatToken(db: Db, token: string, holder: ChatTokenHolder, now: () => Date): () => Promise<boolean> {
  let checkedAt = now().getTime();
  return async () => {
    const at = now();
    if (at.getTime() >= holder.expiresAt) return false;
    if (at.getTime() - checkedAt < RECHECK_MS) return true;
    checkedAt = at.getTime();
    return (await readChatToken(db, token, at)) !== null;
  };
}
