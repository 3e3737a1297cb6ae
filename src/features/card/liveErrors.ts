import type { CardForm } from '@common/card';
import type { CardErrors } from './cardErrors';

const REQUIRED: readonly (keyof CardForm)[] = ['number', 'month', 'year', 'holder', 'cvv', 'country', 'currency'];

/** Every required field still empty (the submit flags them all at once, not only the first). */
export function missingFields(values: CardForm): (keyof CardForm)[] {
  return REQUIRED.filter((name) => values[name].trim() === '');
}

/** After a submit, the 'required' messages for all the empty fields, on top of the first problem the rules found. */
export function withRequired(errors: CardErrors, values: CardForm, requiredText: string): CardErrors {
  const missing = missingFields(values);
  if (missing.length === 0) return errors;
  const out: CardErrors = { ...errors, form: requiredText };
  for (const name of missing) out[name] = requiredText;
  return out;
}

/** A required field counts as filled once it is not blank; the CVV once it has its 3 or 4 digits (as the rules say). */
function filled(name: keyof CardForm, values: CardForm): boolean {
  return name === 'cvv' ? /^\d{3,4}$/.test(values.cvv.trim()) : values[name].trim() !== '';
}

/**
 * The errors as the trader fixes the form: a field's message goes once that field changes and is filled, and
 * the form's "fill the required fields" goes once none is empty. Other messages (card type, length, expiry) wait for the next submit.
 */
export function clearFixed(errors: CardErrors, changed: keyof CardForm, values: CardForm, requiredText: string): CardErrors {
  const out: CardErrors = { ...errors };
  if (out[changed] === requiredText && filled(changed, values)) delete out[changed];
  if (out.form === requiredText && missingFields(values).length === 0) delete out.form;
  return out;
}
