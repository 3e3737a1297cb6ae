/*
 * What each payment method is called, once per language, for every screen and page that names one: the deposit
 * tabs and their panels, the crypto coins and invoices, the withdrawal methods and the pending list. A trader reads
 * one name for one method ("Биткоин" on the deposit screen and on the withdrawal screen alike). Russian uses the
 * Russian names a Russian trader knows (Биткоин, Эфириум, Яндекс.Деньги); brands that Russia writes in Latin
 * letters (Visa, Skrill, WebMoney, QIWI, Perfect Money…) keep them. Pure: no imports.
 */

export type MethodLang = 'en' | 'ru';

export const METHOD_IDS = [
  'card',
  'card_moneta',
  'bitcoin',
  'bitcoin_cash',
  'litecoin',
  'ltc',
  'ethereum',
  'dash',
  'zcash',
  'ripple',
  'monero',
  'tether',
  'erc20_token',
  'vload',
  'vload_bitcoin',
  'perfect',
  'neteller',
  'skrill',
  'webmoney',
  'yandex',
  'qiwi',
  'okpay',
  'bank',
] as const;
export type MethodId = (typeof METHOD_IDS)[number];

export const METHOD_NAMES: Readonly<Record<MethodLang, Readonly<Record<MethodId, string>>>> = {
  en: {
    card: 'Card',
    card_moneta: 'Card (Moneta)',
    bitcoin: 'Bitcoin',
    bitcoin_cash: 'Bitcoin Cash',
    litecoin: 'Litecoin',
    ltc: 'Litecoin (LTC)',
    ethereum: 'Ethereum',
    dash: 'Dash',
    zcash: 'Zcash',
    ripple: 'Ripple',
    monero: 'Monero',
    tether: 'Tether',
    erc20_token: 'ERC20 token',
    vload: 'Vload voucher',
    vload_bitcoin: 'Bitcoin (Vload)',
    perfect: 'Perfect Money',
    neteller: 'Neteller',
    skrill: 'Skrill',
    webmoney: 'WebMoney',
    yandex: 'Yandex Money',
    qiwi: 'QIWI',
    okpay: 'OKPay',
    bank: 'Bank transfer',
  },
  ru: {
    card: 'Карта',
    card_moneta: 'Карта (Moneta)',
    bitcoin: 'Биткоин',
    bitcoin_cash: 'Биткоин Кэш',
    litecoin: 'Лайткоин',
    ltc: 'Лайткоин (LTC)',
    ethereum: 'Эфириум',
    dash: 'Dash',
    zcash: 'Zcash',
    ripple: 'Рипл',
    monero: 'Монеро',
    tether: 'Tether',
    erc20_token: 'Токен ERC20',
    vload: 'Ваучер Vload',
    vload_bitcoin: 'Биткоин (Vload)',
    perfect: 'Perfect Money',
    neteller: 'Neteller',
    skrill: 'Skrill',
    webmoney: 'WebMoney',
    yandex: 'Яндекс.Деньги',
    qiwi: 'QIWI',
    okpay: 'OKPay',
    bank: 'Банковский перевод',
  },
};

export function methodName(id: MethodId, lang: MethodLang): string {
  return METHOD_NAMES[lang][id];
}

/** The deposit tabs (common/deposit.ts PaymentTab) by the method each one takes. */
const TAB_METHODS: Readonly<Record<string, MethodId>> = {
  card: 'card',
  card_moneta: 'card_moneta',
  perfect: 'perfect',
  bitcoin: 'bitcoin',
  vload: 'vload',
  litecoin: 'litecoin',
  eth: 'ethereum',
  ltc: 'ltc',
  neteller: 'neteller',
  skrill: 'skrill',
  webmoney: 'webmoney',
  yandex: 'yandex',
  qiwi: 'qiwi',
  okpay: 'okpay',
  bank: 'bank',
};

/** A deposit tab's name; an unknown tab is named by its key. */
export function tabMethodName(tab: string, lang: MethodLang): string {
  const id = TAB_METHODS[tab];
  return id ? methodName(id, lang) : tab;
}

/** The crypto coins of invoices (common/coins.ts Coin) by their method. */
const COIN_METHODS: Readonly<Record<string, MethodId>> = {
  btc: 'bitcoin',
  bch: 'bitcoin_cash',
  ltc: 'litecoin',
  eth: 'ethereum',
  dash: 'dash',
  zcash: 'zcash',
  usdt: 'tether',
  token: 'erc20_token',
  vload: 'vload_bitcoin',
};

/** A coin's name ("btc" → "Bitcoin" / "Биткоин"); an unknown coin is named by its code. */
export function coinMethodName(coin: string, lang: MethodLang): string {
  const id = COIN_METHODS[coin];
  return id ? methodName(id, lang) : coin;
}

/**
 * The withdrawal methods as the server and the back office name them (users.wd_methods, spec §9's fixed tabs), by
 * their method. The fixed tabs EUR and USD are currencies, named by their code.
 */
const WITHDRAWAL_METHODS: Readonly<Record<string, MethodId>> = {
  'Credit Card': 'card',
  Bitcoin: 'bitcoin',
  Bitcoin_Cash: 'bitcoin_cash',
  Litecoin: 'litecoin',
  Ethereum: 'ethereum',
  Dash: 'dash',
  Zcash: 'zcash',
  Ripple: 'ripple',
  Monero: 'monero',
  'Perfect Money': 'perfect',
  Neteller: 'neteller',
  Skrill: 'skrill',
  WebMoney: 'webmoney',
  Yandex: 'yandex',
  Qiwi: 'qiwi',
  'Ok Pay': 'okpay',
};

/** A withdrawal method's name ("Bitcoin_Cash" → "Bitcoin Cash" / "Биткоин Кэш"); others as sent, `_` as a space. */
export function withdrawalMethodName(method: string, lang: MethodLang): string {
  const id = WITHDRAWAL_METHODS[method];
  return id ? methodName(id, lang) : method.replace(/_/g, ' ');
}

/**
 * The names a Russian screen must not show: each method's English name where Russian names it otherwise, and the
 * server's own words for a method (wd_methods: "Qiwi", "Yandex", "Credit Card", …) where they are not the Russian
 * name. The e2e suite reads every ru screen for these.
 */
export function englishMethodNames(): string[] {
  const ru = METHOD_NAMES.ru;
  const names = new Set<string>();
  for (const id of METHOD_IDS) {
    const en = METHOD_NAMES.en[id];
    if (!ru[id].toLowerCase().includes(en.toLowerCase())) names.add(en);
  }
  for (const [raw, id] of Object.entries(WITHDRAWAL_METHODS)) {
    const said = raw.replace(/_/g, ' ');
    if (!ru[id].toLowerCase().includes(said.toLowerCase())) names.add(said);
  }
  return [...names];
}
