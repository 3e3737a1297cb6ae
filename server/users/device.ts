import { createHmac } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../db/client.ts';
import { sharedSecret } from '../db/settings.ts';
import { safeEqual } from '../lib/tokens.ts';

// A browser that has signed in before carries a signed cookie naming the traders who did (the newest few). It is a
// fact about the browser, not a session: it grants nothing by itself. The affiliate program reads it so a trader
// cannot refer themselves from their own browser.

export const DEVICE_COOKIE = 'device';
const KEY = 'device.cookie_key';
const KEPT = 5;
const MAX_AGE_S = 400 * 24 * 60 * 60;

const sign = (key: string, body: string) => createHmac('sha256', key).update(`device:${body}`).digest('base64url');

/** The traders a device cookie's value names (newest first); none when it is absent, forged or malformed. */
export async function usersOfDevice(db: Db, cookie: string | undefined): Promise<number[]> {
  const match = /^(\d{1,9}(?:-\d{1,9}){0,9})\.([\w-]{43})$/.exec(cookie ?? '');
  if (!match) return [];
  const [, ids = '', mac = ''] = match;
  if (!safeEqual(mac, sign(await sharedSecret(db, KEY), ids))) return [];
  return ids.split('-').map(Number);
}

/** The traders this browser's cookie names (newest first); none when it is absent, forged or malformed. */
export function deviceUsers(c: Context, db: Db): Promise<number[]> {
  return usersOfDevice(db, getCookie(c, DEVICE_COOKIE));
}

/** After a successful sign-in: the browser remembers this trader too. Resolves the traders it names now (this one first). */
export async function rememberDevice(c: Context, db: Db, userId: number, origin: string): Promise<number[]> {
  const named = [userId, ...(await deviceUsers(c, db)).filter((id) => id !== userId)].slice(0, KEPT);
  const ids = named.join('-');
  setCookie(c, DEVICE_COOKIE, `${ids}.${sign(await sharedSecret(db, KEY), ids)}`, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: MAX_AGE_S,
    secure: origin.startsWith('https:'),
  });
  return named;
}
