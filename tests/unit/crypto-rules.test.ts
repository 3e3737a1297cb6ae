import { describe, expect, it } from 'vitest';
import {
  amountDecimals,
  bonusFor,
  COINS,
  defaultFixedAmount,
  fixedCryptoAmount,
  INVOICE_CHECK_INTERVAL_MS,
  INVOICE_TTL_MS,
  isCoin,
  isCryptoCurrency,
  paymentUri,
  prefixOf,
  turnoverDecimals,
} from '@/lib/crypto';
import { formatMoney } from '@/lib/money';

describe('fixed (exchange) mode rules', () => {
  it('decimals: 2 for USD, RUB, GBP, EUR, else 5', () => {
    for (const currency of ['USD', 'RUB', 'GBP', 'EUR', 'eur']) expect(amountDecimals(currency)).toBe(2);
    for (const currency of ['BTC', 'ETH', 'LTC', 'DSH', 'JPY']) expect(amountDecimals(currency)).toBe(5);
    expect(formatMoney('1.5', 'BTC')).toBe('1.50000 BTC');
    expect(formatMoney('1234.5', 'EUR')).toBe('€1,234.50');
  });

  it('turnover decimals: 0 for fiat, 5 for crypto', () => {
    expect(turnoverDecimals('USD')).toBe(0);
    expect(turnoverDecimals('RUB')).toBe(0);
    for (const coin of ['BTC', 'LTC', 'ETH', 'DSH', 'btc']) {
      expect(isCryptoCurrency(coin)).toBe(true);
      expect(turnoverDecimals(coin)).toBe(5);
    }
  });

  it('prefixes: USD $, EUR €, GBP £; others none', () => {
    expect([prefixOf('USD'), prefixOf('EUR'), prefixOf('GBP'), prefixOf('RUB'), prefixOf('BTC')]).toEqual(['$', '€', '£', '', '']);
  });

  it('default amounts: crypto 1.5, vload 0.5', () => {
    expect(defaultFixedAmount('btc')).toBe('1.5');
    expect(defaultFixedAmount('eth')).toBe('1.5');
    expect(defaultFixedAmount('vload')).toBe('0.5');
  });

  it("'Wrong amount!' for fixed crypto at 0 or below", () => {
    for (const bad of ['0', '0.0', '-1', '', 'abc', '1.2.3', '0.000000001']) expect(fixedCryptoAmount(bad), bad).toBeNull();
    expect(fixedCryptoAmount('1,5')).toBe('1.5');
    expect(fixedCryptoAmount(' 0.00000001 ')).toBe('0.00000001');
  });

  it('fixed mode clears the bonus', () => {
    expect(bonusFor(true, '60')).toBe('0');
    expect(bonusFor(false, '60')).toBe('60');
  });

  it('invoice constants: one hour, checks every 60 s; the coin slugs', () => {
    expect(INVOICE_TTL_MS).toBe(3_600_000);
    expect(INVOICE_CHECK_INTERVAL_MS).toBe(60_000);
    expect(COINS).toEqual(['btc', 'bch', 'ltc', 'eth', 'dash', 'zcash', 'usdt', 'token', 'vload']);
    expect(isCoin('btc')).toBe(true);
    expect(isCoin('bitcoin')).toBe(false);
  });

  it('payment URIs wallets understand', () => {
    expect(paymentUri('btc', 'bc1qxyz', '0.005')).toBe('bitcoin:bc1qxyz?amount=0.005');
    expect(paymentUri('vload', 'bc1qxyz', '0.5')).toBe('bitcoin:bc1qxyz?amount=0.5');
    expect(paymentUri('ltc', 'ltc1qxyz', '1.5')).toBe('litecoin:ltc1qxyz?amount=1.5');
    expect(paymentUri('bch', '1abc', '2')).toBe('bitcoincash:1abc?amount=2');
    // A cashaddr already carries its prefix: it is not doubled.
    expect(paymentUri('bch', 'bitcoincash:qr6m7j9njldwwzlg9v7v53unlr4jkmx6eylep8ekg2', '0.75')).toBe('bitcoincash:qr6m7j9njldwwzlg9v7v53unlr4jkmx6eylep8ekg2?amount=0.75');
    expect(paymentUri('eth', '0xabc', '1.5')).toBe('ethereum:0xabc?value=1500000000000000000');
    expect(paymentUri('usdt', '0xabc', '10')).toBe('ethereum:0xabc');
    expect(paymentUri('dash', 'Xabc', '1')).toBe('dash:Xabc?amount=1');
    expect(paymentUri('zcash', 't1abc', '1')).toBe('zcash:t1abc?amount=1');
  });
});
