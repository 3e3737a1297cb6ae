import type { Db } from '../db/client.ts';
import { type Lang, saying } from '../i18n.ts';
import { type Refusal, refuse } from '../lib/refusal.ts';
import { isVirtualAccount } from './practice-queries.ts';

// What virtual money may not do, asked by each money service before it starts: be deposited to, withdrawn, tipped,
// or stand behind crypto (fixed) mode. One answer, code `practice`, in the trader's words.

const say = saying('practice');

export type VirtualMoneyBar = 'no_deposit' | 'no_withdrawal' | 'no_tip' | 'not_exchange';

/** The refusal when `accountId` holds virtual money, else null. */
export async function virtualMoneyRefusal(db: Db, accountId: number | null, lang: Lang, bar: VirtualMoneyBar): Promise<Refusal | null> {
  return (await isVirtualAccount(db, accountId)) ? refuse(say(lang, bar), { code: 'practice', field: 'account' }) : null;
}
