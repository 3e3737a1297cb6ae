import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { checkCardForm, detectCard, stripCardNumber } from '../../src/lib/card.ts';
import { pfsAllowed } from '../../src/lib/deposit.ts';
import { accounts } from '../db/schema.ts';
import { cardAttempts, type CardAttemptRow } from '../db/schema-cards.ts';
import { type Fields, field, readFields } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { errorReply } from '../http/errors.ts';
import { requireSession } from '../http/session.ts';
import { formatMinorUnits } from '../lib/money.ts';
import { randomToken } from '../lib/tokens.ts';
import { findUserById } from '../users/repo.ts';
import { returnUrl } from '../sandbox/processors/routes.ts';
import { decide, decidePending, dialect, isScenario, scenarioOf, type Decision } from '../sandbox/processors/scenarios.ts';
import {
  type CardJson,
  currentReply,
  DAY_LIMIT_MESSAGE,
  dayLimitReached,
  decimalBonus,
  effectiveMinimum,
  firstInDeposit,
  newTransactionId,
  settle,
  wholeAmount,
} from './card-service.ts';

// Spec §7 card deposits and listen calls on the sandbox processors (server/API.md "Card deposits").

export const PAY_PATHS = {
  PFS: '/api/card/fast/pfs',
  ORANGE: '/api/card/fast/orange',
  ORANGE_NOT3D: '/api/card/fast/orangeppl',
  CONCEPT: '/api/payconcept/pay',
  FRAUD: '/api/fraud/card',
  ZOOM: '/api/card/fast/zoom',
  EZPAY: '/api/card/fast/ezpay',
  ENTROPAY: '/api/entro/pay',
  SHAPE: '/api/shape/pay',
  VLOAD: '/api/card/fast/vload',
  AGNI: '/api/fm/agni/pay',
  EARTH: '/api/card/fast/earth',
  FINITY: '/api/card/fast/finity',
} as const;

export type ProcessorName = keyof typeof PAY_PATHS;

export const LISTEN_PATHS: readonly string[] = [
  '/api/card/listen/pfs',
  '/api/card/listen/orange',
  '/api/payconcept/listen',
  '/api/card/listen/fraud',
  '/api/card/listen/zoom',
  '/api/card/listen/ezpay',
  '/api/card/listen/entro',
  '/api/card/listen/shape',
  '/api/card/listen/vload',
  '/api/fm/agni/listen',
  '/api/card/listen/earth',
  '/api/card/listen/finity',
];

type User = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

const KEY = /^[A-Za-z0-9._:-]{8,120}$/;

function keyOf(c: Context<AppEnv>, fields: Fields): string {
  return (c.req.header('Idempotency-Key') ?? field(fields, 'idempotency_key')).trim();
}

function cardOf(fields: Fields): Record<string, string> {
  const raw = fields.card;
  const out: Record<string, string> = {};
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
    for (const [name, value] of Object.entries(raw)) if (typeof value === 'string') out[name] = value;
  }
  return out;
}

const decline = (code: string, message: string, cascade: boolean, transactionId?: string): CardJson =>
  transactionId ? { return: false, code, message, cascade, transaction_id: transactionId } : { return: false, code, message, cascade };

/** PFS's secure step (spec §7 /api/card/secure/pfs/{R5}); R5 is the attempt's transaction id. */
export const pfsSecurePath = (transactionId: string): string => `/api/card/secure/pfs/${encodeURIComponent(transactionId)}`;

/** The redirect of a 3-D Secure challenge: AGNI posts a form to it (spec §7), PFS goes through its secure step, everyone else navigates. */
function challengeReply(processor: string, transactionId: string): CardJson {
  const url = processor === 'PFS' ? pfsSecurePath(transactionId) : `/sandbox/3ds/${transactionId}`;
  return processor === 'AGNI'
    ? { return: true, status: 'redirect', transaction_id: transactionId, redirect: url, method: 'post', fields: { transaction_id: transactionId } }
    : { return: true, status: 'redirect', transaction_id: transactionId, redirect: url, method: 'get' };
}

