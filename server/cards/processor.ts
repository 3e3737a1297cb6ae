// What the card routes ask of a card processor. The routes keep the attempts, the deposit rules, idempotency and
// crediting; an implementation only decides charges. One implementation may stand behind several processor names
// (the sandbox plays all of them), so every question names the processor the trader's cascade is on.

/** A processor's answer to a charge. */
export type Decision =
  | { status: 'approved' }
  | { status: 'pending' }
  | { status: 'challenge' }
  | { status: 'declined'; code: string; message: string; cascade: boolean };

export type Decline = Extract<Decision, { status: 'declined' }>;

/**
 * What pays: a card number (read to charge it, never stored), a token the processor issued for a card it charged
 * before (the card on file), or the trader's account at the processor itself (Entropay's redirect).
 */
export type ChargeSource = { kind: 'card'; number: string } | { kind: 'token'; token: string } | { kind: 'wallet' };

export type Processor = {
  /**
   * The reference the attempt keeps for this charge (the card_attempts `scenario` column) and later hands back to
   * `decide`. Opaque to the routes: the sandbox stores the scenario its test card selects, a real processor its token.
   */
  reference(source: ChargeSource): string;
  /**
   * A token for this card that a later charge may name instead of the number (`{ kind: 'token' }`). The attempt keeps
   * it; an approval makes it the trader's card on file. Opaque, and never the number.
   */
  tokenize(number: string): string;
  /**
   * Decides a fresh charge. `firstInDeposit`: no other processor has been tried in this deposit yet. A decline comes
   * worded in `processor`'s own dialect (its codes and messages), as the trader's client expects from that processor.
   */
  decide(charge: { processor: string; reference: string; firstInDeposit: boolean }): Decision;
  /** What a pending charge has become after `listens` listen calls (this one included). */
  listened(listens: number): 'pending' | 'approved';
  /**
   * Where the trader's browser meets the processor for a charge: its bank's 3-D Secure page (`challenge`), or its own
   * card page for the hosted-page processors (`card`). Each page sends the browser back to the listen route.
   */
  page(kind: 'challenge' | 'card', transactionId: string): string;
};
