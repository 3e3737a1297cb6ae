import { askOrThrow } from './http';
import { claimPopup as claimCall, popupPrefs as prefsCall } from '@common/api/popups.calls';
import type { PopupPrefs } from '@common/api/popups';
export type { PopupPrefs } from '@common/api/popups';

/** May pop-up `key` open now? True records it for the trader: no other tab or device opens it again. */
export async function claimPopup(key: string, signal?: AbortSignal): Promise<boolean> {
  return (await askOrThrow(claimCall, { key }, { signal })).show;
}

/** The trader's choice of pop-ups; `changes` (if any) are saved first. */
export function popupPrefs(changes: Partial<PopupPrefs> = {}, signal?: AbortSignal): Promise<PopupPrefs> {
  return askOrThrow(prefsCall, changes, { signal });
}
