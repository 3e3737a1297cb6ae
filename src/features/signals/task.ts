import { fetchSignals } from '@/api/signals';
import { currentLang, t } from '@/i18n';
import type { SyncTask } from '@/sync';
import { notifyInBackground } from './background';
import { nextSignal, SIGNALS_FIRST_DELAY_MS, SIGNALS_INTERVAL_MS } from './rules';
import { readSignalState, saveSignals } from './store';

/**
 * Spec §9: /api/signals every 300 s, the first after 5 s; the leader tab writes them into Dexie, where the popup
 * on #/home (any tab) picks them up. A due signal while the app is hidden goes to the service worker as well; it
 * is marked shown only when the popup really shows it, so a click on the system notification still opens it.
 */
export function createSignalsTask(): SyncTask {
  return {
    name: 'signals',
    intervalMs: SIGNALS_INTERVAL_MS,
    firstDelayMs: SIGNALS_FIRST_DELAY_MS,
    async run(signal) {
      const signals = await fetchSignals(signal);
      if (signal.aborted) return;
      const now = Date.now();
      await saveSignals(signals, now);
      const { signals: stored, seen } = await readSignalState();
      const due = nextSignal(stored, seen, now);
      if (!due) return;
      const direction = t(due.direction === 'call' ? 'signals.call' : 'signals.put');
      await notifyInBackground(due, { title: t('signals.title'), body: `${due.symbol} · ${direction}` }, currentLang()).catch(() => undefined);
    },
  };
}
