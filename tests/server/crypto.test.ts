import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts } from '../../server/db/schema.ts';
import { base58CheckAddress, cashAddress, segwitAddress } from '../../server/sandbox/chain.ts';
import { isValidAddress } from '../../server/funding/addresses.ts';
import type { Coin } from '../../common/coins.ts';
import { Browser, json, signedInTrader, startServer, type TestServer } from './helpers.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

type Invoice = { guid: string; coin: string; address: string; amount: string; currency: string; fiat_amount: string; status: string; hash: string; expires: number; now: number; fixed: boolean };
type PayReply = { return: boolean; guid?: string; invoice?: Invoice; code?: string; message?: string };
type CheckReply = { return: boolean; status?: string; hash?: string; invoice?: Invoice; code?: string };

async function trader(currency = 'USD', amount = '0.00') {
  const { id, app, n } = await signedInTrader(server, { label: 'crypto', currency, amount, firstName: 'Coin', lastName: 'Holder' });
  let seq = 0;
  const pay = async (coin: Coin, body: Record<string, unknown> = {}, key?: string) => {
    seq += 1;
    return json<PayReply>(
      await app.post(`/api/${coin}/pay`, { amount: '300', bonus: '0', fixed: false, currency, ...body }, { headers: { 'Idempotency-Key': key ?? `inv-${n}-${seq}-${Date.now()}` } }),
    );
  };
  const check = async (coin: Coin, guid: string) => json<CheckReply>(await app.post(`/api/${coin}/check`, { guid }));
  const balance = async () => {
    const [row] = await server.db.select().from(accounts).where(eq(accounts.userId, id));
    return row?.amount;
  };
  return { id, app, pay, check, balance };
}

