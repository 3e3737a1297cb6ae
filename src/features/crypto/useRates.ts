import { useEffect, useState } from 'react';
import { fetchRates, type Rates } from '@/api/crypto';

/** Today's coin rates (/api/bitcoin/currency), fetched while online; null until they arrive or when they cannot. */
export function useRates(online: boolean): Rates | null {
  const [rates, setRates] = useState<Rates | null>(null);
  useEffect(() => {
    if (!online) return;
    let cancelled = false;
    fetchRates()
      .then((table) => !cancelled && setRates(table))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [online]);
  return rates;
}
