import { createHmac } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { sharedSecret } from '../db/settings.ts';
import { safeEqual } from '../lib/tokens.ts';

// The authenticated chat address (spec §6): /api/chat/token signs "user.expiry" with a key kept in the database,
// so every server process on it accepts a token any of them issued. An hour is plenty: the client asks for a new
// one each time it opens the stream.

export const CHAT_TOKEN_TTL_MS = 60 * 60 * 1000;
const KEY = 'chat.token_key';
const tokenKey = (db: Db) => sharedSecret(db, KEY);

const sign = (key: string, body: string) => createHmac('sha256', key).update(body).digest('base64url');

export async function issueChatToken(db: Db, userId: number, now: Date): Promise<string> {
  const body = `${userId}.${now.getTime() + CHAT_TOKEN_TTL_MS}`;
  return `${body}.${sign(await tokenKey(db), body)}`;
}

/** The trader a live token names, or null (forged, expired, malformed). */
export async function readChatToken(db: Db, token: string, now: Date): Promise<number | null> {
  const match = /^(\d{1,9})\.(\d{1,15})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const [, user = '', expiry = '', mac = ''] = match;
  if (Number(expiry) <= now.getTime()) return null;
  return safeEqual(mac, sign(await tokenKey(db), `${user}.${expiry}`)) ? Number(user) : null;
}
