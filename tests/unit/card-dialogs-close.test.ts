// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CascadeDialogs } from '@/features/card/CascadeDialogs';
import { initialState, reduce } from '@/features/card/cascade.machine';
import type { CascadeState } from '@/features/card/cascade.types';
import type { DepositRunner } from '@/features/card/depositRunner';
import { initI18n } from '@/i18n';
import en from '@/i18n/locales/en.json';

// The trader's answer to a cascade modal closes it at once. The runner hands over the next state only once it has
// written the step to IndexedDB; a modal left open till then keeps the page behind it inert, so the card typed for
// the next try was lost and the deposit left with the declined card still in the form (a new card then skipped the
// first provider as if it were the declined one). Here the runner never answers, as while that write is under way.

const REQUEST = { amount: '250', bonus: '0.00', fixed: false, currency: 'USD' };

function declined(depositId: string): CascadeState {
  const paying = reduce(initialState(['FRAUD', 'VLOAD'], []), { type: 'start', depositId, request: REQUEST, stack: ['FRAUD', 'VLOAD'] });
  const key = 'attempt' in paying.state ? paying.state.attempt.key : '';
  const step = reduce(paying.state, { type: 'outcome', key, outcome: { kind: 'declined', cascade: false, code: 'insufficient_funds', message: 'Not sufficient funds' } });
  expect(step.state.phase).toBe('declined');
  return step.state;
}

function honor(): CascadeState {
  const paying = reduce(initialState(['ZOOM'], []), { type: 'start', depositId: 'd-honor', request: REQUEST, stack: ['ZOOM'] });
  const key = 'attempt' in paying.state ? paying.state.attempt.key : '';
  const step = reduce(paying.state, { type: 'outcome', key, outcome: { kind: 'modal', name: 'modal_honor', message: 'Do not honor' } });
  expect(step.state).toMatchObject({ phase: 'dialog', modal: 'modal_honor' });
  return step.state;
}

function openDialog(this: HTMLDialogElement): void {
  this.open = true;
}
function closeDialog(this: HTMLDialogElement): void {
  this.open = false;
}

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // jsdom has no modal dialogs: open and close are all the dialogs rely on.
  HTMLDialogElement.prototype.showModal = openDialog;
  HTMLDialogElement.prototype.close = closeDialog;
  await initI18n('en');
});

describe('a cascade modal the trader answers', () => {
  let root: Root | null = null;
  let page: HTMLElement | null = null;
  const dismiss = vi.fn();
  const carryOn = vi.fn();
  // The runner as it is while it writes the step: the call is taken, no new state comes yet.
  const runner = { dismiss, carryOn } as Partial<DepositRunner> as DepositRunner;

  const render = (state: CascadeState) => act(async () => root?.render(createElement(CascadeDialogs, { state, runner, online: true })));
  const openDialogs = () => [...(page?.querySelectorAll('dialog') ?? [])].filter((dialog) => dialog.open);
  function button(name: string): HTMLButtonElement {
    const found = [...(page?.querySelectorAll('button') ?? [])].find((element) => element.textContent === name);
    if (!found) throw new Error(`no button ${name}`);
    return found;
  }
  const click = (name: string) => act(async () => button(name).click());

  beforeEach(() => {
    dismiss.mockClear();
    carryOn.mockClear();
    page = document.createElement('div');
    document.body.append(page);
    root = createRoot(page);
  });

  afterEach(async () => {
    const mounted = root;
    if (mounted) await act(async () => mounted.unmount());
    page?.remove();
  });

  it('"Try again" closes the payment-declined modal before the runner has moved on', async () => {
    await render(declined('d1'));
    expect(openDialogs()).toHaveLength(1);
    await click(en['declined.retry']);
    expect(dismiss).toHaveBeenCalledTimes(1);
    expect(openDialogs()).toHaveLength(0);
  });

  it('"Try another provider" closes it at once too', async () => {
    const state = declined('d1');
    expect(state).toMatchObject({ canContinue: true });
    await render(state);
    await click(en['declined.another']);
    expect(carryOn).toHaveBeenCalledWith(null);
    expect(openDialogs()).toHaveLength(0);
  });

  it('the honor notice closes at once on OK', async () => {
    await render(honor());
    expect(openDialogs()).toHaveLength(1);
    await click(en['ok']);
    expect(dismiss).toHaveBeenCalledTimes(1);
    expect(openDialogs()).toHaveLength(0);
  });

  it('a later decline (a new state) opens the modal again', async () => {
    await render(declined('d1'));
    await click(en['declined.retry']);
    expect(openDialogs()).toHaveLength(0);
    await render(declined('d2'));
    expect(openDialogs()).toHaveLength(1);
  });
});
