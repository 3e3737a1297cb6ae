import type { MessageKey, Translate } from '@/i18n';
import { cardLengthText } from './cardErrors';
import { BAD_CARD_MESSAGE, DAY_LIMIT_MESSAGE, FAIL_LIMIT_MESSAGE } from './processors/common';
import { CONCEPT_DECLINED } from './processors/concept';
import { NEED_NEW_CARD } from './processors/earth';
import { ENTRO_DECLINED } from './processors/entropay';
import { UNION_PAY_FAIL } from './processors/union';

/**
 * The trader's words for a decline. Processors and the server answer in the spec's English (§8: the wire text,
 * kept as is in the machine and in Dexie, whatever the language); the dialog and toasts show the catalogue in the
 * trader's language. A text outside the catalogue (a new provider's reason) is shown as it came.
 */
const CATALOGUE: Readonly<Record<string, MessageKey>> = {
  'Not sufficient funds': 'decline.insufficient_funds',
  'Incorrect PIN': 'decline.incorrect_pin',
  'No such card': 'decline.no_such_card',
  'Your card is disabled': 'decline.card_disabled',
  'Expired card': 'decline.expired_card',
  'Do not honor': 'decline.do_not_honor',
  'Transaction declined': 'decline.declined',
  'Invalid card': 'decline.invalid_card',
  'Card data not valid': 'decline.card_data_invalid',
  'Please choose the currency of your current account.': 'decline.currency',
  'This payment attempt was cancelled.': 'decline.void',
  // The trader's own cancel: from the app after coming Back (server/cards/steps.ts), or on the hosted page.
  'The payment was cancelled.': 'decline.cancelled',
  'The payment was cancelled on the payment page.': 'decline.cancelled',
  [ENTRO_DECLINED]: 'decline.transaction_declined',
  [CONCEPT_DECLINED]: 'decline.concept',
  [NEED_NEW_CARD]: 'decline.need_new_card',
  [DAY_LIMIT_MESSAGE]: 'decline.day_limit',
  [FAIL_LIMIT_MESSAGE]: 'decline.fail_limit',
  [BAD_CARD_MESSAGE]: 'decline.bad_card',
  // ORANGE's pay_fail and every UnionPay decline (spec §8).
  [UNION_PAY_FAIL]: 'orange.pay_fail',
};

// The amount as the server wrote it: as money ("$250.00") from this server, a bare number from an older one.
const MIN_DEPOSIT = /^Wrong amount! Min deposit (\S.*)$/;
/** The server's card check (common/card.ts lengthsText): one length, or the shortest or the longest. */
const CARD_LENGTH = /^Valid card length (\d+)(?: or (\d+))?$/;

export function declineText(t: Translate, message: string): string {
  const key = CATALOGUE[message];
  if (key) return t(key);
  const minimum = MIN_DEPOSIT.exec(message);
  if (minimum) return t('deposit.wrong_amount_min', { min: minimum[1] ?? '' });
  const length = CARD_LENGTH.exec(message);
  if (length) return cardLengthText(t, [length[1], length[2]].filter((value) => value !== undefined).map(Number));
  return message;
}
