import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

// scrypt with a per-user salt. Parameters travel inside the stored string, so they can be raised later
// without breaking existing hashes.
const PARAMS = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

/**
 * At most this many scrypt derivations run at once; the rest wait their turn. scrypt runs on libuv's thread pool
 * (4 threads), which file reads and other crypto share: a burst of password checks must leave it room, so a flood of
 * logins slows only the logins, not every other request.
 */
export const HASH_CONCURRENCY = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  // A finished derivation hands its slot straight to the next in line, so the count never overshoots.
  if (running >= HASH_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  return withHashSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, length, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS, KEY_LENGTH);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const actual = await derive(password, Buffer.from(saltB64, 'base64'), { N: Number(n), r: Number(r), p: Number(p) }, expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | null = null;

/** Spends the same time as a real check, so an unknown e-mail cannot be told apart by the reply's timing. */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
  return false;
}
