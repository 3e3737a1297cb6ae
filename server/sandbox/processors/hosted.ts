import { Hono } from 'hono';
import { type CardProblem, checkCardForm, defaultExpiry, detectCard, stripCardNumber } from '../../../common/card.ts';
import { html } from '../../content/html.ts';
import type { SandboxChargeRow } from '../../db/schema-sandbox.ts';
import { field, readFields } from '../../http/body.ts';
import type { AppEnv } from '../../http/env.ts';
import type { Deps } from '../../deps.ts';
import { type Lang, parseLang, t } from '../../i18n.ts';
import { charge, chargeByReference, move, threeDsPage } from './charges.ts';
import { scenarioOf } from './scenarios.ts';
import { chargeNotifier, type WebhookDelivery } from './webhook.ts';
import { formatMoney } from '../../../common/money.ts';

// The sandbox processors' own card pages (EZPAY, AGNI, SHAPE, VLOAD), in the trader's language: the trader types the
// card here, the test card decides as on every processor (CONTRACT.md), the charge is kept in the sandbox's books,
// the app is told by the signed webhook, and the browser goes back to the app's /listen/... route (through the 3-D
// Secure page for 4000…3220). The number is only read to pick the scenario, never stored.

const NAMES: Readonly<Record<string, string>> = { EZPAY: 'EZPay', AGNI: 'Agni', SHAPE: 'Shape', VLOAD: 'Vload' };

function problemText(lang: Lang, problem: CardProblem): string {
  switch (problem.kind) {
    case 'required':
      return t(lang, 'hosted.required');
    case 'type':
      return t(lang, 'hosted.type');
    case 'length':
      return t(lang, 'hosted.length', { lengths: problem.lengths.join(', ') });
    case 'expired':
      return t(lang, 'hosted.expired');
  }
}

const option = (value: string, chosen: string) => (value === chosen ? html`<option selected>${value}</option>` : html`<option>${value}</option>`);

/**
 * The card form. Its expiry starts on a month still to come (the app's own default, common/card.ts), never on one
 * already past, so a trader who leaves it as it is never pays with an expired date.
 */
function payPage(row: SandboxChargeRow, now: Date, error: string) {
  const lang = parseLang(row.lang) ?? 'en';
  const name = NAMES[row.processor] ?? row.processor;
  const expiry = defaultExpiry(now);
  const years = Array.from({ length: 11 }, (_, i) => String(now.getFullYear() + i));
  const months = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
  return html`<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t(lang, 'hosted.page_title', { name })}</title>
<style>body{font-family:system-ui,sans-serif;background:#0f1623;color:#e8edf5;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#18212f;border:1px solid #2c3a4f;border-radius:12px;padding:24px;max-width:380px;width:calc(100% - 32px);box-sizing:border-box}
h1{font-size:1.25rem;margin:0 0 4px}p{color:#a9b5c7;margin:0 0 16px}label{display:block;font-size:.875rem;margin:12px 0 4px;color:#c9d3e2}
input,select{width:100%;box-sizing:border-box;font:inherit;padding:10px;border-radius:8px;border:1px solid #2c3a4f;background:#0f1623;color:#e8edf5}
.row{display:flex;gap:12px;align-items:flex-end}.row>div{flex:1;min-width:0}.actions{display:flex;gap:12px;margin-top:20px}
button{flex:1;font:inherit;padding:12px;border-radius:8px;border:0;cursor:pointer}.ok{background:#2563eb;color:#fff}.no{background:#3a2230;color:#ffb4c0}
.error{color:#ffb4c0;background:#3a2230;padding:8px 12px;border-radius:8px}</style>
</head><body><main>
<h1>${t(lang, 'hosted.title', { name, amount: formatMoney(row.amount, row.currency, lang) })}</h1>
<p>${t(lang, 'hosted.lead', { name })}</p>
${error ? html`<p class="error" role="alert">${error}</p>` : ''}
<form method="post" action="/sandbox/pay/${row.reference}" autocomplete="off">
<label for="cnu">${t(lang, 'hosted.number')}</label><input id="cnu" name="cnu" inputmode="numeric" autocomplete="off" required>
<div class="row"><div><label for="emm">${t(lang, 'hosted.month')}</label><select id="emm" name="emm">${months.map((m) => option(m, expiry.month))}</select></div>
<div><label for="eyy">${t(lang, 'hosted.year')}</label><select id="eyy" name="eyy">${years.map((y) => option(y, expiry.year))}</select></div></div>
<div class="row"><div><label for="cvv">${t(lang, 'hosted.cvv')}</label><input id="cvv" name="cvv" inputmode="numeric" autocomplete="off" required></div>
<div><label for="holder">${t(lang, 'hosted.holder')}</label><input id="holder" name="holder" autocomplete="off" required></div></div>
<div class="actions"><button class="ok" type="submit" name="decision" value="pay">${t(lang, 'hosted.pay')}</button><button class="no" type="submit" name="decision" value="cancel" formnovalidate>${t(lang, 'hosted.cancel')}</button></div>
</form></main></body></html>`;
}

export function sandboxHostedRoutes({ db, clock }: Deps, deliver?: WebhookDelivery): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const notify = chargeNotifier(db, clock, deliver);

  app.get('/sandbox/pay/:ref', async (c) => {
    const row = await chargeByReference(db, c.req.param('ref'));
    if (!row) return c.text('Unknown payment', 404);
    if (row.status !== 'requires_card') return c.redirect(row.returnUrl, 303);
    return c.html(payPage(row, clock.now(), '').toString());
  });

  app.post('/sandbox/pay/:ref', async (c) => {
    const row = await chargeByReference(db, c.req.param('ref'));
    if (!row) return c.text('Unknown payment', 404);
    if (row.status !== 'requires_card') return c.redirect(row.returnUrl, 303);
    const fields = await readFields(c);
    if (field(fields, 'decision') === 'cancel') {
      const cancelled = await move(db, row.id, ['requires_card'], { status: 'canceled', code: 'cancelled', message: 'The payment was cancelled on the payment page.', cascade: true });
      if (cancelled) await notify(row.id);
      return c.redirect(row.returnUrl, 303);
    }
    const digits = stripCardNumber(field(fields, 'cnu'));
    const month = field(fields, 'emm').slice(0, 2);
    const year = field(fields, 'eyy').slice(0, 4);
    const problem = checkCardForm({ number: digits, month, year, holder: field(fields, 'holder'), cvv: field(fields, 'cvv'), country: 'XX', currency: row.currency }, clock.now());
    if (problem) return c.html(payPage(row, clock.now(), problemText(parseLang(row.lang) ?? 'en', problem)).toString(), 400);
    // Claims the charge: of two submits of this page only one finds it still waiting for its card.
    const claimed = await move(db, row.id, ['requires_card'], { status: 'processing', scenario: scenarioOf(digits), brand: detectCard(digits).brand ?? '', last4: digits.slice(-4), expMonth: month, expYear: year });
    if (!claimed) return c.redirect(row.returnUrl, 303);
    const decided = await charge(db, claimed, ['processing']);
    await notify(row.id);
    return c.redirect(decided.status === 'requires_action' ? threeDsPage(row.reference) : row.returnUrl, 303);
  });

  return app;
}
