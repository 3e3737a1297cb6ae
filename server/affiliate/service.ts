import { randomBytes } from 'node:crypto';
import { LANDINGS, linkProblem, transferAmount, transferCredit } from '../../common/affiliate.ts';
import type { AffiliatePage, TransferAnswer } from '../../common/api/affiliate.ts';
import { AffiliateTransferReply } from '../../common/money-replies.ts';
import type { Deps } from '../deps.ts';
import { type Lang, saying } from '../i18n.ts';
import { spendSlot } from '../lib/budget.ts';
import { fromWire, type Refusal, refuse } from '../lib/refusal.ts';
import { accountScale, AFFILIATE_SCALE, moneyText, negate, storedMoney, wholeMoney } from '../money/amount.ts';
import { keyedMove, storedReply } from '../money/moves.ts';
import { findSession } from '../sessions/store.ts';
import { usersOfDevice } from '../users/device.ts';
import { insertLink, insertTransfer, ownAccount } from './queries.ts';
import { countClick, linkByCode, type Visitor } from './referral.ts';
import { affiliateBalance, linkStats, type Range } from './stats.ts';

// Spec §7 /api/us/refferal {action show|filter|transfer|save} and the public link /r/{code}. The affiliate's data is
// always the signed-in trader's own: no call takes a user id. A transfer is one money move under the request's
// idempotency key, built here and posted through server/money/.

const say = saying('affiliate');

/** Spec §3: materials with size, format, locale, extend (the file type); the files are in public/affiliate. */
const MATERIALS = [
  { size: '728x90', locale: 'en' },
  { size: '300x250', locale: 'en' },
  { size: '728x90', locale: 'ru' },
  { size: '300x250', locale: 'ru' },
] as const;

/** The spec's own wording of these refusals (English in every language, as the spec gives them). */
const SPEC_MESSAGES = {
  load: 'Load data error',
  save: 'Some error with save, please try later',
  fill: 'Please fill Link name and chose Landing page',
  amount: 'Wrong amount',
} as const;

const newCode = () => randomBytes(9).toString('base64url');

/** What the browser that opens a link shows of itself: its session and device cookies, its address and agent. */
export type LinkVisit = { sessionToken: string | undefined; deviceCookie: string | undefined; visitor: Visitor };

/** The traders the browser is signed in as (its session cookie) or has signed in as (its device cookie). */
async function browserUsers(deps: Deps, visit: LinkVisit): Promise<number[]> {
  const session = visit.sessionToken === undefined ? null : await findSession(deps.db, visit.sessionToken, deps.clock.now());
  return [...(session ? [session.userId] : []), ...(await usersOfDevice(deps.db, visit.deviceCookie))];
}

/**
 * The public link: counts the click and says to remember the code for registration (`remember`), and names the
 * landing page to go to. The owner's own browser (signed in as the owner now, or before) is sent on without either:
 * nobody refers themselves. An unknown code goes to registration.
 */
export async function followLink(deps: Deps, code: string, lang: Lang, visit: LinkVisit): Promise<{ target: string; remember: boolean }> {
  const link = await linkByCode(deps.db, code);
  if (!link) return { target: `/${lang}/register`, remember: false };
  const remember = !(await browserUsers(deps, visit)).includes(link.ownerId);
  if (remember) await countClick(deps.db, link, visit.visitor, deps.clock.now());
  const landing = LANDINGS.find((item) => item.id === link.landing) ?? LANDINGS[0];
  return { target: `/${lang}/${landing.path}`, remember };
}

/** The affiliate page: the balance, the programs, the trader's links with their figures in `range`, the materials. */
async function page(deps: Deps, userId: number, lang: Lang, range: Range): Promise<AffiliatePage> {
  const { db, config } = deps;
  const [balance, links] = await Promise.all([affiliateBalance(db, userId), linkStats(db, userId, range)]);
  return {
    balance,
    currency: 'USD',
    programs: LANDINGS.map((landing) => ({ id: landing.id, title: say(lang, `program_${landing.id}`), url: `${config.appOrigin}/${lang}/${landing.path}` })),
    links: links.map(({ code, ...link }) => ({ ...link, url: `${config.appOrigin}/r/${code}?lang=${lang}` })),
    material: MATERIALS.map((item) => ({
      title: say(lang, 'banner', { size: item.size }),
      size: item.size,
      format: 'banner',
      locale: item.locale,
      extend: 'svg',
      url: `/affiliate/banner-${item.size}-${item.locale}.svg`,
    })),
  };
}

export const affiliatePage = (deps: Deps, userId: number, lang: Lang) => page(deps, userId, lang, { from: null, to: null });

/** The page with the figures of a date range; a range that ends before it starts is refused. */
export async function filteredPage(deps: Deps, userId: number, lang: Lang, range: Range): Promise<AffiliatePage | Refusal> {
  if (range.from && range.to && range.to < range.from) return refuse(SPEC_MESSAGES.load, { code: 'date_range' });
  return page(deps, userId, lang, range);
}

/** A new link (its name and landing page both given), then the page with it. */
export async function saveLink(deps: Deps, userId: number, lang: Lang, name: string, landing: string): Promise<AffiliatePage | Refusal> {
  const { db, clock, config } = deps;
  if (linkProblem(name.trim(), landing.trim())) return refuse(SPEC_MESSAGES.fill, { code: 'fill' });
  // Every link is a row on every affiliate page the trader opens: only so many new ones a day.
  const overBudget = await spendSlot(db, `affiliate_link:user:${userId}`, config.budgets.affiliateLinks, clock.now(), lang);
  if (overBudget) return overBudget;
  await insertLink(db, { userId, name: name.trim(), landing: landing.trim(), code: newCode(), createdAt: clock.now() });
  return affiliatePage(deps, userId, lang);
}

/** An action the call does not know. */
export const unknownAction = (): Refusal => refuse(SPEC_MESSAGES.load, { code: 'action', status: 400 });

/**
 * Moves whole dollars from the affiliate balance into one of the trader's real accounts (credited at the deposit
 * slider's factor in its currency), once per idempotency key: a repeated key answers the first reply again.
 */
export async function transferToAccount(deps: Deps, userId: number, key: string, accountId: number, amount: string): Promise<TransferAnswer | Refusal> {
  const now = deps.clock.now();
  const refused = { return: false, code: 'amount', message: SPEC_MESSAGES.amount } as const;
  const reply = await keyedMove({
    db: deps.db,
    move: { userId, kind: 'affiliate_transfer', key },
    at: now,
    reply: AffiliateTransferReply,
    run: async ({ tx, post }) => {
      const account = await ownAccount(tx, userId, accountId);
      const balance = storedMoney(await affiliateBalance(tx, userId), AFFILIATE_SCALE);
      const usd = transferAmount(amount, balance.units);
      if (!account || account.type !== 'real' || usd === null) return { refused };
      const debit = wholeMoney(usd, AFFILIATE_SCALE);
      const credit = wholeMoney(transferCredit(usd, account.currency), accountScale(account.currency));
      const id = await insertTransfer(tx, { userId, accountId: account.id, amount: moneyText(debit), idempotencyKey: key, at: now });
      const reference = `affiliate_transfer:${id}`;
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
  return fromWire(reply) as TransferAnswer | Refusal;
}

/** What became of a transfer whose answer was lost: its first answer, or unknown (never sent again blindly). */
export async function transferOutcome(deps: Deps, userId: number, key: string) {
  const seen = await storedReply(deps.db, { userId, kind: 'affiliate_transfer', key }, AffiliateTransferReply);
  return seen ? { known: true as const, reply: seen } : { known: false as const };
}
