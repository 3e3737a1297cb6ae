import { post, postOrThrow, type Reply } from './http';
import { MessageReply } from '@common/api/route';
import {
  PasskeyListReply,
  SessionListReply,
  SessionsEndedReply,
  TwoFactorEnabledReply,
  TwoFactorSetupReply,
  TwoFactorStatusReply,
  type Passkey,
  type SignedInSession,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@common/api/security';
export type { Passkey, SignedInSession, TwoFactorSetup, TwoFactorStatus } from '@common/api/security';

/* Account protection (server/API.md `security`): two-factor sign-in, the passkeys list, the signed-in sessions. */

export function fetchTwoFactor(signal?: AbortSignal): Promise<TwoFactorStatus> {
  return postOrThrow('/api/us/2fa', {}, TwoFactorStatusReply, signal);
}

/** A new key for the authenticator app (text and `otpauth://` address); it waits for its first code. */
export function startTwoFactorSetup(): Promise<Reply<TwoFactorSetup>> {
  return post('/api/us/2fa/setup', {}, TwoFactorSetupReply);
}

/** The first code turns it on; the ten recovery codes come back this once. */
export function enableTwoFactor(code: string): Promise<Reply<{ recovery_codes: string[]; message: string }>> {
  return post('/api/us/2fa/enable', { code }, TwoFactorEnabledReply);
}

export function disableTwoFactor(password: string, code: string): Promise<Reply<{ message: string }>> {
  return post('/api/us/2fa/disable', { password, code }, MessageReply);
}

export async function fetchPasskeys(signal?: AbortSignal): Promise<Passkey[]> {
  return (await postOrThrow('/api/us/passkeys', {}, PasskeyListReply, signal)).passkeys;
}

export function removePasskey(id: number, password: string): Promise<Reply<{ message: string }>> {
  return post('/api/us/passkeys/remove', { id: String(id), password }, MessageReply);
}

export async function fetchSessions(signal?: AbortSignal): Promise<SignedInSession[]> {
  return (await postOrThrow('/api/us/sessions', {}, SessionListReply, signal)).sessions;
}

export function endSession(id: string): Promise<Reply<{ message: string }>> {
  return post('/api/us/sessions/end', { id }, MessageReply);
}

export function endOtherSessions(): Promise<Reply<{ ended: number; message: string }>> {
  return post('/api/us/sessions/end_others', {}, SessionsEndedReply);
}
