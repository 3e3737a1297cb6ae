import type { ComponentProps } from 'react';
import { Field } from '@/ui/Field';

/**
 * The e-mail input of the guest forms: the e-mail keyboard, no auto-capitalising or spell-check, required.
 * Any prop given overrides these (login autocompletes the username instead).
 */
export function EmailField(props: ComponentProps<typeof Field>) {
  return <Field type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} required {...props} />;
}
