import { Hono, type Context } from 'hono';
import { html } from '../../content/html.ts';
import { field, readFields } from '../../http/body.ts';
import type { AppEnv } from '../../http/env.ts';
import type { Deps } from '../../deps.ts';
import type { SandboxChargeRow } from '../../db/schema-sandbox.ts';
import { chargeByReference, move, tokenOnSuccess } from './charges.ts';
import { chargeNotifier, type WebhookDelivery } from './webhook.ts';
import { chargesOf, setCascade } from './controls.ts';

// The sandbox bank: the 3-D Secure challenge page (its decision is kept in the sandbox processor's books and told to
// the app by the signed webhook), the charge ledger and the cascade settings (CONTRACT.md).

function challengePage(transactionId: string, amount: string, currency: string, last4: string) {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox bank — 3-D Secure</title>
<style>body{font-family:system-ui,sans-serif;background:#0f1623;color:#e8edf5;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#18212f;border:1px solid #2c3a4f;border-radius:12px;padding:24px;max-width:360px;width:calc(100% - 32px)}
h1{font-size:1.25rem;margin:0 0 8px}p{color:#a9b5c7}.row{display:flex;gap:12px;margin-top:16px}
button{flex:1;font:inherit;padding:12px;border-radius:8px;border:0;cursor:pointer}.ok{background:#2563eb;color:#fff}.no{background:#3a2230;color:#ffb4c0}</style>
</head><body><main>
<h1>Sandbox bank: confirm your payment</h1>
<p>Payment of ${amount} ${currency} with the card ending ${last4}. This page stands in for your bank's 3-D Secure check.</p>
<div class="row">
<form method="post" action="/sandbox/3ds/${transactionId}"><input type="hidden" name="decision" value="approve"><button class="ok" type="submit">Approve</button></form>
<form method="post" action="/sandbox/3ds/${transactionId}"><input type="hidden" name="decision" value="decline"><button class="no" type="submit">Decline</button></form>
</div></main></body></html>`;
}

/** Only a charge in its 3-D Secure check has this page (a hosted payment waiting for its card has its own). */
const inChallenge = (row: SandboxChargeRow) => row.status === 'requires_action';

export function sandboxProcessorRoutes({ db, clock }: Deps, deliver?: WebhookDelivery): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const notify = chargeNotifier(db, clock, deliver);

  const page = async (c: Context<AppEnv>) => {
    const row = await chargeByReference(db, c.req.param('tx') ?? '');
    if (!row) return c.text('Unknown payment', 404);
    if (!inChallenge(row)) return c.redirect(row.returnUrl, 303);
    return c.html(challengePage(row.reference, row.amount.replace(/\.?0+$/, ''), row.currency, row.last4).toString());
  };
  app.get('/sandbox/3ds/:tx', page);

  app.post('/sandbox/3ds/:tx', async (c) => {
    const row = await chargeByReference(db, c.req.param('tx'));
    if (!row) return c.text('Unknown payment', 404);
    if (!inChallenge(row)) return c.redirect(row.returnUrl, 303);
    const decision = field(await readFields(c), 'decision');
    // AGNI arrives here by a form post without a decision: show the page.
    if (decision === '') return page(c);
    const moved =
      decision === 'approve'
        ? await move(db, row.id, ['requires_action'], { status: 'succeeded', token: tokenOnSuccess(row) })
        : await move(db, row.id, ['requires_action'], { status: 'declined', code: '3ds_declined', message: '3-D Secure check failed', cascade: true });
    if (moved) await notify(row.id);
    return c.redirect(row.returnUrl, 303);
  });

  /** The charges the sandbox processors made for one user (voided keys are not charges). */
  app.get('/sandbox/charges', async (c) => {
    const charges = await chargesOf(db, (c.req.query('email') ?? '').trim().toLowerCase());
    if (!charges) return c.json({ return: false, field: 'email', message: 'Unknown email' }, 404);
    return c.json({ return: true, charges });
  });

  /** Cascade settings: with an email the user's own list, without one the server-wide setting ('' clears). */
  app.post('/sandbox/cascade', async (c) => {
    const fields = await readFields(c);
    const cascade = field(fields, 'cascade').trim().toUpperCase();
    if (!/^[A-Z0-9_]*(,[A-Z0-9_]+)*$/.test(cascade)) return c.json({ return: false, field: 'cascade', message: 'A comma list of processor names' }, 400);
    if (!(await setCascade(db, field(fields, 'email').trim().toLowerCase(), cascade))) return c.json({ return: false, field: 'email', message: 'Unknown email' }, 404);
    return c.json({ return: true, cascade });
  });

  return app;
}
