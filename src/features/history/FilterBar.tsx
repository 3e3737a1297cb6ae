import type { ReactNode } from 'react';
import { useT } from '@/i18n/useT';
import { DateRangeFields } from '@/ui/DateRangeFields';
import type { useDateRange } from '@/ui/useDateRange';

/** A list's filter form: the From/To range first, then the list's own filters; it filters as you type, never submits. */
export function FilterBar({ range, children }: { range: ReturnType<typeof useDateRange>; children?: ReactNode }) {
  const t = useT();
  return (
    <form className="filters" onSubmit={(event) => event.preventDefault()}>
      <DateRangeFields range={range} labels={{ from: t('history.from'), to: t('history.to'), error: t('history.range_error') }} />
      {children}
    </form>
  );
}
