import { splitHolderName, stripCardNumber, type CardForm } from '@common/card';
import type { CardData } from './types';

/** The typed form → the card the processors receive (digits only, holder split per spec §5). */
export function cardDataOf(form: CardForm): CardData {
  const { firstName, lastName } = splitHolderName(form.holder);
  return {
    number: stripCardNumber(form.number),
    cvv: form.cvv.trim(),
    month: form.month,
    year: form.year,
    firstName,
    lastName,
    country: form.country,
  };
}

/** Groups digits by four as the trader types, keeping at most 19 digits. */
export function formatCardInput(raw: string): string {
  const digits = stripCardNumber(raw).replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export const MONTHS: readonly string[] = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));

export function expiryYears(now: Date): string[] {
  return Array.from({ length: 11 }, (_, i) => String(now.getFullYear() + i));
}
