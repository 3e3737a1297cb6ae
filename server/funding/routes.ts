import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { checkCardForm, detectCard, stripCardNumber } from '../../common/card.ts';
import { currencyFactor, DAILY_CARD_LIMIT } from '../../common/deposit.ts';
import { accounts } from '../db/schema.ts';
import { cascadeReports, promoCodes, promoRedemptions } from '../db/schema-cards.ts';
import { type Fields, field, readFields } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { errorReply } from '../http/errors.ts';
import { sessionUserId } from '../http/session.ts';
import { formatMinorUnits } from '../lib/money.ts';
import { findUserById } from '../users/repo.ts';
import { pendingPromoPercent } from '../deposits/bonus.ts';
import { pendingLimitedPercent } from '../offers/store.ts';
import { approvedToday, effectiveCascade } from '../cards/service.ts';
import { effectiveMinimumWithBasis } from '../users/min-deposit.ts';
import { quickAllowed, saveCard, shownCard } from '../cards/on-file.ts';
import { t } from '../i18n.ts';

// Funding page calls: limits, promo codes, card save, quick top-up report, cascade triggers (spec §6, §7).

function cardFields(fields: Fields): Record<string, string> {
  const raw = fields.card;
  const out: Record<string, string> = {};
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
    for (const [name, value] of Object.entries(raw)) if (typeof value === 'string') out[name] = value;
  }
  return out;
}

const PROMO = /^[A-Za-z0-9_-]{1,32}$/;

export function fundingRoutes({ db, clock, cards }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  const userOf = async (id: number | undefined) => findUserById(db, id ?? 0);

  app.post('/api/funding/limits', async (c) => {
    const user = await userOf(c.var.session?.userId);
    if (!user) return errorReply(c, 401, 'auth');
    const [account] = user.currentAccountId === null ? [] : await db.select().from(accounts).where(eq(accounts.id, user.currentAccountId));
    const currency = account?.currency ?? user.currency;
    const minimum = await effectiveMinimumWithBasis(db, user, currency);
    return c.json({
      return: true,
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
    });
  });

  const promo = async (userId: number, fields: Fields, lang: string) => {
    const code = field(fields, 'promo').trim().toUpperCase();
    const invalid = { return: false, code: 'promo.invalid', field: 'promo', message: lang === 'ru' ? 'Промокод недействителен.' : 'This promo code is not valid.' };
    if (!PROMO.test(code)) return invalid;
    const [row] = await db.select().from(promoCodes).where(and(eq(promoCodes.code, code), eq(promoCodes.active, true)));
    if (!row) return invalid;
    await db.insert(promoRedemptions).values({ userId, code, createdAt: clock.now() }).onConflictDoNothing();
    const message = lang === 'ru' ? `Промокод принят: бонус ${row.bonusPercent}% к следующему депозиту картой.` : `Promo code accepted: ${row.bonusPercent}% bonus on your next card deposit.`;
    return { return: true, message, bonus_percent: row.bonusPercent };
  };
  app.post('/api/promo', async (c) => c.json(await promo(sessionUserId(c), await readFields(c), c.var.lang)));
  app.post('/api/triggers/promo', async (c) => c.json(await promo(sessionUserId(c), await readFields(c), c.var.lang)));

  /**
   * The trader asks us to keep a card (Remember this card): brand, last 4, expiry, holder, country, currency, never
   * the number. This is the consent a card on file needs (server/cards/on-file.ts).
   */
  app.post('/api/card/save', async (c) => {
    const user = await userOf(c.var.session?.userId);
    if (!user) return errorReply(c, 401, 'auth');
    const card = cardFields(await readFields(c));
    const digits = stripCardNumber(card.cnu ?? '');
    const holder = `${card.fn ?? ''} ${card.ln ?? ''}`.trim();
    const problem = checkCardForm(
      { number: digits, month: card.emm ?? '', year: card.eyy ?? '', holder, cvv: '000', country: card.cu ?? '', currency: card.cur ?? user.currency },
      clock.now(),
    );
    if (problem) {
      const message = problem.kind === 'expired' ? 'Expired card' : problem.message;
      return c.json({ return: false, code: `card.${problem.kind}`, message });
    }
    const saved = {
      brand: detectCard(digits).brand ?? '',
      last4: digits.slice(-4),
      emm: (card.emm ?? '').padStart(2, '0').slice(0, 2),
      eyy: (card.eyy ?? '').slice(0, 4),
    };
    await saveCard(
      db,
      cards,
      user.id,
      {
        brand: saved.brand,
        last4: saved.last4,
        expMonth: saved.emm,
        expYear: saved.eyy,
        firstName: card.fn ?? '',
        lastName: card.ln ?? '',
        country: (card.cu ?? '').slice(0, 2).toUpperCase(),
        currency: (card.cur ?? user.currency).slice(0, 8).toUpperCase(),
      },
      clock.now(),
    );
    return c.json({ return: true, card: saved });
  });

  /**
   * Spec §7 triggers/cards: the card the funding page shows (the card on file, else the last one saved: brand,
   * last 4, expiry and its id for removal; never a number, a token or the holder) and whether quick top-up may
   * charge it (can_load: a card on file, and the rule /api/report/quick applies).
   */
  app.post('/api/triggers/cards', async (c) => {
    const user = await userOf(c.var.session?.userId);
    if (!user) return errorReply(c, 401, 'auth');
    const row = await shownCard(db, user.id);
    const card = row ? { id: row.id, brand: row.brand, last4: row.last4, emm: row.expMonth, eyy: row.expYear } : null;
    return c.json({ return: true, card, can_load: row?.token != null && quickAllowed(user) });
  });

  /** /api/rpc {worker:'cascade', cascade, cascade_exec}: the client reports its cascade; the answer is the stack to use. */
  app.post('/api/rpc', async (c) => {
    const user = await userOf(c.var.session?.userId);
    if (!user) return errorReply(c, 401, 'auth');
    const fields = await readFields(c);
    if (field(fields, 'worker') !== 'cascade') return c.json({ return: false, code: 'bad_request', message: t(c.var.lang, 'funding.unknown_worker') });
    const cascade = field(fields, 'cascade').slice(0, 200);
    const executed = field(fields, 'cascade_exec').slice(0, 200);
    if (cascade !== '' || executed !== '') {
      await db.insert(cascadeReports).values({ userId: user.id, cascade, executed, createdAt: clock.now() });
    }
    // The answer may name an offer, as the user refresh does (spec §7): the client opens it the same way.
    return c.json({ return: true, cascade: await effectiveCascade(db, user), trigger_new: user.triggerNew });
  });

  return app;
}
