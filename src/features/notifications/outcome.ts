import type { ReportOrder } from '@/api/history';
import { claimAnnouncements, readTradeSound } from '@/db/tradeAlerts';
import { currentLang, t as translate, type Translate } from '@/i18n';
import { formatMoney } from '@/lib/money';
import { playTone, type ToneKind } from '@/lib/tone';
import { toast } from '@/ui/toast';
import { assetLabel } from '@common/assets';

// A trade's outcome, announced once by the tab that polls (the poller's leader) on whatever screen it shows: a toast,
// the device's notification where the trader allowed them and the page is not in view, and a tone when chosen.

export type Settled = ReportOrder & { status: 'won' | 'lost' | 'tie' };

export const isSettled = (order: ReportOrder): order is Settled => order.status !== 'open';

export type OutcomeText = { title: string; body: string };

/**
 * What the announcement says: the asset as the ticket names it, the result, and the money in the account's format —
 * what was paid back on a win, the stake on a loss, the stake returned on a tie.
 */
export function outcomeText(order: Settled, t: Translate, lang: string): OutcomeText {
  const asset = assetLabel(order.symbol, lang);
  const money = (amount: string) => formatMoney(amount, order.currency, lang);
  switch (order.status) {
    case 'won':
      return { title: t('outcome.title'), body: t('outcome.won', { asset, amount: money(order.payout ?? order.amount) }) };
    case 'lost':
      return { title: t('outcome.title'), body: t('outcome.lost', { asset, amount: money(order.amount) }) };
    case 'tie':
      return { title: t('outcome.title'), body: t('outcome.tie', { asset, amount: money(order.amount) }) };
  }
}

const TONES: Readonly<Record<Settled['status'], ToneKind>> = { won: 'high', lost: 'low', tie: 'middle' };

/** The browser parts an announcement uses; tests pass their own. */
export type OutcomeEnv = {
  toast: (order: Settled, text: OutcomeText) => void;
  /** The device's notification: only where the trader allowed them and this page is not what they look at. */
  notify: (order: Settled, text: OutcomeText) => Promise<void>;
  sound: () => Promise<boolean>;
  tone: (kind: ToneKind) => void;
  claim: (ids: readonly number[]) => Promise<number[]>;
  t: Translate;
  lang: () => string;
};

function showToast(order: Settled, text: OutcomeText): void {
  const options = { description: text.body, id: `trade-${order.id}` };
  switch (order.status) {
    case 'won':
      toast.success(text.title, options);
      return;
    case 'lost':
      toast(text.title, options);
      return;
    case 'tie':
      toast.info(text.title, options);
      return;
  }
}

async function deviceNotification(order: Settled, text: OutcomeText): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted' || !document.hidden) return;
  const options = { body: text.body, tag: `trade-${order.id}`, icon: '/icons/icon-192.png' };
  // Through the worker where there is one (a phone's browser allows no `new Notification` from a page).
  const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
  if (registration) await registration.showNotification(text.title, options);
  else new Notification(text.title, options);
}

export const browserOutcomeEnv: OutcomeEnv = {
  toast: showToast,
  notify: deviceNotification,
  sound: () => readTradeSound(),
  tone: playTone,
  claim: (ids) => claimAnnouncements(ids),
  t: translate,
  lang: currentLang,
};

/** Announces the closes not announced before (oldest first, as they happened); resolves with how many. */
export async function announceClosed(orders: readonly ReportOrder[], env: OutcomeEnv = browserOutcomeEnv): Promise<number> {
  const settled = orders.filter(isSettled);
  const fresh = new Set(await env.claim(settled.map((order) => order.id)));
  const due = settled.filter((order) => fresh.has(order.id)).toReversed();
  if (due.length === 0) return 0;
  const lang = env.lang();
  const sound = await env.sound().catch(() => false);
  for (const order of due) {
    const text = outcomeText(order, env.t, lang);
    env.toast(order, text);
    await env.notify(order, text).catch(() => undefined);
  }
  // One tone for a burst of closes, the newest one's.
  const newest = due.at(-1);
  if (sound && newest) env.tone(TONES[newest.status]);
  return due.length;
}
