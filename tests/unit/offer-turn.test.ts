import { describe, expect, it } from 'vitest';
import type { Offer } from '@/api/offers';
import { takeOfferTurn, type OfferTurnDeps } from '@/features/offers/offerTurn';
import { FakeLockManager } from './sync-fake-locks';

const OFFER: Offer = {
  id: 7,
  name: 'ladder',
  status: 'offered',
  offered_at: 1_795_590_000_000,
  expires_at: 1_795_676_400_000,
  amount: null,
  currency: 'USD',
  progress: 0,
  steps: 5,
};

/** The server's open offer (a mutable status), and the tabs' questions to it. */
function server() {
  const state = { status: 'offered' as Offer['status'], asked: 0 };
  const current = async () => {
    state.asked += 1;
    return { offer: { ...OFFER, status: state.status }, now: 1_000 };
  };
  return { state, current };
}

/** A tab's modal: resolves the turn when `end` is called (an answer that reached the server, or the tab gone). */
function modal() {
  const opened: Offer[] = [];
  let end: (() => void) | undefined;
  const show = (offer: Offer) =>
    new Promise<void>((resolve) => {
      opened.push(offer);
      end = resolve;
    });
  return { opened, show, end: () => end?.() };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('an offer opens in one tab at a time (offerTurn.ts)', () => {
  it('opens in one tab; the other asks the server once that one is answered, and finds it decided', async () => {
    const locks = new FakeLockManager();
    const { state, current } = server();
    const deps: OfferTurnDeps = { locks, current, claim: async () => true, now: () => 0 };
    const [a, b] = [modal(), modal()];
    const turns = [takeOfferTurn(a.show, new AbortController().signal, deps), takeOfferTurn(b.show, new AbortController().signal, deps)];
    await tick();
    expect(a.opened.map((o) => o.id)).toEqual([7]);
    expect(b.opened).toEqual([]);
    expect(state.asked).toBe(1);

    state.status = 'declined';
    a.end();
    await Promise.all(turns);
    expect(state.asked).toBe(2);
    expect(b.opened).toEqual([]);
  });

  it('opens in the next tab when the tab that showed it went away unanswered (a reload, a closed tab)', async () => {
    const locks = new FakeLockManager();
    const { current } = server();
    const deps: OfferTurnDeps = { locks, current, claim: async () => true, now: () => 0 };
    const [closed, next] = [modal(), modal()];
    const turns = [takeOfferTurn(closed.show, new AbortController().signal, deps), takeOfferTurn(next.show, new AbortController().signal, deps)];
    await tick();
    closed.end(); // the page unloads: the browser lets its lock go, the offer still open on the server
    await tick();
    expect(next.opened.map((o) => o.id)).toEqual([7]);
    next.end();
    await Promise.all(turns);
  });

  it('stops waiting when its signal aborts (the trigger changed), without asking the server', async () => {
    const locks = new FakeLockManager();
    const { state, current } = server();
    const deps: OfferTurnDeps = { locks, current, claim: async () => true, now: () => 0 };
    const [a, b] = [modal(), modal()];
    const first = takeOfferTurn(a.show, new AbortController().signal, deps);
    const waiting = new AbortController();
    const second = takeOfferTurn(b.show, waiting.signal, deps);
    await tick();
    waiting.abort();
    await expect(second).rejects.toBeDefined();
    a.end();
    await first;
    expect(state.asked).toBe(1);
  });

  it('passes the server clock offset to the modal, and opens nothing when no offer is open', async () => {
    const { state, current } = server();
    const offsets: number[] = [];
    const deps: OfferTurnDeps = { locks: new FakeLockManager(), current, claim: async () => true, now: () => 400 };
    await takeOfferTurn(async (_offer, offsetMs) => void offsets.push(offsetMs), new AbortController().signal, deps);
    expect(offsets).toEqual([600]);
    state.status = 'accepted';
    await takeOfferTurn(async (_offer, offsetMs) => void offsets.push(offsetMs), new AbortController().signal, deps);
    expect(offsets).toEqual([600]);
  });

  it('without Web Locks, the first tab to claim the offer opens it, the others do not', async () => {
    const { current } = server();
    const claimed = new Set<number>();
    const claim = async (offer: Offer) => !claimed.has(offer.id) && Boolean(claimed.add(offer.id));
    const deps: OfferTurnDeps = { locks: null, current, claim, now: () => 0 };
    const tabs = [modal(), modal(), modal()];
    const turns = tabs.map((tab) => takeOfferTurn(tab.show, new AbortController().signal, deps));
    await tick();
    expect(tabs.map((tab) => tab.opened.length)).toEqual([1, 0, 0]);
    tabs[0]!.end();
    await Promise.all(turns);
  });
});
