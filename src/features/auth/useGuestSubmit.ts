import { useRef, useState, type FormEvent } from 'react';
import type { MessageKey, Translate } from '@/i18n';
import { problemText } from './problem';

/**
 * The submit plumbing every guest form shares: one request at a time, validation first (the first invalid field
 * takes the focus), a clear message instead of a request while offline, transport errors as text (spec §8).
 * `send` makes the screen's own call and handles its business answer.
 */
export function useGuestSubmit(options: { validate: () => boolean; t: Translate; offlineKey?: MessageKey }) {
  const { validate, t, offlineKey = 'error.offline' } = options;
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const sending = useRef(false);

  const submit = (send: () => Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    setMessage(null);
    if (!validate()) return;
    if (!navigator.onLine) {
      setMessage(t(offlineKey));
      return;
    }
    sending.current = true;
    setBusy(true);
    void send()
      .catch((error: unknown) => setMessage(problemText(error, t)))
      .finally(() => {
        sending.current = false;
        setBusy(false);
      });
  };

  return { busy, message, setMessage, submit };
}
