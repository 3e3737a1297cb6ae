import { is } from 'superstruct';
import { SIGNED_IN_USER_ELEMENT } from '@common/page-data';
import { type User, UserSchema } from '@/api/user';
import { readPaintCopy } from '@/content/paintCopy';
import { SNAPSHOT_NAME, USER_KIND } from './shellSnapshot';

/** `text` as a user, or null when it is not one (nothing else reaches the app's state). */
function parseUser(text: string | null): User | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return is(value, UserSchema) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The trader the server wrote into the trading page when it was loaded from the network signed in
 * (server/static/client.ts), or null: a page from the service worker's precache has none. Read once and removed,
 * so nothing later mistakes this load's copy for the live user.
 */
export function takeEmbeddedUser(doc: Document = document): User | null {
  const element = doc.getElementById(SIGNED_IN_USER_ELEMENT);
  if (!element) return null;
  element.remove();
  return parseUser(element.textContent ?? '');
}

/** The trader the last home in `lang` showed (kept with its boot paint copy, ./shellSnapshot.ts), or null. */
export function lastShownUser(lang: string): User | null {
  return parseUser(readPaintCopy(USER_KIND, SNAPSHOT_NAME, lang));
}
