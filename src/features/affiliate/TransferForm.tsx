import { useState, type FormEvent } from 'react';
import { transferAmount } from '@common/affiliate';
import { askTransferOutcome, transferCommission, type TransferAnswer } from '@/api/affiliate';
import type { Reply } from '@/api/http';
import { fetchUser } from '@/api/user';
import { useCurrentUser } from '@/db/currentUser';
import { saveUser } from '@/db/user';
import { currentLang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { formatMoney, toMinorUnits } from '@/lib/money';
import { usePayment } from '@/money/usePayment';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { SelectField } from '@/ui/SelectField';
import { toast } from '@/ui/toast';

type Props = { balance: string; online: boolean; onDone(): Promise<unknown> };

/**
 * Spec §5 affiliate transfer: whole dollars, at most the balance, into one of the trader's real accounts. It is a
 * money move like a deposit: the idempotency key is on disk before the request leaves and a lost answer is asked
 * about, never sent again blindly.
 */
export function TransferForm({ balance, online, onDone }: Props) {
  const t = useT();
  const lang = currentLang();
  const user = useCurrentUser();
  const accounts = (user?.balances ?? []).filter((account) => account.type === 'real');
  const [amount, setAmount] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const account = accounts.find((item) => item.accountId === chosen) ?? accounts.find((item) => item.accountId === user?.current_accountId) ?? accounts[0];
  const [problem, setProblem] = useState<string | null>(null);
  const balanceCents = toMinorUnits(balance, 2) ?? 0n;

  const payment = usePayment<Reply<TransferAnswer>>('affiliate-transfer', {
    reusable: false,
    ask: askTransferOutcome,
    onResult: async (reply) => {
      if (reply.ok) {
        setAmount('');
        setProblem(null);
        toast.success(t('affiliate.transferred', { amount: formatMoney(reply.value.credited, reply.value.currency, lang) }));
      } else setProblem(reply.message || t('affiliate.wrong_amount'));
      await Promise.all([saveUser(await fetchUser()), onDone()]).catch(() => undefined);
    },
    onUnknown: () => setProblem(t('payment.not_made')),
  });
  const busy = payment.state.phase === 'sending' || payment.state.phase === 'checking';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!account || transferAmount(amount, balanceCents) === null) {
      setProblem(t('affiliate.wrong_amount'));
      return;
    }
    setProblem(null);
    const target = account.accountId;
    payment.submit(`${amount.trim()}:${target}`, (key) => transferCommission(amount.trim(), target, key), 'aff');
  };

  if (balanceCents < 100n) return <p className="muted">{t('affiliate.nothing_to_transfer')}</p>;
  return (
    <form className="affiliate-form affiliate-form--inline" noValidate onSubmit={submit}>
      <Field
        label={t('affiliate.amount')}
        inputMode="numeric"
        value={amount}
        prefix="$"
        error={problem}
        hint={t('affiliate.amount_hint', { max: formatMoney(String(balanceCents / 100n), 'USD', lang) })}
        onChange={(event) => setAmount(event.target.value)}
      />
      <SelectField
        label={t('affiliate.to_account')}
        value={String(account?.accountId ?? '')}
        options={accounts.map((item) => ({ value: String(item.accountId), label: `${item.currency} · ${formatMoney(item.amount, item.currency, lang)}` }))}
        onChange={(event) => setChosen(Number(event.target.value))}
      />
      {payment.state.phase === 'unsure' && <Alert tone="warning">{t('affiliate.unsure')}</Alert>}
      <Button type="submit" variant="primary" disabled={!online || busy || !account} aria-busy={busy}>
        {t('affiliate.transfer')}
      </Button>
    </form>
  );
}
