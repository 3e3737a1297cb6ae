import { useEffect, useState } from 'react';
import { secondsLeft } from '@common/offers';

/**
 * Seconds left until `expiresAt` on the server clock (`offsetMs`: server now − device now when the offer was read).
 * Ticks once a second only while the modal that shows it is mounted.
 */
export function useCountdown(expiresAt: number, offsetMs: number): number {
  const [left, setLeft] = useState(() => secondsLeft(expiresAt, Date.now() + offsetMs));
  useEffect(() => {
    const tick = () => setLeft(secondsLeft(expiresAt, Date.now() + offsetMs));
    tick();
    const timer = setInterval(tick, 1_000);
    return () => clearInterval(timer);
  }, [expiresAt, offsetMs]);
  return left;
}
