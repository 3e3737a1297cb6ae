import type { Translate } from '@/i18n';
import { checkCardForm, lengthBounds, type CardForm } from '@common/card';
import { checkDepositAmount } from '@common/deposit';
import { minDepositText } from '@/lib/minDeposit';

export type CardErrors = Partial<Record<keyof CardForm | 'form', string>>;

/** 'Valid card length X or Y' in the trader's language, with the same lengths as the server's message. */
export function cardLengthText(t: Translate, lengths: readonly number[]): string {
  return t('card.valid_length', { lengths: lengthBounds(lengths).join(` ${t('card.or')} `) });
}

/** The form's messages before a deposit starts, or null when it may start. The amount is checked first. */
export function cardFormErrors(t: Translate, amount: string, minimum: number, values: CardForm, now: Date): CardErrors | null {
  if (checkDepositAmount(amount, minimum, 'fiat')) return { form: minDepositText(t, minimum, values.currency) };
  const problem = checkCardForm(values, now);
  if (!problem) return null;
  switch (problem.kind) {
    case 'required':
      return { [problem.field]: t('card.required'), form: t('card.required') };
    case 'type':
      return { number: t('card.invalid_type') };
    case 'length':
      return { number: cardLengthText(t, problem.lengths) };
    case 'expired':
      return { month: t('card.expired') };
  }
}
