import { isNewAccount, type PopupKind } from '../../common/popups.ts';
import { tradingBlock } from '../../common/tradingBlock.ts';

// Whether a pop-up the trader did not ask for may open now (common/popups.ts). Pure: the facts come from the database.

export type PopupFacts = {
  registeredAt: Date;
  verification: string;
  depositsTotal: string;
  status: string;
  doCard: string;
  /** The current account's balance (exact decimal text). */
  balance: string;
  signalPopups: boolean;
  offerPopups: boolean;
};

/** Money on the current account and no trading block: a trade signal is something this trader can act on. */
export function canTrade(facts: PopupFacts): boolean {
  return /[1-9]/.test(facts.balance) && !facts.balance.trim().startsWith('-') && tradingBlock(facts) === null;
}

/** Nothing but the guided first deposit during a new account's first minutes. */
export function quiet(facts: PopupFacts, now: Date): boolean {
  return isNewAccount(facts.registeredAt.getTime(), now.getTime());
}

export function mayShow(kind: PopupKind, facts: PopupFacts, now: Date): boolean {
  if (quiet(facts, now)) return false;
  switch (kind) {
    case 'signal':
      return facts.signalPopups && canTrade(facts);
    case 'tourney_weekend':
      return true;
  }
}

/** The server's own offers (server/offers/by-rules.ts) wait out the quiet minutes and respect the trader's choice. */
export function mayOffer(facts: PopupFacts, now: Date): boolean {
  return !quiet(facts, now) && facts.offerPopups;
}
