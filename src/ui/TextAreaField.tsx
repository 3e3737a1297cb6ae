import type { ComponentPropsWithRef, ReactNode } from 'react';
import { describedBy, FieldShell } from './FieldShell';
import { useFieldIds } from './useFieldIds';

type Props = ComponentPropsWithRef<'textarea'> & {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  optionalLabel?: string;
};

export function TextAreaField({ label, hint, error, optionalLabel, id, className, ...textarea }: Props) {
  const ids = useFieldIds(id);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} optionalLabel={optionalLabel}>
      <textarea
        id={ids.control}
        className={className ? `input ${className}` : 'input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        {...textarea}
      />
    </FieldShell>
  );
}
