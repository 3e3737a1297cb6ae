import type { Budget } from '../lib/budget-slots.ts';

/*
 * The budgets of the calls that store something or queue work for people, per address on the doors a stranger may
 * knock at (server/http/public-api.ts) and per trader behind the session. Each is a sliding window taken with
 * takeSlot (DB-backed, so every process shares it); over it the call answers 429 (too-many.ts). The limits are set
 * by environment variables so a test server, whose every browser comes from loopback, can raise them.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type BudgetSpec = { env: string; limit: number; windowMs: number };

export const BUDGET_SPECS = {
  /** The login screen reports each failed login; a person fails far fewer than the login's own address budget (30 in 15 minutes). */
  loginFailReports: { env: 'LOGIN_FAIL_REPORTS_PER_HOUR', limit: 120, windowMs: HOUR },
  /** Contact-form messages per address: a household or an office behind one address, not a script. */
  contacts: { env: 'CONTACTS_PER_HOUR', limit: 20, windowMs: HOUR },
  /** Guest live-chat messages per address, on top of the per-conversation throttle (a script makes up a new id each time). */
  guestChatSends: { env: 'GUEST_CHAT_SENDS_PER_HOUR', limit: 120, windowMs: HOUR },
  /** Guest live-chat history reads per address: the panel reads once when opened and once per reconnect. */
  guestChatReads: { env: 'GUEST_CHAT_READS_PER_HOUR', limit: 600, windowMs: HOUR },
  /** Passkey sign-ins started per address: each hands out a challenge the server keeps for a few minutes. */
  passkeySignIns: { env: 'PASSKEY_SIGN_INS_PER_HOUR', limit: 120, windowMs: HOUR },
  /** Call-back requests per trader: each one puts a person on the phone. */
  calls: { env: 'CALLS_PER_DAY', limit: 10, windowMs: DAY },
  /** New affiliate links per trader: each is a row listed on every affiliate page. */
  affiliateLinks: { env: 'AFFILIATE_LINKS_PER_DAY', limit: 20, windowMs: DAY },
  /** New tickets per trader: each is read by an agent (replies to open tickets are not counted). */
  tickets: { env: 'TICKETS_PER_DAY', limit: 20, windowMs: DAY },
} as const satisfies Record<string, BudgetSpec>;

export type BudgetName = keyof typeof BUDGET_SPECS;
export type Budgets = Readonly<Record<BudgetName, Budget>>;

/** The budgets with each limit read by `limitOf` (the configuration's checked positive whole number). */
export function loadBudgets(limitOf: (env: string, fallback: number) => number): Budgets {
  const entries = Object.entries(BUDGET_SPECS).map(([name, spec]) => [name, { limit: limitOf(spec.env, spec.limit), windowMs: spec.windowMs }]);
  return Object.fromEntries(entries) as Record<BudgetName, Budget>;
}
