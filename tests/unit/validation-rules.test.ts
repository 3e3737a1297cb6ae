import { describe, expect, it } from 'vitest';
import { checkValidationAmount, validationBlocked } from '@/features/validation/rules';

describe('transaction validation rules (spec §4, §5)', () => {
  it('accepts digits with one comma or dot and up to 2 decimals', () => {
    for (const ok of ['100', '100.5', '100.50', '100,50', ' 7 ']) expect(checkValidationAmount(ok)).toBeNull();
    for (const bad of ['', '1.234', '1.2.3', '1,2,3', '$100', '-5', '1e3', '10 0']) expect(checkValidationAmount(bad)).toBe('format');
  });

  it('blocks at zero attempts left or five recorded', () => {
    expect(validationBlocked(0, null)).toBe(false);
    expect(validationBlocked(4, 1)).toBe(false);
    expect(validationBlocked(2, 0)).toBe(true);
    expect(validationBlocked(5, null)).toBe(true);
  });
});
