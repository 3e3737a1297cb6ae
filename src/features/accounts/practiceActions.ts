import { openPractice, resetPractice } from '@/api/accounts';
import { isApiError, type Reply } from '@/api/http';
import type { User } from '@/api/user';
import { storeUser } from '@/db/currentUser';
import { t } from '@/i18n';
import { toast } from '@/ui/toast';

/**
 * The practice account's two calls, each storing the refreshed user so every tab (balance, banner, ticket) follows;
 * the server's words are the toast. False when nothing changed.
 */
async function settle(send: () => Promise<Reply<{ message: string; user: User }>>): Promise<boolean> {
  try {
    const reply = await send();
    if (!reply.ok) {
      toast.error(reply.message || t('practice.failed'));
      return false;
    }
    await storeUser(reply.value.user);
    toast.success(reply.value.message);
    return true;
  } catch (failure) {
    if (!isApiError(failure, 'auth')) toast.error(t('practice.failed'));
    return false;
  }
}

export const openPracticeAccount = (): Promise<boolean> => settle(openPractice);
export const resetPracticeBalance = (): Promise<boolean> => settle(resetPractice);
