import { fetchSignals } from '@/api/signals';
import { db, type TraderDb } from '@/db/database';
import { currentLang, t } from '@/i18n';
import type { SyncTask } from '@/sync';
import { type BackgroundEnv, browserBackground, notifyInBackground } from './background';
import { nextSignal, SIGNALS_FIRST_DELAY_MS, SIGNALS_INTERVAL_MS } from './rules';
import { readSignalState, saveSignals } from './store';
import { assetLabel } from '@common/assets';

export type SignalsTaskDeps = { background: BackgroundEnv; database: TraderDb; now: () => number };

const browserDeps: SignalsTaskDeps = { background: browserBackground, database: db, now: () => Date.now() };

/**
 * Spec §9: /api/signals every 300 s, the first after 5 s; the leader tab writes them into Dexie, where the popup
 * on #/home (any tab) picks them up. A due signal while the installed app is hidden goes to the service worker as
 * well, once per day per id; it is marked shown only when the popup really shows it, so a click on the system
 * notification still opens it.
 */
export function createSignalsTask(deps: SignalsTaskDeps = browserDeps): SyncTask {
  const { background, database, now: clock } = deps;
  return {
    name: 'signals',
    intervalMs: SIGNALS_INTERVAL_MS,
    firstDelayMs: SIGNALS_FIRST_DELAY_MS,
    async run(signal) {
      const signals = await fetchSignals(signal);
      if (signal.aborted) return;
      const now = clock();
      await saveSignals(signals, now, database);
      const { signals: stored, seen } = await readSignalState(database);
      const due = nextSignal(stored, seen, now);
      if (!due) return;
      const direction = t(due.direction === 'call' ? 'signals.call' : 'signals.put');
      const lang = currentLang();
      // The asset as the ticket names it ("Gold", not XAUUSD), as the popup does.
      const asset = assetLabel(due.symbol, lang);
      const text = { title: t('signals.title'), body: due.reason ? `${asset} · ${direction}\n${due.reason}` : `${asset} · ${direction}` };
      await notifyInBackground(due, text, lang, now, background, database).catch(() => false);
    },
  };
}
