import type { Deps } from '../deps.ts';
import { attemptDecisions } from './decide.ts';
import { attemptByReference } from './queries.ts';

/*
 * The card processor's webhook: server to server, so no session and no CSRF token — the processor's signature over
 * the body is what authenticates it (Processor.webhook checks it; anything unsigned or tampered with is refused and
 * changes nothing). A verified event is applied to the attempt it names, as a retrieve's answer would be; applying is
 * conditional, so an event delivered twice, or after the listen call learnt the same, changes nothing.
 */

export type WebhookOutcome = 'no_processor' | 'unsigned' | 'ignored' | 'applied';

export async function applyCardWebhook(deps: Deps, body: string, headers: Headers): Promise<WebhookOutcome> {
  if (!deps.cards) return 'no_processor';
  const event = await deps.cards.webhook({ body, headers });
  if (!event) return 'unsigned';
  const row = await attemptByReference(deps.db, event.reference);
  // A charge we never made, or not the one this attempt made: acknowledged (the processor stops sending it), ignored.
  if (!row || (row.chargeId !== '' && row.chargeId !== event.charge.chargeId)) return 'ignored';
  await attemptDecisions(deps).apply(row, event.charge);
  return 'applied';
}
