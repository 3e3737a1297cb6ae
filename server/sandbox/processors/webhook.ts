import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { sharedSecret } from '../../db/settings.ts';

// How the sandbox processor signs the webhooks it sends the app, and how its Processor checks them, in the manner of
// Stripe's: `Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` under a secret the processor and
// the merchant share (kept in the settings table, so every server process on the database signs and checks alike).
// The timestamp bounds a replay: a call older than five minutes on the server clock is refused.

export const SIGNATURE_HEADER = 'Sandbox-Signature';
const SECRET_NAME = 'sandbox.card_webhook_secret';
const TOLERANCE_S = 5 * 60;

const mac = (secret: string, timestamp: number, body: string) => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export async function signature(db: Db, clock: Clock, body: string): Promise<string> {
  const timestamp = Math.floor(clock.now().getTime() / 1000);
  return `t=${timestamp},v1=${mac(await sharedSecret(db, SECRET_NAME), timestamp, body)}`;
}

/** Whether `header` signs `body` with the shared secret, recently enough. */
export async function signedBySandbox(db: Db, clock: Clock, body: string, header: string | null): Promise<boolean> {
  const parts = new Map((header ?? '').split(',').map((part) => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)] as const));
  const timestamp = Number(parts.get('t'));
  const sent = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(sent)) return false;
  if (Math.abs(clock.now().getTime() / 1000 - timestamp) > TOLERANCE_S) return false;
  const expected = Buffer.from(mac(await sharedSecret(db, SECRET_NAME), timestamp, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(sent, 'hex'));
}

/** How a webhook reaches the app: server/app.ts hands the sandbox an in-process call to the app's webhook route. */
export type WebhookDelivery = (call: { body: string; headers: Record<string, string> }) => Promise<Response>;

/**
 * Tells the app a charge moved (a thin event: the charge's id; the app's Processor reads the charge itself). A call
 * the app refuses or that fails is only logged: the app also learns the outcome by retrieving the charge when the
 * trader's browser comes back to its listen route.
 */
export function chargeNotifier(db: Db, clock: Clock, deliver: WebhookDelivery | undefined): (chargeId: string) => Promise<void> {
  return async (chargeId) => {
    if (!deliver) return;
    const body = JSON.stringify({ type: 'charge.updated', charge: chargeId });
    try {
      const reply = await deliver({ body, headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: await signature(db, clock, body) } });
      if (!reply.ok) console.warn(`sandbox card webhook for ${chargeId}: ${reply.status}`);
    } catch (error) {
      console.warn(`sandbox card webhook for ${chargeId} failed`, error instanceof Error ? error.message : error);
    }
  };
}
