import type { ReactNode } from 'react';

export type FieldIds = { control: string; hint: string; error: string };

/** aria-describedby for the control: the error while there is one (it replaces the hint), else the hint. */
export function describedBy(ids: FieldIds, hint: ReactNode, error: string | null | undefined): string | undefined {
  if (error) return ids.error;
  return hint ? ids.hint : undefined;
}

type Props = {
  ids: FieldIds;
  label: string;
  hint?: ReactNode;
  error?: string | null;
  /** Shown beside the label for optional fields ("Optional"). */
  optionalLabel?: string;
  shake?: boolean;
  className?: string;
  children: ReactNode;
};

/** Label, control, hint and error laid out the same way for every kind of field. */
export function FieldShell({ ids, label, hint, error, optionalLabel, shake, className, children }: Props) {
  const classes = ['field', shake ? 'shake' : null, className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <label className="field__label" htmlFor={ids.control}>
        <span>{label}</span>
        {optionalLabel && <span className="field__optional">{optionalLabel}</span>}
      </label>
      {children}
      {hint && !error && (
        <p className="field__hint" id={ids.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={ids.error}>
          {error}
        </p>
      )}
    </div>
  );
}
