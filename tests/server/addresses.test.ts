import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COINS, type Coin } from '../../common/coins.ts';
import { users } from '../../server/db/schema.ts';
import { isValidAddress } from '../../server/funding/addresses.ts';
import { eip55 } from '../../server/funding/eth-address.ts';
import { newAddress } from '../../server/sandbox/chain.ts';
import { json, signedInTrader, startServer, type TestServer } from './helpers.ts';

// Published addresses (BIP 173/350 vectors, EIP-55's examples, the cashaddr specification, addresses in public
// use), not addresses this code made: the check must agree with the chains, not only with itself.

const valid = (coin: Coin, address: string) => expect(isValidAddress(coin, address), `${coin} ${address}`).toBe(true);
const invalid = (coin: Coin, address: string) => expect(isValidAddress(coin, address), `${coin} ${address}`).toBe(false);

/** The address with the character at `index` replaced by another of the same alphabet. */
function oneCharOff(address: string, index: number, alphabet: string): string {
  const char = address[index] ?? '';
  const other = alphabet[(alphabet.indexOf(char) + 1) % alphabet.length] ?? '';
  return address.slice(0, index) + other + address.slice(index + 1);
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

describe('Bitcoin', () => {
  it('accepts legacy P2PKH (1…) and P2SH (3…) base58check addresses', () => {
    valid('btc', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'); // the genesis block's
    valid('btc', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy');
    valid('vload', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa');
  });

  it('accepts segwit v0 (20- and 32-byte programs) and v1+ (taproot) in either case', () => {
    valid('btc', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    valid('btc', 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3'); // P2WSH
    valid('btc', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4');
    valid('btc', 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'); // taproot
    valid('btc', 'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y'); // v1, 40 bytes
    valid('btc', 'BC1SW50QGDZ25J'); // v16, 2 bytes
  });

  it('refuses one character changed, anywhere', () => {
    for (const address of ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy']) {
      for (const index of [3, 12, address.length - 1]) invalid('btc', oneCharOff(address, index, BASE58));
    }
    for (const address of ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297']) {
      for (const index of [5, 20, address.length - 1]) invalid('btc', oneCharOff(address, index, BECH32));
    }
  });

  it('refuses the checksum of the wrong bech32 variant, mixed case, other networks and bad programs (BIP 173/350)', () => {
    invalid('btc', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd'); // v1 with a bech32 checksum
    invalid('btc', 'BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL'); // v16 with a bech32 checksum
    invalid('btc', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh'); // v0 with a bech32m checksum
    invalid('btc', 'BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R'); // witness version 17
    invalid('btc', 'bc1pw5dgrnzv'); // a 1-byte program
    invalid('btc', 'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P'); // v0 with a 16-byte program
    invalid('btc', 'bc1Qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'); // mixed case
    invalid('btc', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'); // testnet
    invalid('btc', 'ltc1qxtm55gultqzhqzl2p3ks50hg2478y3hehuj6dz'); // Litecoin
    invalid('btc', 'LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9'); // Litecoin's version byte
    invalid('btc', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfN0'); // '0' is not base58
    invalid('btc', ' 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa');
    invalid('btc', '');
  });
});

describe('Litecoin', () => {
  it('accepts L (P2PKH), M and legacy 3 (P2SH) and ltc1 segwit', () => {
    valid('ltc', 'LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9');
    valid('ltc', 'MQMcJhpWHYVeQArcZR3sBgyPZxxRtnH441');
    valid('ltc', 'MGEW4aba3tnrVtVhGcmoqqHaLt5ymPSLPi');
    valid('ltc', '3CDJNfdWX8m2NwuGUV3nhXHXEeLygMXoAj');
    valid('ltc', 'ltc1qxtm55gultqzhqzl2p3ks50hg2478y3hehuj6dz');
  });

  it('refuses one character changed and other coins', () => {
    invalid('ltc', oneCharOff('LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9', 10, BASE58));
    invalid('ltc', oneCharOff('MQMcJhpWHYVeQArcZR3sBgyPZxxRtnH441', 33, BASE58));
    invalid('ltc', oneCharOff('ltc1qxtm55gultqzhqzl2p3ks50hg2478y3hehuj6dz', 10, BECH32));
    invalid('ltc', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'); // Bitcoin P2PKH
    invalid('ltc', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
  });
});

describe('Dash and Zcash', () => {
  it('accepts Dash X… (P2PKH) and 7… (P2SH), Zcash t1… and t3…', () => {
    valid('dash', 'XpESxaUmonkq8RaLLp46Brx2K39ggQe226');
    valid('dash', 'Xaj4r3cuJ5LYbrQgZTSQAhneJnjybAAgEN');
    valid('dash', '7SSyVfQK3EbQrmPy7b3j4DKk9vWh7yXZ7R');
    valid('zcash', 't1fuvbxcLNhiPGnR2fcy4iMrntLn2y6zbiG');
    valid('zcash', 't1h8SqgtM3QM5e2M8EzhhT1yL2PXXtA6oqe');
    valid('zcash', 't3Rqonuzz7afkF7156ZA4vi4iimRSEn41hj');
  });

  it('refuses one character changed and other coins', () => {
    invalid('dash', oneCharOff('XpESxaUmonkq8RaLLp46Brx2K39ggQe226', 20, BASE58));
    invalid('dash', oneCharOff('7SSyVfQK3EbQrmPy7b3j4DKk9vWh7yXZ7R', 33, BASE58));
    invalid('dash', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa');
    invalid('zcash', oneCharOff('t1fuvbxcLNhiPGnR2fcy4iMrntLn2y6zbiG', 34, BASE58));
    invalid('zcash', oneCharOff('t3Rqonuzz7afkF7156ZA4vi4iimRSEn41hj', 5, BASE58));
    invalid('zcash', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa');
  });
});

describe('Bitcoin Cash', () => {
  it('accepts cashaddr P2PKH and P2SH (20 and 32 bytes) with or without the prefix, in one case, and legacy 1…/3…', () => {
    valid('bch', 'bitcoincash:qr6m7j9njldwwzlg9v7v53unlr4jkmx6eylep8ekg2');
    valid('bch', 'qr6m7j9njldwwzlg9v7v53unlr4jkmx6eylep8ekg2');
    valid('bch', 'BITCOINCASH:QR6M7J9NJLDWWZLG9V7V53UNLR4JKMX6EYLEP8EKG2');
    valid('bch', 'bitcoincash:ppn87szlp75e3f5akyjlkkwp7qn93w5yx5mvzwlu3y');
    valid('bch', 'bitcoincash:pvch8mmxy0rtfrlarg7ucrxxfzds5pamg73h7370aa87d80gyhqxqaw3dsfwg'); // P2SH32
    valid('bch', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa');
    valid('bch', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy');
  });

  it('refuses one character changed, mixed case, another network and other coins', () => {
    invalid('bch', oneCharOff('bitcoincash:qr6m7j9njldwwzlg9v7v53unlr4jkmx6eylep8ekg2', 20, BECH32));
    invalid('bch', oneCharOff('qr6m7j9njldwwzlg9v7v53unlr4jkmx6eylep8ekg2', 41, BECH32));
    invalid('bch', 'bitcoincash:Qr6m7j9njldwwzlg9v7v53unlr4jkmx6eylep8ekg2');
    invalid('bch', 'bchtest:qpf29h80q4kzprl84jmwhf9du3jsu2tvw509nqz5cy');
    invalid('bch', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    invalid('bch', 'LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9');
  });
});

describe('Ethereum and its tokens', () => {
  const EIP55_EXAMPLES = ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB', '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb'];

  it("accepts EIP-55's checksummed examples, and all-lower or all-upper hex unchecked", () => {
    for (const address of EIP55_EXAMPLES) {
      for (const coin of ['eth', 'usdt', 'token'] as const) valid(coin, address);
      expect(eip55(address.toLowerCase())).toBe(address);
      valid('eth', address.toLowerCase());
      valid('eth', `0x${address.slice(2).toUpperCase()}`);
    }
  });

  it('refuses a letter in the wrong case, a changed digit, the wrong length and other coins', () => {
    for (const address of EIP55_EXAMPLES) {
      const letter = address.slice(2).search(/[a-fA-F]/) + 2;
      const char = address[letter] ?? '';
      const flipped = char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase();
      invalid('eth', address.slice(0, letter) + flipped + address.slice(letter + 1));
    }
    // A changed digit breaks the checksum the mixed case carries.
    invalid('eth', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAee');
    invalid('eth', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe');
    invalid('eth', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed00');
    invalid('eth', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg');
    invalid('eth', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa');
    invalid('btc', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
  });
});

describe('sandbox deposit addresses', () => {
  it('pass the production check for every coin', () => {
    for (const coin of COINS) {
      for (let i = 0; i < 25; i += 1) valid(coin, newAddress(coin));
    }
  });
});

describe('POST /api/withdrawal with the wallet forms once refused', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.close();
  });

  type Reply = { return: boolean; case?: number; code?: string; field?: string };

  async function trader() {
    const t = await signedInTrader(server, { label: 'addr', amount: '1000.00' });
    await server.db.update(users).set({ verification: 'Full', wdMethods: 'Bitcoin,Litecoin,Ethereum,Dash,Bitcoin_Cash,Zcash' }).where(eq(users.id, t.id));
    return (method: string, wallet: string) => t.app.post('/api/withdrawal', { amount: '10', method, wallet, fixed: false, currency: 'USD' }).then((r) => json<Reply>(r));
  }

  it('answers return:true for legacy Bitcoin, Litecoin M, Dash 7, legacy BCH and an EIP-55 address', async () => {
    const ask = await trader();
    expect(await ask('Bitcoin', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toMatchObject({ return: true, case: 5 });
    expect(await ask('Bitcoin', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toMatchObject({ return: true });
    expect(await ask('Bitcoin', 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297')).toMatchObject({ return: true });
    expect(await ask('Litecoin', 'MQMcJhpWHYVeQArcZR3sBgyPZxxRtnH441')).toMatchObject({ return: true });
    expect(await ask('Ethereum', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toMatchObject({ return: true });
    expect(await ask('Dash', '7SSyVfQK3EbQrmPy7b3j4DKk9vWh7yXZ7R')).toMatchObject({ return: true });
    expect(await ask('Bitcoin_Cash', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toMatchObject({ return: true });
    expect(await ask('Zcash', 't3Rqonuzz7afkF7156ZA4vi4iimRSEn41hj')).toMatchObject({ return: true });
  });

  it('answers wallet_format for a wrong checksum', async () => {
    const ask = await trader();
    const refused = { return: false, field: 'wallet', code: 'wallet_format' };
    expect(await ask('Bitcoin', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb')).toMatchObject(refused);
    expect(await ask('Ethereum', '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toMatchObject(refused);
    expect(await ask('Litecoin', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toMatchObject(refused);
  });
});
