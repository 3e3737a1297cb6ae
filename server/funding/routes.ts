import { Hono } from 'hono';
import { applyPromo as promoCall, cardsTrigger as cardsCall, cascadeRpc, fundingLimits as limitsCall, promoTrigger, saveCard } from '../../common/api/funding.calls.ts';
import type { InputOf } from '../../common/api/route.ts';
import type { AppEnv } from '../http/env.ts';
import type { Deps } from '../deps.ts';
import { type Answer, type AskedBy, handle, refuse, signedOut } from '../http/handle.ts';
import { t } from '../i18n.ts';
import { applyPromo, cardsTrigger, fundingLimits, keepCard, reportCascade } from './service.ts';

// Funding page calls: limits, promo codes, card save, the card shown, cascade reports (spec §6, §7). Rules: ./service.ts.

/** The card's fields as text (the contract took numbers as text). */
const cardOf = (card: Readonly<Record<string, string | number>> | undefined) => Object.fromEntries(Object.entries(card ?? {}).map(([name, value]) => [name, String(value)]));

export function fundingRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  handle(app, limitsCall, async ({ userId, c }) => (await fundingLimits(deps, userId)) ?? signedOut(c));

  const promo = async ({ userId, input, lang }: AskedBy<InputOf<typeof promoCall>>): Promise<Answer<{ message: string; bonus_percent: number }>> => {
    const answer = await applyPromo(deps, userId, input.promo ?? '', lang);
    return answer.ok ? { message: answer.message, bonus_percent: answer.bonus_percent } : refuse(answer.message, { code: 'promo.invalid', field: 'promo' });
  };
  handle(app, promoCall, promo);
  handle(app, promoTrigger, promo);

  handle(app, saveCard, async ({ userId, input, c }) => {
    const kept = await keepCard(deps, userId, cardOf(input.card));
    if (!kept) return signedOut(c);
    return kept.ok ? { card: kept.card } : refuse(kept.message, { code: kept.code });
  });

  handle(app, cardsCall, async ({ userId, c }) => (await cardsTrigger(deps, userId)) ?? signedOut(c));

  /** /api/rpc {worker:'cascade', cascade, cascade_exec}: the client reports its cascade; the answer is the stack to use. */
  handle(app, cascadeRpc, async ({ userId, input, lang, c }) => {
    if ((input.worker ?? '') !== 'cascade') return refuse(t(lang, 'funding.unknown_worker'), { code: 'bad_request' });
    return (await reportCascade(deps, userId, (input.cascade ?? '').slice(0, 200), (input.cascade_exec ?? '').slice(0, 200))) ?? signedOut(c);
  });

  return app;
}
