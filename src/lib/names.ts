/**
 * Holder name → first and last name (spec §5: "split on comma or space"). The first word is the first
 * name and the rest, joined by single spaces, the last name: "Jean Paul Sartre" → Jean / Paul Sartre.
 */
export function splitName(holder: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = holder.split(/[\s,]+/).filter((part) => part !== '');
  return { firstName, lastName: rest.join(' ') };
}

/** First and last name joined for display, without stray spaces when one is missing. */
export function fullName(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter((part) => part !== '').join(' ');
}
