import { brandLabel } from '../../common/card-brands.ts';
import { pfsAllowed } from '../../common/deposit.ts';
import type { CardAttemptRow } from '../db/schema-cards.ts';
import type { Deps } from '../deps.ts';
import { type Lang, t } from '../i18n.ts';
import { formatAmount } from '../lib/money.ts';
import { formatMoney } from '../../common/money.ts';
import { findUserById } from '../users/repo.ts';
import { attemptDecisions } from './decide.ts';
import { fraudRefusal } from './fraud.ts';
import { cardOnFile, quickAllowed, removeCard } from './on-file.ts';
import { lastAttemptOfDeposit } from './queries.ts';
import { attemptRequest, insertAttempt } from './request.ts';
import { type CardJson, currentReply, effectiveCascade, settleIfStale } from './service.ts';
import { unavailableRefusal } from './unavailable.ts';
import { refuse as refusal } from '../lib/refusal.ts';

// Quick top-up (spec §6 /api/report/quick): the card on file charged again through the trader's cascade, under the
// request's idempotency key, with every rule a card deposit passes. And the card on file's removal.

/**
 * The processors that can charge a token: a hosted page is where a number is typed (a token needs none), but
 * Entropay pays from its own wallet and ZOOM only with a session the trader's browser opened.
 */
const TOKEN_CANNOT_PAY = new Set(['ENTROPAY', 'ZOOM']);

/** Room for the attempt's suffix in an attempt key (http/idempotency.ts KEY allows 120 characters). */
export const MAX_QUICK_KEY = 110;

/** The attempts of one quick top-up share its deposit id; their own keys are the request's, numbered. */
const depositIdOf = (key: string) => `quick:${key}`;
const attemptKey = (key: string, step: number) => `${key}.q${step}`;

/** What a quick top-up answers, from the attempt that ended it (approved, pending, a bank page, or a decline). */
function answer(row: CardAttemptRow, reply: CardJson, lang: Lang): CardJson {
  if (reply.return !== true) return reply;
  const card = `${brandLabel(row.brand)} •••• ${row.last4}`;
  const message = reply.status === 'approved' ? t(lang, 'quick.approved', { amount: formatMoney(row.amount, row.currency, lang), card }) : t(lang, 'quick.pending');
  return { ...reply, processor: row.processor, bonus: formatAmount(row.bonus, row.currency), message };
}

/** A key seen before answers what its last attempt says now, and charges nothing. */
async function replay(deps: Deps, userId: number, key: string, lang: Lang): Promise<CardJson | null> {
  const last = await lastAttemptOfDeposit(deps.db, userId, depositIdOf(key));
  if (!last) return null;
  const row = await settleIfStale(deps.db, last, deps.clock.now());
  return answer(row, currentReply(row), lang);
}

export type QuickTopUp = { readonly key: string; readonly amount: string; readonly bonus: string; readonly fixed: boolean };

/** Charges the card on file for `amount` through the trader's cascade. Null: the trader is gone. */
export async function quickTopUp(deps: Deps, userId: number, lang: Lang, topUp: QuickTopUp): Promise<CardJson | null> {
  const { db, clock, cards } = deps;
  const { charge: chargeAt, refuse, depositRefusal } = attemptDecisions(deps);
  const { key } = topUp;
  const user = await findUserById(db, userId);
  if (!user) return null;

  const seen = await replay(deps, user.id, key, lang);
  if (seen) return seen;
  const card = await cardOnFile(db, user.id);
  if (!card?.token) return { return: false, code: 'quick.no_card', message: t(lang, 'quick.no_card') };
  if (!quickAllowed(user)) return { return: false, code: 'quick.unavailable', message: t(lang, 'quick.unavailable') };
  if (!cards) return { return: false, ...unavailableRefusal(lang) };

  const fields: Record<string, string> = { amount: topUp.amount, bonus: topUp.bonus, deposit_id: depositIdOf(key) };
  const request = await attemptRequest(db, user, (name) => fields[name] ?? '', topUp.fixed);
  const onFile = { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear };
  const token = card.token;
  const processors = (await effectiveCascade(db, user)).split(',').map((name) => name.trim()).filter((name) => name !== '' && !TOKEN_CANNOT_PAY.has(name));

  const charge = async (row: CardAttemptRow, processor: string): Promise<CardJson> => {
    if (processor === 'PFS' && !pfsAllowed(user.country)) return refuse(row, 'pfs_country', t(lang, 'card.pfs_country'), true);
    if (processor === 'FRAUD') {
      // The issuer was screened when the card was first charged; the day's declines of this card still count.
      const fraud = await fraudRefusal(db, row, false, clock.now());
      if (fraud) return refuse(row, fraud.code, fraud.message, false);
    }
    const refusal = await depositRefusal(user, request, lang);
    if (refusal) return refuse(row, refusal.code, refusal.message, false);
    return chargeAt(cards, row, { kind: 'token', token });
  };

  // The cascade as a card deposit runs it: the next processor only after a decline that says it may cascade.
  let last: { row: CardAttemptRow; reply: CardJson } | null = null;
  for (const [step, processor] of processors.entries()) {
    const row = await insertAttempt(db, { user, key: attemptKey(key, step), processor, request, card: onFile, lang, now: clock.now() });
    // A twin request with this key is charging: report what it has so far.
    if (!row) return (await replay(deps, user.id, key, lang)) ?? { return: false, ...unavailableRefusal(lang) };
    const reply = await charge(row, processor);
    last = { row, reply };
    if (reply.return === true || reply.cascade !== true) break;
  }
  if (!last) return { return: false, ...unavailableRefusal(lang) };
  return answer(last.row, last.reply, lang);
}

/** The trader forgets a card: its token and every saved copy. */
export async function forgetCard(deps: Deps, userId: number, lang: Lang, id: number) {
  const removed = Number.isSafeInteger(id) && id > 0 && (await removeCard(deps.db, userId, id));
  return removed ? { message: t(lang, 'card.removed') } : refusal(t(lang, 'card.not_found'), { code: 'card.not_found' });
}
