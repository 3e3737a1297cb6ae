import type { PopupPrefs } from '../../common/api/popups.ts';
import { popupKindOf } from '../../common/popups.ts';
import type { Db } from '../db/client.ts';
import { claimPopup, popupFacts, setPopupPrefs } from './queries.ts';
import { mayShow } from './rules.ts';

// The pop-up rules as the routes and the other capabilities (signals, offers) use them.

/**
 * Whether the trader may be shown pop-up `key` now; true records it, so no other tab or device shows it again. A
 * pop-up the rules hold back (a new account's first minutes, a signal to an account that cannot trade) is not
 * recorded: it may come once the rules allow it.
 */
export async function claim(db: Db, userId: number, key: string, now: Date): Promise<boolean> {
  const kind = popupKindOf(key);
  const facts = await popupFacts(db, userId);
  if (kind === null || facts === null || !mayShow(kind, facts, now)) return false;
  return claimPopup(db, userId, key, now);
}

export async function popupPrefs(db: Db, userId: number): Promise<PopupPrefs> {
  const facts = await popupFacts(db, userId);
  return { signals: facts?.signalPopups ?? true, offers: facts?.offerPopups ?? true };
}

export async function changePopupPrefs(db: Db, userId: number, changes: Partial<PopupPrefs>): Promise<PopupPrefs> {
  await setPopupPrefs(db, userId, changes);
  return popupPrefs(db, userId);
}
