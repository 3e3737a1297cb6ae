import type { User } from '@/api/user';

/** Spec §4 transaction validation: asked to validate and not yet validated → home and funding go to the validate page. */
export function needsTransactionValidation(user: Pick<User, 'tr_validate' | 'tr_success'>): boolean {
  return user.tr_validate === 'yes' && user.tr_success !== 'yes';
}

const VALIDATION_GUARDED = [/^\/home$/, /^\/show\/funding(\/.*)?$/];
const VALIDATE_PAGE = /^\/(?:sw|swag)\/validate$/;
export const VALIDATE_ROUTE = '/sw/validate';

/**
 * The hash route to go to instead of `route`, or null when the route may render. Both directions live here,
 * read from one user: home and funding go to the validate page while validation is pending, and the validate
 * page goes home once it is not (that is how a correct answer "goes home", spec §4).
 */
export function validationRedirect(user: Pick<User, 'tr_validate' | 'tr_success'>, route: string): string | null {
  const pending = needsTransactionValidation(user);
  if (pending) return VALIDATION_GUARDED.some((pattern) => pattern.test(route)) ? VALIDATE_ROUTE : null;
  return isValidatePage(route) ? '/home' : null;
}

/** The transaction validation page: `/sw/validate` or its `swag` variant (spec §2). */
export function isValidatePage(route: string): boolean {
  return VALIDATE_PAGE.test(route);
}

// The trading block lives in src/lib so the platform host applies the same rule (spec §4).
export { tradingBlock, type TradingBlock } from '@common/tradingBlock';
