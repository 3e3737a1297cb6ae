/**
 * The strings guest screens (login, registration, recovery, contact) can show. The login path loads only these
 * (a build-time subset of the language file, see vite.config.ts); every other screen loads the whole file first.
 * tests/unit/i18n-guest.test.ts checks that guest code asks for nothing outside this list.
 */
export const GUEST_KEY_PREFIXES = [
  'app.',
  'auth.',
  'error.',
  'form.',
  'field.',
  'password.',
  'currency.',
  'login.',
  'register.',
  'forgot.',
  'reset.',
  'contact.',
  'autologin.',
  'guest.',
  'content.',
] as const;

/**
 * Single keys from other groups that guest screens share: the language switch is in both layouts, and so is the
 * "new version ready" prompt.
 */
const GUEST_KEYS: ReadonlySet<string> = new Set(['layout.language', 'pwa.update_ready', 'pwa.reload', 'toast.region', 'toast.close']);

export function isGuestKey(key: string): boolean {
  return !key.includes('.') || GUEST_KEYS.has(key) || GUEST_KEY_PREFIXES.some((prefix) => key.startsWith(prefix));
}

export function guestSubset(bundle: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(bundle).filter(([key]) => isGuestKey(key)));
}

/**
 * Strings of the screens and widgets that load after the signed-in shell's first paint (support, withdrawal, the
 * verification widgets, tournaments, affiliate, offers, chat, the Security screen's protection widgets). The shell loads the core without them (`?core`), so adding such a screen does not grow the
 * JavaScript before the balance shows; their lazy chunks load every string first (src/app/laterStrings.ts).
 */
export const LATER_KEY_PREFIXES = ['support.', 'withdrawal.', 'documents.', 'signature.', 'tourney.', 'affiliate.', 'offers.', 'chat.', 'settings.', 'twofactor.', 'passkeys.', 'sessions.'] as const;

/** Strings under a later prefix that the shell shows itself: the folded chat's title on home (features/chat/ChatDock.tsx). */
export const SHELL_KEYS_OF_LATER_FEATURES: ReadonlySet<string> = new Set(['chat.title']);

export function isLaterKey(key: string): boolean {
  return !SHELL_KEYS_OF_LATER_FEATURES.has(key) && LATER_KEY_PREFIXES.some((prefix) => key.startsWith(prefix));
}

export function coreSubset(bundle: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(bundle).filter(([key]) => !isLaterKey(key)));
}
