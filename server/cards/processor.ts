import type { Lang } from '../i18n.ts';

// What the card routes ask of a card processor, shaped after a real processor's charge API (Stripe's PaymentIntents,
// Adyen's /payments): an asynchronous create under an idempotency key, a charge that may need the trader on another
// page, and two ways to learn how a charge ended — asking for it (retrieve) and being told (a signed webhook the
// processor calls). The routes keep the attempts, the deposit rules, the cascade, idempotency towards the client and
// crediting; the processor keeps its charges. One implementation may stand behind several processor names (the
// sandbox plays all of them), so every call names the processor of the trader's cascade. docs/processors.md maps
// each state here to the real APIs.

/**
 * What pays for a charge. A card number is read only to make this one charge and never stored (the attempt keeps
 * brand, last 4 and expiry); a token is the processor's own reference for a card it charged before (the card on
 * file); `wallet` is the trader's account at the processor (Entropay's redirect); `hosted` is nothing yet: the
 * processor takes the card on its own page, which the answer names (requires_action).
 */
export type ChargeSource =
  | { kind: 'card'; number: string; expMonth: string; expYear: string; cvv: string; holder: string }
  | { kind: 'token'; token: string }
  | { kind: 'wallet' }
  | { kind: 'hosted' };

export type ChargeRequest = {
  /** The cascade's name for the processor this charge goes to (FRAUD, VLOAD…): it picks the account and the dialect. */
  processor: string;
  /** The amount as an exact decimal string in the currency's units ("300.00"); never a float. */
  amount: string;
  currency: string;
  /** One charge per key: the same key again answers the same charge and charges nothing more. */
  idempotencyKey: string;
  /** Our name for the charge (the attempt's transaction id): the processor echoes it in its webhooks. */
  reference: string;
  /** The deposit this charge is one try of (the cascade run), '' when none: links the tries of one order. */
  orderReference: string;
  source: ChargeSource;
  /** Where the processor's pages (3-D Secure, its card page) send the browser back: the app's /listen/... route. */
  returnUrl: string;
  /** The language of the processor's pages. */
  lang: Lang;
  /** False: the processor holds the charge (requires_confirmation) until `confirm` (Entropay asks for its PIN first). */
  confirm: boolean;
};

/**
 * What the processor knows of the card it charged or is charging. `token` is a reference the processor will charge
 * again (`{ kind: 'token' }`), given with a succeeded charge; the app keeps it only with the trader's consent.
 */
export type ChargeCard = { brand: string; last4: string; expMonth: string; expYear: string; token: string | null };

/** A charge as the processor sees it now. */
export type ChargeState =
  | { status: 'succeeded' }
  /** The bank has not answered yet: ask again (retrieve), or wait for the webhook. */
  | { status: 'processing' }
  /** Held until `confirm` (created with `confirm: false`). */
  | { status: 'requires_confirmation' }
  /** The trader must go to `redirectUrl`: the bank's 3-D Secure check, or the processor's own card page. */
  | { status: 'requires_action'; action: 'three_d_secure' | 'hosted_page'; redirectUrl: string }
  /**
   * Refused, worded in the processor's dialect (its codes and messages, as the trader's client expects from it).
   * `cascade`: another processor may still take the card (a soft decline); false for the card's own problems.
   */
  | { status: 'declined'; code: string; message: string; cascade: boolean };

export type Charge = ChargeState & {
  /** The processor's id for the charge: what retrieve, confirm and cancel name, and what its webhooks carry. */
  chargeId: string;
  /** Null while the processor has no card yet (a hosted page still waiting for it). */
  card: ChargeCard | null;
};

export type Decline = Extract<ChargeState, { status: 'declined' }>;

/** A charge named by the processor it went to. */
export type ChargeRef = { processor: string; chargeId: string };

/** What a verified webhook call reports: a charge of ours (`reference`) as it stands now. */
export type ChargeEvent = { reference: string; charge: Charge };

export type Processor = {
  /** Makes a charge (or, for a key it has seen, answers that charge as it stands). */
  create(request: ChargeRequest): Promise<Charge>;
  /** The charge as it stands now: how a pending or actioned charge is polled. */
  retrieve(charge: ChargeRef): Promise<Charge>;
  /** Releases a charge held at requires_confirmation; `pin` is what the processor asked the trader for. */
  confirm(charge: ChargeRef & { pin: string }): Promise<Charge>;
  /** Gives up a charge still waiting for the trader (on a page, or for a PIN); a finished one answers as it stands. */
  cancel(charge: ChargeRef): Promise<Charge>;
  /**
   * Reads a call to the app's webhook route: the event when its signature checks out against the processor's
   * shared secret, else null (the route answers 401 and changes nothing).
   */
  webhook(call: { body: string; headers: Headers }): Promise<ChargeEvent | null>;
};
