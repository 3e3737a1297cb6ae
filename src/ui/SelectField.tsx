import type { ComponentPropsWithRef, ReactNode } from 'react';
import { describedBy, FieldShell } from './FieldShell';
import { useFieldIds } from './useFieldIds';

export type SelectOption = { value: string; label: string; disabled?: boolean };

type Props = Omit<ComponentPropsWithRef<'select'>, 'children'> & {
  label: string;
  options: readonly SelectOption[];
  hint?: ReactNode;
  error?: string | null;
  optionalLabel?: string;
  /** A first, empty choice ("Choose…"), for selects without a default. */
  placeholder?: string;
};

/** A labelled native <select>: the platform's picker on phones, typeahead on desktops. */
export function SelectField({ label, options, hint, error, optionalLabel, placeholder, id, className, ...select }: Props) {
  const ids = useFieldIds(id);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} optionalLabel={optionalLabel}>
      <div className="field__control">
        <select
          id={ids.control}
          className={className ? `input ${className}` : 'input'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error)}
          {...select}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </FieldShell>
  );
}
