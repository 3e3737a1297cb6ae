import { fetchCurrentTourneys } from '@/api/tourney';
import { db, type TraderDb } from '@/db/database';
import { claimOnce } from '@/db/once';

/**
 * Whether home opens the weekend modal now (spec §2): the weekend tournament runs (on the server clock, so the
 * server's list decides) and this weekend's modal has not been shown on this device, across tabs and reloads.
 * True claims it: the caller shows it.
 */
export async function claimWeekendModal(signal?: AbortSignal, database: TraderDb = db): Promise<boolean> {
  const { list } = await fetchCurrentTourneys(signal);
  const weekend = list.find((item) => item.type === 'weekend' && !item.closed);
  return weekend !== undefined && claimOnce('tourney_weekend', String(weekend.date_start), database);
}
