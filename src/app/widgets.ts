import { lazy } from 'react';
import type { WidgetRegistry } from '@/content/widgets';

/** The widgets server pages may ask for (`data-widget="…"`); each loads only when a page uses it. */
export const widgetRegistry: WidgetRegistry = {
  'account-summary': lazy(() => import('@/features/accounts/AccountSummary')),
  'verification-status': lazy(() => import('@/features/verification/VerificationStatus')),
  'contact-info': lazy(() => import('@/features/verification/ContactInfo')),
  documents: lazy(() => import('@/features/verification/Documents')),
  signature: lazy(() => import('@/features/verification/SignaturePad')),
  security: lazy(() => import('@/features/security/SecurityForm')),
  'validate-form': lazy(() => import('@/features/validation/ValidateForm')),
  'trading-history': lazy(() => import('@/features/history/HistoryScreen')),
  'trading-reports': lazy(() => import('@/features/history/ReportsScreen')),
  funding: lazy(() => import('@/features/funding/FundingScreen')),
  withdrawal: lazy(() => import('@/features/withdrawal/WithdrawalScreen')),
  'card-deposit': lazy(() => import('@/features/card/CardDeposit')),
  'crypto-deposit': lazy(() => import('@/features/crypto/CryptoDeposit')),
  'wallet-deposit': lazy(() => import('@/features/crypto/WalletDeposit')),
  'bitcoin-offer': lazy(() => import('@/features/crypto/BitcoinOffer')),
  support: lazy(() => import('@/features/support/SupportScreen')),
  tournaments: lazy(() => import('@/features/tourney/TournamentsScreen')),
  affiliate: lazy(() => import('@/features/affiliate/AffiliateScreen')),
  news: lazy(() => import('@/features/news/NewsScreen')),
  calendar: lazy(() => import('@/features/calendar/CalendarScreen')),
  promo: lazy(() => import('@/features/funding/PromoScreen')),
};
