import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { endSessionNow, type Reply } from '@/api/http';
import { askWithdrawalCase, askWithdrawalOutcome, confirmWithdrawalCode, finalizeWithdrawal, resendWithdrawalCode, withdrawalTrigger, type FinalAnswer } from '@/api/withdrawal';
import { useCurrentUser } from '@/db/currentUser';
import { useT } from '@/i18n/useT';
import { currencyDecimals, formatMoney, toMinorUnits } from '@/lib/money';
import { currentLang } from '@/i18n';
import { usePayment } from '@/money/usePayment';
import { useFreshUser } from '@/sync/useFreshUser';
import { requestUserRefresh } from '@/sync/userRefresh';
import { useOnline } from '@/sync/useOnline';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { maxAmount } from '@common/limits';
import { checkWithdrawal, FIXED_TABS, needsWallet, type WithdrawalProblem } from '@common/withdrawal';
import { CaseDialog } from './CaseDialog';
import { CodeDialog } from './CodeDialog';
import { methodLabel, withdrawalRequestOf } from './methodLabel';
import { PendingWithdrawals } from './PendingWithdrawals';
import { refreshPending } from './task';
import { canSend, initialWithdrawal, reduceWithdrawal, type WithdrawalEffect, type WithdrawalEvent, type WithdrawalState } from './withdrawal.machine';
import { useHoldPopups } from '@/popups/usePopups';

type Mode = 'account' | 'fixed';

function reducer(state: { flow: WithdrawalState; effects: WithdrawalEffect[] }, event: WithdrawalEvent) {
  const step = reduceWithdrawal(state.flow, event);
  return { flow: step.state, effects: step.effects };
}

/**
 * Widget `withdrawal` (spec §2 withdrawal page): one tab per method of the trader's wd_methods (account mode) or the
 * fixed tabs (exchange mode), the form, the case dialogs of cases 1–3, and the pending list with cancel. The final
 * request goes through the money runner: its key is on disk before it leaves and a lost answer is asked about.
 */
