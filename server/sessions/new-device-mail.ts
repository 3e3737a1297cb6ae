import { html } from '../content/html.ts';
import type { Deps } from '../deps.ts';
import { type Lang, saying } from '../i18n.ts';
import type { Mail } from '../mail/mailer.ts';
import { findUserById } from '../users/repo.ts';
import { deviceOf } from './device.ts';
import { placeOf } from './place.ts';

/*
 * The notice of a sign-in from a browser that never signed in to the account before: what, where from (roughly) and
 * when, with a link to the Security screen's list of sessions, where that one can be signed out. Sent through the
 * outbox (kind `new_device`); the sign-in's browser and address ride in the outbox row's detail.
 */

const say = saying('protect');

export type SignInFacts = { userAgent: string; ip: string; at: number };

export function signInDetail(facts: SignInFacts): string {
  return JSON.stringify(facts);
}

function factsOf(detail: string | null): SignInFacts | null {
  try {
    const value: unknown = JSON.parse(detail ?? '');
    if (typeof value !== 'object' || value === null) return null;
    const { userAgent, ip, at } = value as Record<string, unknown>;
    return typeof userAgent === 'string' && typeof ip === 'string' && typeof at === 'number' ? { userAgent, ip, at } : null;
  } catch {
    return null;
  }
}

/** "Chrome 126 on Windows", in the mail's language. */
export function deviceText(lang: Lang, userAgent: string): string {
  const { browser, os } = deviceOf(userAgent);
  if (browser === '' && os === '') return say(lang, 'device_unknown');
  if (browser === '' || os === '') return browser || os;
  return say(lang, 'device', { browser, os });
}

export function placeText(lang: Lang, ip: string): string {
  const { place, network } = placeOf(ip);
  switch (place) {
    case 'local':
      return say(lang, 'place_local');
    case 'network':
      return say(lang, 'place_network', { network });
    case 'unknown':
      return say(lang, 'place_unknown');
  }
}

export function securityLink(appOrigin: string, lang: Lang): string {
  return `${appOrigin}/${lang}/trading#/show/security`;
}

export async function composeNewDeviceMail(deps: Pick<Deps, 'db' | 'config'>, userId: number, lang: Lang, detail: string | null): Promise<Mail | null> {
  const user = await findUserById(deps.db, userId);
  const facts = factsOf(detail);
  if (!user || !facts) return null;
  const when = `${new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(facts.at)} UTC`;
  const what = say(lang, 'new_device_mail', { when, device: deviceText(lang, facts.userAgent), place: placeText(lang, facts.ip) });
  const advice = say(lang, 'new_device_advice');
  const link = securityLink(deps.config.appOrigin, lang);
  return {
    to: user.email,
    subject: say(lang, 'new_device_subject'),
    text: `${what}\n\n${advice}\n\n${link}\n`,
    html: html`<p>${what}</p><p>${advice}</p><p><a href="${link}">${say(lang, 'new_device_button')}</a></p><p>${link}</p>`.value,
  };
}
