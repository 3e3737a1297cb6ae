/** The words of every server-rendered fragment, one object per language (copy/en.ts, copy/ru.ts). */
export type Item = { readonly title: string; readonly text: string; /** Optional in-app link (hash route). */ readonly href?: string };

/** The copy beside a guest form: heading, lead, a few points, a closing note. */
export type Aside = {
  readonly title: string;
  readonly lead: string;
  readonly items: readonly Item[];
  readonly note: string;
};

export type Copy = {
  readonly notAvailable: { readonly title: string; readonly text: string; readonly back: string };
  readonly home: {
    /** {name} is the user's first name. */
    readonly greeting: string;
    /** A trader with no deposit yet is new here: no "welcome back". */
    readonly greetingNew: string;
    readonly lead: string;
    readonly getStartedTitle: string;
    readonly steps: readonly Item[];
    readonly safety: Item;
  };
  readonly guestLogin: Aside;
  readonly guestRegister: Aside;
  readonly guestForgot: Aside;
  readonly guestContact: Aside;
  readonly validate: Aside;
  /** The trading history and reports pages (their lists are widget islands). */
  readonly history: { readonly title: string; readonly lead: string };
  readonly reports: { readonly title: string; readonly lead: string };
  readonly personal: {
    readonly title: string;
    readonly lead: string;
    readonly detailsTitle: string;
    readonly fields: { readonly name: string; readonly email: string; readonly phone: string; readonly country: string; readonly state: string; readonly currency: string; readonly document: string };
    readonly documents: Readonly<Record<string, string>>;
    readonly howTitle: string;
    readonly items: readonly Item[];
  };
  /**
   * The funding page; `panels` explain each method (its name is common/payment-methods.ts's, the same on every
   * screen, so the copy holds only the text).
   */
  readonly funding: { readonly title: string; readonly lead: string; readonly note: string; readonly panels: Readonly<Record<string, { readonly text: string }>> };
  /** The bitcoin popup (spec §2 modal_bitcoin), what the "pay with bitcoin" alternatives open; its action is an island. */
  readonly bitcoinPopup: { readonly lead: string; readonly steps: readonly Item[]; readonly note: string };
  /**
   * The body text of the card deposit dialogs (spec §2 /api/ag/modal, modal_risk, modal_honor,
   * dialog_entro_start, dialog_entro_pin). The client keeps the buttons, and its own copy of these words as the fallback.
   */
  readonly cardDialogs: Readonly<Record<CardDialog, string>>;
  /** Spec §2 modal_add_account: the add-account dialog's text (its currency selector and messages are the client's). */
  readonly addAccount: { readonly lead: string; readonly note: string };
};

export type CardDialog = 'modal' | 'modal_risk' | 'modal_honor' | 'dialog_entro_start' | 'dialog_entro_pin';
