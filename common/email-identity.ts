/*
 * One mailbox, many spellings: `ann+promo@example.com` reaches `ann@example.com`, and Gmail ignores dots and reads
 * googlemail.com as gmail.com. The affiliate program compares addresses this way, so a trader who registers
 * `owner+2@…` through their own link is seen as the owner.
 */

const GMAIL = new Set(['gmail.com', 'googlemail.com']);

/** The mailbox an address reaches (lower case, no +tag, and for Gmail no dots, gmail.com). */
export function mailboxOf(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
