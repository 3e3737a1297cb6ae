import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

type Props = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  size?: 'md' | 'lg';
  block?: boolean;
  /** Shows a spinner, sets aria-busy and swallows clicks (so a form cannot be sent twice). */
  loading?: boolean;
  /** Replaces the label while loading ("Logging in…"). */
  loadingLabel?: string;
};

export function buttonClass(variant: ButtonVariant = 'secondary', size: 'md' | 'lg' = 'md', block = false): string {
  return ['btn', `btn--${variant}`, size === 'lg' && 'btn--lg', block && 'btn--block'].filter(Boolean).join(' ');
}

export function Button({
  variant = 'secondary',
  size = 'md',
  block = false,
  loading = false,
  loadingLabel,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: Props) {
  // While loading the button stays focusable (aria-disabled, not disabled) so focus is not thrown to <body>.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      className={className ? `${buttonClass(variant, size, block)} ${className}` : buttonClass(variant, size, block)}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading && <Spinner />}
      <span className="btn__label">{loading && loadingLabel ? loadingLabel : children}</span>
    </button>
  );
}
