import type { PlatformMessage, PlatformPrefs } from '@common/trading-protocol';

/** The iframe never shrinks below this (px): the trading ticket and chart need the room. */
export const MIN_FRAME_HEIGHT = 560;

/**
 * One minted frame per (language, current account, attempt): switching the account re-mints it (in every tab, as
 * each tab's user row follows Dexie); only the id counts, so the user row's 90 s refresh keeps the frame.
 */
export function frameRequestKey(request: { lang: string; accountId: number; attempt: number }): string {
  return `${request.lang}#${request.accountId}#${request.attempt}`;
}

export type FrameEffect =
  /** The frame's script runs: it is asked for its height, and may now be sent a signal's trade. */
  | { kind: 'ready' }
  | { kind: 'resize'; height: number }
  | { kind: 'refresh-balance' }
  | { kind: 'announce-trade'; text: 'opened' | 'settled' }
  | { kind: 'remint' }
  | { kind: 'save-prefs'; prefs: PlatformPrefs }
  | { kind: 'navigate'; to: string };

/** The funding screen in the app's language, where the platform's "Deposit" link takes the trader. */
export function fundingPath(lang: string): string {
  return `/${lang}/trading#/show/funding`;
}

/** What the app does for each message from the platform (pure; the component runs the effect). */
export function effectOf(message: PlatformMessage, lang: string): FrameEffect {
  switch (message.type) {
    case 'ready':
      return { kind: 'ready' };
    case 'height':
      return { kind: 'resize', height: Math.max(MIN_FRAME_HEIGHT, message.height) };
    case 'balance-changed':
      return { kind: 'refresh-balance' };
    case 'trade-opened':
      return { kind: 'announce-trade', text: 'opened' };
    case 'trade-settled':
      return { kind: 'announce-trade', text: 'settled' };
    case 'auth-failed':
      return { kind: 'remint' };
    case 'open-funding':
      return { kind: 'navigate', to: fundingPath(lang) };
    case 'prefs':
      return { kind: 'save-prefs', prefs: message.prefs };
  }
}
