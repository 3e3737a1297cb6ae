// oxlint-disable-next-line import/no-unassigned-import
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { db } from '@/db/database';
import { defaultExpiry, expiryValid } from '@common/card';
import { initialState, reduce } from '@/features/card/cascade.machine';
import type { CascadeEvent, CascadeState, Step } from '@/features/card/cascade.types';
import { cardIdentity } from '@/features/card/cardIdentity';
import { awayCopy } from '@/features/card/dialogCopy';
import { loadDeposit, saveDeposit } from '@/features/card/persist';
import type { Outcome, ProcessorName } from '@/features/card/types';
import en from '@/i18n/locales/en.json';
import ru from '@/i18n/locales/ru.json';

// A retry after a declined card: the processors tried so far declined that card, so another card starts the cascade
// afresh; the note before a processor's own page says an earlier provider did not take the card only when one did;
// and a card page never starts on an expired month.

const REQUEST = { amount: '300', bonus: '0.00', fixed: false, currency: 'USD' };
const YEAR = String(new Date().getFullYear() + 2);
const BAD = cardIdentity({ number: '4000000000009995', month: '12', year: YEAR });
const GOOD = cardIdentity({ number: '4242424242424242', month: '12', year: YEAR });
const STACK: ProcessorName[] = ['FRAUD', 'VLOAD'];

const start = (depositId: string, card: string | undefined, stack = STACK): CascadeEvent => ({ type: 'start', depositId, request: REQUEST, stack, card });
const keyOf = (state: CascadeState) => ('attempt' in state ? state.attempt.key : '');
const outcome = (step: Step, value: Outcome): Step => reduce(step.state, { type: 'outcome', key: keyOf(step.state), outcome: value });
const payOf = (step: Step) => step.effects.find((effect) => effect.type === 'pay');
const hostedPage: Outcome = { kind: 'redirect', transactionId: 'tx_v', url: '/api/vload/start?amount=300&tx=tx_v', method: 'get', fields: {} };

/** The trader's first deposit, declined on FRAUD without a cascade (Not sufficient funds), then Retry (the modal closes). */
function declinedThenRetry(): CascadeState {
  const paying = reduce(initialState(STACK, []), start('d1', BAD));
  const declined = outcome(paying, { kind: 'declined', cascade: false, code: 'insufficient_funds', message: 'Not sufficient funds' });
  expect(declined.state).toMatchObject({ phase: 'declined', canContinue: true, tried: ['FRAUD'] });
  return reduce(declined.state, { type: 'dismiss' }).state;
}

