import type { ReactNode } from 'react';
import { DateRangeFields } from './DateRangeFields';
import type { useDateRange } from './useDateRange';

/** A list's filter form: the From/To range first, then the list's own filters; it filters as you type, never submits. */
export function FilterBar({ range, children }: { range: ReturnType<typeof useDateRange>; children: ReactNode }) {
  return (
    <form className="filters" onSubmit={(event) => event.preventDefault()}>
      <DateRangeFields range={range} />
      {children}
    </form>
  );
}
