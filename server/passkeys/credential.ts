import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { array, enums, literal, number, optional, string, type, validate, type Struct } from 'superstruct';

/*
 * A WebAuthn response arrives as the JSON text @simplewebauthn/browser made of it (server/API.md, `security`). Its
 * shape is checked here, so the library gets what its types promise; what it means (the challenge, the origin, the
 * signature) is the library's to verify.
 */

const attachment = optional(enums(['platform', 'cross-platform']));
const common = { id: string(), rawId: string(), type: literal('public-key'), authenticatorAttachment: attachment, clientExtensionResults: type({}) };

const Registration: Struct<RegistrationResponseJSON, unknown> = type({
  ...common,
  response: type({
    clientDataJSON: string(),
    attestationObject: string(),
    authenticatorData: optional(string()),
    transports: optional(array(string())),
    publicKeyAlgorithm: optional(number()),
    publicKey: optional(string()),
  }),
});

const Authentication: Struct<AuthenticationResponseJSON, unknown> = type({
  ...common,
  response: type({ clientDataJSON: string(), authenticatorData: string(), signature: string(), userHandle: optional(string()) }),
});

function parsed<T>(text: string, schema: Struct<T, unknown>): T | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const [error, checked] = validate(value, schema);
  return error ? null : checked;
}

export const registrationOf = (text: string): RegistrationResponseJSON | null => parsed(text, Registration);
export const authenticationOf = (text: string): AuthenticationResponseJSON | null => parsed(text, Authentication);
