import { lazy } from 'react';
import type { WidgetRegistry } from '@/content/widgets';
import { withLaterStrings } from '@/i18n/laterStrings';

/** The widgets server pages may ask for (`data-widget="…"`); each loads only when a page uses it. */
export const widgetRegistry: WidgetRegistry = {
  'account-summary': lazy(() => import('@/features/accounts/AccountSummary')),
  'verification-status': lazy(() => import('@/features/verification/VerificationStatus')),
  'get-started': lazy(() => import('@/features/onboarding/GetStarted')),
  'contact-info': lazy(withLaterStrings(() => import('@/features/verification/ContactInfo'))),
  documents: lazy(withLaterStrings(() => import('@/features/verification/Documents'))),
  signature: lazy(withLaterStrings(() => import('@/features/verification/SignaturePad'))),
  security: lazy(withLaterStrings(() => import('@/features/security/SecurityForm'))),
  'two-factor': lazy(withLaterStrings(() => import('@/features/security/TwoFactor'))),
  passkeys: lazy(withLaterStrings(() => import('@/features/security/Passkeys'))),
  sessions: lazy(withLaterStrings(() => import('@/features/security/Sessions'))),
  settings: lazy(withLaterStrings(() => import('@/features/settings/SettingsScreen'))),
  'validate-form': lazy(() => import('@/features/validation/ValidateForm')),
  'trading-history': lazy(() => import('@/features/history/HistoryScreen')),
  'trading-reports': lazy(() => import('@/features/history/ReportsScreen')),
  funding: lazy(() => import('@/features/funding/FundingScreen')),
  withdrawal: lazy(withLaterStrings(() => import('@/features/withdrawal/WithdrawalScreen'))),
  'card-deposit': lazy(() => import('@/features/card/CardDeposit')),
  'quick-top-up': lazy(() => import('@/features/card/QuickTopUp')),
  'crypto-deposit': lazy(() => import('@/features/crypto/CryptoDeposit')),
  'wallet-deposit': lazy(() => import('@/features/crypto/WalletDeposit')),
  'bitcoin-offer': lazy(() => import('@/features/crypto/BitcoinOffer')),
  support: lazy(withLaterStrings(() => import('@/features/support/SupportScreen'))),
  tournaments: lazy(withLaterStrings(() => import('@/features/tourney/TournamentsScreen'))),
  affiliate: lazy(withLaterStrings(() => import('@/features/affiliate/AffiliateScreen'))),
  'offer-note': lazy(withLaterStrings(() => import('@/features/offers/OfferNote'))),
  news: lazy(() => import('@/features/news/NewsScreen')),
  calendar: lazy(() => import('@/features/calendar/CalendarScreen')),
  promo: lazy(() => import('@/features/funding/PromoScreen')),
};
