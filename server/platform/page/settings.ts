// The page's kept settings (favourite assets, the chart's look) when it runs on its own, first-party, in this
// origin's storage (./device.ts). Embedded, the app keeps them for it (common/trading-protocol.ts, `prefs`): a
// third-party frame's storage is blocked or partitioned. Read back defensively, since anything may be stored.
import { type PlatformPrefs, readPrefs } from '../../../common/trading-protocol.ts';

export const PREFS_KEY = 'pf.prefs';

export const DEFAULT_PREFS: PlatformPrefs = { favourites: [], chart: { kind: 'candles', timeframe: '1m', sma: false, rsi: false } };

export function storedPrefs(stored: string | null): PlatformPrefs {
  try {
    return readPrefs(JSON.parse(stored ?? 'null')) ?? DEFAULT_PREFS;
  } catch {
    return DEFAULT_PREFS;
  }
}
