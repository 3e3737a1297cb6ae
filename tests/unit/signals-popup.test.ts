// oxlint-disable-next-line import/no-unassigned-import
import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTraderDb, type TraderDb } from '@/db/database';
import type { SignalRow } from '@/db/types';
import { type ChooserEnv, startSignalChooser } from '@/features/signals/chooser';
import { onSignalRequest, requestSignal, takeSignalRequest } from '@/features/signals/requests';
import { localDay, pickSignal } from '@/features/signals/rules';
import { claimSignal, markSignalShown, readSignalState, saveSignals } from '@/features/signals/store';
import { eventually } from './waiting';

const NOW = new Date(2026, 2, 10, 12).getTime();
const TODAY = localDay(NOW);

let factory: IDBFactory;
beforeEach(() => {
  factory = new IDBFactory();
  // A request left over from another test would be taken by the next chooser.
  takeSignalRequest();
});

/** One tab's handle on the shared database (same name, same fake IndexedDB: what two tabs of one origin share). */
const tab = (): TraderDb => createTraderDb('trader', { indexedDB: factory, IDBKeyRange });

const signal = (id: string, expiresIn = 3_600_000) => ({ id, symbol: 'EURUSD', direction: 'call' as const, expires: NOW + expiresIn });

/** `document` as the chooser sees it: a visibility state and the visibilitychange event. */
class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState;
  constructor(visible: boolean) {
    super();
    this.visibilityState = visible ? 'visible' : 'hidden';
  }
  set(visible: boolean): void {
    this.visibilityState = visible ? 'visible' : 'hidden';
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

/** A chooser on `database` with a fake document; `shown` lists what it opened; `changed()` plays a Dexie change. */
function popup(database: TraderDb, document: FakeDocument) {
  const changes = new Set<() => void>();
  const shown: string[] = [];
  const env: ChooserEnv = {
    visibility: { target: document },
    changes(listener) {
      changes.add(listener);
      return () => changes.delete(listener);
    },
    read: () => readSignalState(database),
    claim: (id, day) => claimSignal(id, day, database),
    mark: (id, day) => markSignalShown(id, day, database),
    turn: () => Promise.resolve(() => undefined),
    requests: { take: takeSignalRequest, subscribe: onSignalRequest },
    now: () => NOW,
  };
  const chooser = startSignalChooser(env, (row: SignalRow) => shown.push(row.id));
  return { chooser, shown, changed: () => changes.forEach((listener) => listener()) };
}

/** Lets the chooser's reads and writes (fake IndexedDB runs on timers) finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('"shown today" is a claim only one tab wins', () => {
  it('of many tabs claiming one signal at once, exactly one wins; the next day it can be claimed again', async () => {
    const tabs = [tab(), tab(), tab(), tab()];
    const results = await Promise.all(tabs.map((database) => claimSignal('sig-1', TODAY, database)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await claimSignal('sig-1', TODAY, tabs[0])).toBe(false);
    expect(await claimSignal('sig-1', localDay(NOW + 86_400_000), tabs[1])).toBe(true);
    expect(await claimSignal('sig-2', TODAY, tabs[2])).toBe(true);
  });

  it('keeps the server’s order: a signal issued for this trader comes before the market rule’s, whatever their ids', async () => {
    const database = tab();
    await saveSignals([signal('bg-signal-1'), signal('USOIL-1796035800'), signal('EURUSD-1796035500')], NOW, database);
    const { signals } = await readSignalState(database);
    expect(signals.map((row) => row.id)).toEqual(['bg-signal-1', 'USOIL-1796035800', 'EURUSD-1796035500']);
    expect(pickSignal(signals, new Map(), NOW, null)?.signal.id).toBe('bg-signal-1');
  });

  it('two visible tabs on #/home with the same signal: only one popup opens', async () => {
    const [a, b] = [tab(), tab()];
    await saveSignals([signal('both')], NOW, a);
    const first = popup(a, new FakeDocument(true));
    const second = popup(b, new FakeDocument(true));
    await eventually(() => expect(first.shown.length + second.shown.length).toBe(1));
    first.changed();
    second.changed();
    await settle();
    expect([...first.shown, ...second.shown]).toEqual(['both']);
    first.chooser.dispose();
    second.chooser.dispose();
  });
});

describe('the signal popup re-checks when the page becomes visible', () => {
  it('claims nothing while hidden, and opens the due signal on visibilitychange', async () => {
    const database = tab();
    await saveSignals([signal('hidden-then-shown')], NOW, database);
    const document = new FakeDocument(false);
    const { chooser, shown, changed } = popup(database, document);
    changed();
    await settle();
    expect(shown).toEqual([]);
    // Not marked while hidden: a popup nobody could see does not use up the day's showing.
    expect((await readSignalState(database)).seen.size).toBe(0);

    document.set(true);
    await eventually(() => expect(shown).toEqual(['hidden-then-shown']));
    expect((await readSignalState(database)).seen.get('hidden-then-shown')).toBe(TODAY);
    // Hiding and showing again does not show it twice.
    document.set(false);
    document.set(true);
    await settle();
    expect(shown).toEqual(['hidden-then-shown']);
    chooser.dispose();
  });

  it('after one closes, the next due signal opens; expired ones never do', async () => {
    const database = tab();
    await saveSignals([signal('gone', -1), signal('first'), signal('second')], NOW, database);
    const { chooser, shown } = popup(database, new FakeDocument(true));
    await eventually(() => expect(shown).toEqual(['first']));
    chooser.closed();
    await eventually(() => expect(shown).toEqual(['first', 'second']));
    chooser.closed();
    await settle();
    expect(shown).toEqual(['first', 'second']);
    chooser.dispose();
  });

  it('a disposed chooser ignores visibility and changes', async () => {
    const database = tab();
    const document = new FakeDocument(false);
    const { chooser, shown, changed } = popup(database, document);
    chooser.dispose();
    await saveSignals([signal('late')], NOW, database);
    document.set(true);
    changed();
    await settle();
    expect(shown).toEqual([]);
  });
});

describe('a click on the system notification opens the popup on that signal', () => {
  it('opens the requested signal even if another is open or it was shown today', async () => {
    const database = tab();
    await saveSignals([signal('current'), signal('clicked')], NOW, database);
    await markSignalShown('clicked', TODAY, database);
    const { chooser, shown } = popup(database, new FakeDocument(true));
    await eventually(() => expect(shown).toEqual(['current']));
    requestSignal('clicked');
    await eventually(() => expect(shown).toEqual(['current', 'clicked']));
    // The request is used up; asking for the one on screen changes nothing.
    expect(takeSignalRequest()).toBeNull();
    requestSignal('clicked');
    await settle();
    expect(shown).toEqual(['current', 'clicked']);
    chooser.dispose();
  });

  it('keeps a request made before the popup loaded, or while the page was hidden', async () => {
    const database = tab();
    await saveSignals([signal('early')], NOW, database);
    await markSignalShown('early', TODAY, database);
    requestSignal('early');
    const document = new FakeDocument(false);
    const { chooser, shown } = popup(database, document);
    await settle();
    expect(shown).toEqual([]);
    document.set(true);
    await eventually(() => expect(shown).toEqual(['early']));
    chooser.dispose();
  });

  it('drops a request for an expired signal and falls back to the usual rule', () => {
    const seen = new Map([['old', TODAY]]);
    expect(pickSignal([signal('old', -1), signal('fresh')], seen, NOW, 'old')).toEqual({ signal: signal('fresh'), requested: false });
    expect(pickSignal([signal('old')], seen, NOW, 'old')).toEqual({ signal: signal('old'), requested: true });
    expect(pickSignal([signal('old')], seen, NOW, null)).toBeNull();
  });
});
