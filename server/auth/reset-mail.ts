import { html } from '../content/html.ts';
import type { Deps } from '../deps.ts';
import { t, type Lang } from '../i18n.ts';
import { mailOutboxOf, type Outbox } from '../mail/outbox.ts';
import { type Mail, unconfiguredMailer } from '../mail/mailer.ts';
import { findUserById } from '../users/repo.ts';
import { composeEmailChangedMail } from '../users/email-changed-mail.ts';
import { composeNewDeviceMail } from '../sessions/new-device-mail.ts';
import { composeWithdrawalCodeMail } from '../withdrawal/code-mail.ts';
import { issueResetToken } from './reset-tokens.ts';

/*
 * The recovery mail. It is composed when it goes out (also on a retry), so its token is issued then: the link works
 * for an hour from the mail, and only the newest link works. The token rides in the fragment (`#token=`), which a
 * browser never sends to a server, so it stays out of access logs and Referer headers.
 */

export function resetLink(appOrigin: string, lang: Lang, token: string): string {
  return `${appOrigin}/${lang}/reset#token=${token}`;
}

async function composeResetMail(deps: Pick<Deps, 'db' | 'clock' | 'config'>, userId: number, lang: Lang): Promise<Mail | null> {
  const user = await findUserById(deps.db, userId);
  if (!user) return null;
  const link = resetLink(deps.config.appOrigin, lang, await issueResetToken(deps.db, user.id, deps.clock.now()));
  const intro = t(lang, 'forget.mail_intro');
  const ignore = t(lang, 'forget.mail_ignore');
  return {
    to: user.email,
    subject: t(lang, 'forget.subject'),
    text: `${intro}\n\n${link}\n\n${ignore}\n`,
    html: html`<p>${intro}</p><p><a href="${link}">${t(lang, 'forget.mail_button')}</a></p><p>${link}</p><p>${ignore}</p>`.value,
  };
}

/** The server's outbox with the mail kinds it knows (the request route sends through it, server/start.ts retries it). */
export function mailOutboxFor(deps: Deps): Outbox {
  return mailOutboxOf({
    db: deps.db,
    clock: deps.clock,
    mailer: deps.mailer ?? unconfiguredMailer,
    compose: {
      password_reset: (userId, lang) => composeResetMail(deps, userId, lang),
      email_changed: (userId, lang, to) => composeEmailChangedMail(deps.db, userId, lang, to),
      new_device: (userId, lang, _to, detail) => composeNewDeviceMail(deps, userId, lang, detail),
      withdrawal_code: (userId, lang, _to, detail) => composeWithdrawalCodeMail(deps, userId, lang, detail),
    },
  });
}
