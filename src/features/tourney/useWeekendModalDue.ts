import { startTransition, useEffect, useState } from 'react';
import type { Release } from '@/popups/queue';
import { whenChunksFetchable } from '@/lib/whenFetchable';

// Asked once per page load: home may mount many times as the trader moves around.
let asked = false;

/**
 * The weekend modal's turn, once `ready` (home is up and the browser idle): the check is a small chunk and one
 * call, and the modal's code and the later strings load only when it is to be shown. The release hands the page's
 * pop-up queue on when the modal closes; null while nothing is to be shown.
 */
export function useWeekendModalDue(ready: boolean): Release | null {
  const [due, setDue] = useState<{ release: Release } | null>(null);
  useEffect(() => {
    if (!ready || asked) return;
    asked = true;
    let settled = false;
    const controller = new AbortController();
    whenChunksFetchable()
      .then(() => import('./weekend'))
      .then(({ claimWeekendModal }) => claimWeekendModal(controller.signal))
      .then((release) => {
        settled = true;
        if (release) startTransition(() => setDue({ release }));
      })
      .catch(() => undefined); // no modal is no loss: the tournament page says the same
    return () => {
      controller.abort();
      // Left before the answer (or React's development double mount): the next mount asks again.
      if (!settled) asked = false;
    };
  }, [ready]);
  return due?.release ?? null;
}
