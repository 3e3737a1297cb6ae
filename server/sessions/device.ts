/*
 * A session's browser and system from its User-Agent, read plainly: the few names people recognise, tested in the
 * order that keeps a browser from passing for the one it is built on (Edge and Opera say "Chrome" too, Chrome says
 * "Safari"). Anything else is '' and the screen says "Unknown browser". A User-Agent is what the browser claims, so
 * this is a hint for a person to recognise their devices, never a check.
 */

export type DeviceInfo = { browser: string; os: string; mobile: boolean };

const BROWSERS: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Yandex Browser', /\bYaBrowser\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[.\d]* (?:Mobile\/\w+ )?Safari\//],
];

const SYSTEMS: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

export function deviceOf(userAgent: string): DeviceInfo {
  let browser = '';
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) {
      browser = `${name} ${match[1] ?? ''}`.trim();
      break;
    }
  }
  const os = SYSTEMS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? '';
  return { browser, os, mobile: /\b(?:Mobile|iPhone|iPad|iPod|Android)\b/.test(userAgent) };
}
