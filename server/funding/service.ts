import { checkCardForm, detectCard, stripCardNumber } from '../../common/card.ts';
import { currencyFactor, DAILY_CARD_LIMIT } from '../../common/deposit.ts';
import { quickAllowed, saveCard, shownCard } from '../cards/on-file.ts';
import { approvedToday, effectiveCascade } from '../cards/service.ts';
import { effectiveMinimumWithBasis } from '../users/min-deposit.ts';
import { pendingPromoPercent } from '../deposits/bonus.ts';
import type { Deps } from '../deps.ts';
import { type Lang, t } from '../i18n.ts';
import { formatMinorUnits } from '../lib/money.ts';
import { pendingLimitedPercent } from '../offers/store.ts';
import { findUserById } from '../users/repo.ts';
import { accountCurrency, activePromo, recordCascadeReport, redeemPromo } from './queries.ts';

// The funding page's own calls (spec §6, §7): its limits, promo codes, keeping a card, the card it shows, and the
// cascade the client reports. Null where there is no such trader (the session outlived the account).

type FundingDeps = Pick<Deps, 'db' | 'clock' | 'cards'>;

/** The minimum, the slider's factor, the cascade, the day's card approvals, and the bonus riding on the next deposit. */
export async function fundingLimits({ db, clock }: FundingDeps, userId: number) {
  const user = await findUserById(db, userId);
  if (!user) return null;
  const currency = (await accountCurrency(db, user.currentAccountId)) ?? user.currency;
  const minimum = await effectiveMinimumWithBasis(db, user, currency);
  return {
    min_deposit: formatMinorUnits(minimum.units, 0),
    // Why it is what it is, so the page can say so beside it (a country's minimum differs from the default).
    min_deposit_basis: minimum.basis,
    currency,
    factor: currencyFactor(currency),
    cascade: await effectiveCascade(db, user),
    approved_today: await approvedToday(db, user.id, clock.now()),
    daily_limit: DAILY_CARD_LIMIT,
    // What the next deposit carries on top of the tier bonus (a redeemed promo code, an accepted limited offer),
    // so the funding page's bonus chip promises what the server will credit.
    extra_bonus_percent: (await pendingPromoPercent(db, user.id, clock.now())) + (await pendingLimitedPercent(db, user.id)),
  };
}

const PROMO = /^[A-Za-z0-9_-]{1,32}$/;

/** Redeems a promo code for the next card deposit: its percent, or why not. */
export async function applyPromo({ db, clock }: FundingDeps, userId: number, typed: string, lang: Lang): Promise<{ ok: true; message: string; bonus_percent: number } | { ok: false; message: string }> {
  const code = typed.trim().toUpperCase();
  const row = PROMO.test(code) ? await activePromo(db, code) : null;
  if (!row) return { ok: false, message: t(lang, 'promo.invalid') };
  await redeemPromo(db, userId, code, clock.now());
  return { ok: true, message: t(lang, 'promo.accepted', { percent: row.bonusPercent }), bonus_percent: row.bonusPercent };
}

/**
 * The trader asks us to keep a card (Remember this card): brand, last 4, expiry, holder, country, currency, never the
 * number. This is the consent a card on file needs (server/cards/on-file.ts).
 */
export async function keepCard({ db, clock, cards }: FundingDeps, userId: number, card: Readonly<Record<string, string>>) {
  const user = await findUserById(db, userId);
  if (!user) return null;
  const digits = stripCardNumber(card['cnu'] ?? '');
  const holder = `${card['fn'] ?? ''} ${card['ln'] ?? ''}`.trim();
  const problem = checkCardForm(
    { number: digits, month: card['emm'] ?? '', year: card['eyy'] ?? '', holder, cvv: '000', country: card['cu'] ?? '', currency: card['cur'] ?? user.currency },
    clock.now(),
  );
  if (problem) return { ok: false as const, code: `card.${problem.kind}`, message: problem.kind === 'expired' ? 'Expired card' : problem.message };
  const saved = { brand: detectCard(digits).brand ?? '', last4: digits.slice(-4), emm: (card['emm'] ?? '').padStart(2, '0').slice(0, 2), eyy: (card['eyy'] ?? '').slice(0, 4) };
  await saveCard(
    db,
    cards,
    user.id,
    {
      brand: saved.brand,
      last4: saved.last4,
      expMonth: saved.emm,
      expYear: saved.eyy,
      firstName: card['fn'] ?? '',
      lastName: card['ln'] ?? '',
      country: (card['cu'] ?? '').slice(0, 2).toUpperCase(),
      currency: (card['cur'] ?? user.currency).slice(0, 8).toUpperCase(),
    },
    clock.now(),
  );
  return { ok: true as const, card: saved };
}

/**
 * Spec §7 triggers/cards: the card the funding page shows (the card on file, else the last one saved: brand, last 4,
 * expiry and its id for removal; never a number, a token or the holder) and whether quick top-up may charge it.
 */
export async function cardsTrigger({ db }: FundingDeps, userId: number) {
  const user = await findUserById(db, userId);
  if (!user) return null;
  const row = await shownCard(db, user.id);
  const card = row ? { id: row.id, brand: row.brand, last4: row.last4, emm: row.expMonth, eyy: row.expYear } : null;
  return { card, can_load: row?.token != null && quickAllowed(user) };
}

/** /api/rpc {worker:'cascade'}: keeps what the client reports of its cascade; answers the stack to use (and the named offer). */
export async function reportCascade({ db, clock }: FundingDeps, userId: number, cascade: string, executed: string) {
  const user = await findUserById(db, userId);
  if (!user) return null;
  if (cascade !== '' || executed !== '') await recordCascadeReport(db, user.id, cascade, executed, clock.now());
  // The answer may name an offer, as the user refresh does (spec §7): the client opens it the same way.
  return { cascade: await effectiveCascade(db, user), trigger_new: user.triggerNew };
}
