import { boolean, type, type Infer } from 'superstruct';

// Replies read by src/api/popups.ts (server/API.md, section `popups`).

/** May the pop-up be shown now? True records it as shown, once for the trader across tabs and devices. */
export const ClaimReply = type({ show: boolean() });

/** The trader's choice of pop-ups (on by default). */
export const PopupPrefsReply = type({ signals: boolean(), offers: boolean() });
export type PopupPrefs = Infer<typeof PopupPrefsReply>;
