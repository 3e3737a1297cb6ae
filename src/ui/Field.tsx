import type { ComponentPropsWithRef, ReactNode } from 'react';
import { describedBy, FieldShell } from './FieldShell';
import { useFieldIds } from './useFieldIds';

type Props = Omit<ComponentPropsWithRef<'input'>, 'prefix'> & {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  optionalLabel?: string;
  /** Shakes the field once (e.g. a rejected date range); remount or toggle to play it again. */
  shake?: boolean;
  /** Text fixed in front of the input, e.g. the phone's country code. */
  prefix?: ReactNode;
  /** A button inside the input's right edge (the password toggle). */
  action?: ReactNode;
};

/** A labelled text input; the error sets aria-invalid and is announced through aria-describedby. */
export function Field({ label, hint, error, optionalLabel, shake, prefix, action, id, className, ...input }: Props) {
  const ids = useFieldIds(id);
  const inputClass = ['input', action ? 'input--with-action' : null, className].filter(Boolean).join(' ');
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} optionalLabel={optionalLabel} shake={shake}>
      <div className="field__control">
        {prefix && (
          <span className="field__prefix" aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          id={ids.control}
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error)}
          {...input}
        />
        {action}
      </div>
    </FieldShell>
  );
}
