// On the very first visit the page loads its server fragments before the service worker controls it, so they
// miss the worker's cache and the screen would not open offline until a second visit. Once the new worker takes
// control, fetch those same URLs again through it: it stores them (stale-while-revalidate, 200s only).
import { classifyRequest, isCachedFragment } from '../../../sw/routes';

/** The fragment URLs (/api/pg, /api/ag, /api/modal GETs of this origin) among already loaded resources. */
export function loadedFragmentUrls(entries: readonly { name: string }[], origin: string): string[] {
  const urls = new Set<string>();
  for (const { name } of entries) {
    let url: URL;
    try {
      url = new URL(name);
    } catch {
      continue;
    }
    if (isCachedFragment(classifyRequest({ url, mode: 'cors', method: 'GET', origin }))) urls.add(url.href);
  }
  return [...urls];
}

export async function warmFragmentCache(): Promise<void> {
  const urls = loadedFragmentUrls(performance.getEntriesByType('resource'), location.origin);
  await Promise.allSettled(urls.map((url) => fetch(url, { credentials: 'same-origin' })));
}
