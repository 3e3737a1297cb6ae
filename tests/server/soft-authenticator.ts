import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/*
 * A passkey authenticator in miniature for the server tests (the e2e suite uses Chromium's virtual one): an ES256 key,
 * its credential id and signature counter, and the two WebAuthn answers — made as an authenticator makes them (the
 * authenticator data, the "none" attestation in CBOR, the signature over the data and the client data's hash) — so
 * the server verifies them with @simplewebauthn/server as it would a real device's.
 */

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const coordinate = (value: string | undefined) => new Uint8Array(Buffer.from(value ?? '', 'base64url'));

const FLAG = { userPresent: 0x01, userVerified: 0x04, attested: 0x40 } as const;

export type CeremonyOptions = { challenge: string; rp?: { id?: string }; rpId?: string };

export class SoftAuthenticator {
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  readonly credentialId = randomBytes(16);
  counter = 0;

  constructor(private readonly origin: string) {}

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private authData(rpId: string, flags: number, attested: Uint8Array | null): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), counter, ...(attested ? [attested] : [])]);
  }

  private publicKeyCose(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(new Map<number, number | Uint8Array>([[1, 2], [3, -7], [-1, 1], [-2, coordinate(jwk.x)], [-3, coordinate(jwk.y)]]));
  }

  /** navigator.credentials.create(), as @simplewebauthn/browser's startRegistration hands it to the server. */
  register(options: CeremonyOptions, { verified = true, origin = this.origin } = {}): RegistrationResponseJSON {
    const rpId = options.rp?.id ?? '';
    const length = Buffer.alloc(2);
    length.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), length, this.credentialId, this.publicKeyCose()]);
    const flags = FLAG.userPresent | FLAG.attested | (verified ? FLAG.userVerified : 0);
    const attestationObject = isoCBOR.encode(new Map<string, string | Map<string, never> | Uint8Array>([['fmt', 'none'], ['attStmt', new Map<string, never>()], ['authData', new Uint8Array(this.authData(rpId, flags, attested))]]));
    return {
      id: b64(this.credentialId),
      rawId: b64(this.credentialId),
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: b64(this.clientData('webauthn.create', options.challenge, origin)), attestationObject: b64(attestationObject), transports: ['internal'] },
    };
  }

  /** navigator.credentials.get(): the counter moves on (unless `counter` says what to claim), the data is signed. */
  authenticate(options: CeremonyOptions, { verified = true, origin = this.origin, counter = this.counter + 1 } = {}): AuthenticationResponseJSON {
    this.counter = counter;
    const authData = this.authData(options.rpId ?? '', FLAG.userPresent | (verified ? FLAG.userVerified : 0), null);
    const clientData = this.clientData('webauthn.get', options.challenge, origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.keys.privateKey);
    return {
      id: b64(this.credentialId),
      rawId: b64(this.credentialId),
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: b64(clientData), authenticatorData: b64(authData), signature: b64(signature) },
    };
  }
}
