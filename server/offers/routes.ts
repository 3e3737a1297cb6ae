import { and, eq, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { IQ_STEPS } from '../../common/offers.ts';
import { users } from '../db/schema.ts';
import { type OfferRow, offers, userTriggers } from '../db/schema-offers.ts';
import { field, readFields } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { sessionUserId } from '../http/session.ts';
import { creditIqReward, currentOffer, decideOffer, makeOffer, offerName } from './store.ts';
import { iqMiningReward } from './rules.ts';
import { offerDto } from './dto.ts';
import { type Lang, t } from '../i18n.ts';

// Spec §7 Triggers (limited_yes, limited_ignore, mobile), /api/iq/start|next, /api/us/ladder, and the offer the
// user refresh's trigger_new names (/api/offers/current, /api/offers/decide). The client opens an offer's modal
// once across its tabs; every answer here is a guarded update, so a second tab's answer changes nothing.

const userOf = (c: Context<AppEnv>) => sessionUserId(c);

const gone = (lang: Lang) => ({ return: false, code: 'offer.gone', message: t(lang, 'offer.gone') }) as const;

export function offerRoutes({ db, clock, config }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const iqReward = iqMiningReward(config.offerRules);

  app.post('/api/offers/current', async (c) => {
    const now = clock.now();
    const row = await currentOffer(db, userOf(c), now);
    return c.json({ return: true, offer: row ? offerDto(row) : null, now: now.getTime() });
  });

  /** The answer to any offer's modal: yes accepts (risk-free, IQ), no declines; a closed modal says no. */
  app.post('/api/offers/decide', async (c) => {
    const fields = await readFields(c);
    const name = offerName(field(fields, 'name'));
    if (!name) return c.json(gone(c.var.lang));
    const row = await decideOffer(db, userOf(c), name, field(fields, 'answer') === 'yes' ? 'accepted' : 'declined', clock.now());
    return c.json(row ? { return: true, offer: offerDto(row) } : gone(c.var.lang));
  });

  const limited = (answer: 'accepted' | 'declined') => async (c: Context<AppEnv>) => {
    const row = await decideOffer(db, userOf(c), 'limited', answer, clock.now());
    return c.json(row ? { return: true, offer: offerDto(row) } : gone(c.var.lang));
  };
  app.post('/api/triggers/limited_yes', limited('accepted'));
  app.post('/api/triggers/limited_ignore', limited('declined'));

  /** Sent once when the app first runs installed; the answer says whether this was the first time. */
  app.post('/api/triggers/mobile', async (c) => {
    const [row] = await db.insert(userTriggers).values({ userId: userOf(c), name: 'mobile', at: clock.now() }).onConflictDoNothing().returning({ id: userTriggers.id });
    return c.json({ return: true, first: row !== undefined });
  });

  /** IQ mining starts from its modal's offer (or anew); iq_start marks the trader as started. */
  app.post('/api/iq/start', async (c) => {
    const userId = userOf(c);
    const now = clock.now();
    const open = await currentOffer(db, userId, now);
    let row: OfferRow | null = open?.name === 'modal_iq_one' && open.status === 'accepted' ? open : null;
    if (!row) {
      if (open?.name !== 'modal_iq_one') await makeOffer(db, userId, 'modal_iq_one', now);
      row = await decideOffer(db, userId, 'modal_iq_one', 'accepted', now);
    }
    await db.update(users).set({ iqStart: '1' }).where(eq(users.id, userId));
    return c.json(row ? { return: true, offer: offerDto(row) } : gone(c.var.lang));
  });

  /**
   * One step on from `step` (the step the trader saw): a repeated click for the same step moves nothing. The last
   * step completes IQ mining and credits its reward to the bonus balance, in the same transaction and once.
   */
  app.post('/api/iq/next', async (c) => {
    const userId = userOf(c);
    const raw = field(await readFields(c), 'step').trim();
    const step = /^\d{1,2}$/.test(raw) ? Number(raw) : -1;
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const [moved] = await tx
        .update(offers)
        .set({ progress: sql`${offers.progress} + 1`, status: sql`case when ${offers.progress} + 1 >= ${IQ_STEPS} then 'used' else ${offers.status} end`, usedAt: step + 1 >= IQ_STEPS ? now : null })
        .where(and(eq(offers.userId, userId), eq(offers.name, 'modal_iq_one'), eq(offers.status, 'accepted'), eq(offers.progress, step)))
        .returning();
      if (moved?.status === 'used') await creditIqReward(tx, moved, iqReward, now);
      return moved;
    });
    if (row) return c.json({ return: true, offer: offerDto(row) });
    const open = await currentOffer(db, userId, now);
    return c.json(open?.name === 'modal_iq_one' ? { return: true, offer: offerDto(open) } : gone(c.var.lang));
  });

  /** Spec §7 /api/us/ladder: where the ladder sends the trader (the funding page's ladder view). */
  app.post('/api/us/ladder', (c) => c.json({ return: true, url: `/${c.var.lang}/trading#/show/funding/ladder` }));

  return app;
}
