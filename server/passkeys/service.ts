import { createHmac } from 'node:crypto';
import { generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse } from '@simplewebauthn/server';
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import type { Db } from '../db/client.ts';
import { sharedSecret } from '../db/settings.ts';
import { refuse, type Refusal } from '../http/handle.ts';
import { type Lang, saying, t } from '../i18n.ts';
import { checkPassword, type FailureMeta } from '../users/login-throttle.ts';
import { findUserById, userDtoOf } from '../users/repo.ts';
import type { UserDto } from '../users/dto.ts';
import { authenticationOf, registrationOf } from './credential.ts';
import { advanceCounter, deletePasskey, insertPasskey, passkeyByCredential, type PasskeyRow, passkeysOf, putChallenge, takeChallenge } from './queries.ts';
import type { RelyingParty } from './relying-party.ts';

// Passkeys (WebAuthn) through @simplewebauthn/server: a trader adds one on the Security screen and may then sign in
// with it instead of the password and the code. A passkey is both factors at once (the device, and the PIN or
// fingerprint that unlocks it): user verification is required when it is made and at every sign-in. Each ceremony's
// challenge is handed out by the server, kept a few minutes and taken back once.

const say = saying('protect');
const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const USER_HANDLE_KEY = 'passkeys.user_handle_key';

/** The id the authenticator files the trader's passkeys under: stable per trader, telling nothing about them. */
async function userHandle(db: Db, userId: number): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(createHmac('sha256', await sharedSecret(db, USER_HANDLE_KEY)).update(`user:${userId}`).digest().subarray(0, 16));
}

const transportsOf = (row: PasskeyRow) => row.transports.split(',').filter(Boolean);

export function passkeyDto(row: PasskeyRow) {
  return { id: row.id, name: row.name, created: row.createdAt.getTime(), last_used: row.lastUsedAt?.getTime() ?? null };
}

export async function listPasskeys(db: Db, userId: number) {
  return { passkeys: (await passkeysOf(db, userId)).map(passkeyDto) };
}

/** The options for the browser to make a new passkey for the trader (one it holds already is excluded). */
/** null: the session names a trader who is gone. */
export async function registrationOptions(db: Db, userId: number, rp: RelyingParty, now: Date) {
  const user = await findUserById(db, userId);
  if (!user) return null;
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: `${user.firstName} ${user.lastName}`.trim(),
    userID: await userHandle(db, user.id),
    attestationType: 'none',
    excludeCredentials: (await passkeysOf(db, user.id)).map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await putChallenge(db, options.challenge, 'register', user.id, new Date(now.getTime() + CHALLENGE_TTL_MS), now);
  return { options };
}

const challengeOf = (clientDataJSON: string): string | null => {
  try {
    return decodeClientDataJSON(clientDataJSON).challenge;
  } catch {
    return null;
  }
};

/** Stores the passkey the browser made from this trader's challenge, once verified. */
export async function addPasskey(db: Db, userId: number, input: { credential: string; name: string }, rp: RelyingParty, lang: Lang, now: Date) {
  const response = registrationOf(input.credential);
  const challenge = response ? challengeOf(response.response.clientDataJSON) : null;
  const taken = challenge === null ? null : await takeChallenge(db, challenge, 'register', now);
  if (!response || !challenge || !taken || taken.userId !== userId) return refuse(say(lang, 'passkey_failed'), { code: 'protect.passkey' });
  const verified = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: [...rp.origins],
    expectedRPID: [...rp.ids],
    requireUserVerification: true,
  }).catch(() => null);
  if (!verified?.verified) return refuse(say(lang, 'passkey_failed'), { code: 'protect.passkey' });
  const { credential } = verified.registrationInfo;
  const name = input.name.trim().slice(0, 60) || say(lang, 'passkey_default_name');
  const row = await insertPasskey(db, {
    userId,
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: (credential.transports ?? []).join(','),
    name,
    createdAt: now,
  });
  if (!row) return refuse(say(lang, 'passkey_exists'), { code: 'protect.passkey_exists' });
  return { passkey: passkeyDto(row), message: say(lang, 'passkey_added', { name }) };
}

/** Removing a passkey takes the password (under the login throttle): a stolen session cannot swap in its own. */
export async function removePasskey(db: Db, userId: number, input: { id: number | null; password: string }, meta: FailureMeta, lang: Lang, now: Date): Promise<{ message: string } | Refusal> {
  const user = await findUserById(db, userId);
  if (!user) return refuse(say(lang, 'passkey_gone'), { code: 'protect.passkey_gone' });
  if (input.password === '') return refuse(say(lang, 'password'), { code: 'protect.password', field: 'password' });
  const check = await checkPassword(db, 'security', user.email, input.password, meta, now);
  switch (check.kind) {
    case 'throttled':
    case 'address_throttled':
      return refuse(say(lang, 'password_throttled'), { code: `login.${check.kind}`, field: 'password' });
    case 'wrong':
      return refuse(say(lang, 'password'), { code: 'protect.password', field: 'password' });
    case 'ok':
      break;
  }
  if (input.id === null || !(await deletePasskey(db, userId, input.id))) return refuse(say(lang, 'passkey_gone'), { code: 'protect.passkey_gone' });
  return { message: say(lang, 'passkey_removed') };
}

/** A sign-in's options: no account named (the passkey says whose it is), user verification required. */
export async function loginOptions(db: Db, rp: RelyingParty, now: Date) {
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' });
  await putChallenge(db, options.challenge, 'login', null, new Date(now.getTime() + CHALLENGE_TTL_MS), now);
  return { options };
}

/**
 * The trader a passkey sign-in proves, or a refusal: the challenge must be one this server handed out (once), the
 * signature the stored key's, the user verified, and the counter moving on.
 */
export async function passkeySignIn(db: Db, credentialText: string, rp: RelyingParty, lang: Lang, now: Date): Promise<{ userId: number; user: UserDto } | Refusal> {
  const failed = refuse(say(lang, 'passkey_sign_in'), { code: 'login.passkey' });
  const response = authenticationOf(credentialText);
  const challenge = response ? challengeOf(response.response.clientDataJSON) : null;
  if (!response || !challenge || !(await takeChallenge(db, challenge, 'login', now))) return failed;
  const stored = await passkeyByCredential(db, response.id);
  if (!stored) return failed;
  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: [...rp.origins],
    expectedRPID: [...rp.ids],
    credential: { id: stored.credentialId, publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')), counter: stored.counter, transports: transportsOf(stored) },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verified?.verified) return failed;
  if (!(await advanceCounter(db, stored.id, stored.counter, verified.authenticationInfo.newCounter, now))) return failed;
  const user = await findUserById(db, stored.userId);
  if (!user) return failed;
  if (user.status === 'USER_BLOCKED') return refuse(t(lang, 'login.blocked'), { code: 'login.blocked' });
  return { userId: user.id, user: await userDtoOf(db, user) };
}
