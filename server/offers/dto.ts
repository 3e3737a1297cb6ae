import { IQ_STEPS } from '../../common/offers.ts';
import type { OfferRow } from '../db/schema-offers.ts';
import { formatAmount } from '../lib/money.ts';

export function offerDto(row: OfferRow) {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    offered_at: row.offeredAt.getTime(),
    expires_at: row.expiresAt.getTime(),
    amount: row.amount === null ? null : formatAmount(row.amount, row.currency || 'USD'),
    currency: row.currency,
    progress: row.progress,
    steps: row.name === 'modal_iq_one' ? IQ_STEPS : 0,
  };
}
