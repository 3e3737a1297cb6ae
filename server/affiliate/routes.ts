import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { LANDINGS, linkProblem, REFERRAL_COOKIE, REFERRAL_DAYS, transferAmount, transferCredit } from '../../common/affiliate.ts';
import { accounts } from '../db/schema.ts';
import { affiliateLinks, affiliateTransfers } from '../db/schema-community.ts';
import { field, type Fields, readFields } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { sessionUserId } from '../http/session.ts';
import { spendBudget } from '../http/too-many.ts';
import { parseLang, saying, type Lang } from '../i18n.ts';
import { parseTime } from '../platform/search.ts';
import { affiliateBalance, linkStats, type Range } from './stats.ts';
import { countClick, linkByCode } from './referral.ts';
import { SESSION_COOKIE } from '../http/cookies.ts';
import { findSession } from '../sessions/store.ts';
import { deviceUsers } from '../users/device.ts';
import { KEY, keyRequired, requestKey } from '../http/idempotency.ts';
import { AffiliateTransferReply } from '../../common/money-replies.ts';
import { accountScale, AFFILIATE_SCALE, moneyText, negate, storedMoney, wholeMoney } from '../money/amount.ts';
import { keyedMove, storedReply } from '../money/moves.ts';
import { clientIp, userAgent } from '../http/client-info.ts';

// Spec §7 /api/us/refferal {action show|filter|transfer|save} and the public link GET /r/{code}. The affiliate's
// data is always the signed-in trader's own: no call takes a user id.

type Json = Record<string, unknown>;

const say = saying('affiliate');

/** Spec §3: materials with size, format, locale, extend (the file type); the files are in public/affiliate. */
const MATERIALS = [
  { size: '728x90', locale: 'en' },
  { size: '300x250', locale: 'en' },
  { size: '728x90', locale: 'ru' },
  { size: '300x250', locale: 'ru' },
] as const;

const SPEC_MESSAGES = {
  load: 'Load data error',
  save: 'Some error with save, please try later',
  fill: 'Please fill Link name and chose Landing page',
  amount: 'Wrong amount',
} as const;

function rangeOf(fields: Fields): Range | 'reversed' {
  const from = parseTime(field(fields, 'DateFrom'));
  const to = parseTime(field(fields, 'DateTo'));
  if (from && to && to < from) return 'reversed';
  return { from, to };
}

const newCode = () => randomBytes(9).toString('base64url');

const userOf = (c: Context<AppEnv>) => sessionUserId(c);

