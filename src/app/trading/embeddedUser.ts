import { is } from 'superstruct';
import { SIGNED_IN_USER_ELEMENT } from '@common/page-data';
import { type User, UserSchema } from '@/api/user';

/**
 * The trader the server wrote into the trading page when it was loaded from the network signed in
 * (server/static/client.ts), or null: a page from the service worker's precache has none. Read once and removed,
 * so nothing later mistakes this load's copy for the live user.
 */
export function takeEmbeddedUser(doc: Document = document): User | null {
  const element = doc.getElementById(SIGNED_IN_USER_ELEMENT);
  if (!element) return null;
  element.remove();
  try {
    const value: unknown = JSON.parse(element.textContent ?? '');
    return is(value, UserSchema) ? value : null;
  } catch {
    return null;
  }
}
