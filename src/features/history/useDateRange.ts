import { useEffect, useState, useSyncExternalStore } from 'react';
import { createRangeRule, rangeToMs } from './dateRange';

/**
 * The start/end pair with the spec's rule applied (./dateRange.ts createRangeRule): an end before the start shakes,
 * then clears after 1 s. `bounds` is what the list requests filter by: nothing while the range is invalid.
 */
export function useDateRange() {
  const [rule] = useState(createRangeRule);
  useEffect(() => () => rule.dispose(), [rule]);
  const { start, end, shake } = useSyncExternalStore(rule.subscribe, rule.get);
  const bounds = shake ? {} : rangeToMs(start, end);
  return { start, end, setStart: rule.setStart, setEnd: rule.setEnd, shake, invalid: shake, bounds };
}
