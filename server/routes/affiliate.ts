import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { LANDINGS, linkProblem, REFERRAL_COOKIE, REFERRAL_DAYS, transferAmount, transferCredit } from '../../common/affiliate.ts';
import { accounts } from '../db/schema.ts';
import { affiliateBalances, affiliateLinks, affiliateTransfers } from '../db/schema-community.ts';
import { accountTransactions } from '../db/schema-trading.ts';
import { field, type Fields, readFields } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { requireSession } from '../http/session.ts';
import { parseLang, type Lang } from '../i18n.ts';
import { formatMinorUnits, toMinorUnits } from '../lib/money.ts';
import { parseTime } from '../platform/search.ts';
import { affiliateBalance, linkStats, type Range } from '../affiliate/stats.ts';
import { openLink } from '../affiliate/referral.ts';
import { KEY, KEY_REQUIRED } from './card-request.ts';

// Spec §7 /api/us/refferal {action show|filter|transfer|save} and the public link GET /r/{code}. The affiliate's
// data is always the signed-in trader's own: no call takes a user id.

type Json = Record<string, unknown>;

const WORDS = {
  en: {
    programs: { register: 'Registration page', login: 'Login page', contact: 'Contact page' },
    banner: 'Banner',
  },
  ru: {
    programs: { register: 'Страница регистрации', login: 'Страница входа', contact: 'Страница контактов' },
    banner: 'Баннер',
  },
} as const;

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

const userOf = (c: Context<AppEnv>) => c.var.session?.userId ?? 0;

export function affiliateRoutes({ db, clock, config }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/api/us/refferal', requireSession);

  /** The public link: counts the click, remembers the code for registration, and goes to the landing page. */
  app.get('/r/:code', async (c) => {
    const opened = await openLink(db, c.req.param('code'), clock.now());
    const lang: Lang = parseLang(c.req.query('lang')) ?? 'en';
    if (!opened) return c.redirect(`/${lang}/register`, 302);
    setCookie(c, REFERRAL_COOKIE, c.req.param('code'), { path: '/', httpOnly: true, sameSite: 'Lax', maxAge: REFERRAL_DAYS * 86_400, secure: config.appOrigin.startsWith('https:') });
    const landing = LANDINGS.find((item) => item.id === opened.landing) ?? LANDINGS[0];
    return c.redirect(`/${lang}/${landing.path}`, 302);
  });

  const page = async (c: Context<AppEnv>, range: Range): Promise<Json> => {
    const userId = userOf(c);
    const words = WORDS[c.var.lang];
    const [balance, links] = await Promise.all([affiliateBalance(db, userId), linkStats(db, userId, range)]);
    return {
      return: true,
      balance,
      currency: 'USD',
      programs: LANDINGS.map((landing) => ({ id: landing.id, title: words.programs[landing.id], url: `${config.appOrigin}/${c.var.lang}/${landing.path}` })),
      links: links.map(({ code, ...link }) => ({ ...link, url: `${config.appOrigin}/r/${code}?lang=${c.var.lang}` })),
      material: MATERIALS.map((item) => ({
        title: `${words.banner} ${item.size}`,
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
        await db.insert(affiliateLinks).values({ userId, name, landing, code: newCode(), createdAt: clock.now() });
        return c.json(await page(c, { from: null, to: null }));
      }
      case 'transfer':
        return transfer(c, fields, userId);
      default:
        return c.json({ return: false, code: 'action', message: SPEC_MESSAGES.load }, 400);
    }
  });

  /** Moves whole dollars from the affiliate balance into one of the trader's accounts, once per idempotency key. */
  async function transfer(c: Context<AppEnv>, fields: Fields, userId: number): Promise<Response> {
    const key = (c.req.header('Idempotency-Key') ?? field(fields, 'idempotency_key')).trim();
    if (!KEY.test(key)) return c.json(KEY_REQUIRED, 400);
    const [seen] = await db.select().from(affiliateTransfers).where(and(eq(affiliateTransfers.userId, userId), eq(affiliateTransfers.idempotencyKey, key)));
    if (seen) return c.json(seen.reply as Json);
    const accountId = /^\d{1,9}$/.test(field(fields, 'account').trim()) ? Number(field(fields, 'account').trim()) : 0;
    const [account] = await db.select().from(accounts).where(and(eq(accounts.id, accountId), eq(accounts.userId, userId)));
    const balance = toMinorUnits(await affiliateBalance(db, userId), 2) ?? 0n;
    const usd = transferAmount(field(fields, 'amount'), balance);
    if (!account || account.type !== 'real' || usd === null) return c.json({ return: false, code: 'amount', message: SPEC_MESSAGES.amount });
    const debit = formatMinorUnits(usd * 100n, 2);
    const credit = formatMinorUnits(transferCredit(usd, account.currency) * 100n, 2);
    const now = clock.now();
    const outcome = await db
      .transaction(async (tx) => {
        // The one conditional update: two transfers at once can never take the affiliate balance below zero.
        const [taken] = await tx
          .update(affiliateBalances)
          .set({ balance: sql`${affiliateBalances.balance} - ${debit}::numeric` })
          .where(and(eq(affiliateBalances.userId, userId), sql`${affiliateBalances.balance} >= ${debit}::numeric`))
          .returning({ balance: affiliateBalances.balance });
        if (!taken) return 'funds' as const;
        const reply: Json = { return: true, amount: debit, credited: credit, currency: account.currency, account: account.id, balance: formatMinorUnits((toMinorUnits(taken.balance, 2) ?? 0n), 2) };
        const [row] = await tx.insert(affiliateTransfers).values({ userId, accountId: account.id, amount: debit, idempotencyKey: key, reply, at: now }).onConflictDoNothing().returning();
        if (!row) throw new Error('duplicate key'); // a twin got there first: roll the debit back
        await tx
          .update(accounts)
          .set({ amount: sql`${accounts.amount} + ${credit}::numeric`, netAmount: sql`${accounts.netAmount} + ${credit}::numeric` })
          .where(eq(accounts.id, account.id));
        await tx.insert(accountTransactions).values({ userId, accountId: account.id, trType: 'affiliate_transfer', amount: credit, currency: account.currency, executedAt: now });
        return 'made' as const;
      })
      .catch((error: unknown) => {
        if (error instanceof Error && error.message === 'duplicate key') return 'twin' as const;
        throw error;
      });
    if (outcome === 'funds') return c.json({ return: false, code: 'amount', message: SPEC_MESSAGES.amount });
    const [stored] = await db.select().from(affiliateTransfers).where(and(eq(affiliateTransfers.userId, userId), eq(affiliateTransfers.idempotencyKey, key)));
    return c.json((stored?.reply as Json | undefined) ?? { return: false, code: 'save', message: SPEC_MESSAGES.save });
  }

  /** What became of a transfer whose answer was lost: its first answer, or unknown (never sent again blindly). */
  app.post('/api/us/refferal/outcome', requireSession, async (c) => {
    const key = field(await readFields(c), 'idempotency_key').trim();
    if (!KEY.test(key)) return c.json(KEY_REQUIRED, 400);
    const [seen] = await db.select().from(affiliateTransfers).where(and(eq(affiliateTransfers.userId, userOf(c)), eq(affiliateTransfers.idempotencyKey, key)));
    return c.json(seen ? { return: true, known: true, reply: seen.reply as Json } : { return: true, known: false });
  });

  return app;
}
