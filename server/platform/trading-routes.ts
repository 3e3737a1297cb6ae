import { type Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { field, readFields } from '../http/body.ts';
import type { Deps } from '../deps.ts';
import { errorReply } from '../http/errors.ts';
import { clientIp, userAgent } from '../http/client-info.ts';
import { currentOrders, currentTransactions } from '../history/service.ts';
import { requirePlatformUser, type PlatformEnv } from './auth.ts';
import { ASSETS, findAsset } from './assets.ts';
import { changePlatformPassword, platformSessionFor } from './account-service.ts';
import { platformScriptBody, platformStyles, renderTradePage } from './page.ts';
import { acceptedEncodings } from '../http/encoding.ts';
import { parseOrderQuery, parseTransactionQuery, toOrderDto } from './search.ts';
import { openTrade } from './trading.ts';
import { amountMessage, tradeMessages } from './messages.ts';
import { CANDLE_HISTORY_S, candleReader, DEFAULT_CANDLES, MAX_CANDLES } from './candles.ts';
import { isTimeframe } from '../../common/candles.ts';

const DEFAULT_SEARCH_LIMIT = 100;

/** The most ticks one answer carries: the chart's ten minutes. */
const MAX_TICKS = 600;

/** The quote stream's beat: a tick a second, so it looks at the server clock once a second. */
export const QUOTE_STREAM_BEAT_MS = 1_000;

/** The caller's language for a message (the API's X-Lang; the page sends it too). */
const langOf = (c: Context) => (c.req.header('X-Lang') === 'ru' ? 'ru' : 'en');

/** Without a quote source there are no prices to show: said plainly (503), never a made-up tick. */
const noQuotes = (c: Context) => c.json({ return: false, code: 'quotes', message: tradeMessages(langOf(c)).quotes }, 503);
const unknownSymbol = (c: Context) => c.json({ return: false, field: 'symbol', message: tradeMessages(langOf(c)).symbol }, 400);

/** A whole number in [min, max] from a query parameter, or `fallback` when it is absent or not one. */
function wholeParam(raw: string | undefined, min: number, max: number, fallback: number): number | null {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,15}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= min && value <= max ? value : null;
}

/** Unix seconds as sent in `since` or Last-Event-ID; anything else means "from 600 s ago". */
function sinceSecond(raw: string | undefined): number {
  const value = Number(raw ?? '0');
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}

