import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Route-specific module preloads for the SPA shell. The shell is one static index.html for every screen, so the
 * screen's lazy chunks would only be requested after the entry has downloaded and run; a `Link: rel=modulepreload`
 * header on the shell response lets the browser fetch them in parallel with the entry. The chunk graph comes from
 * Vite's build manifest (dist/.vite/manifest.json).
 */

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

const GUEST_LAYOUT = 'src/app/layouts/GuestLayout.tsx';
// The app's start, a chunk the small entry imports (src/main.tsx): every screen needs it.
const BOOT = 'src/boot.tsx';
// Guest screens start with their strings only (`?guest`, src/i18n/guest-keys.ts); the rest with the core (`?core`:
// every string but those of the screens that load after the first paint).
const GUEST_SCREENS = new Set(['login', 'register', 'forgot', 'reset', 'contact', 'autologin']);
const SCREEN_MODULES: Readonly<Record<string, readonly string[]>> = {
  login: [GUEST_LAYOUT, 'src/features/auth/LoginScreen.tsx'],
  register: [GUEST_LAYOUT, 'src/features/auth/RegisterScreen.tsx'],
  forgot: [GUEST_LAYOUT, 'src/features/auth/ForgotScreen.tsx'],
  reset: [GUEST_LAYOUT, 'src/features/auth/ResetScreen.tsx'],
  contact: [GUEST_LAYOUT, 'src/features/auth/ContactScreen.tsx'],
  autologin: ['src/features/auth/AutologinScreen.tsx'],
  // The trader the page may carry is read by the app's start.
  trading: ['src/app/trading/TradingApp.tsx', 'src/app/trading/embeddedUser.ts'],
};

function closure(manifest: Manifest, keys: readonly string[], into: Set<string>): Set<string> {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    closure(manifest, manifest[key].imports ?? [], into);
  }
  return into;
}

/** The chunk files to preload for a screen: its modules, the language bundle and their imports, minus what the shell's entry already loads. */
export function preloadFiles(manifest: Manifest, lang: string, screen: string): string[] {
  const modules = SCREEN_MODULES[screen];
  if (!modules) return [];
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const alreadyLoaded = closure(manifest, entryKeys, new Set());
  const strings = `src/i18n/locales/${lang}.json${GUEST_SCREENS.has(screen) ? '?guest' : '?core'}`;
  const wanted = closure(manifest, [BOOT, ...modules, strings], new Set());
  return [...wanted].filter((key) => !alreadyLoaded.has(key)).map((key) => `/${manifest[key]?.file ?? ''}`);
}

export function linkHeader(files: readonly string[]): string {
  return files.map((file) => `<${file}>; rel=modulepreload`).join(', ');
}

let cached: { mtimeMs: number; manifest: Manifest } | null = null;

/** The build manifest, re-read when a new build replaces it; null when the build has none. */
export async function readManifest(clientDir: string): Promise<Manifest | null> {
  const path = join(clientDir, '.vite', 'manifest.json');
  try {
    const { mtimeMs } = await stat(path);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, manifest: JSON.parse(await readFile(path, 'utf8')) as Manifest };
    return cached.manifest;
  } catch {
    return null;
  }
}
