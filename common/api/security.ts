import { array, boolean, enums, nullable, number, string, type, type Infer } from 'superstruct';

// Account protection (server/two-factor, server/passkeys, server/sessions): replies read by src/api/security.ts
// (server/API.md, section `security`).

/** Two-factor sign-in: on or off, and how many recovery codes are still unused. */
export const TwoFactorStatusReply = type({ enabled: boolean(), recovery_left: number() });
export type TwoFactorStatus = Infer<typeof TwoFactorStatusReply>;

/** A new key for the authenticator app: as text (base32) and as the `otpauth://` address its QR code carries. */
export const TwoFactorSetupReply = type({ secret: string(), uri: string() });
export type TwoFactorSetup = Infer<typeof TwoFactorSetupReply>;

/** Two-factor turned on: the ten recovery codes, shown this once. */
export const TwoFactorEnabledReply = type({ recovery_codes: array(string()), message: string() });

export const PasskeyInfo = type({ id: number(), name: string(), created: number(), last_used: nullable(number()) });
export type Passkey = Infer<typeof PasskeyInfo>;
export const PasskeyListReply = type({ passkeys: array(PasskeyInfo) });
export const PasskeyAddedReply = type({ passkey: PasskeyInfo, message: string() });

/**
 * WebAuthn options made by @simplewebauthn/server for the browser's @simplewebauthn/browser: checked here for the
 * challenge every ceremony has; the browser library reads the rest.
 */
export const WebAuthnOptionsReply = type({ options: type({ challenge: string() }) });

/**
 * One signed-in session of the trader. `place` is worked out from its address without asking anyone: `local` (a
 * private, loopback or link-local address), `network` (then `network` names its /24 or /48 and `same_network` says
 * whether this browser signs in from the same one) or `unknown`.
 */
export const SessionInfo = type({
  id: string(),
  browser: string(),
  os: string(),
  mobile: boolean(),
  place: enums(['local', 'network', 'unknown']),
  network: string(),
  same_network: boolean(),
  created: number(),
  last_seen: number(),
  current: boolean(),
});
export type SignedInSession = Infer<typeof SessionInfo>;
export const SessionListReply = type({ sessions: array(SessionInfo) });
export const SessionsEndedReply = type({ ended: number(), message: string() });