export function affiliateRoutes({ db, clock, config }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  /**
   * The public link: counts the click, remembers the code for registration, and goes to the landing page. The owner's
   * own browser (signed in as the owner now, or before) is sent on without either: nobody refers themselves.
   */
  app.get('/r/:code', async (c) => {
    const link = await linkByCode(db, c.req.param('code'));
    const lang: Lang = parseLang(c.req.query('lang')) ?? 'en';
    if (!link) return c.redirect(`/${lang}/register`, 302);
    if (!(await browserUsers(c)).includes(link.ownerId)) {
      await countClick(db, link, { ip: clientIp(c), userAgent: userAgent(c) }, clock.now());
      setCookie(c, REFERRAL_COOKIE, c.req.param('code'), { path: '/', httpOnly: true, sameSite: 'Lax', maxAge: REFERRAL_DAYS * 86_400, secure: config.appOrigin.startsWith('https:') });
    }
    const landing = LANDINGS.find((item) => item.id === link.landing) ?? LANDINGS[0];
    return c.redirect(`/${lang}/${landing.path}`, 302);
  });

  /** The traders this browser is signed in as (its session cookie) or has signed in as (its device cookie). */
  async function browserUsers(c: Context<AppEnv>): Promise<number[]> {
    const token = getCookie(c, SESSION_COOKIE);
    const session = token === undefined ? null : await findSession(db, token, clock.now());
    return [...(session ? [session.userId] : []), ...(await deviceUsers(c, db))];
  }

  const page = async (c: Context<AppEnv>, range: Range): Promise<Json> => {
    const userId = userOf(c);
    const [balance, links] = await Promise.all([affiliateBalance(db, userId), linkStats(db, userId, range)]);
    return {
      return: true,
      balance,
      currency: 'USD',
      programs: LANDINGS.map((landing) => ({ id: landing.id, title: say(c.var.lang, `program_${landing.id}`), url: `${config.appOrigin}/${c.var.lang}/${landing.path}` })),
      links: links.map(({ code, ...link }) => ({ ...link, url: `${config.appOrigin}/r/${code}?lang=${c.var.lang}` })),
      material: MATERIALS.map((item) => ({
        title: say(c.var.lang, 'banner', { size: item.size }),
        size: item.size,
        format: 'banner',
        locale: item.locale,
        extend: 'svg',
        url: `/affiliate/banner-${item.size}-${item.locale}.svg`,
      })),
    };
  };

  app.post('/api/us/refferal', async (c) => {
    const fields = await readFields(c);
    const action = field(fields, 'action');
    const userId = userOf(c);
    switch (action) {
      case 'show':
        return c.json(await page(c, { from: null, to: null }));
      case 'filter': {
        const range = rangeOf(fields);
        if (range === 'reversed') return c.json({ return: false, code: 'date_range', message: SPEC_MESSAGES.load });
        return c.json(await page(c, range));
      }
      case 'save': {
        const name = field(fields, 'link_name').trim();
        const landing = field(fields, 'landing').trim();
        if (linkProblem(name, landing)) return c.json({ return: false, code: 'fill', message: SPEC_MESSAGES.fill });
        // Every link is a row on every affiliate page the trader opens: only so many new ones a day.
        const overBudget = await spendBudget(c, db, `affiliate_link:user:${userId}`, config.budgets.affiliateLinks, clock.now());
        if (overBudget) return overBudget;
        await db.insert(affiliateLinks).values({ userId, name, landing, code: newCode(), createdAt: clock.now() });
        return c.json(await page(c, { from: null, to: null }));
      }
      case 'transfer':
        return transfer(c, fields, userId);
      default:
        return c.json({ return: false, code: 'action', message: SPEC_MESSAGES.load }, 400);
    }
  });

  /** Moves whole dollars from the affiliate balance into one of the trader's real accounts, once per idempotency key. */
  async function transfer(c: Context<AppEnv>, fields: Fields, userId: number): Promise<Response> {
    const key = requestKey(c, fields);
    if (key === null) return c.json(keyRequired(c.var.lang), 400);
    const accountId = /^\d{1,9}$/.test(field(fields, 'account').trim()) ? Number(field(fields, 'account').trim()) : 0;
    const now = clock.now();
    const refused = { return: false, code: 'amount', message: SPEC_MESSAGES.amount } as const;
    const reply = await keyedMove({
      db,
      move: { userId, kind: 'affiliate_transfer', key },
      at: now,
      reply: AffiliateTransferReply,
      run: async ({ tx, post }) => {
        const [account] = await tx.select().from(accounts).where(and(eq(accounts.id, accountId), eq(accounts.userId, userId)));
        const balance = storedMoney(await affiliateBalance(tx, userId), AFFILIATE_SCALE);
        const usd = transferAmount(field(fields, 'amount'), balance.units);
        if (!account || account.type !== 'real' || usd === null) return { refused };
        const debit = wholeMoney(usd, AFFILIATE_SCALE);
        const credit = wholeMoney(transferCredit(usd, account.currency), accountScale(account.currency));
        const [row] = await tx.insert(affiliateTransfers).values({ userId, accountId: account.id, amount: moneyText(debit), idempotencyKey: key, at: now }).returning({ id: affiliateTransfers.id });
        if (!row) throw new Error('transfer insert returned nothing');
        const reference = `affiliate_transfer:${row.id}`;
        // The affiliate debit is conditional: two transfers at once can never take the affiliate balance below zero.
        const [taken] = await post([
          { userId, holder: { book: 'affiliate' }, kind: 'affiliate_transfer', amount: negate(debit), currency: 'USD', reference, at: now },
          { userId, holder: { book: 'account', accountId: account.id }, kind: 'affiliate_transfer', amount: credit, currency: account.currency, reference, at: now },
        ]);
        if (!taken) throw new Error('transfer posted nothing');
        return { done: { return: true, amount: moneyText(debit), credited: moneyText(credit), currency: account.currency, account: account.id, balance: moneyText(taken.balanceAfter) } };
      },
      onFunds: async () => refused,
    });
    return c.json(reply);
  }

  /** What became of a transfer whose answer was lost: its first answer, or unknown (never sent again blindly). */
  app.post('/api/us/refferal/outcome', async (c) => {
    const key = field(await readFields(c), 'idempotency_key').trim();
    if (!KEY.test(key)) return c.json(keyRequired(c.var.lang), 400);
    const seen = await storedReply(db, { userId: userOf(c), kind: 'affiliate_transfer', key }, AffiliateTransferReply);
    return c.json(seen ? { return: true, known: true, reply: seen } : { return: true, known: false });
  });

  return app;
}