export function cardRoutes({ db, clock, config }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  for (const path of ['/api/card/*', '/api/fraud/card', '/api/payconcept/*', '/api/entro/*', '/api/shape/*', '/api/fm/agni/*', '/api/zoom']) {
    app.use(path, requireSession);
  }

  /** Applies a processor decision to a fresh attempt and stores the first reply. */
  async function finish(row: CardAttemptRow, decision: Decision): Promise<CardJson> {
    const now = clock.now();
    switch (decision.status) {
      case 'approved': {
        const done = await settle(db, row.id, ['processing', 'dialog'], 'approved', now);
        if (!done) return currentReply(row);
        const reply: CardJson =
          done.status === 'approved'
            ? { return: true, status: 'approved', transaction_id: row.transactionId }
            : decline(done.code, done.message, false, row.transactionId);
        await db.update(cardAttempts).set({ firstReply: reply }).where(eq(cardAttempts.id, row.id));
        return reply;
      }
      case 'pending':
      case 'challenge': {
        const reply =
          decision.status === 'pending'
            ? ({ return: true, status: 'pending', transaction_id: row.transactionId } as const)
            : challengeReply(row.processor, row.transactionId);
        await db.update(cardAttempts).set({ status: decision.status, firstReply: reply }).where(eq(cardAttempts.id, row.id));
        return reply;
      }
      case 'declined': {
        const spoken = dialect(row.processor, decision);
        const reply = decline(spoken.code, spoken.message, spoken.cascade, row.transactionId);
        await db
          .update(cardAttempts)
          .set({ status: 'declined', code: spoken.code, message: spoken.message, decidedAt: now, firstReply: reply })
          .where(eq(cardAttempts.id, row.id));
        return reply;
      }
    }
  }

  async function refuse(row: CardAttemptRow, code: string, message: string, cascade: boolean): Promise<CardJson> {
    const reply = decline(code, message, cascade, row.transactionId);
    await db
      .update(cardAttempts)
      .set({ status: 'refused', code, message, decidedAt: clock.now(), firstReply: reply })
      .where(eq(cardAttempts.id, row.id));
    return reply;
  }

  /** The rules every deposit passes before a processor sees it: the account's currency, the minimum, the day's limit. */
  async function depositRefusal(user: User, currency: string, amount: bigint | null): Promise<{ code: string; message: string } | null> {
    // The deposit credits the current account, so it must be in that account's currency.
    const [account] = user.currentAccountId === null ? [] : await db.select({ currency: accounts.currency }).from(accounts).where(eq(accounts.id, user.currentAccountId));
    if (!account || account.currency !== currency) return { code: 'currency', message: 'Please choose the currency of your current account.' };
    const minimum = await effectiveMinimum(db, user, currency);
    if (amount === null || amount < minimum) return { code: 'min_deposit', message: `Wrong amount! Min deposit ${formatMinorUnits(minimum, 0)}` };
    if (await dayLimitReached(db, user.id, clock.now())) return { code: 'day_limit', message: DAY_LIMIT_MESSAGE };
    return null;
  }

  const pay = (processor: ProcessorName) => async (c: Context<AppEnv>) => {
    const userId = c.var.session?.userId ?? 0;
    const fields = await readFields(c);
    const key = keyOf(c, fields);
    if (!KEY.test(key)) return c.json({ return: false, code: 'bad_request', field: 'idempotency_key', message: 'An idempotency key is required.' }, 400);

    // A repeated key answers what the first request answered, and charges nothing.
    const [seen] = await db.select().from(cardAttempts).where(and(eq(cardAttempts.userId, userId), eq(cardAttempts.idempotencyKey, key)));
    if (seen) return c.json(seen.status === 'processing' || seen.status === 'void' ? currentReply(seen) : ((seen.firstReply as CardJson | null) ?? currentReply(seen)));

    const user = await findUserById(db, userId);
    if (!user) return errorReply(c, 401, 'auth');
    const card = cardOf(fields);
    const digits = stripCardNumber(card.cnu ?? '');
    const info = detectCard(digits);
    const currency = (field(fields, 'currency') || user.currency).toUpperCase();
    const amount = wholeAmount(field(fields, 'amount'));
    const [inserted] = await db
      .insert(cardAttempts)
      .values({
        userId,
        idempotencyKey: key,
        depositId: field(fields, 'deposit_id').slice(0, 120),
        processor,
        accountId: user.currentAccountId,
        amount: amount === null ? '0' : String(amount),
        bonus: field(fields, 'fixed') === 'true' || fields.fixed === true ? '0' : decimalBonus(field(fields, 'bonus')),
        fixed: fields.fixed === true || field(fields, 'fixed') === 'true',
        currency,
        status: 'processing',
        transactionId: newTransactionId(),
        scenario: scenarioOf(digits),
        brand: info.brand ?? '',
        last4: digits.slice(-4),
        expMonth: (card.emm ?? '').slice(0, 2),
        expYear: (card.eyy ?? '').slice(0, 4),
        lang: c.var.lang,
        createdAt: clock.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) {
      // Two requests with one key at once: the other one is deciding; report what it has so far.
      const [other] = await db.select().from(cardAttempts).where(and(eq(cardAttempts.userId, userId), eq(cardAttempts.idempotencyKey, key)));
      return c.json(other ? currentReply(other) : decline('server_error', 'Some errors try latter', true));
    }

    if (!config.sandbox) return c.json(await refuse(inserted, 'unavailable', 'Card deposits are not available right now.', false));
    // Spec §5: PFS does not take payments from these countries; the next processor may.
    if (processor === 'PFS' && !pfsAllowed(user.country)) return c.json(await refuse(inserted, 'pfs_country', 'This provider is not available in your country.', true));
    const problem = checkCardForm(
      { number: digits, month: card.emm ?? '', year: card.eyy ?? '', holder: `${card.fn ?? ''} ${card.ln ?? ''}`, cvv: card.cvv ?? '', country: card.cu ?? 'XX', currency },
      clock.now(),
    );
    if (problem) {
      const message = problem.kind === 'expired' ? 'Expired card' : 'message' in problem ? problem.message : 'Invalid card';
      return c.json(await refuse(inserted, problem.kind === 'expired' ? 'expired_card' : 'invalid_card', message, false));
    }
    const refusal = await depositRefusal(user, currency, amount);
    if (refusal) return c.json(await refuse(inserted, refusal.code, refusal.message, false));
    if (processor === 'ENTROPAY') {
      const reply: CardJson = { return: true, status: 'dialog', dialog: 'dialog_entro_pin', transaction_id: inserted.transactionId };
      await db.update(cardAttempts).set({ status: 'dialog', firstReply: reply }).where(eq(cardAttempts.id, inserted.id));
      return c.json(reply);
    }
    const scenario = isScenario(inserted.scenario) ? inserted.scenario : 'unknown_card';
    return c.json(await finish(inserted, decide(scenario, await firstInDeposit(db, inserted))));
  };

  for (const [processor, path] of Object.entries(PAY_PATHS) as [ProcessorName, string][]) app.post(path, pay(processor));

  // Entropay's PIN/cvv dialog answer (spec §4, §5 'Please fill cvv!').
  app.post('/api/entro/cvv', async (c) => {
    const userId = c.var.session?.userId ?? 0;
    const fields = await readFields(c);
    const key = keyOf(c, fields);
    const [row] = await db.select().from(cardAttempts).where(and(eq(cardAttempts.userId, userId), eq(cardAttempts.idempotencyKey, key)));
    if (!row) return c.json(decline('not_found', 'Unknown payment.', true));
    if (row.status !== 'dialog') return c.json(currentReply(row));
    if (field(fields, 'cvv').trim().length < 3) return c.json(decline('cvv', 'Please fill cvv!', false, row.transactionId));
    const scenario = isScenario(row.scenario) ? row.scenario : 'unknown_card';
    return c.json(await finish(row, decide(scenario, await firstInDeposit(db, row))));
  });

  app.post('/api/entro/reject', async (c) => {
    const userId = c.var.session?.userId ?? 0;
    const key = keyOf(c, await readFields(c));
    const [row] = await db.select().from(cardAttempts).where(and(eq(cardAttempts.userId, userId), eq(cardAttempts.idempotencyKey, key)));
    if (row) await settle(db, row.id, ['dialog'], 'declined', clock.now(), { code: 'rejected', message: 'Your transaction was declined.' });
    return c.json({ return: true });
  });

  /**
   * Entropay's start dialog "continue" (spec §4, §7 redirect /api/entro/redirect?amount): the browser comes here, the
   * sandbox Entropay takes the payment from the trader's Entropay account (no card number travels) and sends the
   * browser back to the listen route, whose listen call reads the outcome. The idempotency key rides in the query:
   * a reload of this URL charges nothing more.
   */
  app.get('/api/entro/redirect', async (c) => {
    const userId = c.var.session?.userId ?? 0;
    const query = (name: string) => (c.req.query(name) ?? '').trim();
    const key = query('idempotency_key');
    if (!KEY.test(key)) return c.json({ return: false, code: 'bad_request', field: 'idempotency_key', message: 'An idempotency key is required.' }, 400);
    const lang = c.var.lang === 'ru' ? 'ru' : 'en';
    const failed = `/${lang}/trading#/show/funding/payment_error`;
    const [seen] = await db.select().from(cardAttempts).where(and(eq(cardAttempts.userId, userId), eq(cardAttempts.idempotencyKey, key)));
    if (seen) return c.redirect(seen.processor === 'ENTROPAY' ? returnUrl(seen) : failed, 303);

    const user = await findUserById(db, userId);
    if (!user) return errorReply(c, 401, 'auth');
    const currency = (query('currency') || user.currency).toUpperCase();
    const amount = wholeAmount(query('amount'));
    const fixed = query('fixed') === 'true';
    const [inserted] = await db
      .insert(cardAttempts)
      .values({
        userId,
        idempotencyKey: key,
        depositId: query('deposit_id').slice(0, 120),
        processor: 'ENTROPAY',
        accountId: user.currentAccountId,
        amount: amount === null ? '0' : String(amount),
        bonus: fixed ? '0' : decimalBonus(query('bonus')),
        fixed,
        currency,
        status: 'processing',
        transactionId: newTransactionId(),
        // The Entropay account pays: the sandbox wallet approves unless a deposit rule refuses.
        scenario: 'approve',
        brand: '',
        last4: '',
        expMonth: '',
        expYear: '',
        lang: c.var.lang,
        createdAt: clock.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) return c.redirect(failed, 303);
    if (!config.sandbox) await refuse(inserted, 'unavailable', 'Card deposits are not available right now.', false);
    else {
      const refusal = await depositRefusal(user, currency, amount);
      if (refusal) await refuse(inserted, refusal.code, refusal.message, false);
      else await finish(inserted, decide('approve', await firstInDeposit(db, inserted)));
    }
    return c.redirect(returnUrl(inserted), 303);
  });

  // PFS's secure step: the browser passes here on its way to the bank page, and back to the listen route after.
  app.get('/api/card/secure/pfs/:ref', async (c) => {
    const userId = c.var.session?.userId ?? 0;
    const [row] = await db
      .select()
      .from(cardAttempts)
      .where(and(eq(cardAttempts.userId, userId), eq(cardAttempts.transactionId, c.req.param('ref')), eq(cardAttempts.processor, 'PFS')));
    if (!row) return c.text('Unknown payment', 404);
    return c.redirect(row.status === 'challenge' ? `/sandbox/3ds/${encodeURIComponent(row.transactionId)}` : returnUrl(row), 303);
  });

  app.post('/api/zoom', async (c) => {
    const fields = await readFields(c);
    if (field(fields, 'action') !== 'session') return c.json({ return: false, code: 'bad_request', message: 'Unknown action.' });
    return c.json({ return: true, token: randomToken() });
  });

  const listen = async (c: Context<AppEnv>) => {
    const userId = c.var.session?.userId ?? 0;
    const fields = await readFields(c);
    const id = field(fields, 'transaction_id') || field(fields, 'id');
    const [row] = await db.select().from(cardAttempts).where(and(eq(cardAttempts.userId, userId), eq(cardAttempts.transactionId, id)));
    if (!row) return c.json(decline('not_found', 'Unknown payment.', true));
    if (row.status !== 'pending') return c.json(currentReply(row));
    const [counted] = await db
      .update(cardAttempts)
      .set({ listenCount: row.listenCount + 1 })
      .where(and(eq(cardAttempts.id, row.id), eq(cardAttempts.listenCount, row.listenCount)))
      .returning();
    if (counted && decidePending(counted.listenCount) === 'approved') await settle(db, row.id, ['pending'], 'approved', clock.now());
    const [now] = await db.select().from(cardAttempts).where(eq(cardAttempts.id, row.id));
    return c.json(currentReply(now ?? row));
  };
  for (const path of LISTEN_PATHS) app.post(path, listen);

  /**
   * What became of a key (server/API.md). A key the server never saw is burnt (void), so the request, if it
   * is still on its way, charges nothing when it arrives: the client may then move on safely.
   */
  const outcome = async (c: Context<AppEnv>, key: string) => {
    const userId = c.var.session?.userId ?? 0;
    if (!KEY.test(key)) return c.json({ return: false, code: 'bad_request', field: 'idempotency_key', message: 'An idempotency key is required.' }, 400);
    await db
      .insert(cardAttempts)
      .values({ userId, idempotencyKey: key, status: 'void', transactionId: newTransactionId(), createdAt: clock.now() })
      .onConflictDoNothing();
    const [row] = await db.select().from(cardAttempts).where(and(eq(cardAttempts.userId, userId), eq(cardAttempts.idempotencyKey, key)));
    if (!row || row.status === 'void') return c.json({ return: true, known: false });
    return c.json({ return: true, known: true, processor: row.processor, reply: currentReply(row) });
  };
  app.post('/api/card/outcome', async (c) => outcome(c, keyOf(c, await readFields(c))));
  app.get('/api/card/outcome', (c) => outcome(c, (c.req.query('key') ?? '').trim()));

  return app;
}
