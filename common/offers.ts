// Offers the server makes a trader (spec §2 modals, §3 User trigger_new / iq_start, §9 timers): their names,
// countdowns and once-only rules, for the client and the reference server alike. Pure TS.

/** The modal an offer opens; the user refresh's trigger_new (or the /api/rpc answer) names one of these. */
// No copy-trading offer: the app has no copy trading, so it never advertises it.
export const OFFER_NAMES = ['limited', 'modal_5_risk_free', 'modal_iq_one', 'ladder', 'signals'] as const;
export type OfferName = (typeof OFFER_NAMES)[number];

export function isOfferName(value: string): value is OfferName {
  return OFFER_NAMES.some((name) => name === value);
}

/** Spec §9: the limited offer counts down 180 s, the risk-free one 3600 s; the others stay a day. */
export function offerSeconds(name: OfferName): number {
  switch (name) {
    case 'limited':
      return 180;
    case 'modal_5_risk_free':
      return 3600;
    case 'modal_iq_one':
    case 'ladder':
    case 'signals':
      return 86_400;
  }
}

/** Only these two count down in their modal. */
export function hasCountdown(name: OfferName): boolean {
  return name === 'limited' || name === 'modal_5_risk_free';
}

/** offered → accepted (limited, risk-free, IQ) or declined; an offer past its time is expired; a granted one used. */
export type OfferStatus = 'offered' | 'accepted' | 'declined' | 'expired' | 'used';

/** The extra bonus an accepted limited offer adds to the next approved deposit. */
export const LIMITED_BONUS_PERCENT = 30n;

/** The risk-free offer refunds the next losing trade up to this many whole units unless the offer names its own. */
export const RISK_FREE_DEFAULT_CAP = 50;

/** IQ mining's steps: the trader sees each one and asks for the next. */
export const IQ_STEPS = 5;

/** Whole seconds left of a countdown (never below 0), from the server's expiry and a clock corrected to it. */
export function secondsLeft(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / 1000));
}

/** "2:05", "0:09": what a countdown shows. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The key under which an offer's modal is claimed once across tabs (src/db/once.ts). */
export function offerClaimKey(id: number): string {
  return `offer:${id}`;
}
