import { useState, type FormEvent } from 'react';
import { createAccount } from '@/api/accounts';
import { isApiError } from '@/api/http';
import { FragmentText } from '@/content/FragmentText';
import type { User } from '@/api/user';
import { storeUser } from '@/db/currentUser';
import { currentLang } from '@/i18n';
import { useT } from '@/i18n/useT';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { SelectField } from '@/ui/SelectField';
import { toast } from '@/ui/toast';
import { checkNewAccount, currencyChoices } from './rules';

/**
 * The add-account modal (spec §2, §5): its text is the server's /api/ag/modal_add_account (the client's own line
 * while it loads or when it cannot), then the client's currency selector; demo accounts never block a currency.
 * Closed, it is the <dialog> alone: the top bar and the account summary render it on every balance change, and the
 * form (its state reset by the unmount) is built only while it is open.
 */
export function AddAccountDialog({ user, open, onClose }: { user: User; open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} title={t('accounts.add_title')} closeLabel={t('close')}>
      {open && <AddAccountForm user={user} onClose={onClose} />}
    </Dialog>
  );
}

function AddAccountForm({ user, onClose }: { user: User; onClose: () => void }) {
  const t = useT();
  const lang = currentLang();
  const [currency, setCurrency] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const choices = currencyChoices(user.balances);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkNewAccount(currency, choices);
    if (problem) {
      setError(t(problem === 'choose' ? 'accounts.choose_currency' : 'accounts.add_failed'));
      return;
    }
    setSending(true);
    try {
      const reply = await createAccount(currency);
      if (!reply.ok) {
        setError(reply.message || t('accounts.add_failed'));
        return;
      }
      // Refresh the user in Dexie: every tab's balances list updates from it.
      await storeUser(reply.value.user);
      toast.success(t('accounts.added'));
      onClose();
    } catch (failure) {
      if (!isApiError(failure, 'auth')) setError(t('accounts.add_failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <FragmentText name="modal_add_account" lang={lang}>
        <p className="muted">{t('accounts.add_lead')}</p>
      </FragmentText>
      <form noValidate onSubmit={(event) => void submit(event)} className="stack">
        <SelectField
          label={t('field.currency')}
          placeholder={t('accounts.choose')}
          value={currency}
          onChange={(event) => {
            setCurrency(event.target.value);
            setError(null);
          }}
          error={error}
          options={choices.map((choice) => ({
            value: choice.currency,
            label: choice.taken ? t('accounts.taken', { currency: choice.currency }) : choice.currency,
            disabled: choice.taken,
          }))}
        />
        <Button type="submit" variant="primary" loading={sending}>
          {t('accounts.create')}
        </Button>
      </form>
    </>
  );
}
