import { describe, expect, it } from 'vitest';
import { changeLanguage, initI18n, t } from '@/i18n';
import { cardLengthText } from '@/features/card/cardErrors';
import { declineText } from '@/features/card/declineText';
import { BAD_CARD_MESSAGE, DAY_LIMIT_MESSAGE, FAIL_LIMIT_MESSAGE } from '@/features/card/processors/common';
import { CONCEPT_DECLINED } from '@/features/card/processors/concept';
import { NEED_NEW_CARD } from '@/features/card/processors/earth';
import { ENTRO_DECLINED } from '@/features/card/processors/entropay';

// The wire texts of spec §8 and the sandbox processors: what a decline carries, whatever the trader's language.
const WIRE = [
  'Not sufficient funds',
  'Incorrect PIN',
  'No such card',
  'Your card is disabled',
  'Expired card',
  'Do not honor',
  'Transaction declined',
  'Invalid card',
  'Card data not valid',
  'Please choose the currency of your current account.',
  'This payment attempt was cancelled.',
  ENTRO_DECLINED,
  CONCEPT_DECLINED,
  NEED_NEW_CARD,
  DAY_LIMIT_MESSAGE,
  FAIL_LIMIT_MESSAGE,
  BAD_CARD_MESSAGE,
];

describe('decline text in the trader language', () => {
  it('shows the spec wording in English', async () => {
    await initI18n('en');
    for (const message of WIRE) expect(declineText(t, message)).toBe(message);
    expect(declineText(t, 'Wrong amount! Min deposit 15000')).toBe('Wrong amount! Min deposit 15000');
    // This server names the minimum as money: kept as it came.
    expect(declineText(t, 'Wrong amount! Min deposit 15,000.00 RUB')).toBe('Wrong amount! Min deposit 15,000.00 RUB');
    // The server's card length check reads as the form's own message.
    expect(declineText(t, 'Valid card length 12 or 19')).toBe('Valid card length 12 or 19');
    expect(cardLengthText(t, [12, 13, 14, 15, 16, 17, 18, 19])).toBe('Valid card length 12 or 19');
    expect(cardLengthText(t, [16])).toBe('Valid card length 16');
  });

  it('translates every catalogue text into Russian, and passes an unknown reason through', async () => {
    await initI18n('en');
    await changeLanguage('ru');
    for (const message of WIRE) {
      const shown = declineText(t, message);
      expect(shown, message).not.toBe(message);
      expect(shown, message).toMatch(/[а-яё]/i);
    }
    expect(declineText(t, 'Wrong amount! Min deposit 15000')).toBe('Неверная сумма! Минимальный депозит 15000');
    expect(declineText(t, 'Issuer unavailable (91)')).toBe('Issuer unavailable (91)');
    expect(declineText(t, 'Valid card length 16 or 19')).toBe('Допустимая длина номера: 16 или 19');
    expect(cardLengthText(t, [16, 17, 18, 19])).toBe('Допустимая длина номера: 16 или 19');
    expect(declineText(t, 'Valid card length 16')).toBe('Допустимая длина номера: 16');
  });
});
