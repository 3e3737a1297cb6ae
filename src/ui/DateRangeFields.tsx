import { Field } from './Field';
import type { useDateRange } from './useDateRange';

export type DateRangeLabels = { from: string; to: string; error: string };

/** From/To date inputs; an end before the start shakes the end field and clears it after 1 s (spec §5). */
export function DateRangeFields({ range, labels }: { range: ReturnType<typeof useDateRange>; labels: DateRangeLabels }) {
  return (
    <>
      <Field label={labels.from} type="date" value={range.start} onChange={(event) => range.setStart(event.target.value)} />
      <Field
        label={labels.to}
        type="date"
        value={range.end}
        shake={range.shake}
        error={range.invalid ? labels.error : null}
        onChange={(event) => range.setEnd(event.target.value)}
      />
    </>
  );
}