export default function WithdrawalScreen() {
  // A money form: no pop-up the trader did not ask for opens over it (the page would go inert under the typing).
  useHoldPopups();
  const t = useT();
  const online = useOnline();
  const user = useCurrentUser();
  // What can be withdrawn is the server's balance now, not the stored copy from before a deposit made elsewhere.
  useFreshUser();
  const [mode, setMode] = useState<Mode>('account');
  const methods = mode === 'fixed' ? FIXED_TABS : (user?.wd_methods ?? '').split(',').map((m) => m.trim()).filter(Boolean);
  const [chosen, setChosen] = useState<string | null>(null);
  const method = chosen !== null && methods.includes(chosen) ? chosen : (methods[0] ?? '');
  const [amount, setAmount] = useState('');
  const [wallet, setWallet] = useState('');
  const [problem, setProblem] = useState<WithdrawalProblem | null>(null);
  const [{ flow, effects }, dispatch] = useReducer(reducer, { flow: initialWithdrawal, effects: [] });
  const amountRef = useRef<HTMLInputElement>(null);
  const walletRef = useRef<HTMLInputElement>(null);

  const accountId = mode === 'fixed' ? (user?.exchange_accountId ?? user?.current_accountId) : user?.current_accountId;
  const account = user?.balances.find((balance) => balance.accountId === accountId) ?? user?.balances[0];
  const currency = account?.currency ?? user?.currency ?? 'USD';
  const decimals = currencyDecimals(currency);
  const available = toMinorUnits(account?.amount ?? '0', decimals) ?? 0n;

  useEffect(() => {
    void withdrawalTrigger('wd');
  }, []);
  useEffect(() => {
    if (method) void withdrawalTrigger('wdr', method);
  }, [method]);

  const payment = usePayment<Reply<FinalAnswer>>('withdrawal', {
    reusable: false,
    ask: askWithdrawalOutcome,
    onResult: async (reply) => {
      if (reply.ok) {
        dispatch({ type: 'finalAnswered', answer: reply.value });
        setAmount(''); // a request made: the next one starts from an empty amount, not a second copy of this one
      }
      else dispatch({ type: 'refused', message: reply.message, ...(reply.field ? { field: reply.field } : {}) });
      // The balance after the request: a read that starts now, never one already on its way; a failed one stays quiet.
      await requestUserRefresh();
    },
    onUnknown: () => dispatch({ type: 'refused', message: t('payment.not_made') }),
  });

  // Effects of the machine, run once each.
  useEffect(() => {
    for (const effect of effects) {
      switch (effect.type) {
        case 'askCase':
          askWithdrawalCase(effect.request).then(
            (reply) => dispatch(reply.ok ? { type: 'caseAnswered', answer: reply.value } : { type: 'refused', message: reply.message, ...(reply.field ? { field: reply.field } : {}) }),
            () => dispatch({ type: 'refused', message: t('withdrawal.network') }),
          );
          break;
        case 'finalize': {
          const { request, answer } = effect;
          const signature = JSON.stringify([request.method, request.amount, request.wallet, request.fixed, request.currency]);
          payment.submit(signature, (key) => finalizeWithdrawal({ ...request, idempotency_key: key, is_bonus: answer.case === 4 }), 'wd');
          break;
        }
        case 'confirmCode':
          confirmWithdrawalCode(effect.id, effect.code).then(
            async (reply) => {
              dispatch(reply.ok ? { type: 'codeAnswered', answer: reply.value } : { type: 'codeRefused', message: reply.message });
              // Confirmed, the money left: the balance shown follows.
              if (reply.ok) await requestUserRefresh();
            },
            () => dispatch({ type: 'codeRefused', message: t('withdrawal.network') }),
          );
          break;
        case 'resendCode':
          resendWithdrawalCode(effect.id).then(
            (reply) => dispatch({ type: 'resent', ok: reply.ok, message: reply.ok ? reply.value.message : reply.message }),
            () => dispatch({ type: 'resent', ok: false, message: t('withdrawal.network') }),
          );
          break;
        case 'endSession':
          void endSessionNow();
          break;
        case 'refreshPending':
          void refreshPending().catch(() => undefined);
          break;
      }
    }
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- each batch of effects runs once, when it is produced
  }, [effects]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!online || payment.state.phase !== 'idle') return;
    // The wallet only counts for a method paid to one: a hidden field's leftover neither blocks nor rides along.
    const found = checkWithdrawal({ amount, method, wallet: needsWallet(method) ? wallet : '', currency, decimals, available });
    setProblem(found);
    if (found) {
      (found.field === 'amount' ? amountRef : walletRef).current?.focus();
      return;
    }
    const request = withdrawalRequestOf({ amount, method, wallet, fixed: mode === 'fixed', currency });
    dispatch({ type: 'submit', request });
  };

  const problemText = (found: WithdrawalProblem): string => {
    switch (found.kind) {
      case 'amount':
        // An empty field asks for an amount; "incorrect" is for one that was typed wrong.
        return t(amount.trim() === '' ? 'withdrawal.amount_required' : 'withdrawal.incorrect_amount');
      case 'max':
        return t('withdrawal.max_amount', { max: formatMoney(String(maxAmount('withdrawal', currency)), currency, currentLang()) });
      case 'funds':
        return t('withdrawal.funds', { available: formatMoney(account?.amount ?? '0', currency, currentLang()) });
      case 'wallet':
        return t('withdrawal.wallet_required');
      case 'wallet_format':
        return t('withdrawal.wallet_format', { method: methodLabel(method, currentLang()) });
    }
  };
  const serverError = (field: 'amount' | 'wallet') => (flow.phase === 'refused' && flow.field === field ? flow.message : null);
  const fieldError = (field: 'amount' | 'wallet') => (problem?.field === field ? problemText(problem) : serverError(field));
  const busy = flow.phase === 'asking' || flow.phase === 'finalizing' || flow.phase === 'verifying' || payment.state.phase === 'sending' || payment.state.phase === 'checking';
  const edit = () => {
    setProblem(null);
    if (flow.phase === 'refused') dispatch({ type: 'edit' });
  };

  if (user === undefined) return null;
  return (
    <div className="withdrawal">
      <fieldset className="withdrawal__mode">
        <legend>{t('withdrawal.pay_from')}</legend>
        {(['account', 'fixed'] as const).map((value) => (
          <label key={value} className="chip">
            <input type="radio" name="withdrawal-mode" value={value} checked={mode === value} onChange={() => setMode(value)} />
            <span>{t(`withdrawal.mode_${value}`)}</span>
          </label>
        ))}
      </fieldset>
      {methods.length === 0 ? (
        <Alert tone="info">{t('withdrawal.no_methods')}</Alert>
      ) : (
        <form className="withdrawal__form card" noValidate onSubmit={onSubmit} aria-label={t('withdrawal.form_label')}>
          <fieldset className="withdrawal__methods">
            <legend>{t('withdrawal.method')}</legend>
            {methods.map((name) => (
              <label key={name} className="chip">
                <input type="radio" name="withdrawal-method" value={name} checked={method === name} onChange={() => (setChosen(name), edit())} />
                <span>{methodLabel(name, currentLang())}</span>
              </label>
            ))}
          </fieldset>
          <p className="withdrawal__available">
            {t('withdrawal.available')} <strong className="num">{formatMoney(account?.amount ?? '0', currency, currentLang())}</strong>
          </p>
          <Field
            ref={amountRef}
            label={t('withdrawal.amount', { currency })}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => (setAmount(event.target.value), edit())}
            error={fieldError('amount')}
          />
          {needsWallet(method) && (
            <Field
              ref={walletRef}
              label={t('withdrawal.wallet', { method: methodLabel(method, currentLang()) })}
              autoComplete="off"
              spellCheck={false}
              value={wallet}
              onChange={(event) => (setWallet(event.target.value), edit())}
              error={fieldError('wallet')}
            />
          )}
          {flow.phase === 'refused' && flow.field === null && <Alert tone="error">{flow.message}</Alert>}
          {flow.phase === 'done' && (
            <Alert tone="success" title={flow.answer.message}>
              {flow.answer.bonus_message && <p>{flow.answer.bonus_message}</p>}
              {flow.answer.bonus_cancelled && <p>{t('withdrawal.bonus_cancelled', { bonus: flow.answer.bonus_cancelled_amount ? formatMoney(flow.answer.bonus_cancelled_amount, currency, currentLang()) : '' })}</p>}
            </Alert>
          )}
          {payment.state.phase === 'unsure' && <Alert tone="warning">{t('withdrawal.unsure')}</Alert>}
          {!online && <Alert tone="warning">{t('withdrawal.offline')}</Alert>}
          <Button type="submit" variant="primary" block disabled={!online} loading={busy} loadingLabel={t('withdrawal.sending')}>
            {t('withdrawal.submit')}
          </Button>
        </form>
      )}
      <CaseDialog state={flow} onConfirm={() => dispatch({ type: 'confirm' })} onCancel={() => dispatch({ type: 'dismiss' })} />
      <CodeDialog
        state={flow}
        onSubmit={(code) => dispatch({ type: 'codeSubmitted', code })}
        onResend={() => dispatch({ type: 'resend' })}
        onClose={() => dispatch({ type: 'dismiss' })}
      />
      <PendingWithdrawals
        onCancelled={() => dispatch({ type: 'dismiss' })}
        onEnterCode={canSend(flow) ? (waiting) => dispatch({ type: 'enterCode', waiting }) : undefined}
      />
    </div>
  );
}
