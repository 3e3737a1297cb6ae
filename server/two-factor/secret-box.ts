import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { sharedSecret } from '../db/settings.ts';

/*
 * Secrets the server must read back (a trader's authenticator key) are kept encrypted: AES-256-GCM from node:crypto,
 * a fresh 96-bit nonce each time, under a key kept like the server's other secrets (server/db/settings.ts
 * `sharedSecret`: made once, shared by every process on the database). A copy of the rows alone (a backup, a
 * replica, a leaked dump of one table) then holds no usable key; a deployment that keeps the settings elsewhere
 * keeps them apart entirely.
 */

const KEY_NAME = 'two_factor.key_cipher';
const VERSION = 'v1';

async function keyOf(db: Db): Promise<Buffer> {
  const key = Buffer.from(await sharedSecret(db, KEY_NAME), 'base64url');
  if (key.length !== 32) throw new Error(`${KEY_NAME} is not a 256-bit key`);
  return key;
}

/** `v1.nonce.tag.ciphertext`, each part base64url. */
export async function seal(db: Db, plain: string): Promise<string> {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await keyOf(db), nonce);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, nonce, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The plain text of a sealed value; throws when it was tampered with or sealed under another key. */
export async function open(db: Db, sealed: string): Promise<string> {
  const [version, nonce = '', tag = '', body = ''] = sealed.split('.');
  if (version !== VERSION) throw new Error('unknown sealed format');
  const decipher = createDecipheriv('aes-256-gcm', await keyOf(db), Buffer.from(nonce, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
