import { number, string, type } from 'superstruct';
import { post, type Reply } from './http';

/** Promo codes (spec §7 /api/promo {promo}): the server checks the code and answers its bonus. */
export async function applyPromo(promo: string): Promise<Reply<{ message: string; bonus_percent: number }>> {
  return post('/api/promo', { promo }, type({ message: string(), bonus_percent: number() }));
}
