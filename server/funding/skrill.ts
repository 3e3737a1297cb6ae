import type { WalletPaymentStatus } from '../db/schema-crypto.ts';
import type { Lang } from '../i18n.ts';

/** Where Skrill's page returns the browser: the funding page with the outcome. */
export function skrillReturnUrl(status: WalletPaymentStatus, lang: Lang): string {
  return `/${lang}/trading#/show/funding/${status === 'approved' ? 'payment_success' : 'payment_error'}`;
}
