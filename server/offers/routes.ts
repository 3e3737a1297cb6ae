import { type Context, Hono } from 'hono';
import { userTriggers } from '../db/schema-offers.ts';
import { field, readFields } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { sessionUserId } from '../http/session.ts';
import { currentOffer, decideOffer, offerName } from './store.ts';
import { type IqAnswer, nextIqStep, startIqMining } from './iq-mining.ts';
import { offerDto } from './dto.ts';
import { type Lang, t } from '../i18n.ts';

// Spec §7 Triggers (limited_yes, limited_ignore, mobile), /api/iq/start|next, /api/us/ladder, and the offer the
// user refresh's trigger_new names (/api/offers/current, /api/offers/decide). The client opens an offer's modal
// once across its tabs; every answer here is a guarded update, so a second tab's answer changes nothing.

const userOf = (c: Context<AppEnv>) => sessionUserId(c);

const gone = (lang: Lang) => ({ return: false, code: 'offer.gone', message: t(lang, 'offer.gone') }) as const;

/** IQ mining's answer: the offer as it stands, or why not (finished in the period, or gone). */
const iqReply = (c: Context<AppEnv>, answer: IqAnswer) => {
  if (answer.ok) return c.json({ return: true, offer: offerDto(answer.offer) });
  return answer.reason === 'done' ? c.json({ return: false, code: 'iq.done', message: t(c.var.lang, 'iq.done') }) : c.json(gone(c.var.lang));
};

export function offerRoutes({ db, clock, config }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

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



  /** IQ mining starts from its modal's offer (or anew), unless the trader finished it in the rule set's period. */
  app.post('/api/iq/start', async (c) => iqReply(c, await startIqMining(db, config.offerRules, userOf(c), clock.now())));

  /** One step on from `step`; the last one pays the reward once per period (./iq-mining.ts). */
  app.post('/api/iq/next', async (c) => {
    const raw = field(await readFields(c), 'step').trim();
    const step = /^\d{1,2}$/.test(raw) ? Number(raw) : -1;
    return iqReply(c, await nextIqStep(db, config.offerRules, userOf(c), step, clock.now()));
  });

  /** Spec §7 /api/us/ladder: where the ladder sends the trader (the funding page's ladder view). */
  app.post('/api/us/ladder', (c) => c.json({ return: true, url: `/${c.var.lang}/trading#/show/funding/ladder` }));

  return app;
}
