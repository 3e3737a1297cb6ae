import { formatMoney } from '../../common/money.ts';
import { stakeRange } from '../../common/limits.ts';

// The platform's refusals, in English and Russian: the trade routes answer them in the caller's language (X-Lang),
// and the page's script shows them by code (page.ts hands it the same words). `amount` names the account currency's
// stake limits: its {min} and {max} are filled in by amountMessage, on the host and in the page.

export type TradeMessageKey = 'symbol' | 'direction' | 'amount' | 'expiry' | 'funds' | 'account' | 'blocked' | 'quotes';
export type TradeMessages = Readonly<Record<TradeMessageKey, string>>;

const EN: TradeMessages = {
  symbol: 'Unknown asset.',
  direction: 'Choose Call or Put.',
  amount: 'Enter an amount from {min} to {max} (up to the currency’s decimals).',
  expiry: 'Choose an expiry.',
  funds: 'Not enough money on the account.',
  account: 'No trading account.',
  blocked: 'Trading is blocked until your account is verified.',
  quotes: 'Prices are not available right now, so no trade can be opened. Please try again later.',
};

const RU: TradeMessages = {
  symbol: 'Неизвестный актив.',
  direction: 'Выберите «Выше» или «Ниже».',
  amount: 'Введите сумму от {min} до {max} (не больше знаков после запятой, чем у валюты).',
  expiry: 'Выберите экспирацию.',
  funds: 'Недостаточно средств на счёте.',
  account: 'Нет торгового счёта.',
  blocked: 'Торговля заблокирована до проверки вашего аккаунта.',
  quotes: 'Котировки сейчас недоступны, поэтому сделку открыть нельзя. Попробуйте позже.',
};

export function tradeMessages(lang: string): TradeMessages {
  return lang === 'ru' ? RU : EN;
}

/** The amount refusal with the stake limits of `currency` written in (`template`: the `amount` message of a language). */
export function amountMessage(template: string, currency: string, locale: string): string {
  const { min, max } = stakeRange(currency);
  return template.replace('{min}', formatMoney(String(min), currency, locale)).replace('{max}', formatMoney(String(max), currency, locale));
}
