import { useEffect } from 'react';
import { useOnline } from './useOnline';
import { requestUserRefresh } from './userRefresh';

/**
 * For a screen that spends money (deposit, withdrawal, tip): asks the server for the user when the screen opens, and
 * again when the connection comes back while it is open (opened offline, it never asked). Nothing waits for the
 * answer: the screen shows the stored balance meanwhile and the fresh one when it is stored; offline it keeps the
 * stored one, with no spinner.
 */
export function useFreshUser(): void {
  const online = useOnline();
  useEffect(() => {
    if (online) void requestUserRefresh();
  }, [online]);
}
