import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { checkCardForm, detectCard, stripCardNumber } from '../../../common/card.ts';
import { html } from '../../content/html.ts';
import { cardAttempts, type CardAttemptRow } from '../../db/schema-cards.ts';
import { field, readFields } from '../../http/body.ts';
import type { AppEnv, Deps } from '../../http/env.ts';
import { attemptDecisions } from '../../cards/decide.ts';
import { awaitingCard } from '../../cards/hosted.ts';
import { firstInDeposit, settle } from '../../cards/service.ts';
import { returnUrl } from '../../cards/return-url.ts';
import { sandboxProcessor } from './processor.ts';

// The sandbox processors' own card pages (EZPAY, AGNI, SHAPE, VLOAD): the trader types the card here, the test card
// decides as on every processor (CONTRACT.md), and the browser goes back to the app's /listen/... route
// (through the 3-D Secure page for 4000…3220). The number is only read to pick the scenario, never stored.

const NAMES: Readonly<Record<string, string>> = { EZPAY: 'EZPay', AGNI: 'Agni', SHAPE: 'Shape', VLOAD: 'Vload' };

function payPage(row: CardAttemptRow, now: Date, error: string) {
  const amount = row.amount.replace(/\.?0+$/, '');
  const name = NAMES[row.processor] ?? row.processor;
  const years = Array.from({ length: 11 }, (_, i) => String(now.getUTCFullYear() + i));
  const months = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name} — secure payment (sandbox)</title>
<style>body{font-family:system-ui,sans-serif;background:#0f1623;color:#e8edf5;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#18212f;border:1px solid #2c3a4f;border-radius:12px;padding:24px;max-width:380px;width:calc(100% - 32px);box-sizing:border-box}
h1{font-size:1.25rem;margin:0 0 4px}p{color:#a9b5c7;margin:0 0 16px}label{display:block;font-size:.875rem;margin:12px 0 4px;color:#c9d3e2}
input,select{width:100%;box-sizing:border-box;font:inherit;padding:10px;border-radius:8px;border:1px solid #2c3a4f;background:#0f1623;color:#e8edf5}
.row{display:flex;gap:12px}.row>div{flex:1}.actions{display:flex;gap:12px;margin-top:20px}
button{flex:1;font:inherit;padding:12px;border-radius:8px;border:0;cursor:pointer}.ok{background:#2f7cf6;color:#fff}.no{background:#3a2230;color:#ffb4c0}
.error{color:#ffb4c0;background:#3a2230;padding:8px 12px;border-radius:8px}</style>
</head><body><main>
<h1>${name}: pay ${amount} ${row.currency}</h1>
<p>Sandbox payment page. Enter your card; ${name} returns you to the trading app.</p>
${error ? html`<p class="error" role="alert">${error}</p>` : ''}
<form method="post" action="/sandbox/pay/${row.transactionId}" autocomplete="off">
<label for="cnu">Card number</label><input id="cnu" name="cnu" inputmode="numeric" autocomplete="off" required>
<div class="row"><div><label for="emm">Expiry month</label><select id="emm" name="emm">${months.map((m) => html`<option>${m}</option>`)}</select></div>
<div><label for="eyy">Expiry year</label><select id="eyy" name="eyy">${years.map((y) => html`<option>${y}</option>`)}</select></div></div>
<div class="row"><div><label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" autocomplete="off" required></div>
<div><label for="holder">Cardholder name</label><input id="holder" name="holder" autocomplete="off" required></div></div>
<div class="actions"><button class="ok" type="submit" name="decision" value="pay">Pay</button><button class="no" type="submit" name="decision" value="cancel" formnovalidate>Cancel</button></div>
</form></main></body></html>`;
}

export function sandboxHostedRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { finish } = attemptDecisions({ db, clock, cards: sandboxProcessor });

  const find = async (c: Context<AppEnv>) => {
    const [row] = await db.select().from(cardAttempts).where(eq(cardAttempts.transactionId, c.req.param('tx') ?? ''));
    return row ?? null;
  };

  app.get('/sandbox/pay/:tx', async (c) => {
    const row = await find(c);
    if (!row) return c.text('Unknown payment', 404);
    if (!awaitingCard(row)) return c.redirect(returnUrl(row), 303);
    return c.html(payPage(row, clock.now(), '').toString());
  });

  app.post('/sandbox/pay/:tx', async (c) => {
    const row = await find(c);
    if (!row) return c.text('Unknown payment', 404);
    if (!awaitingCard(row)) return c.redirect(returnUrl(row), 303);
    const fields = await readFields(c);
    if (field(fields, 'decision') === 'cancel') {
      await settle(db, row.id, ['challenge'], 'declined', clock.now(), { code: 'cancelled', message: 'The payment was cancelled on the payment page.' });
      return c.redirect(returnUrl(row), 303);
    }
    const digits = stripCardNumber(field(fields, 'cnu'));
    const problem = checkCardForm(
      { number: digits, month: field(fields, 'emm'), year: field(fields, 'eyy'), holder: field(fields, 'holder'), cvv: field(fields, 'cvv'), country: 'XX', currency: row.currency },
      clock.now(),
    );
    if (problem) return c.html(payPage(row, clock.now(), problem.kind === 'expired' ? 'Expired card' : problem.message).toString(), 400);
    const reference = sandboxProcessor.reference({ kind: 'card', number: digits });
    // Claims the attempt: of two submits of this page only one sees it still waiting for its card.
    const [claimed] = await db
      .update(cardAttempts)
      .set({
        status: 'processing',
        processingSince: clock.now(),
        scenario: reference,
        cardToken: sandboxProcessor.tokenize(digits),
        brand: detectCard(digits).brand ?? '',
        last4: digits.slice(-4),
        expMonth: field(fields, 'emm').slice(0, 2),
        expYear: field(fields, 'eyy').slice(0, 4),
      })
      .where(and(eq(cardAttempts.id, row.id), eq(cardAttempts.status, 'challenge'), eq(cardAttempts.scenario, '')))
      .returning();
    if (!claimed) return c.redirect(returnUrl(row), 303);
    const decision = sandboxProcessor.decide({ processor: row.processor, reference, firstInDeposit: await firstInDeposit(db, claimed) });
    await finish(claimed, decision);
    return c.redirect(decision.status === 'challenge' ? `/sandbox/3ds/${encodeURIComponent(row.transactionId)}` : returnUrl(row), 303);
  });

  return app;
}
