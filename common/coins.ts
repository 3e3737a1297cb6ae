/*
 * The crypto coins of spec §2/§7 and the invoice constants of §9. No imports: the server shares this module.
 */

/** The invoice page slugs of spec §2/§7 (`/api/{coin}/pay`, `/check`, `/invoice/{guid}`); vload is a BTC invoice. */
export const COINS = ['btc', 'bch', 'ltc', 'eth', 'dash', 'zcash', 'usdt', 'token', 'vload'] as const;
export type Coin = (typeof COINS)[number];

export function isCoin(value: unknown): value is Coin {
  return typeof value === 'string' && (COINS as readonly string[]).includes(value);
}

/** The ticker a coin is quoted and credited in (the exchange balance it fills in fixed mode). */
export const COIN_TICKER: Readonly<Record<Coin, string>> = {
  btc: 'BTC',
  bch: 'BCH',
  ltc: 'LTC',
  eth: 'ETH',
  dash: 'DASH',
  zcash: 'ZEC',
  usdt: 'USDT',
  token: 'ERC20',
  vload: 'BTC',
};

export const COIN_NAME: Readonly<Record<Coin, string>> = {
  btc: 'Bitcoin',
  bch: 'Bitcoin Cash',
  ltc: 'Litecoin',
  eth: 'Ethereum',
  dash: 'Dash',
  zcash: 'ZCash',
  usdt: 'Tether',
  token: 'ERC20 token',
  vload: 'Bitcoin (vload)',
};

/** Coins on Ethereum: USDT and the ERC20 token travel as ERC20 transfers (spec §7 `is_erc20`). */
export function isErc20(coin: Coin): boolean {
  return coin === 'usdt' || coin === 'token';
}

/** The coin amount an invoice asks for is kept to 8 decimals (a satoshi); spec §9's 5 is for display of balances. */
export const INVOICE_DECIMALS = 8;

/** Spec §9: invoice timer 3600 s, status check every 60 s. */
export const INVOICE_TTL_MS = 3_600_000;
export const INVOICE_CHECK_INTERVAL_MS = 60_000;

/**
 * Spec §5: a fixed-amount crypto payment needs an amount above 0 ('Wrong amount!'); digits with one dot or
 * comma, at most 8 decimals. Returns the amount as a canonical decimal string (dot) or null when wrong.
 */
export function fixedCryptoAmount(input: string): string | null {
  const text = input.trim().replace(',', '.');
  return /^\d+(?:\.\d{1,8})?$/.test(text) && /[1-9]/.test(text) ? text : null;
}
