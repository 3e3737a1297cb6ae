import type { CardReply } from '@/api/card';

/** Shared shapes of the card cascade: the processors' one Outcome union and what a deposit attempt carries. */

export const PROCESSOR_NAMES = [
  'PFS',
  'ORANGE',
  'ORANGE_NOT3D',
  'CONCEPT',
  'FRAUD',
  'ZOOM',
  'EZPAY',
  'ENTROPAY',
  'SHAPE',
  'VLOAD',
  'AGNI',
  'EARTH',
  'FINITY',
] as const;

export type ProcessorName = (typeof PROCESSOR_NAMES)[number];

export function isProcessorName(value: string): value is ProcessorName {
  return (PROCESSOR_NAMES as readonly string[]).includes(value);
}

/** Spec §3 card payment request; money as decimal strings. */
export type PaymentRequest = { amount: string; bonus: string; fixed: boolean; currency: string };

/** The card as typed: it lives only in component memory and in the request body, never in storage. */
export type CardData = {
  number: string;
  cvv: string;
  month: string;
  year: string;
  firstName: string;
  lastName: string;
  country: string;
};

export type ModalName = 'modal_honor' | 'dialog_entro_start' | 'dialog_entro_pin' | 'payment_declined';

/** What any processor call comes back with (ARCHITECTURE.md §3). The machine knows only this. */
export type Outcome =
  | { kind: 'approved'; transactionId: string }
  | { kind: 'redirect'; transactionId: string; url: string; method: 'get' | 'post'; fields: Readonly<Record<string, string>> }
  | { kind: 'pending'; transactionId: string }
  | { kind: 'declined'; cascade: boolean; message: string; code: string }
  | { kind: 'modal'; name: ModalName; message: string };

/** One request to one processor; the idempotency key is derived from the deposit id, processor and round. */
export type Attempt = {
  key: string;
  depositId: string;
  processor: ProcessorName;
  request: PaymentRequest;
};

export type PayInput = Attempt & { card: CardData };

/** A processor of the registry (ARCHITECTURE.md §3): its calls, its quirks, its own messages. */
export type Processor = {
  /** Reads a stored reply (the answer to an outcome check) in this processor's dialect. */
  read(reply: CardReply): Outcome;
  name: ProcessorName;
  /** Delay before the request leaves (ORANGE_NOT3D waits 6 s, spec §9). */
  delayMs?: number;
  pay(input: PayInput): Promise<Outcome>;
  listen?(transactionId: string, attempt: Attempt): Promise<Outcome>;
  /**
   * A hosted-page processor (EZPAY, SHAPE, AGNI, VLOAD): starts the payment without a card and names the processor's page,
   * where the trader types it; the outcome comes back on the listen route. No card in memory is needed.
   */
  away?(attempt: Attempt): Promise<Outcome>;
  /** Pays by sending the browser away without a card (Entropay's redirect); the outcome comes back on the listen route. */
  redirect?(attempt: Attempt): Promise<Outcome>;
  /** Answer to a processor dialog (Entropay's cvv). */
  answer?(value: string, attempt: Attempt): Promise<Outcome>;
  /** Messages this processor shows for its own failure codes. */
  errors: Readonly<Record<string, string>>;
};
