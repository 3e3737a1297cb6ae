/// <reference lib="dom" />
// The asset picker: a button naming the charted asset and its payout, opening a panel with a search field and every
// asset (favourites first, each with the rate the rule gives at the chosen expiry and a star to keep it as a
// favourite on this device). The rows are the page's HTML (page.ts), in the page's language; this shows, hides and
// orders them. Where the favourites are kept is main.ts's business (`onFavourites`).
import { favouritesFirst, known, matchesSearch, toggled } from './asset-list.ts';

export type PickerElements = {
  toggle: HTMLButtonElement;
  name: HTMLElement;
  rate: HTMLElement;
  panel: HTMLElement;
  search: HTMLInputElement;
  list: HTMLUListElement;
  none: HTMLElement;
};

export class AssetPicker {
  private readonly rows: HTMLLIElement[];
  private favourites: string[];

  constructor(
    private readonly ui: PickerElements,
    favourites: readonly string[],
    /** Called after the trader picks another asset. */
    private readonly onPick: (symbol: string) => void,
    /** Called after the trader starred or unstarred an asset. */
    private readonly onFavourites: () => void,
  ) {
    this.rows = [...ui.list.querySelectorAll('li')];
    this.favourites = known(favourites, this.symbols());
    this.arrange();

    ui.toggle.addEventListener('click', () => (ui.panel.hidden ? this.open() : this.close(false)));
    ui.search.addEventListener('input', () => this.arrange());
    // Enter in the search picks the first asset it shows, as a search box with one answer should.
    ui.search.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      this.ui.list.querySelector<HTMLButtonElement>('li:not([hidden]) .pf-pick')?.click();
    });
    ui.list.addEventListener('click', (event) => {
      const target = event.target instanceof Element ? event.target.closest('button') : null;
      const symbol = target?.dataset['symbol'];
      if (!target || !symbol) return;
      if (target.classList.contains('pf-fav')) {
        this.favourites = toggled(this.favourites, symbol);
        this.arrange();
        this.onFavourites();
        return;
      }
      this.close(true);
      if (symbol !== this.symbol) {
        this.show(symbol);
        this.onPick(symbol);
      }
    });
    ui.panel.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      this.close(true);
    });
    // Leaving the picker (a tap elsewhere, Tab past its last star) folds it, as a menu does.
    document.addEventListener('pointerdown', (event) => {
      if (!ui.panel.hidden && event.target instanceof Node && !ui.panel.contains(event.target) && !ui.toggle.contains(event.target)) this.close(false);
    });
    ui.panel.addEventListener('focusout', (event) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !ui.panel.contains(next) && !ui.toggle.contains(next)) this.close(false);
    });
  }

  get symbol(): string {
    return this.ui.toggle.value;
  }

  get favouriteList(): string[] {
    return [...this.favourites];
  }

  /** The favourites kept from an earlier visit (the app sends them once the page is ready). */
  setFavourites(favourites: readonly string[]): void {
    this.favourites = known(favourites, this.symbols());
    this.arrange();
  }

  /** Shows `symbol` as the chosen asset (a signal's asset, or the trader's pick); false for an asset not listed. */
  show(symbol: string): boolean {
    const row = this.rows.find((candidate) => candidate.dataset['symbol'] === symbol);
    if (!row) return false;
    this.ui.toggle.value = symbol;
    this.ui.name.textContent = row.querySelector('.pf-pick span')?.textContent ?? symbol;
    for (const pick of this.ui.list.querySelectorAll<HTMLButtonElement>('.pf-pick')) {
      if (pick.dataset['symbol'] === symbol) pick.setAttribute('aria-current', 'true');
      else pick.removeAttribute('aria-current');
    }
    return true;
  }

  /** Writes each asset's rate at the chosen expiry (`rateOf` its class), and the chosen asset's on the button. */
  showRates(rateOf: (assetClass: string) => string, chosenClass: string): void {
    for (const rate of this.ui.list.querySelectorAll<HTMLElement>('.pf-rate')) rate.textContent = rateOf(rate.dataset['class'] ?? '');
    this.ui.rate.textContent = rateOf(chosenClass);
  }

  private symbols(): string[] {
    return this.rows.map((row) => row.dataset['symbol'] ?? '');
  }

  private open(): void {
    this.ui.panel.hidden = false;
    this.ui.toggle.setAttribute('aria-expanded', 'true');
    this.ui.search.focus();
  }

  private close(refocus: boolean): void {
    if (this.ui.panel.hidden) return;
    this.ui.panel.hidden = true;
    this.ui.toggle.setAttribute('aria-expanded', 'false');
    if (this.ui.search.value !== '') {
      this.ui.search.value = '';
      this.arrange();
    }
    if (refocus) this.ui.toggle.focus();
  }

  /** Favourites first, then the rest; rows the search does not match hidden; "no match" when none is left. */
  private arrange(): void {
    const favourites = new Set(this.favourites);
    const query = this.ui.search.value;
    // Moving a row takes the focus off its star: it is given back, so a keyboard user carries on where they were.
    const focused = document.activeElement;
    let shown = 0;
    for (const symbol of favouritesFirst(this.symbols(), favourites)) {
      const row = this.rows.find((candidate) => candidate.dataset['symbol'] === symbol);
      if (!row) continue;
      const visible = matchesSearch(row.dataset['search'] ?? '', query);
      row.hidden = !visible;
      if (visible) shown += 1;
      row.querySelector('.pf-fav')?.setAttribute('aria-pressed', String(favourites.has(symbol)));
      this.ui.list.append(row);
    }
    this.ui.none.hidden = shown > 0;
    if (focused instanceof HTMLElement && this.ui.list.contains(focused) && document.activeElement !== focused) focused.focus();
  }
}
