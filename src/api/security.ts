import { ask, askOrThrow, type Reply } from './http';
import type { Passkey, SignedInSession, TwoFactorSetup, TwoFactorStatus } from '@common/api/security';
import {
  endOtherSessions as endOthersCall,
  endSession as endSessionCall,
  listPasskeys,
  listSessions,
  removePasskey as removePasskeyCall,
  twoFactorDisable,
  twoFactorEnable,
  twoFactorSetup,
  twoFactorStatus,
} from '@common/api/security.calls';
export type { Passkey, SignedInSession, TwoFactorSetup, TwoFactorStatus } from '@common/api/security';

/* Account protection (server/API.md `security`): two-factor sign-in, the passkeys list, the signed-in sessions. */

export function fetchTwoFactor(signal?: AbortSignal): Promise<TwoFactorStatus> {
  return askOrThrow(twoFactorStatus, {}, { signal });
}

/** A new key for the authenticator app (text and `otpauth://` address); it waits for its first code. */
export function startTwoFactorSetup(): Promise<Reply<TwoFactorSetup>> {
  return ask(twoFactorSetup, {});
}

/** The first code turns it on; the ten recovery codes come back this once. */
export function enableTwoFactor(code: string): Promise<Reply<{ recovery_codes: string[]; message: string }>> {
  return ask(twoFactorEnable, { code });
}

export function disableTwoFactor(password: string, code: string): Promise<Reply<{ message: string }>> {
  return ask(twoFactorDisable, { password, code });
}

export async function fetchPasskeys(signal?: AbortSignal): Promise<Passkey[]> {
  return (await askOrThrow(listPasskeys, {}, { signal })).passkeys;
}

export function removePasskey(id: number, password: string): Promise<Reply<{ message: string }>> {
  return ask(removePasskeyCall, { id: String(id), password });
}

export async function fetchSessions(signal?: AbortSignal): Promise<SignedInSession[]> {
  return (await askOrThrow(listSessions, {}, { signal })).sessions;
}

export function endSession(id: string): Promise<Reply<{ message: string }>> {
  return ask(endSessionCall, { id });
}

export function endOtherSessions(): Promise<Reply<{ ended: number; message: string }>> {
  return ask(endOthersCall, {});
}
