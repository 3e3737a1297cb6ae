import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { html } from '../../content/html.ts';
import { type WalletPaymentRow, walletPayments } from '../../db/schema-crypto.ts';
import { field, readFields } from '../../http/body.ts';
import type { AppEnv } from '../../http/env.ts';
import type { Deps } from '../../deps.ts';
import { parseLang } from '../../i18n.ts';
import { skrillReturnUrl } from '../../funding/skrill.ts';
import { settleWalletPayment } from '../../funding/wallet-settle.ts';

// Skrill's own (sandbox) page: /api/card/fast/skrill records the payment pending and sends the browser here; the
// trader approves, declines or cancels, the page settles the payment once (an approval credits in the same
// transaction) and returns the browser to the funding page with payment_success or payment_error.

function skrillPage(row: WalletPaymentRow, lang: string) {
  const amount = row.amount.replace(/\.?0+$/, '');
  const action = `/sandbox/skrill/${row.id}?lang=${lang}`;
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Skrill — confirm your payment (sandbox)</title>
<style>body{font-family:system-ui,sans-serif;background:#0f1623;color:#e8edf5;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#18212f;border:1px solid #2c3a4f;border-radius:12px;padding:24px;max-width:380px;width:calc(100% - 32px);box-sizing:border-box}
h1{font-size:1.25rem;margin:0 0 4px}p{color:#a9b5c7;margin:0 0 16px}.actions{display:flex;gap:12px;margin-top:20px}.actions form{flex:1;display:flex}
button{flex:1;font:inherit;padding:12px;border-radius:8px;border:0;cursor:pointer}.ok{background:#2f7cf6;color:#fff}.no{background:#3a2230;color:#ffb4c0}.cancel{background:#2c3a4f;color:#e8edf5}</style>
</head><body><main>
<h1>Skrill: pay ${amount} ${row.currency}</h1>
<p>Sandbox Skrill page. Confirm the payment from your Skrill account; Skrill returns you to the trading app.</p>
<div class="actions">
<form method="post" action="${action}"><input type="hidden" name="decision" value="approve"><button class="ok" type="submit">Approve</button></form>
<form method="post" action="${action}"><input type="hidden" name="decision" value="decline"><button class="no" type="submit">Decline</button></form>
<form method="post" action="${action}"><input type="hidden" name="decision" value="cancel"><button class="cancel" type="submit">Cancel</button></form>
</div></main></body></html>`;
}

/** The language the trader returns to: the page's ?lang=, else the request's. */
const langOf = (c: Context<AppEnv>) => parseLang(c.req.query('lang')) ?? c.var.lang;

export function sandboxSkrillRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  const find = async (c: Context<AppEnv>) => {
    const id = Number(c.req.param('id'));
    if (!Number.isSafeInteger(id) || id <= 0) return null;
    const [row] = await db.select().from(walletPayments).where(eq(walletPayments.id, id));
    return row?.processor === 'skrill' ? row : null;
  };

  app.get('/sandbox/skrill/:id', async (c) => {
    const row = await find(c);
    if (!row) return c.text('Unknown payment', 404);
    const lang = langOf(c);
    if (row.status !== 'pending') return c.redirect(skrillReturnUrl(row.status, lang), 303);
    return c.html(skrillPage(row, lang).toString());
  });

  app.post('/sandbox/skrill/:id', async (c) => {
    const row = await find(c);
    if (!row) return c.text('Unknown payment', 404);
    const lang = langOf(c);
    const decision = field(await readFields(c), 'decision');
    if (decision !== 'approve' && decision !== 'decline' && decision !== 'cancel') return c.text('decision must be approve, decline or cancel', 400);
    // Of two submits only the one that finds it pending settles it; the other just goes back with the outcome.
    await settleWalletPayment(db, row.id, decision === 'approve' ? 'approved' : 'declined', clock.now(), decision === 'cancel' ? 'cancelled' : 'declined');
    const [after] = await db.select().from(walletPayments).where(eq(walletPayments.id, row.id));
    return c.redirect(skrillReturnUrl(after?.status ?? 'declined', lang), 303);
  });

  return app;
}
