import { html } from '../content/html.ts';
import type { Deps } from '../deps.ts';
import { type Lang, saying } from '../i18n.ts';
import { formatMoney } from '../../common/money.ts';
import type { Mail } from '../mail/mailer.ts';
import { findUserById } from '../users/repo.ts';
import { issueMailCode } from './codes.ts';
import { withdrawalOf } from './queries.ts';

/*
 * The mail with the code that confirms a withdrawal to a new destination (outbox kind `withdrawal_code`, detail: the
 * request's id). Composed when it goes out, so its code is issued then: valid 15 minutes from the mail, and only the
 * newest works. It names the amount and the destination, so a trader who did not ask knows what someone tried.
 */

const say = saying('withdrawal');

function destination(method: string, wallet: string): string {
  const name = method.replace('_', ' ');
  return wallet === '' ? name : `${name} ${wallet}`;
}

export async function composeWithdrawalCodeMail(deps: Pick<Deps, 'db' | 'clock' | 'config'>, userId: number, lang: Lang, detail: string | null): Promise<Mail | null> {
  const id = /^\d{1,9}$/.test(detail ?? '') ? Number(detail) : null;
  const user = await findUserById(deps.db, userId);
  const row = id === null ? null : await withdrawalOf(deps.db, userId, id);
  // Confirmed, cancelled or gone meanwhile: no code to send any more.
  if (!user || !row || row.status !== 'unconfirmed' || row.confirmation !== 'mail') return null;
  const code = await issueMailCode(deps.db, row.id, deps.clock.now());
  const what = say(lang, 'code_mail', { id: row.id, amount: formatMoney(row.amount, row.currency, lang), destination: destination(row.method, row.wallet) });
  const validity = say(lang, 'code_mail_validity');
  const warning = say(lang, 'code_mail_warning');
  const link = `${deps.config.appOrigin}/${lang}/trading#/show/security`;
  return {
    to: user.email,
    subject: say(lang, 'code_subject'),
    text: `${what}\n\n${code}\n\n${validity}\n\n${warning}\n${link}\n`,
    html: html`<p>${what}</p><p style="font-size:24px;letter-spacing:4px"><strong>${code}</strong></p><p>${validity}</p><p>${warning}</p><p><a href="${link}">${link}</a></p>`.value,
  };
}
