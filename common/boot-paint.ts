// A repeat visit of the trading home paints the last home this device showed while the HTML is still being parsed:
// a small inline script at the end of index.html's body (after the app stylesheet, which holds it back so the copy
// is painted styled) writes the copy src/app/trading/shellSnapshot.ts keeps into #root, inert, and React's first
// render replaces it. Inline, because any request (a chunk through the service worker) or module evaluation in front
// of it put the paint tens of milliseconds later. The script itself is in ./boot-paint-script.ts; these names are
// what the app shares with it.

/** localStorage key of the copy for a language, followed by the language code (src/content/paintCopy.ts writes it). */
export const BOOT_PAINT_KEY_PREFIX = 'paint:shell/trading-home/';

/** Class of the element holding the painted copy; the app's entry waits for its paint before starting. */
export const BOOT_PAINT_CLASS = 'boot-paint';

/** The hashes (location.hash) of the trading address that show home. */
export const HOME_HASHES: readonly string[] = ['', '#/', '#/home'];
