import { offerClaimKey } from '@common/offers';
import { fetchCurrentOffer, type Offer } from '@/api/offers';
import { claimOnce } from '@/db/once';
import { browserLocks, type LockRequester } from '@/lib/webLocks';

/*
 * Which tab shows the open offer. A tab holds the Web Lock `offer` while it asks the server for the open offer and,
 * when there is one, until its modal is answered and the answer has reached the server; the other tabs wait their
 * turn, then ask the server again. So an offer opens in one tab at a time, and one whose tab closed or reloaded
 * before an answer opens in the next (the server still names it) rather than being lost with that tab. Where the
 * browser lacks Web Locks, the first tab to see an offer claims it for good in Dexie instead.
 */

export type OfferTurnDeps = {
  locks: LockRequester | null;
  /** The open or granted offer and the server's now. */
  current(signal: AbortSignal): Promise<{ offer: Offer | null; now: number }>;
  /** Once across tabs and reloads: the fallback without Web Locks. */
  claim(offer: Offer): Promise<boolean>;
  now(): number;
};

const OFFER_LOCK = 'offer';

const browserDeps = (): OfferTurnDeps => ({
  locks: browserLocks(),
  current: fetchCurrentOffer,
  claim: (offer) => claimOnce(offerClaimKey(offer.id), String(offer.offered_at)),
  now: () => Date.now(),
});

/**
 * Takes this tab's turn: when the server names an offer still open, `show` opens its modal and resolves once the
 * answer is in (offsetMs: the server clock minus this one, for the countdown). Rejects when `signal` aborts the wait
 * or the question to the server.
 */
export async function takeOfferTurn(
  show: (offer: Offer, offsetMs: number) => Promise<void>,
  signal: AbortSignal,
  deps: OfferTurnDeps = browserDeps(),
): Promise<void> {
  const turn = async (exclusive: boolean) => {
    const asked = deps.now();
    const { offer, now } = await deps.current(signal);
    if (!offer || offer.status !== 'offered') return;
    if (!exclusive && !(await deps.claim(offer))) return;
    await show(offer, now - asked);
  };
  if (!deps.locks) return turn(false);
  await deps.locks.request(OFFER_LOCK, { signal }, () => turn(true));
}
