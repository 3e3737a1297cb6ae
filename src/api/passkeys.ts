import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { ask, type Reply } from './http';
import type { User } from './user';
import type { Passkey } from '@common/api/security';
import { addPasskey as addCall, passkeyOptions } from '@common/api/security.calls';
import { passkeyLogin, passkeySignInOptions } from '@common/api/auth.calls';

/*
 * Passkey ceremonies (server/API.md `security` and `auth`): the server's options, the browser's part through
 * @simplewebauthn/browser (loaded only when a passkey is used: it stays out of the login screen's first paint), the
 * answer back. The options are made by the server's @simplewebauthn/server for exactly this library; the reply
 * schema checks their challenge, the library reads the rest.
 */

export type PasskeyOutcome<T> =
  | { kind: 'ok'; value: T }
  /** The person closed the browser's dialog, or it timed out: nothing to say. */
  | { kind: 'cancelled' }
  /** The browser cannot make or use passkeys here (no WebAuthn, or an address that is not a domain name). */
  | { kind: 'unsupported' }
  /** The server said no, in its words. */
  | { kind: 'refused'; message: string };

const loadBrowserLibrary = () => import('@simplewebauthn/browser');

/** True when the browser has WebAuthn at all (a passkey may still be refused for the page's address). */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

function failureOfCeremony(error: unknown): PasskeyOutcome<never> {
  const name = error instanceof Error ? error.name : '';
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') return { kind: 'cancelled' };
  if (name === 'SecurityError' || name === 'NotSupportedError' || code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID') return { kind: 'unsupported' };
  if (name === 'InvalidStateError') return { kind: 'refused', message: '' };
  throw error;
}

/** Makes a passkey on this device for the signed-in trader and stores it on the server under `name`. */
export async function addPasskey(name: string): Promise<PasskeyOutcome<{ passkey: Passkey; message: string }>> {
  if (!passkeysSupported()) return { kind: 'unsupported' };
  const options = await ask(passkeyOptions, {});
  if (!options.ok) return { kind: 'refused', message: options.message };
  const { startRegistration } = await loadBrowserLibrary();
  let credential;
  try {
    credential = await startRegistration({ optionsJSON: options.value.options as PublicKeyCredentialCreationOptionsJSON });
  } catch (error) {
    return failureOfCeremony(error);
  }
  const added = await ask(addCall, { credential: JSON.stringify(credential), name });
  return added.ok ? { kind: 'ok', value: added.value } : { kind: 'refused', message: added.message };
}

/** Signs in with a passkey of this device (the browser lets the person pick one); the server starts the session. */
export async function signInWithPasskey(): Promise<PasskeyOutcome<User>> {
  if (!passkeysSupported()) return { kind: 'unsupported' };
  const options = await ask(passkeySignInOptions, {});
  if (!options.ok) return { kind: 'refused', message: options.message };
  const { startAuthentication } = await loadBrowserLibrary();
  let credential;
  try {
    credential = await startAuthentication({ optionsJSON: options.value.options as PublicKeyCredentialRequestOptionsJSON });
  } catch (error) {
    return failureOfCeremony(error);
  }
  const reply: Reply<{ user: User }> = await ask(passkeyLogin, { credential: JSON.stringify(credential) });
  return reply.ok ? { kind: 'ok', value: reply.value.user } : { kind: 'refused', message: reply.message };
}