const sandbox = (guid: string, status: string) =>
  server.app.request(`/sandbox/invoice/${guid}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ status }) });

const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'));

// External vectors: the sandbox's address encoders are checked against published addresses, and the production
// check (server/funding/addresses.ts, its own vectors in addresses.test.ts) accepts what they make.
describe('segwit addresses (BIP 173 vectors)', () => {
  it('encodes the BIP 173 P2WPKH vector from its witness program and accepts it in either case', () => {
    expect(segwitAddress('bc', bytes('751e76e8199196d454941c45d1b3a323f1433bd6'))).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    expect(isValidAddress('btc', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(true);
    expect(isValidAddress('btc', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toBe(true);
  });

  it('rejects a wrong checksum, a wrong prefix and characters outside the alphabet', () => {
    expect(isValidAddress('btc', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5')).toBe(false); // last character off
    expect(isValidAddress('btc', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv7f3t4')).toBe(false); // one character swapped
    expect(isValidAddress('btc', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toBe(false); // testnet vector, other prefix
    expect(isValidAddress('btc', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3tb')).toBe(false); // 'b' is not bech32
  });
});

describe('base58check addresses (known bitcoin vectors)', () => {
  it('encodes P2PKH addresses from their hash160 and checks them', () => {
    expect(base58CheckAddress([0x00], bytes('77bff20c60e522dfaa3350c39b030a5d004e839a'))).toBe('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2');
    // The cashaddr specification's key below as a legacy address (its table pairs it with bitcoincash:qr6m7j9…).
    expect(base58CheckAddress([0x00], bytes('F5BF48B397DAE70BE82B3CCA4793F8EB2B6CDAC9'))).toBe('1PQPheJQSauxRPTxzNMUco1XmoCyPoEJCp');
    expect(isValidAddress('btc', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(true);
    expect(isValidAddress('btc', '1PQPheJQSauxRPTxzNMUco1XmoCyPoEJCp')).toBe(true);
  });

  it('rejects a wrong checksum, another version byte and characters outside the alphabet', () => {
    expect(isValidAddress('btc', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3')).toBe(false); // last character off
    expect(isValidAddress('btc', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNNV2')).toBe(false); // two characters swapped
    expect(isValidAddress('dash', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(false); // not a DASH version
    expect(isValidAddress('btc', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN0')).toBe(false); // '0' is not base58
  });
});

describe('Bitcoin Cash addresses (cashaddr)', () => {
  it('encodes the specification\'s P2PKH vector and checks the checksum', () => {
    const hash = bytes('F5BF48B397DAE70BE82B3CCA4793F8EB2B6CDAC9');
    expect(cashAddress(hash)).toBe('bitcoincash:qr6m7j9njldwwzlg9v7v53unlr4jkmx6eylep8ekg2');
    expect(isValidAddress('bch', 'bitcoincash:qr6m7j9njldwwzlg9v7v53unlr4jkmx6eylep8ekg2')).toBe(true);
    expect(isValidAddress('bch', 'BITCOINCASH:QR6M7J9NJLDWWZLG9V7V53UNLR4JKMX6EYLEP8EKG2')).toBe(true);
    expect(isValidAddress('bch', 'bitcoincash:qr6m7j9njldwwzlg9v7v53unlr4jkmx6eylep8ekg3')).toBe(false); // one character off
    expect(isValidAddress('bch', 'bitcoincash:Qr6m7j9njldwwzlg9v7v53unlr4jkmx6eylep8ekg2')).toBe(false); // mixed case
    expect(isValidAddress('bch', '1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu')).toBe(true); // BCH kept the legacy base58 form too
  });
});

describe('crypto invoices', () => {
  it('pay makes a waiting invoice with a well-formed address for every coin', async () => {
    const t = await trader();
    for (const coin of ['btc', 'bch', 'ltc', 'eth', 'dash', 'zcash', 'usdt', 'token', 'vload'] as const) {
      const reply = await t.pay(coin);
      expect(reply.return, coin).toBe(true);
      const invoice = reply.invoice;
      if (!invoice) throw new Error('no invoice');
      expect(invoice.guid).toBe(reply.guid);
      expect(invoice.status).toBe('wt');
      expect(isValidAddress(coin, invoice.address), `${coin} ${invoice.address}`).toBe(true);
      expect(invoice.expires - invoice.now).toBe(3_600_000);
      expect(invoice.fiat_amount).toBe('300.00');
    }
    const btc = await t.pay('btc');
    expect(btc.invoice?.address).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    expect(btc.invoice?.amount).toBe('0.00500000'); // 300 USD at 60000
    expect((await t.pay('zcash')).invoice?.address).toMatch(/^t1/);
    expect((await t.pay('bch')).invoice?.address).toMatch(/^bitcoincash:q[02-9ac-hj-np-z]{41}$/);
    expect((await t.pay('dash')).invoice?.address).toMatch(/^X/);
  });

  it('refuses a wrong amount, a fixed amount of 0 and a missing key', async () => {
    const t = await trader();
    expect((await t.pay('btc', { amount: '10' })).code).toBe('min_deposit');
    const zero = await t.pay('btc', { amount: '0', fixed: true });
    expect(zero).toMatchObject({ return: false, code: 'amount', message: 'Wrong amount!' });
    expect((await t.pay('btc', { currency: 'EUR' })).code).toBe('currency');
    const missing = await t.app.post('/api/btc/pay', { amount: '300', fixed: false, currency: 'USD' });
    expect(missing.status).toBe(400);
  });

  it('a repeated idempotency key answers the first invoice and makes no second one', async () => {
    const t = await trader();
    const first = await t.pay('btc', {}, 'same-key-123456');
    const again = await t.pay('btc', { amount: '900' }, 'same-key-123456');
    expect(again.guid).toBe(first.guid);
    expect(again.invoice?.fiat_amount).toBe('300.00');
    const racing = await Promise.all([t.pay('ltc', {}, 'race-key-123456'), t.pay('ltc', {}, 'race-key-123456')]);
    expect(racing[0].guid).toBe(racing[1].guid);
  });

  it('crypto/outcome answers the invoice a key made; an unknown key stays usable (an invoice charges nothing)', async () => {
    const t = await trader();
    const outcome = async (key: string) => json<{ return: boolean; known: boolean; guid?: string; invoice?: Invoice }>(await t.app.post('/api/crypto/outcome', { idempotency_key: key }));
    expect(await outcome('lost-invoice-01')).toEqual({ return: true, known: false });
    const made = await t.pay('eth', {}, 'lost-invoice-01');
    const known = await outcome('lost-invoice-01');
    expect(known).toMatchObject({ return: true, known: true, guid: made.guid, invoice: { guid: made.guid, coin: 'eth', status: 'wt' } });
    expect((await t.pay('eth', {}, 'lost-invoice-01')).guid).toBe(made.guid);
    expect((await t.app.post('/api/crypto/outcome', {})).status).toBe(400);
  });

  it('check answers wt, then su with a hash once the chain pays, and credits once', async () => {
    const t = await trader();
    // A forged bonus: the server credits its own tier bonus (300 is bronze, 20 %), 60.00.
    const { guid = '' } = await t.pay('btc', { bonus: '5000' });
    expect(await t.check('btc', guid)).toMatchObject({ return: true, status: 'wt', hash: '' });
    const paid = await Promise.all([sandbox(guid, 'su'), sandbox(guid, 'su'), sandbox(guid, 'su')]);
    expect(paid.every((response) => response.status === 200)).toBe(true);
    for (let i = 0; i < 4; i += 1) {
      const reply = await t.check('btc', guid);
      expect(reply.status).toBe('su');
      expect(reply.hash).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(await t.balance()).toBe('300.00000000');
    const user = await json<{ user: { depositsTotal: string; bonus_summ: string; btc_deposit: string } }>(await t.app.post('/api/fraud/user', {}));
    expect(user.user).toMatchObject({ depositsTotal: '300.00', bonus_summ: '60.00', btc_deposit: '1' });
    // Paying it again or expiring it afterwards changes nothing.
    expect((await json(await sandbox(guid, 'su'))).status).toBe('su');
    expect((await json(await sandbox(guid, 'ex'))).status).toBe('su');
    expect(await t.balance()).toBe('300.00000000');
  });

  it('expires by the server clock (one hour) and then cannot be paid', async () => {
    const t = await trader();
    const { guid = '' } = await t.pay('eth');
    const other = await t.pay('eth');
    await server.clock.advance(3_599_000);
    expect((await t.check('eth', guid)).status).toBe('wt');
    await server.app.request('/sandbox/clock', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ advance_ms: 1_000 }) });
    expect((await t.check('eth', guid)).status).toBe('ex');
    const late = await json(await sandbox(other.guid ?? '', 'su'));
    expect(late).toMatchObject({ return: false, status: 'ex' });
    expect(await t.balance()).toBe('0.00000000');
  });

  it('the sandbox expires an invoice on demand; checks of another user or coin find nothing', async () => {
    const t = await trader();
    const { guid = '' } = await t.pay('dash');
    expect(await json(await sandbox(guid, 'ex'))).toMatchObject({ return: true, status: 'ex' });
    expect((await t.check('dash', guid)).status).toBe('ex');
    expect((await t.check('btc', guid)).code).toBe('not_found');
    const stranger = await trader();
    expect((await stranger.check('dash', guid)).code).toBe('not_found');
    expect((await server.app.request('/sandbox/invoice/nope', { method: 'POST', body: '{"status":"su"}', headers: { 'Content-Type': 'application/json' } })).status).toBe(404);
  });

  it('fixed mode credits the exchange balance in the coin, not the account', async () => {
    const t = await trader();
    const reply = await t.pay('ltc', { amount: '1.5', fixed: true, bonus: '99' });
    expect(reply.invoice).toMatchObject({ amount: '1.50000000', currency: 'LTC', fixed: true });
    await sandbox(reply.guid ?? '', 'su');
    const exchange = await json<{ balances: { coin: string; amount: string }[] }>(await t.app.post('/api/triggers/exchange', {}));
    expect(exchange.balances.find((row) => row.coin === 'LTC')?.amount).toBe('1.50000');
    expect(exchange.balances.find((row) => row.coin === 'BTC')?.amount).toBe('0.00000');
    expect(await t.balance()).toBe('0.00000000');
  });

  it('needs a session; the invoice page path serves the app shell route (not a JSON 404)', async () => {
    const anonymous = new Browser(server.app);
    await anonymous.primeCsrf();
    expect((await anonymous.post('/api/btc/pay', { amount: '300' })).status).toBe(401);
    expect((await anonymous.post('/api/btc/check', { guid: 'x' })).status).toBe(401);
    // No client is built in tests: the shell route answers 503 "not built", proving the path is routed to it.
    expect((await anonymous.send('/api/btc/invoice/0b7f8f9e-1234-4d1e-9c1a-1234567890ab')).status).toBe(503);
  });

  it('the legacy bitcoin entry points make a BTC invoice', async () => {
    const t = await trader();
    for (const path of ['/api/bitcoin/deposit', '/api/btc/shape']) {
      const reply = await json<PayReply>(
        await t.app.post(path, { amount: '300', bonus: '0', fixed: false, currency: 'USD' }, { headers: { 'Idempotency-Key': `legacy-${path.length}-${Date.now()}` } }),
      );
      expect(reply.invoice?.coin).toBe('btc');
      expect((await t.check('btc', reply.guid ?? '')).status).toBe('wt');
    }
  });

  it('rates are exact and finish redirects to the funding success', async () => {
    const t = await trader('EUR');
    const rates = await json<{ rates: Record<string, Record<string, string>> }>(await t.app.post('/api/bitcoin/currency', {}));
    expect(rates.rates.BTC?.EUR).toBe('55200.0000');
    const finish = await t.app.send('/api/vload/finish');
    expect(finish.status).toBe(303);
    expect(finish.headers.get('Location')).toBe('/en/trading#/show/funding/payment_success');
  });
});
