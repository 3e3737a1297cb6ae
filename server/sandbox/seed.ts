import { hashPassword } from '../lib/password.ts';
import { createUser, findUserByEmail, type NewUser, type OpeningAccount } from '../users/repo.ts';
import type { Db } from '../db/client.ts';

// Accounts a person (and every test) can log in with on a fresh database (CONTRACT.md, README).
// Seeding is idempotent: an account that exists is left exactly as it is, balance and flags included.

export const SEED_PASSWORD = 'Demo1234!';

type SeedUser = Omit<NewUser, 'passwordHash'> & { account: OpeningAccount };

const base = {
  country: 'GB',
  currency: 'USD',
  phonePrefix: '44',
  verificationType: 'passport',
} as const;

export const SEED_USERS: readonly SeedUser[] = [
  {
    // The everyday demo: verified, active, funded.
    ...base,
    email: 'demo@example.com',
    firstName: 'Alex',
    lastName: 'Morgan',
    phone: '7700900123',
    verification: 'Full',
    status: 'USER_ACTIVE',
    depositsTotal: '10000.00',
    trValidate: 'no',
    trSuccess: 'yes',
    account: { currency: 'USD', amount: '10000.00' },
  },
  {
    // Transaction validation pending: home and funding send this user to the validate page; the answer is
    // the amount of the latest deposit to confirm, 100.50 — not the balance (250.00, after earlier deposits and
    // trades), so nothing on the screen gives it away.
    ...base,
    email: 'validate@example.com',
    firstName: 'Victoria',
    lastName: 'Hale',
    phone: '7700900456',
    verification: 'Full',
    status: 'USER_ACTIVE',
    depositsTotal: '350.50',
    trValidate: 'yes',
    trSuccess: 'no',
    trAnswer: '100.50',
    account: { currency: 'USD', amount: '250.00' },
  },
  {
    // Trading block (spec §4): not fully verified, has deposits, not USER_ACTIVE.
    ...base,
    email: 'blocked@example.com',
    firstName: 'Boris',
    lastName: 'Klein',
    phone: '7700900789',
    verification: 'Partial',
    status: 'USER_PENDING',
    depositsTotal: '500.00',
    trValidate: 'no',
    trSuccess: 'yes',
    account: { currency: 'USD', amount: '500.00' },
  },
];

/** Returns the e-mails it created (empty on every run after the first). */
export async function seed(db: Db, now: Date): Promise<string[]> {
  const created: string[] = [];
  for (const { account, ...user } of SEED_USERS) {
    if (await findUserByEmail(db, user.email)) continue;
    const id = await createUser(db, { ...user, passwordHash: await hashPassword(SEED_PASSWORD) }, account, now);
    if (id !== null) created.push(user.email);
  }
  return created;
}
