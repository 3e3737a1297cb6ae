import { bigint, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';
import { userRef } from './schema.ts';
import { withdrawals } from './schema-withdrawal.ts';

// Account protection (server/two-factor/, server/passkeys/, server/withdrawal/confirmation.ts): the second factor, the
// passkeys, and the codes that confirm a withdrawal to a new destination. No secret rests here in the clear: the TOTP
// key is encrypted with a key from `settings`, recovery and mailed codes are kept as keyed hashes.

/**
 * A trader's authenticator key (TOTP, RFC 6238). Written at setup with `enabled_at` null; the first right code turns
 * it on. `last_step` is the 30-second step of the last code accepted: a code of that step or an earlier one is
 * refused, so a code works once.
 */
export const twoFactor = pgTable('two_factor', {
  userId: userRef().primaryKey(),
  /** The base32 key, AES-256-GCM under the `two_factor.key_cipher` setting (server/two-factor/secret-box.ts). */
  secretCipher: text('secret_cipher').notNull(),
  createdAt: tstz('created_at').notNull(),
  enabledAt: tstz('enabled_at'),
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
});

/** The ten single-use codes given when two-factor is turned on; a keyed hash of each, spent once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    codeHash: text('code_hash').notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => [uniqueIndex('recovery_codes_hash_idx').on(t.codeHash), index('recovery_codes_user_idx').on(t.userId)],
);

/** A WebAuthn credential (passkey): its id and public key as base64url, and the signature counter it last showed. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** Comma list of the transports the authenticator named (usb, internal, hybrid…), handed back at sign-in. */
    transports: text('transports').notNull().default(''),
    name: text('name').notNull(),
    createdAt: tstz('created_at').notNull(),
    lastUsedAt: tstz('last_used_at'),
  },
  (t) => [uniqueIndex('passkeys_credential_idx').on(t.credentialId), index('passkeys_user_idx').on(t.userId)],
);

/**
 * A WebAuthn challenge the server handed out and has not seen back yet: one use, a few minutes. `user_id` is the trader
 * adding a passkey; null for a sign-in, where nobody is known until the passkey says who.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose').$type<'register' | 'login'>().notNull(),
    userId: integer('user_id'),
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [index('webauthn_challenges_expires_idx').on(t.expiresAt)],
);

/** The mailed code that confirms a withdrawal to a new destination: the newest one only, 15 minutes, once. */
export const withdrawalCodes = pgTable('withdrawal_codes', {
  withdrawalId: integer('withdrawal_id')
    .primaryKey()
    .references(() => withdrawals.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: tstz('expires_at').notNull(),
  usedAt: tstz('used_at'),
});
