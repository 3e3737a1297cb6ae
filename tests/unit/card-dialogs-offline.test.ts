import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { CascadeDialogs } from '@/features/card/CascadeDialogs';
import { initialState, reduce } from '@/features/card/cascade.machine';
import type { CascadeState } from '@/features/card/cascade.types';
import type { DepositRunner } from '@/features/card/depositRunner';
import { initI18n } from '@/i18n';
import en from '@/i18n/locales/en.json';

// The payment-declined modal offline: "Try again" and "Try another provider" are disabled and the deposit
// button's offline note says why (nothing could be sent).

const REQUEST = { amount: '300', bonus: '0.00', fixed: false, currency: 'USD' };
// The dialog only reads the runner when a button is pressed; a static render presses none.
const runner = {} as DepositRunner;

function declinedWithNext(): CascadeState {
  const paying = reduce(initialState(['FRAUD', 'VLOAD'], []), { type: 'start', depositId: 'd1', request: REQUEST, stack: ['FRAUD', 'VLOAD'] });
  const key = 'attempt' in paying.state ? paying.state.attempt.key : '';
  const declined = reduce(paying.state, { type: 'outcome', key, outcome: { kind: 'modal', name: 'payment_declined', message: 'Do not honor' } });
  expect(declined.state).toMatchObject({ phase: 'declined', canContinue: true });
  return declined.state;
}

/** The buttons of the markup by their text, with whether each is disabled. */
function buttons(html: string): Record<string, boolean> {
  const found: Record<string, boolean> = {};
  for (const match of html.matchAll(/<button([^>]*)>(?:<span[^>]*>)?([^<]*)/g)) found[match[2] ?? ''] = / disabled=""/.test(match[1] ?? '');
  return found;
}

beforeAll(async () => {
  await initI18n('en');
});

describe('payment-declined dialog offline', () => {
  it('online: retry and another provider are enabled, no offline note', () => {
    const html = renderToStaticMarkup(createElement(CascadeDialogs, { state: declinedWithNext(), runner, online: true }));
    expect(buttons(html)).toMatchObject({ [en['declined.retry']]: false, [en['declined.another']]: false });
    expect(html).not.toContain(en['deposit.offline']);
  });

  it('offline: both disabled, with the deposit button’s offline message', () => {
    const html = renderToStaticMarkup(createElement(CascadeDialogs, { state: declinedWithNext(), runner, online: false }));
    expect(buttons(html)).toMatchObject({ [en['declined.retry']]: true, [en['declined.another']]: true });
    expect(html).toContain(en['deposit.offline']);
  });

  it('the body text comes from /api/ag/modal; until it is there, the client’s own words, so the dialog is never empty', () => {
    const html = renderToStaticMarkup(createElement(CascadeDialogs, { state: declinedWithNext(), runner, online: true }));
    expect(html).toContain(en['declined.lead']);
    expect(html).toContain('Do not honor');
  });
});
