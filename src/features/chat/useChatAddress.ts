import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchChatToken } from '@/api/chat';

/** Asked again this long before the token runs out, so the new stream is open before the old one ends. */
const RENEW_AHEAD_S = 60;
/** A failed ask (offline, a server restarting) is tried again after this long. */
const RETRY_MS = 15_000;

/**
 * The trader's chat stream address. Its token lives a few minutes and only as long as the session (server/API.md):
 * a fresh one is fetched before it runs out, and at once when `renew` is called (the stream was refused, e.g. after
 * the laptop slept past the expiry). A new address makes useChatStream reopen the stream and read the history again.
 */
export function useChatAddress(): { address: string | null; renew: () => void } {
  const [address, setAddress] = useState<string | null>(null);
  const askNow = useRef<() => void>(() => undefined);

  useEffect(() => {
    let controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      controller.abort();
      clearTimeout(timer);
      const current = new AbortController();
      controller = current;
      fetchChatToken(current.signal)
        .then(({ stream, expires_in: expiresIn }) => {
          setAddress(stream);
          timer = setTimeout(ask, Math.max(expiresIn - RENEW_AHEAD_S, expiresIn / 2) * 1000);
        })
        .catch(() => {
          if (!current.signal.aborted) timer = setTimeout(ask, RETRY_MS);
        });
    };
    askNow.current = ask;
    ask();
    return () => {
      askNow.current = () => undefined;
      controller.abort();
      clearTimeout(timer);
    };
  }, []);

  const renew = useCallback(() => askNow.current(), []);
  return { address, renew };
}
