// The ticket's status line under Call and Put: the trade just opened, why one was not, or that the account holds
// nothing to trade with. One kind at a time, kept in data-kind (platform.css colours it), so a later event clears
// only what it replaces: a settled trade the "opened" line, a deposit the "empty" one.

export type StatusKind = 'opened' | 'error' | 'empty';

export class StatusLine {
  constructor(
    private readonly element: HTMLElement,
    /** A fresh link to the app's funding screen, for the lines that lead there. */
    private readonly depositLink: () => HTMLAnchorElement,
  ) {}

  /** What the line says now, or null when it is empty. */
  get kind(): StatusKind | null {
    const kind = this.element.dataset['kind'];
    return kind === 'opened' || kind === 'error' || kind === 'empty' ? kind : null;
  }

  show(kind: StatusKind, message: string, withDeposit = false): void {
    this.element.dataset['kind'] = kind;
    this.element.replaceChildren(message, ...(withDeposit ? [' ', this.depositLink()] : []));
  }

  clear(): void {
    this.element.textContent = '';
    delete this.element.dataset['kind'];
  }

  /** Moves focus to the line's deposit link, when it shows one. */
  focusDeposit(): void {
    this.element.querySelector('a')?.focus();
  }
}
