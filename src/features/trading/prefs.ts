import { type PlatformPrefs, readPrefs } from '@common/trading-protocol';

// The platform's favourites and chart settings, kept for the platform by the app on this device: the frame is another
// site's, and browsers block or partition a third-party frame's storage (Chromium refuses it outright with third-party
// cookies off). Not personal data worth a wipe: which assets are starred and how the chart looks.

const KEY = 'platform.prefs';

export function readPlatformPrefs(): PlatformPrefs | null {
  try {
    return readPrefs(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
  } catch {
    return null;
  }
}

export function savePlatformPrefs(prefs: PlatformPrefs): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(prefs));
  } catch {
    // Storage refused (private mode, full): the choice lasts until the page reloads.
  }
}
