// The promo code a trader typed or followed a link with, kept on the device until it is used, so the funding
// page's `add=promo` can prefill it (spec §2 "prefills the promo code from a stored input"). localStorage may be
// unavailable (private mode, disabled storage): the prefill is a convenience, so failures are silent.

const KEY = 'promo';

export function readPromoInput(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

/** Keeps a non-empty code (trimmed); an empty one forgets the stored input. */
export function storePromoInput(code: string): void {
  try {
    const trimmed = code.trim();
    if (trimmed === '') localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, trimmed);
  } catch {
    // Storage unavailable: nothing to prefill later, nothing lost now.
  }
}

export function forgetPromoInput(): void {
  storePromoInput('');
}