/** The trading page and its assets, the price feed, binary options, order and transaction search. */
export function tradingRoutes(deps: Deps): Hono<PlatformEnv> {
  const { clock, config, quotes } = deps;
  const app = new Hono<PlatformEnv>();
  const authed = requirePlatformUser(deps);
  const candles = quotes ? candleReader(quotes) : null;

  app.get('/trade', async (c) => {
    c.header('Cache-Control', 'no-store');
    // The parent names its origin (`app`): opened at localhost or at 127.0.0.1, the page talks to the one framing it.
    const asked = c.req.query('app') ?? '';
    const parent = config.appOrigins.includes(asked) ? asked : config.appOrigin;
    return c.html(renderTradePage(c.req.query('lang') ?? 'en', parent, await platformStyles()));
  });
  app.get('/assets/platform.js', async (c) => {
    const script = await platformScriptBody();
    c.header('Cache-Control', 'no-cache');
    c.header('ETag', script.etag);
    c.header('Vary', 'Accept-Encoding');
    if (c.req.header('If-None-Match') === script.etag) return c.body(null, 304);
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    const [encoding] = acceptedEncodings(c.req.header('Accept-Encoding'));
    if (encoding === undefined) return c.body(script.identity);
    c.header('Content-Encoding', encoding);
    return c.body(script.encoded[encoding]);
  });

  /** The one-time token from the app (URL fragment) → a platform session token the page keeps in memory. */
  app.post('/cli/exchange', async (c) => {
    const token = await platformSessionFor(deps, field(await readFields(c), 'token'));
    if (token === null) return errorReply(c, 401, 'auth');
    c.header('Cache-Control', 'no-store');
    return c.json({ return: true, token });
  });

  app.post('/cli/password', authed, async (c) => {
    const body = await readFields(c);
    const change = { oldPassword: field(body, 'oldPassword'), newPassword: field(body, 'newPassword'), newPasswordConfirm: field(body, 'newPasswordConfirm') };
    const answer = await changePlatformPassword(deps, c.var.platformUserId, change, { ip: clientIp(c), userAgent: userAgent(c) });
    return answer === 'signed_out' ? errorReply(c, 401, 'auth') : c.json(answer);
  });

  app.get('/v2/cli/api/assets', (c) =>
    c.json({ return: true, assets: ASSETS.map(({ symbol, name, decimals, assetClass }) => ({ symbol, name, decimals, assetClass })) }),
  );

  /** Public candles built from the quote source's ticks (./candles.ts): the chart's history at 1, 5 or 15 minutes. */
  app.get('/v2/cli/api/candles', async (c) => {
    const asset = findAsset(c.req.query('symbol') ?? '');
    if (!asset) return unknownSymbol(c);
    const timeframe = c.req.query('tf') ?? '1m';
    if (!isTimeframe(timeframe)) return c.json({ return: false, field: 'tf', message: 'tf: 1m, 5m or 15m' }, 400);
    const now = clock.now();
    const nowS = Math.floor(now.getTime() / 1000);
    const to = wholeParam(c.req.query('to'), nowS - CANDLE_HISTORY_S, Number.MAX_SAFE_INTEGER, nowS);
    if (to === null) return c.json({ return: false, field: 'to', message: 'to: Unix seconds, at most a week back' }, 400);
    const limit = wholeParam(c.req.query('limit'), 1, MAX_CANDLES, DEFAULT_CANDLES);
    if (limit === null) return c.json({ return: false, field: 'limit', message: `limit: 1-${MAX_CANDLES}` }, 400);
    if (!candles) return noQuotes(c);
    const list = await candles.read({ asset, timeframe, to, limit }, now);
    c.header('Cache-Control', 'no-store');
    return c.json({ return: true, symbol: asset.symbol, decimals: asset.decimals, tf: timeframe, now: now.getTime(), candles: list });
  });

  /** Public quotes: ticks after `since` (Unix seconds), at most the last 600. */
  app.get('/v2/cli/api/quotes', async (c) => {
    const asset = findAsset(c.req.query('symbol') ?? '');
    if (!asset) return unknownSymbol(c);
    if (!quotes) return noQuotes(c);
    const now = clock.now().getTime();
    const since = Number(c.req.query('since') ?? '0');
    const ticks = await quotes.ticks(asset, Number.isSafeInteger(since) ? since : 0, Math.floor(now / 1000), MAX_TICKS);
    c.header('Cache-Control', 'no-store');
    return c.json({ return: true, symbol: asset.symbol, decimals: asset.decimals, now, ticks });
  });

  /**
   * The same ticks as one long-lived Server-Sent Events response (the page's chart): the backlog after `since`,
   * then every second the new ones. Each event's id is its last second, so a reconnecting EventSource (which sends
   * Last-Event-ID) carries on without a gap or a repeat. One visible chart costs one request, not one a second.
   */
  app.get('/v2/cli/api/quotes/stream', (c) => {
    const asset = findAsset(c.req.query('symbol') ?? '');
    if (!asset) return unknownSymbol(c);
    if (!quotes) return noQuotes(c);
    let last = sinceSecond(c.req.header('Last-Event-ID') ?? c.req.query('since'));
    c.header('Cache-Control', 'no-store');
    return streamSSE(c, async (stream) => {
      // Reconnect after 1 s if the connection drops (the browser's default is slower and varies).
      await stream.writeSSE({ event: 'hello', data: '{}', retry: QUOTE_STREAM_BEAT_MS });
      while (!stream.aborted && !stream.closed) {
        const now = clock.now().getTime();
        const ticks = await quotes.ticks(asset, last, Math.floor(now / 1000), MAX_TICKS);
        const newest = ticks.at(-1);
        if (newest) {
          last = newest.time;
          const data = JSON.stringify({ symbol: asset.symbol, decimals: asset.decimals, now, ticks });
          await stream.writeSSE({ event: 'ticks', data, id: String(last) });
        }
        await stream.sleep(QUOTE_STREAM_BEAT_MS);
      }
    });
  });

  app.post('/v2/cli/api/order/open', authed, async (c) => {
    const body = await readFields(c);
    const outcome = await openTrade(
      deps,
      c.var.platformUserId,
      {
        symbol: field(body, 'symbol'),
        direction: field(body, 'direction'),
        amount: field(body, 'amount'),
        expiry: field(body, 'expiry'),
        expiryAt: field(body, 'expiryAt'),
      },
      clock.now(),
    );
    if (!outcome.ok) {
      const lang = langOf(c);
      const words = tradeMessages(lang)[outcome.code];
      const message = outcome.currency === undefined ? words : amountMessage(words, outcome.currency, lang);
      return c.json({ return: false, code: outcome.code, field: outcome.field, message });
    }
    return c.json({ return: true, order: toOrderDto(outcome.order), available: outcome.available });
  });

  app.get('/v2/cli/api/order/search', authed, async (c) => {
    const query = parseOrderQuery((name) => c.req.query(name) ?? '', { from: 'startTimeStart', to: 'startTimeEnd', symbol: 'symbol' }, DEFAULT_SEARCH_LIMIT);
    c.header('Cache-Control', 'no-store');
    return c.json({ return: true, ...(await currentOrders(deps, c.var.platformUserId, query)) });
  });

  app.get('/v2/cli/api/transactions/search', authed, async (c) => {
    const query = parseTransactionQuery((name) => c.req.query(name) ?? '', { from: 'executedStart', to: 'executedEnd' }, DEFAULT_SEARCH_LIMIT);
    c.header('Cache-Control', 'no-store');
    return c.json({ return: true, ...(await currentTransactions(deps, c.var.platformUserId, query)) });
  });

  return app;
}
