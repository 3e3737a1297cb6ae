import { type CardAttemptRow } from '../db/schema-cards.ts';
import { returnUrl } from './return-url.ts';

/** The processors with no card-taking pay call at all (pay-routes.ts mounts none for them). */
export const HOSTED_PROCESSORS = ['EZPAY', 'SHAPE', 'AGNI'] as const;

export type HostedProcessor = (typeof HOSTED_PROCESSORS)[number];

export function isHosted(processor: string): processor is HostedProcessor {
  return (HOSTED_PROCESSORS as readonly string[]).includes(processor);
}

/** The processors with a hosted card page: VLOAD too, whose card-taking /api/card/fast/vload stays for API callers. */
export type PageProcessor = HostedProcessor | 'VLOAD';

export function hasHostedPage(processor: string): processor is PageProcessor {
  return isHosted(processor) || processor === 'VLOAD';
}

/** VLOAD's start (spec §7 /api/vload/start?amount): the amount as spec'd, the transaction naming the payment. */
export function vloadStartUrl(amount: string, transactionId: string): string {
  return `/api/vload/start?${new URLSearchParams({ amount: amount.replace(/\.?0+$/, ''), tx: transactionId }).toString()}`;
}

/**
 * Where the browser goes for the processor's card page: SHAPE's invoice page and VLOAD's start (spec §7, which lead
 * there), else the page the processor named (the attempt's action URL).
 */
export function hostedPageUrl(row: CardAttemptRow): string {
  const tx = encodeURIComponent(row.transactionId);
  switch (row.processor) {
    case 'SHAPE':
      return `/api/shape/invoice/${tx}`;
    case 'VLOAD':
      return vloadStartUrl(row.amount, row.transactionId);
    default:
      return row.actionUrl || returnUrl(row);
  }
}

/** The trader types this attempt's card on the processor's page: a hosted-page processor, no card yet. */
export function takesCardOnPage(row: CardAttemptRow): boolean {
  return hasHostedPage(row.processor) && row.last4 === '';
}

/** An attempt still waiting for the trader to type the card on the processor's page (3-D Secure challenges know the card). */
export function awaitingCard(row: CardAttemptRow): boolean {
  return row.status === 'challenge' && takesCardOnPage(row);
}
