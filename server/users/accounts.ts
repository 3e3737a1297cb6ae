/** The currencies an extra account may be opened in (the registration currencies). */
export const ACCOUNT_CURRENCIES = ['USD', 'EUR', 'GBP', 'RUB'] as const;

/** Spec §6: demo accounts do not block the currency choice. */
export const DEMO_GROUP = 'DEMO_MANUAL';

/** The self-service practice account (server/users/practice-service.ts): a demo account the trader opens once. */
export const PRACTICE_GROUP = 'PRACTICE';
