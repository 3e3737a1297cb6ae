import { useRef, useState, type ChangeEvent } from 'react';
import type { MessageKey, Translate } from '@/i18n';
import { check, firstInvalid, type Validator } from '@/lib/validation';

/*
 * Form state for the guest screens. A field's error appears once it is left non-empty (blur) or on a submit
 * attempt, and from then on follows every keystroke (errors are derived from the values at render time). Submit
 * is refused while any field is empty-but-required or invalid, and the first such field gets focus (spec §5).
 * A server error for a field (`{ field, message }`) shows on it until its value changes.
 */

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Flags<N extends string> = Partial<Record<N, true>>;

export type FormRules<N extends string> = (values: Record<N, string>) => Record<N, readonly Validator[]>;

export function useGuestForm<N extends string>(options: {
  initial: Record<N, string>;
  /** Form order: decides which invalid field is focused first. */
  order: readonly N[];
  rules: FormRules<N>;
  t: Translate;
}) {
  const { initial, order, rules, t } = options;
  const [values, setValues] = useState<Record<N, string>>(initial);
  const [shown, setShown] = useState<Flags<N>>({});
  const [server, setServer] = useState<Partial<Record<N, string>>>({});
  const controls = useRef<Partial<Record<N, Control | null>>>({});

  const currentRules = rules(values);

  const errorText = (name: N): string | null => {
    const fromServer = server[name];
    if (fromServer !== undefined) return fromServer;
    if (!shown[name]) return null;
    const error = check(values[name], currentRules[name]);
    return error ? t(error.key as MessageKey, error.vars) : null;
  };

  const focus = (name: N) => {
    const control = controls.current[name];
    control?.focus();
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) control.select();
  };

  const setValue = (name: N, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServer((current) => {
      if (current[name] === undefined) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  };

  /** Props for Field / SelectField / TextAreaField. */
  const field = (name: N) => ({
    name,
    value: values[name],
    error: errorText(name),
    ref: (element: Control | null) => {
      controls.current[name] = element;
    },
    onChange: (event: ChangeEvent<Control>) => setValue(name, event.target.value),
    onBlur: () => {
      // Leaving an untouched empty field says nothing yet; the submit attempt will.
      if (values[name] !== '') setShown((current) => (current[name] ? current : { ...current, [name]: true }));
    },
  });

  /** Validates everything; on failure shows every error and focuses the first invalid field. */
  const validateForSubmit = (): boolean => {
    const all: Flags<N> = {};
    for (const name of order) all[name] = true;
    setShown(all);
    const first = firstInvalid(order.map((name) => ({ name, value: values[name], rules: currentRules[name] })));
    // Focus after the errors render, so the field is announced together with its message.
    if (first) requestAnimationFrame(() => focus(first.name));
    return first === null;
  };

  /** A server answer about one field: shown on it, and the field focused. */
  const serverError = (name: N, text: string) => {
    setServer((current) => ({ ...current, [name]: text }));
    requestAnimationFrame(() => focus(name));
  };

  const reset = () => {
    setValues(initial);
    setShown({});
    setServer({});
  };

  return { values, setValue, field, validateForSubmit, serverError, reset };
}
