import { html } from '../content/html.ts';
import type { Db } from '../db/client.ts';
import { t, type Lang } from '../i18n.ts';
import type { Mail } from '../mail/mailer.ts';
import { findUserById } from './repo.ts';

/**
 * The notice an e-mail change sends to the old address: whoever took over a session and changed the login cannot
 * keep the owner from hearing of it (the new address is theirs). Composed when it goes out, from the account now.
 */
export async function composeEmailChangedMail(db: Db, userId: number, lang: Lang, to: string | null): Promise<Mail | null> {
  const user = await findUserById(db, userId);
  if (!user || to === null) return null;
  const text = t(lang, 'account.email_changed_mail', { email: user.email });
  return { to, subject: t(lang, 'account.email_changed_subject'), text: `${text}\n`, html: html`<p>${text}</p>`.value };
}
