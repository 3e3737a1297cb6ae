import { useEffect, useState, useSyncExternalStore } from 'react';
import { createRangeRule } from '@/lib/dateRange';

/**
 * The start/end pair with the spec's rule applied (./dateRange.ts createRangeRule): an end before the start shakes,
 * then clears after 1 s. `bounds` is what the list requests filter by: the last valid range while the end shakes,
 * so the lists do not refetch unfiltered and then again.
 */
export function useDateRange() {
  const [rule] = useState(createRangeRule);
  useEffect(() => () => rule.dispose(), [rule]);
  const { start, end, shake, bounds } = useSyncExternalStore(rule.subscribe, rule.get);
  return { start, end, setStart: rule.setStart, setEnd: rule.setEnd, shake, invalid: shake, bounds };
}
