import { describe, expect, it } from 'vitest';
import type { CaseAnswer, WithdrawalRequest } from '@/api/withdrawal';
import { canSend, initialWithdrawal, reduceWithdrawal, type WithdrawalState } from '@/features/withdrawal/withdrawal.machine';
import { checkWithdrawal, decideCase, needsWallet, parseWithdrawalAmount, walletShapeWrong } from '@common/withdrawal';

const REQUEST: WithdrawalRequest = { amount: '100', method: 'Perfect Money', wallet: '', fixed: false, currency: 'USD' };
const answer = (withdrawalCase: CaseAnswer['case'], needAuth = false): CaseAnswer => ({
  case: withdrawalCase,
  need_auth: needAuth,
  documents_needed: false,
  current_turnover: '0.00',
  need_turnover: '0.00',
  bonus: '0.00',
  card_return: '0.00',
  currency: 'USD',
});

describe('withdrawal form rules (spec §5)', () => {
  const base = { amount: '100', method: 'Perfect Money', wallet: '', currency: 'USD', decimals: 2, available: 50_000n };

  it("amount numeric and above 0, within the decimals ('Incorrect amount!')", () => {
    for (const amount of ['', '0', '0.00', '-5', 'ten', '1.234', '1e3']) expect(checkWithdrawal({ ...base, amount })).toEqual({ field: 'amount', kind: 'amount' });
    expect(parseWithdrawalAmount('12,5', 2)).toBe(1250n);
    expect(parseWithdrawalAmount('0.00000001', 8)).toBe(1n);
  });

  it('never above what can be withdrawn, nor above the per-call bound', () => {
    expect(checkWithdrawal({ ...base, amount: '500.01' })).toEqual({ field: 'amount', kind: 'funds' });
    expect(checkWithdrawal({ ...base, amount: '500.00' })).toBeNull();
    expect(checkWithdrawal({ ...base, amount: '1000001', available: 10n ** 12n })).toEqual({ field: 'amount', kind: 'max' });
  });

  it("a wallet is required except for Credit Card, Ok Pay and Perfect Money ('Please enter Wallet address!')", () => {
    for (const method of ['Credit Card', 'Ok Pay', 'Perfect Money']) expect(needsWallet(method)).toBe(false);
    expect(checkWithdrawal({ ...base, method: 'Bitcoin' })).toEqual({ field: 'wallet', kind: 'wallet' });
    expect(checkWithdrawal({ ...base, method: 'Bitcoin', wallet: 'hello' })).toEqual({ field: 'wallet', kind: 'wallet_format' });
    expect(checkWithdrawal({ ...base, method: 'Bitcoin', wallet: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' })).toBeNull();
    expect(walletShapeWrong('Ethereum', '0x' + 'a'.repeat(40))).toBe(false);
    expect(walletShapeWrong('EUR', 'DE89 3704 0044 0532 0130 00')).toBe(false);
  });

  it('the shape hint lets every valid form through (the server checks the checksum)', () => {
    const validForms: readonly (readonly [string, string])[] = [
      ['Bitcoin', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
      ['Bitcoin', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
      ['Bitcoin', 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'],
      ['Bitcoin', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4'],
      ['Litecoin', 'LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9'],
      ['Litecoin', 'MQMcJhpWHYVeQArcZR3sBgyPZxxRtnH441'],
      ['Litecoin', '3CDJNfdWX8m2NwuGUV3nhXHXEeLygMXoAj'],
      ['Litecoin', 'ltc1qxtm55gultqzhqzl2p3ks50hg2478y3hehuj6dz'],
      ['Ethereum', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
      ['Dash', 'XpESxaUmonkq8RaLLp46Brx2K39ggQe226'],
      ['Dash', '7SSyVfQK3EbQrmPy7b3j4DKk9vWh7yXZ7R'],
      ['Bitcoin_Cash', 'bitcoincash:qr6m7j9njldwwzlg9v7v53unlr4jkmx6eylep8ekg2'],
      ['Bitcoin_Cash', 'QR6M7J9NJLDWWZLG9V7V53UNLR4JKMX6EYLEP8EKG2'],
      ['Bitcoin_Cash', 'bitcoincash:pvch8mmxy0rtfrlarg7ucrxxfzds5pamg73h7370aa87d80gyhqxqaw3dsfwg'],
      ['Bitcoin_Cash', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
      ['Bitcoin_Cash', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
      ['Zcash', 't1fuvbxcLNhiPGnR2fcy4iMrntLn2y6zbiG'],
      ['Zcash', 't3Rqonuzz7afkF7156ZA4vi4iimRSEn41hj'],
    ];
    for (const [method, wallet] of validForms) expect(walletShapeWrong(method, wallet), `${method} ${wallet}`).toBe(false);
    expect(walletShapeWrong('Dash', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(true);
    expect(walletShapeWrong('Bitcoin', 'bc1Qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true);
  });
});

describe('withdrawal cases (spec §4)', () => {
  const state = { bonus: 0n, turnover: 0n, cardUnreturned: 0n, method: 'Perfect Money', verificationFull: true };
  it('1 active bonus short of turnover, 2 card not returned, 3 not verified, 4 turnover reached, 5 no bonus', () => {
    expect(decideCase({ ...state, bonus: 1000n, turnover: 19_999n })).toBe(1);
    expect(decideCase({ ...state, cardUnreturned: 1n })).toBe(2);
    expect(decideCase({ ...state, cardUnreturned: 1n, method: 'Credit Card' })).toBe(5);
    expect(decideCase({ ...state, verificationFull: false })).toBe(3);
    expect(decideCase({ ...state, bonus: 1000n, turnover: 20_000n })).toBe(4);
    expect(decideCase(state)).toBe(5);
  });
});

describe('withdrawal machine', () => {
  const run = (events: Parameters<typeof reduceWithdrawal>[1][], from: WithdrawalState = initialWithdrawal) =>
    events.reduce<{ state: WithdrawalState; effects: string[] }>(
      (acc, event) => {
        const step = reduceWithdrawal(acc.state, event);
        return { state: step.state, effects: [...acc.effects, ...step.effects.map((effect) => effect.type)] };
      },
      { state: from, effects: [] },
    );

  it('cases 1–3 wait for the confirmation, then finalize; dismiss goes back to the form', () => {
    for (const c of [1, 2, 3] as const) {
      const asked = run([{ type: 'submit', request: REQUEST }, { type: 'caseAnswered', answer: answer(c) }]);
      expect(asked.state.phase).toBe('confirming');
      expect(asked.effects).toEqual(['askCase']);
      expect(run([{ type: 'confirm' }], asked.state)).toMatchObject({ state: { phase: 'finalizing' }, effects: ['finalize'] });
      expect(run([{ type: 'dismiss' }], asked.state).state).toEqual(initialWithdrawal);
    }
  });

  it('cases 4 and 5 finalize at once; the answer refreshes the pending list', () => {
    for (const c of [4, 5] as const) {
      const done = run([
        { type: 'submit', request: REQUEST },
        { type: 'caseAnswered', answer: answer(c) },
        { type: 'finalAnswered', answer: { status: 'pending', message: 'ok' } },
      ]);
      expect(done.effects).toEqual(['askCase', 'finalize', 'refreshPending']);
      expect(done.state.phase).toBe('done');
      expect(canSend(done.state)).toBe(true);
    }
  });

  it('a new destination waits for its code: refused codes stay in the dialog, the right one ends it, closing keeps it listed', () => {
    const unconfirmed = { status: 'unconfirmed' as const, id: 7, confirm_by: 'mail' as const, message: 'We have sent a code' };
    const waiting = run([
      { type: 'submit', request: REQUEST },
      { type: 'caseAnswered', answer: answer(5) },
      { type: 'finalAnswered', answer: unconfirmed },
    ]);
    expect(waiting.state).toEqual({ phase: 'code', waiting: { id: 7, confirmBy: 'mail', message: 'We have sent a code' }, error: null, info: null });
    expect(waiting.effects).toEqual(['askCase', 'finalize', 'refreshPending']);
    expect(canSend(waiting.state)).toBe(false);

    const sent = reduceWithdrawal(waiting.state, { type: 'codeSubmitted', code: '123456' });
    expect(sent.state.phase).toBe('verifying');
    expect(sent.effects).toEqual([{ type: 'confirmCode', id: 7, code: '123456' }]);
    expect(reduceWithdrawal(sent.state, { type: 'codeSubmitted', code: '123456' }).effects).toEqual([]);
    const refused = reduceWithdrawal(sent.state, { type: 'codeRefused', message: 'That code is not right' });
    expect(refused.state).toMatchObject({ phase: 'code', error: 'That code is not right' });

    const resend = reduceWithdrawal(refused.state, { type: 'resend' });
    expect(resend.effects).toEqual([{ type: 'resendCode', id: 7 }]);
    expect(reduceWithdrawal(resend.state, { type: 'resent', ok: true, message: 'A new code' }).state).toMatchObject({ phase: 'code', info: 'A new code', error: null });
    expect(reduceWithdrawal(resend.state, { type: 'resent', ok: false, message: 'Too many' }).state).toMatchObject({ phase: 'code', info: null, error: 'Too many' });

    const confirmed = run([{ type: 'codeSubmitted', code: '654321' }, { type: 'codeAnswered', answer: { status: 'pending', message: 'Pending' } }], refused.state);
    expect(confirmed.state).toEqual({ phase: 'done', answer: { status: 'pending', message: 'Pending' } });
    expect(confirmed.effects).toEqual(['confirmCode', 'refreshPending']);

    expect(run([{ type: 'dismiss' }], waiting.state)).toEqual({ state: initialWithdrawal, effects: ['refreshPending'] });
  });

  it('a waiting request of the list opens the code dialog, only while nothing else is under way; the authenticator has no resend', () => {
    const waiting = { id: 3, confirmBy: 'totp' as const, message: 'Enter the code from your app' };
    const opened = reduceWithdrawal(initialWithdrawal, { type: 'enterCode', waiting });
    expect(opened.state).toEqual({ phase: 'code', waiting, error: null, info: null });
    expect(reduceWithdrawal(opened.state, { type: 'resend' }).effects).toEqual([]);
    const asking = reduceWithdrawal(initialWithdrawal, { type: 'submit', request: REQUEST }).state;
    expect(reduceWithdrawal(asking, { type: 'enterCode', waiting }).state).toBe(asking);
  });

  it('need_auth ends the session; a refusal names its field; nothing is sent twice while under way', () => {
    expect(run([{ type: 'submit', request: REQUEST }, { type: 'caseAnswered', answer: answer(5, true) }]).effects).toEqual(['askCase', 'endSession']);
    const refused = run([{ type: 'submit', request: REQUEST }, { type: 'refused', message: 'Incorrect amount!', field: 'amount' }]);
    expect(refused.state).toEqual({ phase: 'refused', message: 'Incorrect amount!', field: 'amount' });
    const busy = run([{ type: 'submit', request: REQUEST }, { type: 'submit', request: REQUEST }]);
    expect(busy.effects).toEqual(['askCase']);
    expect(canSend(busy.state)).toBe(false);
  });
});

describe('withdrawal methods a new trader gets', () => {
  it('the card and coins everywhere, the e-wallets of the currency, Skrill only where it is allowed', async () => {
    const { defaultWithdrawalMethods } = await import('@common/withdrawal');
    expect(defaultWithdrawalMethods('BR', 'USD')).toBe('Credit Card,Bitcoin,Ethereum,Litecoin,Perfect Money,Neteller,Skrill');
    expect(defaultWithdrawalMethods('DE', 'EUR')).toBe('Credit Card,Bitcoin,Ethereum,Litecoin,Perfect Money,Neteller');
    expect(defaultWithdrawalMethods('RU', 'RUB')).toBe('Credit Card,Bitcoin,Ethereum,Litecoin,Qiwi,Yandex,WebMoney');
  });
});
