import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Field } from './Field';
import { EyeIcon, EyeOffIcon } from './icons';

type Props = Omit<ComponentPropsWithRef<'input'>, 'type' | 'prefix'> & {
  label: string;
  /** Accessible names of the toggle in each state ("Show password" / "Hide password"). */
  showLabel: string;
  hideLabel: string;
  hint?: ReactNode;
  error?: string | null;
  optionalLabel?: string;
};

/** A password input with a show/hide toggle; the toggle is a real button with a state-dependent name. */
export function PasswordField({ showLabel, hideLabel, ...field }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...field}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      action={
        <button
          type="button"
          className="field__action"
          aria-label={visible ? hideLabel : showLabel}
          onClick={() => setVisible((current) => !current)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
