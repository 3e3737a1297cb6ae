import { PromoReply } from '@common/api/payments';
import { EmptyReply } from '@common/api/route';
import { post, type Reply } from './http';

/** Promo codes (spec §7 /api/promo {promo}): the server checks the code and answers its bonus. */
export async function applyPromo(promo: string): Promise<Reply<{ message: string; bonus_percent: number }>> {
  return post('/api/promo', { promo }, PromoReply);
}

/** Spec §7 triggers/promo {promo}: tells the server a code was applied (the back office's cue). Its answer is not needed. */
export async function triggerPromo(promo: string): Promise<void> {
  await post('/api/triggers/promo', { promo }, EmptyReply);
}
