import { useState } from 'react';

/** False until `condition` is first true, then true for the component's life: a part loaded once stays mounted. */
export function useLatch(condition: boolean): boolean {
  const [latched, setLatched] = useState(condition);
  // Set during render (React's pattern for state derived from props): no extra commit with the old value.
  if (condition && !latched) setLatched(true);
  return latched || condition;
}
