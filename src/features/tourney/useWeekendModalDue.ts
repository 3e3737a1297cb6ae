import { startTransition, useEffect, useState } from 'react';
import { whenChunksFetchable } from '@/lib/whenFetchable';

// Asked once per page load: home may mount many times as the trader moves around.
let asked = false;

/**
 * Whether home should open the weekend modal, asked once `ready` (home is up and the browser idle): the check is a
 * small chunk and one call, and the modal's code and the later strings load only on a weekend it has not been shown.
 */
export function useWeekendModalDue(ready: boolean): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!ready || asked) return;
    asked = true;
    let settled = false;
    const controller = new AbortController();
    whenChunksFetchable()
      .then(() => import('./weekend'))
      .then(({ claimWeekendModal }) => claimWeekendModal(controller.signal))
      .then((claimed) => {
        settled = true;
        if (claimed) startTransition(() => setDue(true));
      })
      .catch(() => undefined); // no modal is no loss: the tournament page says the same
    return () => {
      controller.abort();
      // Left before the answer (or React's development double mount): the next mount asks again.
      if (!settled) asked = false;
    };
  }, [ready]);
  return due;
}
