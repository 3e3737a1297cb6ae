// The platform's refusals in English: the trade routes' answers and the page's own English words share them.
export const TRADE_MESSAGES = {
  symbol: 'Unknown asset.',
  direction: 'Choose Call or Put.',
  amount: 'Enter an amount from 1 to 10000 (up to the currency’s decimals).',
  expiry: 'Choose an expiry.',
  funds: 'Not enough money on the account.',
  account: 'No trading account.',
  blocked: 'Trading is blocked until your account is verified.',
  quotes: 'Prices are not available right now, so no trade can be opened. Please try again later.',
} as const;