describe('a retry after a declined card', () => {
  it('with another card starts the cascade afresh, on the first provider', () => {
    const retry = reduce(declinedThenRetry(), start('d2', GOOD));
    expect(payOf(retry)).toMatchObject({ attempt: { processor: 'FRAUD', key: 'd2.1.FRAUD' } });
    expect(retry.state).toMatchObject({ phase: 'paying', tried: ['FRAUD'], card: GOOD });
    expect(outcome(retry, { kind: 'approved', transactionId: 'tx_ok' }).state.phase).toBe('approved');
  });

  it('with the same card goes on to the next provider, whose page then says why it asks for the card again', () => {
    const retry = reduce(declinedThenRetry(), start('d2', BAD));
    expect(payOf(retry)).toMatchObject({ attempt: { processor: 'VLOAD' } });
    const away = outcome(retry, hostedPage).state;
    expect(away).toMatchObject({ phase: 'awayChoice', why: 'fallback' });
    if (away.phase !== 'awayChoice') throw new Error(away.phase);
    expect(awayCopy(away)).toEqual({ title: 'deposit.fallback_title', text: 'deposit.fallback_text', go: 'deposit.fallback_continue' });
  });

  it('never lands a new card on the second provider’s page with "did not go through our first provider"', () => {
    // FRAUD declines the new card too, with a cascade: now it is true, and the note says so.
    const retry = reduce(declinedThenRetry(), start('d2', GOOD));
    const next = outcome(retry, { kind: 'declined', cascade: true, code: 'do_not_honor', message: 'Do not honor' });
    expect(payOf(next)).toMatchObject({ attempt: { processor: 'VLOAD', key: 'd2.2.VLOAD' } });
    expect(outcome(next, hostedPage).state).toMatchObject({ phase: 'awayChoice', why: 'fallback', tried: ['FRAUD', 'VLOAD'] });
    // A new card whose first provider is a hosted page goes straight there: nobody declined it.
    const hostedFirst = reduce(initialState(['VLOAD', 'FRAUD'], ['VLOAD'], BAD), start('d3', GOOD, ['VLOAD', 'FRAUD']));
    expect(payOf(hostedFirst)).toMatchObject({ attempt: { processor: 'VLOAD' } });
    expect(outcome(hostedFirst, hostedPage).state.phase).toBe('redirecting');
  });

  it('says "first provider" only after exactly one, and "other providers" after more', () => {
    const stack: ProcessorName[] = ['FRAUD', 'ZOOM', 'VLOAD'];
    let step = reduce(initialState(stack, []), start('d4', GOOD, stack));
    step = outcome(step, { kind: 'declined', cascade: true, code: 'do_not_honor', message: '' });
    step = outcome(step, { kind: 'declined', cascade: true, code: '14', message: '' });
    const away = outcome(step, hostedPage).state;
    if (away.phase !== 'awayChoice') throw new Error(away.phase);
    expect(awayCopy(away)).toEqual({ title: 'deposit.fallback_title_others', text: 'deposit.fallback_text_next', go: 'deposit.fallback_continue' });
    expect(awayCopy({ ...away, why: 'back' }).title).toBe('deposit.away_title');
    for (const locale of [en, ru] as Record<string, string>[]) {
      for (const key of ['deposit.fallback_title', 'deposit.fallback_title_others', 'deposit.fallback_text', 'deposit.fallback_text_next']) expect(locale[key], key).toMatch(/\S/);
    }
    expect(en['deposit.fallback_title_others']).not.toContain('first');
    expect(ru['deposit.fallback_title_others']).not.toContain('перв');
  });

  it('the card typed again after a reload, if it is another card, starts afresh too', () => {
    const declined = outcome(reduce(initialState(STACK, []), start('d5', BAD)), { kind: 'declined', cascade: true, code: 'do_not_honor', message: '' });
    // The reload lost the card before VLOAD could be paid: the trader is asked for it again.
    const needCard: CascadeState = { ...(declined.state as Extract<CascadeState, { phase: 'paying' }>), phase: 'needCard', next: 'VLOAD', round: 1, tried: ['FRAUD'] };
    expect(payOf(reduce(needCard, { type: 'continue', card: BAD }))).toMatchObject({ attempt: { processor: 'VLOAD' } });
    const other = reduce(needCard, { type: 'continue', card: GOOD });
    expect(payOf(other)).toMatchObject({ attempt: { processor: 'FRAUD', key: 'd5.2.FRAUD' } });
    expect(other.state).toMatchObject({ tried: ['FRAUD'], card: GOOD });
  });

  it('keeps the tried list with its card across a reload (brand, last 4, expiry; never the number)', async () => {
    const idle = declinedThenRetry();
    await saveDeposit(idle, 1);
    expect(await db.cascade.get('stack')).toEqual({ key: 'stack', tried: 'FRAUD', card: `visa:9995:12/${YEAR}`, updatedAt: 1 });
    const loaded = await loadDeposit(STACK);
    expect(loaded).toEqual({ phase: 'idle', stack: STACK, tried: ['FRAUD'], card: BAD });
    expect(payOf(reduce(loaded, start('d6', GOOD)))).toMatchObject({ attempt: { processor: 'FRAUD' } });
    expect(payOf(reduce(loaded, start('d7', BAD)))).toMatchObject({ attempt: { processor: 'VLOAD' } });
    expect(JSON.stringify(await db.cascade.toArray())).not.toMatch(/\d{12,}/);
  });
});

describe('a card page’s expiry', () => {
  it('starts on a month still to come, on every day of the year', () => {
    for (let day = 0; day < 366; day += 1) {
      const now = new Date(2026, 0, 1 + day, 23, 59);
      const { month, year } = defaultExpiry(now);
      expect(expiryValid(month, year, now), now.toDateString()).toBe(true);
    }
  });
});

describe('a card identity', () => {
  it('tells cards apart by brand, last 4 and expiry, and holds no number', () => {
    expect(cardIdentity({ number: '4242424242424242', month: '12', year: YEAR })).toBe(`visa:4242:12/${YEAR}`);
    expect(cardIdentity({ number: '4242424242424242', month: '11', year: YEAR })).not.toBe(GOOD);
    expect(cardIdentity({ number: '5555555555554444', month: '12', year: YEAR })).toBe(`mastercard:4444:12/${YEAR}`);
  });
});
