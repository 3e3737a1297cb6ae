import type { PaymentProvider } from '../funding/providers.ts';

// The sandbox behind the wallet and bank-transfer payments: it decides like a real provider would, on a rule a
// tester can aim at (an amount whose whole part ends in 13 is declined), confirms Skrill payments on its own page
// (/sandbox/skrill/{id}) and gives out a sandbox bank's details.

export const sandboxPayments: PaymentProvider = {
  accepts: ({ units, decimals }) => (units / 10n ** BigInt(decimals)) % 100n !== 13n,
  page: (paymentId, lang) => `/sandbox/skrill/${paymentId}?lang=${lang}`,
  bankDetails: { beneficiary: 'Trader Sandbox Ltd', iban: 'GB33BUKB20201555555555', bic: 'BUKBGB22', bank: 'Sandbox Bank plc' },
};
