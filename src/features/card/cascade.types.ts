import type { Attempt, ModalName, Outcome, PaymentRequest, ProcessorName } from './types';

// The card deposit cascade's vocabulary: its states, the events it takes and the effects it asks for. The reducer
// over them is ./cascade.machine.ts; the runner of the effects ./depositRunner.ts.

/** What every phase of a deposit under way carries. */
export type Deposit = {
  stack: ProcessorName[];
  tried: ProcessorName[];
  /**
   * The card the tried list was made with (./cardIdentity.ts: brand, last 4, expiry; never the number); absent when
   * not known (a deposit paid by redirect without a card, a row an older build wrote).
   */
  card?: string;
  depositId: string;
  request: PaymentRequest;
  round: number;
};

export type AwayReason = 'back' | 'fallback';

export type CascadeState =
  | { phase: 'idle'; stack: ProcessorName[]; tried: ProcessorName[]; card?: string }
  | (Deposit & { phase: 'paying'; attempt: Attempt })
  /** The request's fate is unknown (network failure or reload): ask the server about the key before moving on. */
  | (Deposit & { phase: 'checking'; attempt: Attempt })
  | (Deposit & { phase: 'redirecting'; attempt: Attempt; transactionId: string })
  /**
   * The attempt waits on the bank's or the processor's page and going there is the trader's choice, never automatic:
   * `back`, a resume or a check found it still waiting (the trader came Back from it, or a lost answer is replayed);
   * `fallback`, an earlier processor declined and the next one takes the card on its own page, so the trader is
   * told why they must type it again before leaving.
   */
  | (Deposit & {
      phase: 'awayChoice';
      why: AwayReason;
      attempt: Attempt;
      transactionId: string;
      url: string;
      method: 'get' | 'post';
      fields: Readonly<Record<string, string>>;
    })
  /** The trader cancelled a payment waiting on that page: the server is asked to decline it. */
  | (Deposit & { phase: 'cancelling'; attempt: Attempt })
  | (Deposit & { phase: 'listening'; attempt: Attempt; transactionId: string; polls: number })
  | (Deposit & { phase: 'dialog'; attempt: Attempt; modal: ModalName; message: string })
  /** A later processor must run but the card was lost with a reload: the trader types it again. */
  | (Deposit & { phase: 'needCard'; next: ProcessorName })
  | (Deposit & { phase: 'approved'; attempt: Attempt; transactionId: string })
  | (Deposit & { phase: 'declined'; attempt: Attempt; message: string; code: string; exhausted: boolean; canContinue: boolean });

export type CascadeEvent =
  /** `card`: the card this deposit pays with (./cardIdentity.ts), absent when it pays without one (a redirect). */
  | { type: 'start'; depositId: string; request: PaymentRequest; stack: ProcessorName[]; card?: string }
  | { type: 'outcome'; key: string; outcome: Outcome }
  | { type: 'networkFailed'; key: string }
  /** The server's answer about a key: null when it never saw it (the key is then void on the server). */
  | { type: 'checked'; key: string; outcome: Outcome | null }
  | { type: 'checkFailed'; key: string }
  | { type: 'listenFailed'; key: string }
  /** The bank sent the browser back to a /listen/... route. */
  | { type: 'returned'; processor: ProcessorName; transactionId: string }
  /** The page was reloaded: pick up where the persisted state stopped. `hasCard` says whether the card is in memory. */
  | { type: 'resume'; hasCard: boolean }
  | { type: 'dialogAnswer'; value: string }
  /** The trader's choice about a payment still waiting on the bank's page: go there, or cancel it. */
  | { type: 'goAway' }
  | { type: 'cancelAway' }
  /**
   * "Try another provider" from the payment-declined modal, or carrying on after the card was re-entered (`card`: the
   * card typed again, which may be another one).
   */
  | { type: 'continue'; card?: string }
  | { type: 'dismiss' };

export type Notice = 'network' | 'approved' | 'declined' | 'exhausted' | 'need_card';

export type CascadeEffect =
  | { type: 'pay'; attempt: Attempt }
  | { type: 'check'; key: string; delayMs: number }
  | { type: 'listen'; attempt: Attempt; transactionId: string; delayMs: number }
  | { type: 'redirect'; url: string; method: 'get' | 'post'; fields: Readonly<Record<string, string>> }
  | { type: 'answer'; attempt: Attempt; value: string }
  | { type: 'cancel'; attempt: Attempt }
  | { type: 'notify'; notice: Notice; message?: string }
  | { type: 'approved'; attempt: Attempt };

export type Step = { state: CascadeState; effects: CascadeEffect[] };
