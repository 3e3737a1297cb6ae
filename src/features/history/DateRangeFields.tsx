import { useT } from '@/i18n/useT';
import { Field } from '@/ui/Field';
import type { useDateRange } from './useDateRange';

/** From/To date inputs; an end before the start shakes the end field and clears it after 1 s (spec §5). */
export function DateRangeFields({ range }: { range: ReturnType<typeof useDateRange> }) {
  const t = useT();
  return (
    <>
      <Field label={t('history.from')} type="date" value={range.start} onChange={(event) => range.setStart(event.target.value)} />
      <Field
        label={t('history.to')}
        type="date"
        value={range.end}
        shake={range.shake}
        error={range.invalid ? t('history.range_error') : null}
        onChange={(event) => range.setEnd(event.target.value)}
      />
    </>
  );
}
