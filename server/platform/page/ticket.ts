/// <reference lib="dom" />
// The ticket's stake and expiry: − and + and the preset amounts in the account's currency (common/stake.ts), the
// durations and the clock marks the host accepts (common/expiry.ts, on the server's clock), and the payout the rule
// gives the chosen asset at that expiry with what the typed stake would return (common/payout.ts) — the figures the
// host stores on the order and settlement pays.
import { DURATIONS_S, type Expiry, expiryBand, offeredMarks } from '../../../common/expiry.ts';
import { formatMoney } from '../../../common/money.ts';
import { type AssetClass, payoutPercent, payoutRateBp, potentialReturn } from '../../../common/payout.ts';
import { defaultStake, stakePresets, stepStake } from '../../../common/stake.ts';

/** A mark is offered only if it is still open this long after the tap: the order's time on the way to the host. */
const MARK_MARGIN_MS = 3_000;
/** The select's value of a clock mark: "@" and its Unix second (a duration's is its seconds). */
const MARK_PREFIX = '@';

export type TicketElements = {
  amount: HTMLInputElement;
  down: HTMLButtonElement;
  up: HTMLButtonElement;
  presets: HTMLElement;
  expiry: HTMLSelectElement;
  marks: HTMLOptGroupElement;
  payout: HTMLElement;
  potentialReturn: HTMLOutputElement;
};

export const ratePercent = (rateBp: bigint) => `${payoutPercent(rateBp)}\u00a0%`;

export class Ticket {
  private currency: string | null = null;
  /** True once the trader set the amount: a currency arriving later no longer replaces it with its default. */
  private chosenAmount = false;
  private marks: number[] = [];
  private readonly clock: Intl.DateTimeFormat;

  constructor(
    private readonly ui: TicketElements,
    private readonly locale: string,
    private assetClass: AssetClass,
    /** Told the rate of every class at the chosen expiry (the asset picker prints them). */
    private readonly onRates: (rateOf: (assetClass: string) => string) => void,
  ) {
    // The trader's own time zone (the browser's), 24-hour: "10:15".
    this.clock = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    ui.amount.addEventListener('input', () => {
      this.chosenAmount = true;
      this.refresh();
    });
    ui.down.addEventListener('click', () => this.step('down'));
    ui.up.addEventListener('click', () => this.step('up'));
    ui.expiry.addEventListener('change', () => this.refresh());
    ui.presets.addEventListener('click', (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      const amount = button?.dataset['amount'];
      if (!amount) return;
      this.setAmount(amount);
    });
    this.refresh();
  }

  /** The account's currency (from /cli/userInfo): its presets, its default stake and its money format. */
  setCurrency(currency: string): void {
    if (currency === this.currency) return;
    this.currency = currency;
    // The page's HTML brings the USD default; a value other than that was typed (perhaps before this script ran).
    if (!this.chosenAmount && this.ui.amount.value === this.ui.amount.defaultValue) this.ui.amount.value = defaultStake(currency);
    this.ui.presets.replaceChildren(
      ...stakePresets(currency).map((amount) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'pf-preset';
        button.dataset['amount'] = amount;
        button.textContent = wholeMoney(amount, currency, this.locale);
        return button;
      }),
    );
    this.refresh();
  }

  setAssetClass(assetClass: AssetClass): void {
    this.assetClass = assetClass;
    this.refresh();
  }

  /** The server's time moved on (a tick): the clock marks still open are offered; a chosen one that closed rolls on. */
  tick(serverNow: number): void {
    const marks = offeredMarks(serverNow, MARK_MARGIN_MS);
    if (marks.join() === this.marks.join()) return;
    const chosen = this.ui.expiry.value;
    this.marks = marks;
    this.ui.marks.replaceChildren(
      ...marks.map((mark) => {
        const option = document.createElement('option');
        option.value = `${MARK_PREFIX}${mark}`;
        option.textContent = this.clock.format(new Date(mark * 1000));
        return option;
      }),
    );
    if (chosen.startsWith(MARK_PREFIX)) {
      const stillOpen = marks.some((mark) => `${MARK_PREFIX}${mark}` === chosen);
      this.ui.expiry.value = stillOpen ? chosen : `${MARK_PREFIX}${marks[0] ?? ''}`;
    }
    this.refresh();
  }

  /** The order's expiry fields: `expiry` (seconds) or `expiryAt` (a mark's Unix second). */
  expiryFields(): { expiry: string } | { expiryAt: string } {
    const value = this.ui.expiry.value;
    return value.startsWith(MARK_PREFIX) ? { expiryAt: value.slice(MARK_PREFIX.length) } : { expiry: value };
  }

  /** The stake as the host reads it (a comma typed as the decimal mark becomes a point). */
  amount(): string {
    return this.ui.amount.value.trim().replace(',', '.');
  }

  private chosenExpiry(): Expiry {
    const fields = this.expiryFields();
    if ('expiryAt' in fields) return { kind: 'mark', at: Number(fields.expiryAt) };
    return { kind: 'duration', seconds: DURATIONS_S.find((seconds) => String(seconds) === fields.expiry) ?? DURATIONS_S[0] };
  }

  private setAmount(amount: string): void {
    this.ui.amount.value = amount;
    this.chosenAmount = true;
    this.refresh();
  }

  private step(direction: 'down' | 'up'): void {
    if (this.currency === null) return;
    this.setAmount(stepStake(this.ui.amount.value, direction, this.currency));
  }

  /** Payout and return for what is chosen now; the presets say which one the amount is. */
  private refresh(): void {
    const band = expiryBand(this.chosenExpiry());
    const rate = payoutRateBp(this.assetClass, band);
    this.ui.payout.textContent = ratePercent(rate);
    this.onRates((assetClass) => (isAssetClass(assetClass) ? ratePercent(payoutRateBp(assetClass, band)) : ''));
    this.ui.potentialReturn.value = this.currency === null ? '—' : (potentialReturn(this.amount(), this.currency, this.locale, rate) ?? '—');
    const typed = this.amount();
    for (const preset of this.ui.presets.querySelectorAll<HTMLButtonElement>('button')) preset.setAttribute('aria-pressed', String(preset.dataset['amount'] === typed));
  }
}

const ASSET_CLASSES: readonly string[] = ['fx', 'commodity', 'index', 'crypto'] satisfies AssetClass[];
export const isAssetClass = (value: string): value is AssetClass => ASSET_CLASSES.includes(value);

/** A preset's face: a whole amount without its zero cents ("$5", "300 RUB"), by the app's money rule. */
export function wholeMoney(amount: string, currency: string, locale: string): string {
  return formatMoney(amount, currency, locale).replace(/[.,]0+(?=\D*$)/, '');
}
