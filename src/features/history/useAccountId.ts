import { useCurrentUser } from '@/db/currentUser';

/** The trader's current account, whose trades and rows the history and reports show (0 before the user is read). */
export function useAccountId(): number {
  return useCurrentUser()?.current_accountId ?? 0;
}
