import { describe, expect, it } from 'vitest';
import { cardIntent, intentSkipsRiskPopup } from '@/features/funding/cardIntent';

describe('links that select the Card tab (spec §2, §6)', () => {
  it('promo, entro and the 3-D Secure returns; other add values and plain funding do not', () => {
    expect(cardIntent('/show/funding/promo')).toBe('promo');
    expect(cardIntent('/show/funding/entro')).toBe('entro');
    expect(cardIntent('/listen/funding/FRAUD/tx_1/dep_1')).toBe('listen');
    expect(cardIntent('/listen-orange/funding/ORANGE/tx_1/dep_1')).toBe('listen');
    expect(cardIntent('/listen-concept/funding/CONCEPT/tx_1/-')).toBe('listen');
    expect(cardIntent('/show/funding')).toBeNull();
    expect(cardIntent('/show/funding/payment_error')).toBeNull();
    expect(cardIntent('/show/funding/whatever')).toBeNull();
  });

  it('the partner-risk popup stays away from flows already paying by card, not from the promo link', () => {
    expect(intentSkipsRiskPopup('entro')).toBe(true);
    expect(intentSkipsRiskPopup('listen')).toBe(true);
    expect(intentSkipsRiskPopup('promo')).toBe(false);
    expect(intentSkipsRiskPopup(null)).toBe(false);
  });
});
