import { type } from 'superstruct';
import { MessageReply, NO_INPUT, call } from './route.ts';
import { id, text } from './fields.ts';
import { PasskeyAddedReply, PasskeyListReply, SessionListReply, SessionsEndedReply, TwoFactorEnabledReply, TwoFactorSetupReply, TwoFactorStatusReply, WebAuthnOptionsReply } from './security.ts';

// The calls of this capability (the Security screen): two-factor sign-in, passkeys, the signed-in sessions. Each
// one's method, path, what its body may hold and the reply schema from ./security.ts the client checks. Signing in
// with a passkey is a sign-in: it is in ./auth.calls.ts.

/** A WebAuthn response as the browser library gives it, sent as its JSON text. */
export const credential = () => text(16_000);

export const twoFactorStatus = call('POST', '/api/us/2fa', NO_INPUT, TwoFactorStatusReply);
export const twoFactorSetup = call('POST', '/api/us/2fa/setup', NO_INPUT, TwoFactorSetupReply);
export const twoFactorEnable = call('POST', '/api/us/2fa/enable', type({ code: text(20) }), TwoFactorEnabledReply);
export const twoFactorDisable = call('POST', '/api/us/2fa/disable', type({ password: text(1_024), code: text(40) }), MessageReply);
export const listPasskeys = call('POST', '/api/us/passkeys', NO_INPUT, PasskeyListReply);
export const passkeyOptions = call('POST', '/api/us/passkeys/options', NO_INPUT, WebAuthnOptionsReply);
export const addPasskey = call('POST', '/api/us/passkeys/add', type({ credential: credential(), name: text(60) }), PasskeyAddedReply);
export const removePasskey = call('POST', '/api/us/passkeys/remove', type({ id: id(), password: text(1_024) }), MessageReply);
export const listSessions = call('POST', '/api/us/sessions', NO_INPUT, SessionListReply);
export const endSession = call('POST', '/api/us/sessions/end', type({ id: text(64) }), MessageReply);
export const endOtherSessions = call('POST', '/api/us/sessions/end_others', NO_INPUT, SessionsEndedReply);

export const securityCalls = [
  twoFactorStatus, twoFactorSetup, twoFactorEnable, twoFactorDisable,
  listPasskeys, passkeyOptions, addPasskey, removePasskey,
  listSessions, endSession, endOtherSessions,
];
