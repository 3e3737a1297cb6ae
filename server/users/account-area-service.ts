import { stateFor } from '../../common/us-states.ts';
import { mailOutboxFor } from '../auth/reset-mail.ts';
import type { Deps } from '../deps.ts';
import { type Lang, saying, t } from '../i18n.ts';
import { type Refusal, refuse } from '../lib/refusal.ts';
import { checkPhone, isStrongEnoughPassword, phoneDigits } from '../lib/validate.ts';
import { addNotification } from '../notifications/service.ts';
import { emailHeldByAnother, saveContact } from './account-area-queries.ts';
import { addressConflict, checkEmailText, looksLikeAnotherAccount } from './email-identity.ts';
import { checkPassword, type FailureMeta } from './login-throttle.ts';
import { changePassword } from './password.ts';
import { findUserById } from './repo.ts';

// The account area's contact details (/api/info) and password change (/api/us/security) (server/API.md "Account
// area"); its documents live in server/verification/. Null: the trader is gone.

const say = saying('account');

/** The details as the form sends them; `state` undefined when the client does not send one (the stored one stays). */
export type ContactForm = { email: string; phone: string; state: string | undefined; password: string };

/** The current password an e-mail change needs, checked like a login (the same throttle as the Security form). */
async function passwordRefusal(deps: Deps, lang: Lang, email: string, password: string, visitor: FailureMeta): Promise<Refusal | null> {
  if (password === '') return refuse(say(lang, 'email_password'), { field: 'password' });
  const check = await checkPassword(deps.db, 'security', email, password, visitor, deps.clock.now());
  switch (check.kind) {
    case 'throttled':
    case 'address_throttled':
      return refuse(say(lang, 'throttled', { minutes: check.retryMinutes }), { code: `login.${check.kind}`, field: 'password' });
    case 'wrong':
      return refuse(say(lang, 'old_password'), { field: 'password' });
    case 'ok':
      return null;
  }
}

/**
 * Spec §7 /api/info {email, phone, password?}: the trader's contact details, with the server's checks. The e-mail is
 * the login and where recovery mail goes: changing it takes the current password (a session alone — a borrowed
 * laptop, a stolen cookie — must not be enough to take the account over), and the old address hears of it.
 * `state` (a US resident's, spec §1 states list) when sent — a client that does not send it leaves the stored one.
 */
export async function saveContactDetails(deps: Deps, userId: number, lang: Lang, form: ContactForm, visitor: FailureMeta) {
  const { db, clock } = deps;
  const user = await findUserById(db, userId);
  if (!user) return null;
  const address = checkEmailText(form.email);
  if (!address.ok) return refuse(t(lang, address.message), { field: 'email' });
  const { email } = address;
  const digits = phoneDigits(form.phone);
  const phoneProblem = digits === null ? 'phone' : checkPhone(user.phonePrefix, digits);
  if (phoneProblem || digits === null) return refuse(say(lang, phoneProblem ?? 'phone'), { field: 'phone' });
  const state = form.state === undefined ? user.state : stateFor(user.country, form.state);
  if (state === null) return refuse(say(lang, 'state'), { field: 'state' });
  const changed = email !== user.email;
  if (changed) {
    const refused = await passwordRefusal(deps, lang, user.email, form.password, visitor);
    if (refused) return refused;
    if (await emailHeldByAnother(db, email, user.id)) return refuse(say(lang, 'email_taken'), { field: 'email' });
    if (await looksLikeAnotherAccount(db, email, user.id)) return refuse(t(lang, 'field.email_lookalike'), { field: 'email' });
  }
  if (!(await saveContact(db, user.id, { email, phone: digits, state }))) {
    // Another change or registration took the address or its look-alike at the same instant: the unique index said no.
    const conflict = await addressConflict(db, email, user.id);
    return refuse(conflict === 'taken' ? say(lang, 'email_taken') : t(lang, 'field.email_lookalike'), { field: 'email' });
  }
  if (changed) {
    await addNotification(db, user.id, say(lang, 'email_changed_note', { old: user.email, email }), clock.now());
    await mailOutboxFor(deps).send('email_changed', user.id, lang, user.email);
  }
  return { message: say(lang, 'info_saved') };
}

export type PasswordForm = { oldPassword: string; password: string; repeatPassword: string };

/**
 * Spec §7 /api/us/security: the old password checked under the login throttle; every other session ends, the one
 * that asked (`keepSession`) stays.
 */
export async function changeOwnPassword(deps: Deps, userId: number, lang: Lang, form: PasswordForm, visitor: FailureMeta, keepSession: string | null) {
  const { db, clock } = deps;
  const user = await findUserById(db, userId);
  if (!user) return null;
  const { oldPassword, password } = form;
  if (oldPassword === '') return refuse(say(lang, 'old_password'), { field: 'oldPassword' });
  if (!isStrongEnoughPassword(password)) return refuse(say(lang, 'password'), { field: 'password' });
  if (password !== form.repeatPassword) return refuse(say(lang, 'repeat'), { field: 'repeatPassword' });
  const check = await checkPassword(db, 'security', user.email, oldPassword, visitor, clock.now());
  switch (check.kind) {
    case 'throttled':
    case 'address_throttled':
      return refuse(say(lang, 'throttled', { minutes: check.retryMinutes }), { code: `login.${check.kind}`, field: 'oldPassword' });
    case 'wrong':
      return refuse(say(lang, 'old_password'), { field: 'oldPassword' });
    case 'ok':
      break;
  }
  if (password === oldPassword) return refuse(say(lang, 'same'), { field: 'password' });
  await changePassword(db, user.id, password, keepSession);
  return { message: say(lang, 'password_changed') };
}
