import { applyPromo as promoCall, promoTrigger } from '@common/api/funding.calls';
import { ask, type Reply } from './http';

/** Promo codes (spec §7 /api/promo {promo}): the server checks the code and answers its bonus. */
export async function applyPromo(promo: string): Promise<Reply<{ message: string; bonus_percent: number }>> {
  return ask(promoCall, { promo });
}

/** Spec §7 triggers/promo {promo}: tells the server a code was applied (the back office's cue). Its answer is not needed. */
export async function triggerPromo(promo: string): Promise<void> {
  await ask(promoTrigger, { promo });
}
