import { setCurrentAccount } from '@/api/accounts';
import { isApiError } from '@/api/http';
import { storeUser } from '@/db/currentUser';
import { t } from '@/i18n';
import { toast } from '@/ui/toast';

/**
 * Makes an account current (spec §7 /api/us/set_account, or set_account_exchange in fixed mode) and stores the
 * refreshed user, so every tab (and the funding page's currency) follows. Failure: spec §8's message.
 */
export async function switchAccount(accountId: number, currency: string, exchange = false): Promise<boolean> {
  try {
    const reply = await setCurrentAccount(accountId, exchange);
    if (!reply.ok) {
      toast.error(t('accounts.set_failed'));
      return false;
    }
    await storeUser(reply.value.user);
    toast.success(t('accounts.switched', { currency }));
    return true;
  } catch (failure) {
    if (!isApiError(failure, 'auth')) toast.error(t('accounts.set_failed'));
    return false;
  }
}
