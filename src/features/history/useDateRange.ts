import { useEffect, useState } from 'react';
import { checkDateRange, RANGE_CLEAR_DELAY_MS, rangeToMs } from './dateRange';

/**
 * The start/end pair with the spec's rule applied: an end before the start shakes, then clears after 1 s.
 * `bounds` is what the list requests filter by: nothing while the range is invalid.
 */
export function useDateRange() {
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const invalid = checkDateRange(start, end) === 'end-before-start';

  useEffect(() => {
    if (!invalid) return;
    const timer = setTimeout(() => setEnd(''), RANGE_CLEAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [invalid]);

  // The field shakes for as long as the wrong end is shown, i.e. until it is cleared.
  const bounds = invalid ? {} : rangeToMs(start, end);
  return { start, end, setStart, setEnd, shake: invalid, invalid, bounds };
}
