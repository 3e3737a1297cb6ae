import { type } from 'superstruct';
import { call } from './route.ts';
import { flag, text } from './fields.ts';
import { ClaimReply, PopupPrefsReply } from './popups.ts';

// The calls of this capability: each one's method, path, what its body may hold (checked by the server before its
// handler runs) and the reply schema from ./popups.ts the client checks.

export const claimPopup = call('POST', '/api/popups/claim', type({ key: text(100) }), ClaimReply);
export const popupPrefs = call('POST', '/api/popups/prefs', type({ signals: flag(), offers: flag() }), PopupPrefsReply);

export const popupsCalls = [claimPopup, popupPrefs];
