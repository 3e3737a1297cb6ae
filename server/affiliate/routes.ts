import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { REFERRAL_COOKIE, REFERRAL_DAYS } from '../../common/affiliate.ts';
import { affiliateAction, affiliateOutcome } from '../../common/api/community.calls.ts';
import { clientIp, userAgent } from '../http/client-info.ts';
import { SESSION_COOKIE } from '../http/cookies.ts';
import type { AppEnv } from '../http/env.ts';
import type { Deps } from '../deps.ts';
import { handle } from '../http/handle.ts';
import { callKey, KEY, missingKey } from '../http/idempotency.ts';
import { parseLang, type Lang } from '../i18n.ts';
import { parseTime } from '../platform/search.ts';
import { DEVICE_COOKIE } from '../users/device.ts';
import { affiliatePage, filteredPage, followLink, saveLink, transferOutcome, transferToAccount, unknownAction } from './service.ts';

// Spec §7 /api/us/refferal {action show|filter|transfer|save}, its transfer's outcome, and the public link GET
// /r/{code} (server/API.md `community`). Rules: ./service.ts.

/** An account id as sent; anything but digits names none (0). */
const accountOf = (raw: string | undefined) => (/^\d{1,9}$/.test((raw ?? '').trim()) ? Number((raw ?? '').trim()) : 0);

export function affiliateRoutes(deps: Deps): Hono<AppEnv> {
  const { config } = deps;
  const app = new Hono<AppEnv>();

  /** The public link (outside /api/: a visitor's browser opens it): on to its landing page, with the referral cookie. */
  app.get('/r/:code', async (c) => {
    const lang: Lang = parseLang(c.req.query('lang')) ?? 'en';
    const code = c.req.param('code');
    const visit = { sessionToken: getCookie(c, SESSION_COOKIE), deviceCookie: getCookie(c, DEVICE_COOKIE), visitor: { ip: clientIp(c), userAgent: userAgent(c) } };
    const { target, remember } = await followLink(deps, code, lang, visit);
    if (remember) setCookie(c, REFERRAL_COOKIE, code, { path: '/', httpOnly: true, sameSite: 'Lax', maxAge: REFERRAL_DAYS * 86_400, secure: config.appOrigin.startsWith('https:') });
    return c.redirect(target, 302);
  });

  handle(app, affiliateAction, async ({ input, userId, lang, c }) => {
    switch (input.action ?? '') {
      case 'show':
        return affiliatePage(deps, userId, lang);
      case 'filter':
        return filteredPage(deps, userId, lang, { from: parseTime(input.DateFrom ?? ''), to: parseTime(input.DateTo ?? '') });
      case 'save':
        return saveLink(deps, userId, lang, input.link_name ?? '', input.landing ?? '');
      case 'transfer': {
        const key = callKey(c, input.idempotency_key);
        if (key === null) return missingKey(lang);
        return transferToAccount(deps, userId, key, accountOf(input.account), input.amount ?? '');
      }
      default:
        return unknownAction();
    }
  });

  /** The outcome call reads its key from the body only (the client sends it there), as it always has. */
  handle(app, affiliateOutcome, async ({ input, userId, lang }) => {
    const key = (input.idempotency_key ?? '').trim();
    return KEY.test(key) ? transferOutcome(deps, userId, key) : missingKey(lang);
  });

  return app;
}
