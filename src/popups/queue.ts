/*
 * The one queue of the pop-ups a trader did not ask for (offers, the weekend tournament, trade signals). One opens
 * at a time; none opens before the trader's first tap or key on this page (so none lands seconds after the page
 * settles as the biggest thing on screen), none while a money form is on screen, none while the trader types in a
 * field (a modal makes the page inert: the typing would be lost). A pop-up the trader asked for (a click on its
 * notification) skips the wait for a first tap, not the rest.
 */

export type TurnOptions = {
  /** Higher opens first; equal ones in the order they asked. */
  priority?: number;
  /** The trader asked for this one: no need to wait for a first interaction. */
  asked?: boolean;
  signal?: AbortSignal;
};

/** Hands the turn on: the next pop-up may open (after a short pause, so two never look like one). */
export type Release = () => void;

type Waiting = { priority: number; asked: boolean; order: number; grant: (release: Release) => void; signal: AbortSignal | undefined };

/** What the queue watches: the page's first interaction and whether a text field has the focus. */
export type QueueEnvironment = {
  /** Calls `listener` once, after the trader's first completed tap, click or key press on the page. */
  onFirstInteraction(listener: () => void): void;
  /** Is the trader typing in a field right now? */
  editing(): boolean;
  /** Calls `listener` when the focus may have left a field. */
  onFocusChange(listener: () => void): void;
  /** Runs `run` after `ms` (the pause between two pop-ups). */
  later(run: () => void, ms: number): void;
};

export const GAP_MS = 1_000;

export class PopupQueue {
  private interacted = false;
  private holds = 0;
  private open = false;
  private resting = false;
  private waiting: Waiting[] = [];
  private asked = 0;
  private interactionListeners = new Set<() => void>();

  constructor(private readonly env: QueueEnvironment) {
    env.onFirstInteraction(() => {
      this.interacted = true;
      for (const listener of this.interactionListeners) listener();
      this.interactionListeners.clear();
      this.pump();
    });
    env.onFocusChange(() => this.pump());
  }

  /** Resolves with the release when this pop-up may open; rejects with the signal's reason when it aborts first. */
  turn(options: TurnOptions = {}): Promise<Release> {
    const { priority = 0, asked = false, signal } = options;
    return new Promise((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const entry: Waiting = { priority, asked, order: (this.asked += 1), grant: resolve, signal };
      signal?.addEventListener(
        'abort',
        () => {
          this.waiting = this.waiting.filter((item) => item !== entry);
          reject(signal.reason);
        },
        { once: true },
      );
      this.waiting.push(entry);
      this.pump();
    });
  }

  /** Has the trader's first interaction come (what a pop-up waits for)? */
  get hasInteracted(): boolean {
    return this.interacted;
  }

  /** Calls `listener` once the trader's first interaction has come; returns the unsubscribe. */
  onInteracted(listener: () => void): () => void {
    if (this.interacted) return () => undefined;
    this.interactionListeners.add(listener);
    return () => this.interactionListeners.delete(listener);
  }

  /** A money form is on screen: nothing opens until every hold is let go. Returns the let-go. */
  hold(): () => void {
    this.holds += 1;
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.holds -= 1;
      this.pump();
    };
  }

  private next(): Waiting | null {
    const ready = this.waiting.filter((item) => this.interacted || item.asked);
    if (ready.length === 0) return null;
    return ready.reduce((best, item) => (item.priority > best.priority || (item.priority === best.priority && item.order < best.order) ? item : best));
  }

  private pump(): void {
    if (this.open || this.resting || this.holds > 0 || this.env.editing()) return;
    const entry = this.next();
    if (!entry) return;
    this.waiting = this.waiting.filter((item) => item !== entry);
    this.open = true;
    let released = false;
    entry.grant(() => {
      if (released) return;
      released = true;
      this.open = false;
      this.resting = true;
      this.env.later(() => {
        this.resting = false;
        this.pump();
      }, GAP_MS);
    });
  }
}

/** A field the trader types into: text inputs, text areas, selects and editable content (not buttons or boxes). */
export function isEditable(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement) return !['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file', 'image'].includes(element.type);
  return element instanceof HTMLElement && element.isContentEditable;
}

/**
 * After the first tap ends, the pop-up waits this long: one opening under the finger (between the press and the
 * release, or before a double tap's second half) would take the tap meant for the page, or close at once on it.
 */
const AFTER_TAP_MS = 400;

/** The browser's page: the first completed click or key press, and focus moving in and out of fields. */
export function browserEnvironment(): QueueEnvironment {
  return {
    onFirstInteraction(listener) {
      const events = ['click', 'keyup'] as const;
      const once = () => {
        for (const name of events) window.removeEventListener(name, once, true);
        setTimeout(listener, AFTER_TAP_MS);
      };
      for (const name of events) window.addEventListener(name, once, { capture: true, passive: true });
    },
    editing: () => isEditable(document.activeElement),
    onFocusChange(listener) {
      // focusout fires before the next element has the focus: look once it has settled.
      document.addEventListener('focusout', () => setTimeout(listener, 0));
    },
    later: (run, ms) => void setTimeout(run, ms),
  };
}

let shared: PopupQueue | null = null;

/** The page's queue, made on first use. */
export function popupQueue(): PopupQueue {
  shared ??= new PopupQueue(browserEnvironment());
  return shared;
}
