import { readFileSync } from 'node:fs';
import { array, assert, enums, integer, literal, min, nullable, object, optional, pattern, string, union, type Infer } from 'superstruct';
import type { OfferName } from '../../common/offers.ts';
import DEFAULT_RULES from './rules.json' with { type: 'json' };

/*
 * When the server makes an offer by itself (docs/offers.md): a rule names the offer, the trader's situation that
 * calls for it, and how long after making it the same offer may not come again (null: once per trader). The first
 * rule that applies wins; nothing is offered while another offer is open. Pure: the facts come from the database.
 */

const Cooldown = nullable(min(integer(), 1));
const OfferRuleSchema = union([
  object({ offer: literal('limited'), when: literal('first_deposit_declined'), cooldown_hours: Cooldown }),
  object({ offer: literal('modal_5_risk_free'), when: literal('losing_trades_today'), at_least: min(integer(), 1), cooldown_hours: Cooldown }),
  object({ offer: enums(['modal_iq_one', 'limited', 'modal_5_risk_free']), when: literal('registration_day'), cooldown_hours: Cooldown }),
]);
export const OfferRulesSchema = object({
  rules: array(OfferRuleSchema),
  /** What completing IQ mining's steps credits to the bonus balance, in USD (times the currency's factor). */
  iq_mining_reward: pattern(string(), /^\d{1,6}(\.\d{1,2})?$/),
  $comment: optional(string()),
});
export type OfferRule = Infer<typeof OfferRuleSchema>;
export type OfferRules = Infer<typeof OfferRulesSchema>;

/** The trader's situation as the rules read it. */
export type OfferFacts = {
  registeredAt: Date;
  /** No deposit credited yet, and a card deposit was declined. */
  firstDepositDeclined: boolean;
  /** Trades lost since the start of the server's day (UTC). */
  lostToday: number;
  /** When each offer was last made to this trader. */
  lastOffered: Partial<Record<OfferName, Date>>;
};

const HOUR_MS = 3_600_000;
const sameUtcDay = (a: Date, b: Date) => a.toISOString().slice(0, 10) === b.toISOString().slice(0, 10);

function applies(rule: OfferRule, facts: OfferFacts, now: Date): boolean {
  switch (rule.when) {
    case 'first_deposit_declined':
      return facts.firstDepositDeclined;
    case 'losing_trades_today':
      return facts.lostToday >= rule.at_least;
    case 'registration_day':
      return sameUtcDay(facts.registeredAt, now);
  }
}

function coolingDown(rule: OfferRule, facts: OfferFacts, now: Date): boolean {
  const last = facts.lastOffered[rule.offer];
  if (!last) return false;
  return rule.cooldown_hours === null || now.getTime() - last.getTime() < rule.cooldown_hours * HOUR_MS;
}

/** The offer the rules make now, or null. */
export function offerDue(rules: OfferRules, facts: OfferFacts, now: Date): OfferName | null {
  return rules.rules.find((rule) => applies(rule, facts, now) && !coolingDown(rule, facts, now))?.offer ?? null;
}

/**
 * How often IQ mining may pay a trader: the cool-down of the rule set's IQ mining rule (null: once per trader), or of
 * the rule set kept with the server when the rules are off or name none.
 */
export function iqMiningPeriodHours(rules: OfferRules | null): number | null {
  const rule = (rules?.rules ?? []).find((candidate) => candidate.offer === 'modal_iq_one') ?? parseOfferRules(DEFAULT_RULES).rules.find((candidate) => candidate.offer === 'modal_iq_one');
  return rule ? rule.cooldown_hours : null;
}

/** What completing IQ mining credits, in USD: the rule set's figure, or the one kept with the server when rules are off. */
export function iqMiningReward(rules: OfferRules | null): string {
  return rules?.iq_mining_reward ?? parseOfferRules(DEFAULT_RULES).iq_mining_reward;
}

/** Checks a rule set; the message names what is wrong. */
export function parseOfferRules(json: unknown): OfferRules {
  assert(json, OfferRulesSchema);
  return json;
}

/**
 * OFFER_RULES: unset, the rule set kept with the server (./rules.json); "off", none (the server makes no offer by
 * itself); else the path of a JSON file of the same shape.
 */
export function loadOfferRules(setting: string | undefined): OfferRules | null {
  const value = setting?.trim() ?? '';
  if (value === '') return parseOfferRules(DEFAULT_RULES);
  if (['off', '0', 'false', 'no'].includes(value.toLowerCase())) return null;
  try {
    return parseOfferRules(JSON.parse(readFileSync(value, 'utf8')));
  } catch (error) {
    throw new Error(`OFFER_RULES: ${value} is not a valid rule set (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
}
