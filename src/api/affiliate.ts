import { ApiError, askAs, askOrThrow, storedReply, type Reply } from './http';
import { affiliateAction, affiliateOutcome } from '@common/api/community.calls';
import { AffiliatePageSchema, TransferSchema, type AffiliatePage, type TransferAnswer } from '@common/api/affiliate';
export type { AffiliatePage, AffiliateLink, TransferAnswer } from '@common/api/affiliate';
export { AffiliatePageSchema } from '@common/api/affiliate';

// Spec §7 /api/us/refferal {action show|filter|transfer|save}; /api/us/refferal/outcome for a lost transfer answer.



export function fetchAffiliate(signal?: AbortSignal) {
  return askAs(affiliateAction, { action: 'show' }, AffiliatePageSchema, { signal }).then((reply) => {
    if (!reply.ok) throw new ApiError('http', reply.message, undefined, reply.code);
    return reply.value;
  });
}

/** The links' figures inside a range (milliseconds since the epoch, as the history filters send). */
export function filterAffiliate(range: { DateFrom: number; DateTo: number }): Promise<Reply<AffiliatePage>> {
  return askAs(affiliateAction, { action: 'filter', ...range }, AffiliatePageSchema);
}

export function saveAffiliateLink(linkName: string, landing: string): Promise<Reply<AffiliatePage>> {
  return askAs(affiliateAction, { action: 'save', link_name: linkName, landing }, AffiliatePageSchema);
}


export function transferCommission(amount: string, account: number, key: string): Promise<Reply<TransferAnswer>> {
  return askAs(affiliateAction, { action: 'transfer', amount, account, idempotency_key: key }, TransferSchema);
}


/** What became of a transfer whose answer was lost; null = the server never saw it. */
export async function askTransferOutcome(key: string): Promise<Reply<TransferAnswer> | null> {
  const answer = await askOrThrow(affiliateOutcome, { idempotency_key: key });
  return answer.known ? storedReply(answer.reply, TransferSchema) : null;
}
