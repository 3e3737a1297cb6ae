import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { cors } from 'hono/cors';
import { field, readFields } from '../http/body.ts';
import { withProviders } from '../app.ts';
import type { Deps } from '../deps.ts';
import { errorReply, onError, onNotFound } from '../http/errors.ts';
import { refuseUnreadableInput } from '../http/unreadable.ts';
import { platformSecurityHeaders } from '../http/security-headers.ts';
import { verifyCaptcha } from '../lib/captcha.ts';
import { clientAddresses, clientIp, userAgent } from '../http/client-info.ts';
import { checkSignIn } from '../users/login-throttle.ts';
import { secondFactorOf } from '../two-factor/service.ts';
import { accountsOf, findUserById } from '../users/repo.ts';
import { availableOf, currentAccount } from '../users/dto.ts';
import { isVirtual } from '../users/practice.ts';
import { settleDue } from './trading.ts';
import { createPlatformSession, deletePlatformSession, PLATFORM_SESSION_TTL_MS, platformSessionUser } from './sessions.ts';
import { tradingRoutes } from './trading-routes.ts';
import { PLATFORM_COOKIE, platformToken } from './auth.ts';

export { PLATFORM_COOKIE } from './auth.ts';

/**
 * The reference platform host (ARCHITECTURE.md §4): its own Hono app on its own origin (PLATFORM_ORIGIN), the
 * one the client embeds in an iframe and calls with credentials: the /cli session calls, and the trading page, the
 * price feed, binary options and /v2/cli/* (./trading-routes.ts).
 */
export function createPlatformApp(given: Deps): Hono {
  // The quote source (and every other provider) is the one the composition root picks, as for the app origin: tests
  // pass bare deps, server/start.ts the ones it chose.
  const deps = withProviders(given);
  const { db, clock, config } = deps;
  const secure = config.platformOrigin.startsWith('https:');
  const app = new Hono();
  app.onError(onError);
  app.notFound(onNotFound);

  app.use('*', clientAddresses(config.trustProxy));
  app.use('*', platformSecurityHeaders(config));
  // CORS for the app's origins only. Hono's cors() sends Allow-Credentials on every reply, also to an origin it
  // did not allow; credentials belong only beside a matching Allow-Origin, so other origins get no CORS headers.
  const fromApp = (origin: string | undefined) => origin !== undefined && config.appOrigins.includes(origin);
  const appCors = cors({
    origin: (origin) => (fromApp(origin) ? origin : null),
    credentials: true,
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'Authorization'],
    maxAge: 600,
  });
  app.use('*', (c, next) => (fromApp(c.req.header('Origin')) ? appCors(c, next) : next()));
  app.use('*', bodyLimit({ maxSize: 64 * 1024, onError: (c) => errorReply(c, 413, 'too_large') }));
  app.use('*', refuseUnreadableInput);

  // A plain form post needs no CORS preflight, so a foreign page could log a visitor into someone else's
  // platform account. State-changing calls therefore accept only the two origins of this product (or none,
  // as curl sends).
  const sameProduct: MiddlewareHandler = async (c, next) => {
    const origin = c.req.header('Origin');
    if (c.req.method === 'POST' && origin !== undefined && !fromApp(origin) && origin !== config.platformOrigin) {
      return errorReply(c, 403, 'origin');
    }
    return next();
  };
  app.use('/cli/*', sameProduct);
  app.use('/v2/*', sameProduct);

  app.post('/cli/login', async (c) => {
    const body = await readFields(c);
    const typed = field(body, 'login');
    const password = field(body, 'password');
    // The same guards as the app's /api/login (server/auth/routes.ts): otherwise this door guesses past them.
    if (config.captcha) {
      const verdict = await verifyCaptcha(config.captcha, field(body, 'token'), clientIp(c));
      if (verdict === 'unavailable') return c.json({ return: false, code: 'login.captcha_unavailable' });
      if (verdict !== 'ok') return c.json({ return: false, code: 'login.captcha' });
    }
    // Two-factor sign-in holds at this door too: the code (or a recovery code) in `otp`, under the one throttle.
    const now = clock.now();
    const check = await checkSignIn(db, 'platform', typed, password, { ip: clientIp(c), userAgent: userAgent(c) }, now, {}, secondFactorOf(db, field(body, 'otp'), now));
    if (check.kind === 'throttled' || check.kind === 'address_throttled') return c.json({ return: false, code: `login.${check.kind}` });
    if (check.kind === 'wrong') return c.json({ return: false });
    if (check.kind === 'second_factor_needed') return c.json({ return: false, code: 'login.otp_required' });
    if (check.kind === 'second_factor_wrong') return c.json({ return: false, code: 'login.otp' });
    const { user } = check;
    if (user.status === 'USER_BLOCKED') return c.json({ return: false });
    const previous = getCookie(c, PLATFORM_COOKIE);
    if (previous !== undefined) await deletePlatformSession(db, previous);
    const token = await createPlatformSession(db, user.id, clock.now());
    // SameSite=None would let this cookie ride along with the app's cross-site fetches and the iframe, but
    // browsers accept None only with Secure, i.e. HTTPS, which a local reference server does not have. Lax
    // works when the platform origin itself is the top-level page; for the embedded iframe, the app has to
    // hand the iframe a one-time token that the platform exchanges for its own session.
    setCookie(c, PLATFORM_COOKIE, token, {
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: PLATFORM_SESSION_TTL_MS / 1000,
      secure,
    });
    return c.json({ return: true });
  });

  app.post('/cli/logout', async (c) => {
    const token = getCookie(c, PLATFORM_COOKIE);
    if (token !== undefined) await deletePlatformSession(db, token);
    deleteCookie(c, PLATFORM_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure });
    return c.json({ return: true });
  });

  app.get('/cli/userInfo', async (c) => {
    const token = platformToken(c.req.header('Authorization'), getCookie(c, PLATFORM_COOKIE));
    const userId = token === null ? null : await platformSessionUser(db, token, clock.now());
    // Trades that expired since the last look are settled first, so `available` is never stale.
    if (userId !== null) await settleDue(deps, userId, clock.now());
    const user = userId === null ? null : await findUserById(db, userId);
    if (!user) return errorReply(c, 401, 'auth');
    c.header('Cache-Control', 'no-store');
    const accounts = await accountsOf(db, user.id);
    // The current account's currency, as `available` is: a trader with a EUR account may have registered in USD.
    const current = currentAccount(user, accounts);
    const currency = current?.currency ?? user.currency;
    // `practice`: the ticket marks virtual money so a trader never mistakes it for real.
    return c.json({ return: true, available: availableOf(user, accounts), currency, practice: current !== null && isVirtual(current) });
  });

  app.route('/', tradingRoutes(deps));

  return app;
}
