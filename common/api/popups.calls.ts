import { type } from 'superstruct';
import { call } from './route.ts';
import { flag, text } from './fields.ts';
import { ClaimReply, PopupPrefsReply } from './popups.ts';

// The calls of this capability: what each body may hold (checked by the server before a route runs) and the reply
// schema from ./popups.ts the client checks. Server and tests only: the client bundle never loads the request side.

export const popupsCalls = [
  call('POST', '/api/popups/claim', type({ key: text(100) }), ClaimReply),
  call('POST', '/api/popups/prefs', type({ signals: flag(), offers: flag() }), PopupPrefsReply),
];
