import { MessageReply } from '../../common/api/route.ts';
import { lockUser, USER_LOCK } from '../db/locks.ts';
import type { Deps } from '../deps.ts';
import { type Lang, saying } from '../i18n.ts';
import { formatMoney } from '../../common/money.ts';
import { refuse } from '../lib/refusal.ts';
import { isZero, minus, moneyText, storedMoney } from '../money/amount.ts';
import { keyedMove, postMove } from '../money/moves.ts';
import { setCurrentAccount } from './accounts-queries.ts';
import { practiceCurrency, practiceStart } from './practice.ts';
import { insertPracticeAccount, practiceAccountOf } from './practice-queries.ts';
import { findUserById, loadUserDto } from './repo.ts';

// The trader's practice account: opened once, in their currency, with virtual money that comes in as a ledger row
// of its own kind (practice_funding), so the account's balance is the sum of its rows like every other; reset puts
// it back to the starting amount by one more such row. Null: the trader is gone.

const say = saying('practice');

/** Opens the practice account and makes it current; a refusal when the trader has one already. */
export async function openPractice(deps: Deps, userId: number, lang: Lang) {
  const { db, clock } = deps;
  const user = await findUserById(db, userId);
  if (!user) return null;
  const currency = practiceCurrency(user.currency);
  const start = practiceStart(currency);
  const now = clock.now();
  const opened = await db.transaction(async (tx) => {
    // The check and the insert under the trader's lock: a double click opens one (the unique index backs this up).
    await lockUser(tx, USER_LOCK.accountCreation, userId);
    if (await practiceAccountOf(tx, userId)) return null;
    const account = await insertPracticeAccount(tx, userId, currency, now);
    const reference = `account:${account.id}`;
    await postMove(tx, { userId, kind: 'practice_open', key: reference }, [
      { userId, holder: { book: 'account', accountId: account.id }, kind: 'practice_funding', amount: start, currency, reference, at: now },
    ], now);
    await setCurrentAccount(tx, userId, account.id);
    return account;
  });
  if (!opened) return refuse(say(lang, 'exists'), { code: 'exists' });
  const dto = await loadUserDto(db, userId);
  return dto && { message: say(lang, 'opened', { amount: formatMoney(moneyText(start), currency, lang) }), user: dto };
}

/**
 * Puts the practice balance back to its starting amount, once per idempotency key. What a trade still open will pay
 * lands on top later, as it would on any account.
 */
export async function resetPractice(deps: Deps, userId: number, lang: Lang, key: string) {
  const { db, clock } = deps;
  const now = clock.now();
  const none = { return: false, code: 'practice', message: say(lang, 'none') } as const;
  const reply = await keyedMove<{ message: string }, typeof none>({
    db,
    move: { userId, kind: 'practice_reset', key },
    at: now,
    reply: MessageReply,
    run: async ({ tx, post }) => {
      const account = await practiceAccountOf(tx, userId);
      if (!account) return { refused: none };
      const start = practiceStart(account.currency);
      const change = minus(start, storedMoney(account.amount, start.scale));
      const reference = `practice_reset:${account.id}`;
      if (!isZero(change)) {
        await post([{ userId, holder: { book: 'account', accountId: account.id }, kind: 'practice_funding', amount: change, currency: account.currency, reference, at: now }]);
      }
      return { done: { message: say(lang, 'reset', { amount: formatMoney(moneyText(start), account.currency, lang) }) } };
    },
    // The change is computed under the money lock from the balance it reads, so it can never go below zero.
    onFunds: async () => none,
  });
  if ('return' in reply) return refuse(reply.message, { code: reply.code });
  const dto = await loadUserDto(db, userId);
  return dto && { message: reply.message, user: dto };
}
