import { failureOf, post, postOrThrow, returnFlag, validate, type Reply } from './http';
import { AffiliatePageSchema, TransferSchema, type AffiliatePage, type TransferAnswer } from '@common/api/affiliate';
import { KnownOutcome } from '@common/api/route';
export type { AffiliatePage, AffiliateLink, TransferAnswer } from '@common/api/affiliate';
export { AffiliatePageSchema } from '@common/api/affiliate';

// Spec §7 /api/us/refferal {action show|filter|transfer|save}; /api/us/refferal/outcome for a lost transfer answer.



export function fetchAffiliate(signal?: AbortSignal) {
  return postOrThrow('/api/us/refferal', { action: 'show' }, AffiliatePageSchema, signal);
}

/** The links' figures inside a range (milliseconds since the epoch, as the history filters send). */
export function filterAffiliate(range: { DateFrom: number; DateTo: number }): Promise<Reply<AffiliatePage>> {
  return post('/api/us/refferal', { action: 'filter', ...range }, AffiliatePageSchema);
}

export function saveAffiliateLink(linkName: string, landing: string): Promise<Reply<AffiliatePage>> {
  return post('/api/us/refferal', { action: 'save', link_name: linkName, landing }, AffiliatePageSchema);
}


export function transferCommission(amount: string, account: number, key: string): Promise<Reply<TransferAnswer>> {
  return post('/api/us/refferal', { action: 'transfer', amount, account, idempotency_key: key }, TransferSchema);
}


/** What became of a transfer whose answer was lost; null = the server never saw it. */
export async function askTransferOutcome(key: string): Promise<Reply<TransferAnswer> | null> {
  const answer = await postOrThrow('/api/us/refferal/outcome', { idempotency_key: key }, KnownOutcome);
  if (!answer.known) return null;
  return returnFlag(answer.reply) ? { ok: true, value: validate(answer.reply, TransferSchema) } : failureOf(answer.reply);
}
