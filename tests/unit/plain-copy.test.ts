import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en.json';
import ru from '@/i18n/locales/ru.json';

describe('one name per screen and plain words', () => {
  it('the trading home has one name in the tab bar and in More', () => {
    expect(en['nav.home']).toBe(en['nav.trading']);
    expect(ru['nav.home']).toBe(ru['nav.trading']);
  });

  it('the legacy messages read as sentences, in each language', () => {
    const legacy = ['Cant save', 'File type is not [', 'File Too Large', 'Incorrect amount!', 'Please fill Link name'];
    for (const catalogue of [en, ru]) for (const text of Object.values(catalogue)) for (const old of legacy) expect(text).not.toContain(old);
    expect(en['withdrawal.amount_required']).not.toBe(en['withdrawal.incorrect_amount']);
    // The link form's two fields each say what they lack, so no message is printed twice.
    expect(en['affiliate.name_required']).not.toBe(en['affiliate.landing_required']);
    expect(ru['affiliate.name_required']).not.toBe(ru['affiliate.landing_required']);
  });
});
