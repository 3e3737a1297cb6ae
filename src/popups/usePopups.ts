import { useEffect } from 'react';
import { popupQueue } from './queue';

/** While mounted (and `active`), no pop-up the trader did not ask for opens: for the money forms. */
export function useHoldPopups(active = true): void {
  useEffect(() => (active ? popupQueue().hold() : undefined), [active]);
}
