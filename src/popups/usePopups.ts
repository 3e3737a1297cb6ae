import { useEffect, useSyncExternalStore } from 'react';
import { popupQueue } from './queue';

/** While mounted (and `active`), no pop-up the trader did not ask for opens: for the money forms. */
export function useHoldPopups(active = true): void {
  useEffect(() => (active ? popupQueue().hold() : undefined), [active]);
}

/**
 * False until the trader's first tap or key on this page, which a pop-up they did not ask for waits for: what only
 * such a pop-up needs (its code, its strings, its request) can wait for it too, off the page's load.
 */
export function useFirstInteraction(): boolean {
  return useSyncExternalStore(
    (changed) => popupQueue().onInteracted(changed),
    () => popupQueue().hasInteracted,
    () => false,
  );
}
