import { popupKey } from '@common/popups';
import { weekendKey } from '@common/tourney';
import { claimPopup } from '@/api/popups';
import { fetchCurrentTourneys } from '@/api/tourney';
import { type PopupQueue, popupQueue, type Release } from '@/popups/queue';

/** The weekend tournament's news waits behind signals and offers. */
const WEEKEND_PRIORITY = 0;

/**
 * Whether home opens the weekend modal now (spec §2): the weekend tournament runs (on the server clock, so the
 * server's list decides), the modal has its turn in the page's pop-up queue, and the server has not shown this
 * weekend's modal to the trader before (on any tab or device). Resolves with the release of the turn when the
 * caller is to show it, else null.
 */
export async function claimWeekendModal(signal?: AbortSignal, queue: PopupQueue = popupQueue()): Promise<Release | null> {
  const { list } = await fetchCurrentTourneys(signal);
  const weekend = list.find((item) => item.type === 'weekend' && !item.closed);
  if (!weekend) return null;
  const release = await queue.turn({ priority: WEEKEND_PRIORITY, ...(signal ? { signal } : {}) });
  const key = popupKey('tourney_weekend', weekendKey({ type: 'weekend', start: new Date(weekend.date_start), end: new Date(weekend.date_end) }));
  const show = await claimPopup(key, signal).catch(() => false);
  if (!show) release();
  return show ? release : null;
}
