import { describe, expect, it } from 'vitest';
import { GAP_MS, PopupQueue, type QueueEnvironment } from '@/popups/queue';

/** A page in miniature: `tap()` is the first interaction, `typing` the focus in a field, `tick()` runs the pauses. */
function page() {
  let interaction: (() => void) | null = null;
  let focusChange: (() => void) | null = null;
  const timers: { at: number; run: () => void }[] = [];
  let now = 0;
  const state = { typing: false };
  const env: QueueEnvironment = {
    onFirstInteraction: (listener) => void (interaction = listener),
    editing: () => state.typing,
    onFocusChange: (listener) => void (focusChange = listener),
    later: (run, ms) => void timers.push({ at: now + ms, run }),
  };
  return {
    queue: new PopupQueue(env),
    tap: () => interaction?.(),
    typing(value: boolean) {
      state.typing = value;
      focusChange?.();
    },
    tick(ms: number) {
      now += ms;
      for (const timer of timers.splice(0).filter((t) => (t.at <= now ? (t.run(), false) : true))) timers.push(timer);
    },
  };
}

/** Which of the named turns have been granted so far (after the microtasks settle). */
async function granted(turns: Record<string, Promise<() => void>>): Promise<string[]> {
  const got: string[] = [];
  await Promise.all(Object.entries(turns).map(([name, turn]) => Promise.race([turn.then(() => got.push(name)), Promise.resolve()])));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return got.sort();
}

describe('the pop-up queue', () => {
  it('tells what waits for the first tap when it comes, once', () => {
    const { queue, tap } = page();
    let calls = 0;
    let gone = 0;
    queue.onInteracted(() => (calls += 1));
    const unsubscribe = queue.onInteracted(() => (gone += 1));
    unsubscribe();
    expect(queue.hasInteracted).toBe(false);
    tap();
    expect(queue.hasInteracted).toBe(true);
    expect([calls, gone]).toEqual([1, 0]);
    let late = 0;
    queue.onInteracted(() => (late += 1));
    expect(late).toBe(0); // already come: the caller reads hasInteracted
  });

  it('opens nothing before the first tap, then one at a time by priority, with a pause between two', async () => {
    const { queue, tap, tick } = page();
    const releases: Record<string, () => void> = {};
    const turns = {
      weekend: queue.turn({ priority: 0 }).then((r) => (releases.weekend = r)),
      offer: queue.turn({ priority: 1 }).then((r) => (releases.offer = r)),
      signal: queue.turn({ priority: 2 }).then((r) => (releases.signal = r)),
    };
    expect(await granted(turns)).toEqual([]);
    tap();
    expect(await granted(turns)).toEqual(['signal']);
    releases.signal?.();
    expect(await granted(turns)).toEqual(['signal']);
    tick(GAP_MS);
    expect(await granted(turns)).toEqual(['offer', 'signal']);
    releases.offer?.();
    tick(GAP_MS);
    expect(await granted(turns)).toEqual(['offer', 'signal', 'weekend']);
  });

  it('holds everything while a money form is on screen and while the trader types', async () => {
    const { queue, tap, typing } = page();
    tap();
    const letGo = queue.hold();
    const turn = queue.turn();
    expect(await granted({ turn })).toEqual([]);
    typing(true);
    letGo();
    expect(await granted({ turn })).toEqual([]);
    typing(false);
    expect(await granted({ turn })).toEqual(['turn']);
  });

  it('lets a pop-up the trader asked for skip the wait for a first tap, and drops one whose signal aborts', async () => {
    const { queue } = page();
    const controller = new AbortController();
    const dropped = queue.turn({ signal: controller.signal });
    controller.abort(new Error('left home'));
    await expect(dropped).rejects.toThrow('left home');
    expect(await granted({ asked: queue.turn({ asked: true }) })).toEqual(['asked']);
  });
});
