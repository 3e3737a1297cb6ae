import { describe, expect, it } from 'vitest';
import { isValidatePage, needsTransactionValidation, tradingBlock, validationRedirect, VALIDATE_ROUTE } from '@/app/guards';

describe('transaction-validation guard (spec §4)', () => {
  const pending = { tr_validate: 'yes', tr_success: 'no' } as const;
  const done = { tr_validate: 'no', tr_success: 'yes' } as const;

  it('applies only when validation is asked and not yet successful', () => {
    expect(needsTransactionValidation(pending)).toBe(true);
    expect(needsTransactionValidation(done)).toBe(false);
    expect(needsTransactionValidation({ tr_validate: 'yes', tr_success: 'yes' })).toBe(false);
    expect(needsTransactionValidation({ tr_validate: 'no', tr_success: 'no' })).toBe(false);
  });

  it('redirects home and funding to the validate page, nothing else', () => {
    expect(validationRedirect(pending, '/home')).toBe(VALIDATE_ROUTE);
    expect(validationRedirect(pending, '/show/funding')).toBe(VALIDATE_ROUTE);
    expect(validationRedirect(pending, '/show/funding/promo')).toBe(VALIDATE_ROUTE);
    expect(validationRedirect(pending, '/show/personal')).toBeNull();
    expect(validationRedirect(pending, VALIDATE_ROUTE)).toBeNull();
    expect(validationRedirect(done, '/home')).toBeNull();
  });

  it('sends a validated trader from the validate page home', () => {
    expect(validationRedirect(done, VALIDATE_ROUTE)).toBe('/home');
    expect(validationRedirect(done, '/swag/validate')).toBe('/home');
    expect(validationRedirect(done, '/sw/other')).toBeNull();
  });

  it('knows the validate page by its two spellings only', () => {
    expect(isValidatePage('/sw/validate')).toBe(true);
    expect(isValidatePage('/swag/validate')).toBe(true);
    for (const route of ['/swa/validate', '/swg/validate', '/s/validate', '/swagg/validate', '/sw/validate/x']) {
      expect(isValidatePage(route)).toBe(false);
      expect(validationRedirect(done, route)).toBeNull();
    }
  });
});

describe('trading block (spec §4)', () => {
  const base = { verification: 'Partial', depositsTotal: '500.00', status: 'USER_PENDING', doCard: '0' };

  it('blocks when not Full, deposits exist and status is not USER_ACTIVE', () => {
    expect(tradingBlock(base)).toBe('verify');
    expect(tradingBlock({ ...base, doCard: '1' })).toBe('card-verification');
  });

  it('does not block when any one condition is missing', () => {
    expect(tradingBlock({ ...base, verification: 'Full' })).toBeNull();
    expect(tradingBlock({ ...base, depositsTotal: '0.00' })).toBeNull();
    expect(tradingBlock({ ...base, depositsTotal: '0' })).toBeNull();
    expect(tradingBlock({ ...base, status: 'USER_ACTIVE' })).toBeNull();
  });
});
